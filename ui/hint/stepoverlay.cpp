#include "hint/stepoverlay.h"

#include <algorithm>

#include "qudoku/logic/geometry.h"

namespace qudoku::ui {

namespace {

using logic::CellSet;
using logic::Role;

std::vector<int> cellList(const CellSet& cells) {
    std::vector<int> list;
    cells.forEach([&](int cell) { list.push_back(cell); });
    return list;
}

// The step's main houses (role Base, else all), or its pattern's cells when it has no houses.
CellSet areaOf(const logic::Step& step, const logic::Geometry& geometry) {
    CellSet cells;
    for (const auto& h : step.houses)
        if (h.role == Role::Base) cells |= geometry.houseCells(h.house);
    if (cells.empty())
        for (const auto& h : step.houses) cells |= geometry.houseCells(h.house);
    if (cells.empty()) {
        for (const auto& m : step.marks) cells.insert(m.at.cell);
        for (const auto& p : step.placements) cells.insert(p.cell);
    }
    return cells;
}

// The pattern's cells, once each, with the role of their first mark.
std::vector<logic::Mark> patternCells(const logic::Step& step) {
    std::vector<logic::Mark> cells;
    for (const auto& m : step.marks)
        if (std::none_of(cells.begin(), cells.end(), [&](const logic::Mark& c) { return c.at.cell == m.at.cell; }))
            cells.push_back({{m.at.cell, 0}, m.role});
    for (const auto& p : step.placements)
        if (std::none_of(cells.begin(), cells.end(), [&](const logic::Mark& c) { return c.at.cell == p.cell; }))
            cells.push_back({{p.cell, 0}, Role::Target});
    return cells;
}

// Every cell the step looks at: its houses, pattern, links and targets.
CellSet involvedCells(const logic::Step& step, const logic::Geometry& geometry) {
    CellSet cells;
    for (const auto& h : step.houses) cells |= geometry.houseCells(h.house);
    for (const auto& m : step.marks) cells.insert(m.at.cell);
    for (const auto& e : step.eliminations) cells.insert(e.cell);
    for (const auto& p : step.placements) cells.insert(p.cell);
    for (const auto& link : step.links) {
        for (int cell : link.from.cells) cells.insert(cell);
        for (int cell : link.to.cells) cells.insert(cell);
    }
    return cells;
}

} // namespace

HintOverlay stepOverlay(const logic::Step& step, HintRung rung, const logic::CandidateGrid& position) {
    const logic::Geometry& geometry = position.geometry();
    HintOverlay overlay;
    overlay.areaCells = cellList(areaOf(step, geometry));
    if (rung == HintRung::Area) return overlay;
    overlay.houses = step.houses;
    if (rung == HintRung::Technique) {
        overlay.marks = patternCells(step);
        return overlay;
    }
    overlay.marks = step.marks;
    overlay.eliminations = step.eliminations;
    overlay.placements = step.placements;
    overlay.links = step.links;
    overlay.candidates.assign(static_cast<std::size_t>(position.cellCount()), 0);
    (involvedCells(step, geometry) & position.emptyCells()).forEach([&](int cell) {
        overlay.candidates[static_cast<std::size_t>(cell)] = position.candidates(cell);
    });
    return overlay;
}

HintOverlay mistakesOverlay(const std::vector<logic::Mistake>& mistakes) {
    HintOverlay overlay;
    for (const logic::Mistake& mistake : mistakes) overlay.mistakeCells.push_back(mistake.cell);
    return overlay;
}

HintOverlay pathPreviewOverlay(const std::vector<logic::Step>& steps, int index, const logic::CandidateGrid& start) {
    if (index < 0 || index >= static_cast<int>(steps.size())) return {};
    logic::CandidateGrid position = start;
    std::vector<logic::CellValue> ghosts;
    for (int i = 0; i < index; ++i) {
        logic::applyStep(position, steps[static_cast<std::size_t>(i)]);
        for (const auto& p : steps[static_cast<std::size_t>(i)].placements) ghosts.push_back(p);
    }
    HintOverlay overlay = stepOverlay(steps[static_cast<std::size_t>(index)], HintRung::Explanation, position);
    overlay.ghosts = std::move(ghosts);
    position.emptyCells().forEach(
        [&](int cell) { overlay.candidates[static_cast<std::size_t>(cell)] = position.candidates(cell); });
    return overlay;
}

} // namespace qudoku::ui
