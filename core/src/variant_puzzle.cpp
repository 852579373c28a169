// VariantPuzzle's helpers (qudoku/variant_puzzle.h).

#include "qudoku/variant_puzzle.h"

#include <utility>

namespace qudoku {

Shape variantGridShape(int size) {
    if (const std::optional<Shape> shape = Shape::forSize(size)) return *shape;
    return Shape{1, size};
}

int variantRegionOf(const Rules& rules, int cell) {
    if (!rules.regions.empty()) return rules.regions[static_cast<std::size_t>(cell)];
    return variantGridShape(rules.size).boxOf(cell);
}

VariantPuzzle VariantPuzzle::blank(Rules rules) {
    VariantPuzzle p;
    const Shape shape = variantGridShape(rules.size);
    p.givens = Grid(shape);
    p.entered = Grid(shape);
    p.givenMarks.assign(static_cast<std::size_t>(shape.cellCount()), 0);
    p.rules = std::move(rules);
    return p;
}

} // namespace qudoku
