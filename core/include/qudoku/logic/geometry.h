#pragma once
// The fixed geometry the logic techniques reason over: houses as cell sets, each cell's peers, and
// the index of each cell's row, column and box house. Immutable and shared: one instance per shape,
// built on first use (thread-safe function-local statics) and never changed afterwards.
//
// House indices are those of qudoku::Houses::all(): rows 0..N-1, columns N..2N-1, boxes 2N..3N-1.

#include <vector>

#include "qudoku/houses.h"
#include "qudoku/logic/cell_set.h"
#include "qudoku/shape.h"

namespace qudoku::logic {

class Geometry {
public:
    // The geometry of a standard shape (see Shape::forSize).
    static const Geometry& of(Shape shape);

    explicit Geometry(Shape shape);

    Shape shape() const { return houses_.shape(); }
    int size() const { return shape().size(); }
    int cellCount() const { return shape().cellCount(); }
    const Houses& houses() const { return houses_; }
    int houseCount() const { return static_cast<int>(houses_.all().size()); }
    const House& house(int index) const { return houses_.all()[index]; }
    const CellSet& houseCells(int index) const { return houseSets_[index]; }
    const CellSet& peers(int cell) const { return peerSets_[cell]; }
    bool sees(int a, int b) const { return a != b && peerSets_[a].contains(b); }

    int rowHouse(int cell) const { return shape().rowOf(cell); }
    int columnHouse(int cell) const { return size() + shape().colOf(cell); }
    int boxHouse(int cell) const { return 2 * size() + shape().boxOf(cell); }
    static constexpr bool isLine(HouseKind kind) { return kind == HouseKind::Row || kind == HouseKind::Column; }

private:
    Houses houses_;
    std::vector<CellSet> houseSets_;
    std::vector<CellSet> peerSets_;
};

} // namespace qudoku::logic
