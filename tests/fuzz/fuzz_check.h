#pragma once
// The fuzz targets' assertions. A property that does not hold prints what broke, where (and, when
// given, the text it is about), and aborts: libFuzzer keeps the input as a crash (crash-<sha1>), and
// the replay test that feeds the same input fails. Unlike assert(), never compiled out.
//
//   FUZZ_REQUIRE(again.ok(), "a written puzzle reads back");
//   FUZZ_REQUIRE_SHOWING(again.ok(), "a written puzzle reads back", written);

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace qudoku::fuzz {

[[noreturn]] inline void propertyFailed(const char* file, int line, const char* condition, const char* what,
                                        std::string_view context = {}) {
    std::fprintf(stderr, "%s:%d: fuzz property violated: %s\n    (%s)\n", file, line, what, condition);
    if (!context.empty())
        std::fprintf(stderr, "---- about this text ----\n%.*s\n-------------------------\n",
                     static_cast<int>(context.size()), context.data());
    std::fflush(stderr);
    std::abort();
}

} // namespace qudoku::fuzz

#define FUZZ_REQUIRE(condition, what)                                                         \
    do {                                                                                      \
        if (!(condition)) ::qudoku::fuzz::propertyFailed(__FILE__, __LINE__, #condition, what); \
    } while (false)

#define FUZZ_REQUIRE_SHOWING(condition, what, context)                                                  \
    do {                                                                                                \
        if (!(condition)) ::qudoku::fuzz::propertyFailed(__FILE__, __LINE__, #condition, what, context); \
    } while (false)
