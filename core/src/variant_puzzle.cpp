// VariantPuzzle's helpers (qudoku/variant_puzzle.h).

#include "qudoku/variant_puzzle.h"

#include <utility>

namespace qudoku {

VariantPuzzle VariantPuzzle::blank(Rules rules) {
    VariantPuzzle p;
    const Shape shape = rules.gridShape();
    p.givens = Grid(shape);
    p.entered = Grid(shape);
    p.givenMarks.assign(static_cast<std::size_t>(shape.cellCount()), 0);
    p.rules = std::move(rules);
    return p;
}

} // namespace qudoku
