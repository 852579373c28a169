// Thermometer: digits strictly increase from the bulb along each branch. One relation for every
// pair of cells on a branch, not only neighbours: cell j holds at least cell i's digit + (j - i).
// With every pair, the links are as strong as they can be (r1c1 = 5 on a bulb removes 1-6 from the
// cell after next at once) and a partial grid's check sees "5 . 5" as broken. Arc consistency over
// these pairs is the bounds propagation (see unit.h): the i-th cell of a branch of length L is
// between i + 1 and N - L + i + 1 from the start, and follows its neighbours' bounds.
// A pair shared by two branches (the bulb and a common stem) is listed once per branch; harmless.

#include "unit.h"

namespace qudoku::constraints {

namespace {

void thermometerPairs(const Rules& rules, const Constraint& c, Pairs& out) {
    for (const auto& branch : c.cells)
        for (std::size_t i = 0; i < branch.size(); ++i)
            for (std::size_t j = i + 1; j < branch.size(); ++j) {
                const int gap = static_cast<int>(j - i);
                out.relations.push_back(relation(branch[i], branch[j], rules.size, [gap](int x, int y) { return y >= x + gap; }));
            }
}

} // namespace

const Unit kThermometer{ConstraintKind::Thermometer, nullptr, thermometerPairs, nullptr, nullptr};

} // namespace qudoku::constraints
