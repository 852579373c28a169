// Clue symmetries as groups of cell maps: an orbit is the closure of a cell under the group's
// generators (each map of the group is its own inverse or a power of a quarter turn, so the closure
// under the generators is the whole orbit).

#include <algorithm>
#include <array>
#include <string_view>

#include "qudoku/generator.h"

namespace qudoku {

namespace {

struct Names {
    Symmetry symmetry;
    std::string_view name;
};

constexpr std::array kNames{
    Names{Symmetry::None, "none"},         Names{Symmetry::Rotate180, "rotate180"},
    Names{Symmetry::Rotate90, "rotate90"}, Names{Symmetry::Mirror, "mirror"},
    Names{Symmetry::Flip, "flip"},         Names{Symmetry::Diagonal, "diagonal"},
    Names{Symmetry::AntiDiagonal, "anti-diagonal"}, Names{Symmetry::Dihedral, "dihedral"},
};

enum class Map { HalfTurn, QuarterTurn, Mirror, Flip, Diagonal, AntiDiagonal };

int apply(Map map, int n, int cell) {
    const int r = cell / n, c = cell % n, m = n - 1;
    switch (map) {
    case Map::HalfTurn: return (m - r) * n + (m - c);
    case Map::QuarterTurn: return c * n + (m - r);
    case Map::Mirror: return r * n + (m - c);
    case Map::Flip: return (m - r) * n + c;
    case Map::Diagonal: return c * n + r;
    case Map::AntiDiagonal: return (m - c) * n + (m - r);
    }
    return cell;
}

std::vector<Map> generators(Symmetry symmetry) {
    switch (symmetry) {
    case Symmetry::None: return {};
    case Symmetry::Rotate180: return {Map::HalfTurn};
    case Symmetry::Rotate90: return {Map::QuarterTurn};
    case Symmetry::Mirror: return {Map::Mirror};
    case Symmetry::Flip: return {Map::Flip};
    case Symmetry::Diagonal: return {Map::Diagonal};
    case Symmetry::AntiDiagonal: return {Map::AntiDiagonal};
    case Symmetry::Dihedral: return {Map::QuarterTurn, Map::Mirror};
    }
    return {};
}

} // namespace

std::string_view symmetryName(Symmetry symmetry) {
    for (const Names& n : kNames)
        if (n.symmetry == symmetry) return n.name;
    return "none";
}

std::optional<Symmetry> symmetryFromName(std::string_view name) {
    for (const Names& n : kNames)
        if (n.name == name) return n.symmetry;
    return std::nullopt;
}

std::vector<int> symmetryOrbit(Shape shape, Symmetry symmetry, int cell) {
    const int n = shape.size();
    std::vector<int> orbit{cell};
    const std::vector<Map> maps = generators(symmetry);
    for (std::size_t i = 0; i < orbit.size(); ++i)
        for (Map map : maps) {
            const int image = apply(map, n, orbit[i]);
            if (std::find(orbit.begin(), orbit.end(), image) == orbit.end()) orbit.push_back(image);
        }
    std::sort(orbit.begin(), orbit.end());
    return orbit;
}

bool isSymmetric(Shape shape, Symmetry symmetry, const std::vector<bool>& cells) {
    const int n = shape.size();
    if (static_cast<int>(cells.size()) != shape.cellCount()) return false;
    for (Map map : generators(symmetry))
        for (int cell = 0; cell < shape.cellCount(); ++cell)
            if (cells[static_cast<std::size_t>(cell)] != cells[static_cast<std::size_t>(apply(map, n, cell))]) return false;
    return true;
}

} // namespace qudoku
