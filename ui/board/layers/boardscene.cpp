#include "board/layers/boardscene.h"

#include <algorithm>
#include <bit>

#include "game/game.h"

namespace qudoku::ui {

namespace {

// The hint's tint of each cell (invalid: none): the area, then cover and link houses.
std::vector<QColor> hintTints(const Game& game, const HintOverlay& overlay, const HintColors& colors) {
    std::vector<QColor> tints(static_cast<std::size_t>(game.cellCount()));
    const auto& houses = game.houses().all();
    for (const logic::HouseMark& house : overlay.houses) {
        if (house.house < 0 || house.house >= static_cast<int>(houses.size())) continue;
        const QColor tint = house.role == logic::Role::Cover  ? colors.coverTint
                            : house.role == logic::Role::Link ? colors.linkTint
                                                              : QColor();
        if (tint.isValid())
            for (int cell : houses[static_cast<std::size_t>(house.house)].cells)
                tints[static_cast<std::size_t>(cell)] = tint;
    }
    for (int cell : overlay.areaCells) {
        QColor& tint = tints[static_cast<std::size_t>(cell)];
        tint = tint.isValid() ? mix(tint, colors.areaTint, 0.6) : colors.areaTint;
    }
    return tints;
}

// The candidates of an empty cell as the hints read them: its centre marks, or every value the rules
// allow when it has none.
MarkSet candidatesOf(const Game& game, int cell) {
    const MarkSet marks = game.pencilMarks(cell);
    return marks != 0 ? marks : game.candidates(cell);
}

} // namespace

BoardScene makeScene(const BoardView& view, const BoardGeometry& g, const BoardColors& colors,
                     const MarkSizing& sizing) {
    const Game& game = *view.game;
    const int cells = game.cellCount();
    BoardScene scene;
    scene.game = &game;
    scene.view = &view;
    scene.geometry = &g;
    scene.colors = &colors;
    scene.overlay = view.overlay && !view.overlay->isEmpty() ? view.overlay : nullptr;
    scene.stroke = colors.strokeWidth(g.cellSize());
    scene.cells.resize(static_cast<std::size_t>(cells));
    const HintOverlay* overlay = scene.overlay;
    const Highlighting& shown = view.highlighting;
    const bool cursor = view.selected >= 0 && view.selected < cells;

    std::vector<CellTint> tints(static_cast<std::size_t>(cells));
    const auto tintOf = [&tints](int cell) -> CellTint& { return tints[static_cast<std::size_t>(cell)]; };
    for (int cell : view.selection)
        if (cell >= 0 && cell < cells) tintOf(cell).selected = true;
    // The peers and the same value are the cursor's, and belong to the board's own highlights: a hint
    // leaves them out. With several cells selected the peers of one of them would mislead: none.
    if (cursor && !overlay) {
        const bool alone = view.selection.size() <= 1;
        if (shown.peers && alone)
            for (int p : game.houses().peersOf(view.selected)) tintOf(p).peer = true;
        if (const int v = game.value(view.selected); v != 0 && shown.sameValue) {
            scene.cursorValue = v;
            for (int c = 0; c < cells; ++c)
                if (game.value(c) == v) tintOf(c).sameValue = true;
        }
    }
    if (shown.conflicts) {
        const auto& houses = game.houses().all();
        for (const Conflict& conflict : game.conflicts()) {
            for (const House& house : houses)
                if (house.kind == conflict.kind && house.index == conflict.houseIndex)
                    for (int c : house.cells) tintOf(c).conflictHouse = true;
            tintOf(conflict.first).conflictCell = tintOf(conflict.second).conflictCell = true;
        }
    }
    std::vector<char> covered(static_cast<std::size_t>(cells),
                              0); // drawn by the overlay: a placement or a preview digit
    if (overlay) {
        const std::vector<QColor> hint = hintTints(game, *overlay, colors.hints);
        for (int c = 0; c < cells; ++c) tintOf(c).hint = hint[static_cast<std::size_t>(c)];
        for (const logic::CellValue& placed : overlay->placements) covered[static_cast<std::size_t>(placed.cell)] = 1;
        for (const logic::CellValue& ghost : overlay->ghosts) covered[static_cast<std::size_t>(ghost.cell)] = 1;
        for (const CellAlternative& alternative : overlay->alternatives)
            covered[static_cast<std::size_t>(alternative.cell)] = 1;
    }
    for (int c : game.wrongCells()) scene.cells[static_cast<std::size_t>(c)].wrong = true;

    const int filter = view.filterDigit >= 1 && view.filterDigit <= game.size() ? view.filterDigit : 0;
    // Marks under a hint keep their fixed spots at any size: the hint's discs are drawn there.
    MarkSizing fixedSizing = sizing;
    if (overlay) fixedSizing.minPixels = 1;
    const int rowMax = std::max(sizing.minPixels, g.cellSize() * 26 / 100);

    for (int cell = 0; cell < cells; ++cell) {
        CellScene& s = scene.cells[static_cast<std::size_t>(cell)];
        CellTint& tint = tintOf(cell);
        const CellState& state = game.cell(cell);
        s.selected = tint.selected;
        s.conflict = tint.conflictCell;
        s.hinted = cell == game.hintCell();
        MarkSet centre = 0, discs = 0;
        if (state.value == 0 && !covered[static_cast<std::size_t>(cell)]) {
            if (overlay) {
                centre = overlay->shownCandidates(cell, state.marks);
            } else {
                centre = state.marks;
                // A coloured candidate shows, written or not: the colour is the player's statement.
                for (int v = 1; v <= game.size(); ++v)
                    if (state.candidateColours[static_cast<std::size_t>(v - 1)] != 0) discs |= markBit(v);
                centre |= discs;
                // The filter's digit where the rules allow it in a cell without centre marks (HoDoKu's
                // filter shows every candidate; these are the ones the hints read there).
                if (filter && state.marks == 0 && (game.candidates(cell) & markBit(filter))) centre |= markBit(filter);
            }
        }
        if (state.value == 0 && view.filterBivalue && std::popcount(candidatesOf(game, cell)) == 2) s.bivalue = true;
        if (filter && state.value == filter) s.holdsFilter = true;
        tint.filter = s.bivalue || s.holdsFilter;
        s.ground = colors.ground(tint);
        if (!overlay) s.colours = state.colours;

        if (state.value != 0 || covered[static_cast<std::size_t>(cell)]) continue;
        // A killer cage's sum takes its first cell's top-left corner: that cell's marks keep below it,
        // under a hint too (its discs and arrows sit on BoardGeometry::markRect, in the same room).
        const QRect rect = g.markRoom(cell);
        if (!overlay) s.corner = layoutCornerMarks(QRectF(rect), state.corner, sizing);
        if (centre == 0) continue;
        if (filter) discs |= centre & markBit(filter);
        if (view.centreStyle == CentreStyle::Row && !overlay)
            s.centre = layoutCentreRow(centreRoom(QRectF(rect), s.corner), centre, rowMax, sizing, discs);
        else if (s.corner.empty())
            s.centre = layoutCentreFixed(rect, centre, game.shape(), overlay ? fixedSizing : sizing, discs);
        else
            s.centre =
                layoutCentreFixed(centreRoom(QRectF(rect), s.corner).toRect(), centre, game.shape(), sizing, discs);
    }
    return scene;
}

} // namespace qudoku::ui
