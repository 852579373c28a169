// qudoku-se-compare: our ER against the ratings a Sudoku Explainer-rated file publishes, per SE
// bucket (5.x, 6.x, ...), on one scale: how many are equal (to 0.1), within 0.2, the mean absolute
// difference, Spearman's rank correlation, and the time per puzzle (median, 90th percentile, worst).
// The figures in docs/logic.md come from this program. Not run by `make test`.
//
//   qudoku-se-compare [--scale se|qudoku] [--every N] [--max N] [--list] FILE
//
// --list also prints one line per puzzle: "hash puzzle published ours", for finding the misses.
// FILE: lines of "hash puzzle rating" (../shared/data/se_rated/), 81 digits with 0 for empty cells.

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

#include "qudoku/grid.h"
#include "qudoku/logic/engine.h"

namespace {

using namespace qudoku;

struct Options {
    logic::RatingScale scale = logic::RatingScale::Se;
    int every = 1;
    int max = 1'000'000;
    bool list = false;
    std::string file;
};

bool parse(int argc, char** argv, Options& o) {
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const bool hasValue = i + 1 < argc;
        if (a == "--scale" && hasValue) {
            const auto scale = logic::ratingScaleFromKey(argv[++i]);
            if (!scale) return false;
            o.scale = *scale;
        } else if (a == "--every" && hasValue) o.every = std::max(1, std::atoi(argv[++i]));
        else if (a == "--max" && hasValue) o.max = std::max(1, std::atoi(argv[++i]));
        else if (a == "--list") o.list = true;
        else if (!a.empty() && a[0] != '-' && o.file.empty()) o.file = a;
        else return false;
    }
    return !o.file.empty();
}

// Ranks with ties given their mean rank.
std::vector<double> ranks(const std::vector<double>& values) {
    std::vector<std::size_t> order(values.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return values[a] < values[b]; });
    std::vector<double> rank(values.size());
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i;
        while (j + 1 < order.size() && values[order[j + 1]] == values[order[i]]) ++j;
        for (std::size_t k = i; k <= j; ++k) rank[order[k]] = static_cast<double>(i + j) / 2.0;
        i = j + 1;
    }
    return rank;
}

double spearman(const std::vector<double>& a, const std::vector<double>& b) {
    const std::vector<double> ra = ranks(a), rb = ranks(b);
    const double n = static_cast<double>(a.size());
    const double ma = std::accumulate(ra.begin(), ra.end(), 0.0) / n, mb = std::accumulate(rb.begin(), rb.end(), 0.0) / n;
    double ab = 0, aa = 0, bb = 0;
    for (std::size_t i = 0; i < ra.size(); ++i) {
        ab += (ra[i] - ma) * (rb[i] - mb);
        aa += (ra[i] - ma) * (ra[i] - ma);
        bb += (rb[i] - mb) * (rb[i] - mb);
    }
    return ab / std::sqrt(aa * bb);
}

struct Bucket {
    int puzzles = 0, equal = 0, near = 0, stuck = 0;
    double difference = 0;
    void add(double published, double ours, bool solved) {
        ++puzzles;
        equal += std::abs(ours - published) < 0.05;
        near += std::abs(ours - published) < 0.25;
        stuck += !solved;
        difference += std::abs(ours - published);
    }
};

void printRow(const std::string& name, const Bucket& b) {
    std::printf("| %s | %d | %.1f %% | %.1f %% | %.2f | %d |\n", name.c_str(), b.puzzles, 100.0 * b.equal / b.puzzles,
                100.0 * b.near / b.puzzles, b.difference / b.puzzles, b.stuck);
}

} // namespace

int main(int argc, char** argv) {
    Options o;
    if (!parse(argc, argv, o)) {
        std::fprintf(stderr, "usage: qudoku-se-compare [--scale se|qudoku] [--every N] [--max N] [--list] FILE\n");
        return 2;
    }
    std::ifstream in(o.file);
    if (!in) {
        std::fprintf(stderr, "%s: cannot open\n", o.file.c_str());
        return 1;
    }
    std::map<int, Bucket> buckets;
    Bucket all;
    std::vector<double> published, ours, millis;
    std::string line;
    int index = 0, lineNumber = 0;
    while (std::getline(in, line) && all.puzzles < o.max) {
        ++lineNumber;
        if (line.empty() || line[0] == '#') continue;
        if (index++ % o.every) continue;
        std::istringstream fields(line);
        std::string hash, puzzle;
        double er = 0;
        if (!(fields >> hash >> puzzle >> er) || puzzle.size() != 81) {
            std::fprintf(stderr, "%s:%d: expected 'hash puzzle rating'\n", o.file.c_str(), lineNumber);
            return 1;
        }
        Grid grid;
        for (int c = 0; c < 81; ++c) grid.set(c, puzzle[c] >= '1' && puzzle[c] <= '9' ? puzzle[c] - '0' : 0);
        logic::LogicOptions options;
        options.scale = o.scale;
        const auto start = std::chrono::steady_clock::now();
        const logic::Rating rating = logic::ratePuzzle(grid, options);
        millis.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        const double er0 = std::round(rating.er * 10) / 10;
        buckets[static_cast<int>(er)].add(er, er0, rating.solved);
        all.add(er, er0, rating.solved);
        published.push_back(er);
        ours.push_back(er0);
        if (o.list) std::printf("%s %s %.1f %.1f\n", hash.c_str(), puzzle.c_str(), er, er0);
    }
    if (all.puzzles == 0) {
        std::fprintf(stderr, "%s: no puzzles\n", o.file.c_str());
        return 1;
    }
    std::printf("scale %s, every %d-th puzzle of %s\n\n", std::string(logic::ratingScaleKey(o.scale)).c_str(), o.every,
                o.file.c_str());
    std::printf("| SE bucket | puzzles | equal | within 0.2 | mean abs diff | stuck |\n|---|---:|---:|---:|---:|---:|\n");
    for (const auto& [whole, bucket] : buckets) printRow(std::to_string(whole) + ".x", bucket);
    printRow("all", all);
    std::sort(millis.begin(), millis.end());
    std::printf("\nSpearman %.3f; per puzzle median %.1f ms, 90th percentile %.1f ms, worst %.1f ms\n",
                spearman(published, ours), millis[millis.size() / 2], millis[millis.size() * 9 / 10], millis.back());
}
