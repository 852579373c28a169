// The 9×9 engine (fast9.cpp) compiled again, for processors with AVX2, BMI1, BMI2, POPCNT and FMA
// (every x86-64 since 2013-2015, a subset of x86-64-v3). fast9_dispatch.cpp runs this copy where
// the processor has them; the build's own target stays the portable baseline. fast9.cpp's header
// says how the two copies are kept apart, and what this copy buys is in docs/benchmarks.md.
#define QUDOKU_FAST9_AVX2 1
#include "fast9.cpp"
