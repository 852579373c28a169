#include "qudoku/logic/geometry.h"

#include <cassert>

namespace qudoku::logic {

const Geometry& Geometry::of(Shape shape) {
    // One immutable instance per standard shape, built on first use; C++11 guarantees the
    // initialisation of a function-local static is thread-safe, and nothing writes to it afterwards.
    static const Geometry g4(Shape{2, 2}), g6(Shape{2, 3}), g9(Shape{3, 3}), g12(Shape{3, 4}),
        g16(Shape{4, 4}), g25(Shape{5, 5});
    for (const Geometry* g : {&g4, &g6, &g9, &g12, &g16, &g25})
        if (g->shape() == shape) return *g;
    assert(false && "Geometry::of: not a standard shape");
    return g9;
}

Geometry::Geometry(Shape shape) : houses_(shape) {
    for (const House& house : houses_.all()) {
        CellSet set;
        for (int cell : house.cells) set.insert(cell);
        houseSets_.push_back(set);
    }
    peerSets_.resize(shape.cellCount());
    for (int cell = 0; cell < shape.cellCount(); ++cell)
        for (int peer : houses_.peersOf(cell)) peerSets_[cell].insert(peer);
}

} // namespace qudoku::logic
