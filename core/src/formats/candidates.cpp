#include "formats/candidates.h"

#include <bit>

#include "qudoku/houses.h"

namespace qudoku::formats {

Puzzle positionPuzzle(Shape shape, const std::vector<CellCandidates>& cells, TextLayout layout, int line) {
    Puzzle p;
    p.grid = Grid(shape);
    p.layout = layout;
    p.line = line;
    Pencilmarks marks{Grid(shape), std::vector<std::uint32_t>(cells.size(), 0)};
    for (int cell = 0; cell < shape.cellCount(); ++cell) {
        const CellCandidates& c = cells[static_cast<std::size_t>(cell)];
        if (std::popcount(c.mask) != 1) marks.marks[static_cast<std::size_t>(cell)] = c.mask;
        else if (c.solved) marks.solved.set(cell, std::countr_zero(c.mask) + 1);
        else p.grid.set(cell, std::countr_zero(c.mask) + 1);
    }
    p.pencilmarks = std::move(marks);
    return p;
}

std::vector<CellCandidates> cellsToWrite(const WriteInput& input) {
    const Grid& grid = input.grid;
    const Pencilmarks* pm = input.pencilmarks;
    const Shape shape = grid.shape();
    const int n = shape.size();
    Grid values = grid; // givens and solved values together: what the rules see
    if (pm)
        for (int cell = 0; cell < grid.cellCount(); ++cell)
            if (grid.isEmpty(cell) && pm->solved.at(cell) != 0) values.set(cell, pm->solved.at(cell));
    const Houses houses(shape);
    std::vector<CellCandidates> out(static_cast<std::size_t>(grid.cellCount()));
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        CellCandidates& c = out[static_cast<std::size_t>(cell)];
        if (values.at(cell) != 0) {
            c = {bitOf(values.at(cell)), grid.isEmpty(cell)};
            continue;
        }
        c.mask = pm ? pm->marks[static_cast<std::size_t>(cell)] : 0;
        if (c.mask != 0) continue;
        const Mask every = n >= 32 ? ~Mask{0} : (Mask{1} << n) - 1;
        c.mask = every;
        for (int peer : houses.peersOf(cell))
            if (values.at(peer) != 0) c.mask &= ~bitOf(values.at(peer));
        // A dead end (its peers hold every value) has no candidate to write, and neither format can
        // say "none": an empty token would shift every later cell of a pencil-mark grid, a 729 cell of
        // dots is an error. It is written with every value, as a cell nothing is known of, so the text
        // reads back; the rules take its peers' values out again there (found by fuzz_pencilmarks).
        if (c.mask == 0) c.mask = every;
    }
    return out;
}

} // namespace qudoku::formats
