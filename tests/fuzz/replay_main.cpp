// The main of a fuzz target's replay test (every build but the fuzz preset's): feeds each file of the
// directories (or the files) named on the command line to LLVMFuzzerTestOneInput, once, in name
// order, as libFuzzer would run them. The test passes its seed corpus and its regressions (the
// inputs of every crash found so far); a property that fails aborts, so the test fails on the input
// it names last. A directory that does not exist counts as empty (regressions/<target>/ appears with
// a target's first finding); files whose names start with '.' are passed over.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

namespace fs = std::filesystem;

std::vector<fs::path> inputsIn(const fs::path& path) {
    std::vector<fs::path> files;
    if (fs::is_regular_file(path)) {
        files.push_back(path);
    } else if (fs::is_directory(path)) {
        for (const fs::directory_entry& entry : fs::directory_iterator(path))
            if (entry.is_regular_file() && entry.path().filename().string().front() != '.') files.push_back(entry.path());
        std::sort(files.begin(), files.end());
    }
    return files;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s DIR-OR-FILE...\n", argv[0]);
        return 2;
    }
    std::size_t count = 0;
    for (int i = 1; i < argc; ++i) {
        const std::vector<fs::path> files = inputsIn(argv[i]);
        std::printf("%s: %zu input(s)\n", argv[i], files.size());
        for (const fs::path& file : files) {
            std::ifstream in(file, std::ios::binary);
            const std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
            if (!in.good() && !in.eof()) {
                std::fprintf(stderr, "cannot read %s\n", file.c_str());
                return 1;
            }
            std::printf("  %s (%zu bytes)\n", file.filename().c_str(), bytes.size());
            std::fflush(stdout); // so the input that crashes is the last one shown
            LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
            ++count;
        }
    }
    if (count == 0) {
        std::fprintf(stderr, "no inputs: the seed corpus is missing\n");
        return 1;
    }
    std::printf("replayed %zu input(s)\n", count);
    return 0;
}
