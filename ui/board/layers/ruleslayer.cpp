// A variant's rules on the board: render/rules_drawing.h draws them for paper and the board alike;
// here they get the board's inks, its cells' places and the constraints the digits break.

#include "board/layers/layers.h"
#include "game/game.h"
#include "render/rules_drawing.h"

namespace qudoku::ui {

namespace {

render::RulesInk boardInk(const BoardColors& colors) {
    render::RulesInk ink;
    ink.line = colors.given;
    ink.background = colors.background;
    // Shapes and tints between the background and the lines, so they read in a light and a dark
    // theme alike and stay behind the digits.
    ink.shade = mix(colors.background, colors.given, 0.28);
    ink.tint = mix(colors.background, colors.given, 0.10);
    ink.conflict = colors.conflictMark;
    ink.text = colors.given;
    return ink;
}

render::RulesDrawing drawingOf(const BoardScene& scene) {
    const Game& game = *scene.game;
    const BoardGeometry* g = scene.geometry;
    render::RulesDrawing drawing{&game.rules(), [g](int cell) { return QRectF(g->cellRect(cell)); },
                                 boardInk(*scene.colors), {}};
    if (scene.view->highlighting.conflicts) {
        drawing.broken.assign(game.rules().constraints.size(), false);
        for (const Conflict& c : game.conflicts())
            if (c.isConstraint() && static_cast<std::size_t>(c.constraint) < drawing.broken.size())
                drawing.broken[static_cast<std::size_t>(c.constraint)] = true;
    }
    return drawing;
}

bool hasRulesToDraw(const BoardScene& scene) {
    const Rules& rules = scene.game->rules();
    return !rules.extraHouses.empty() || !rules.constraints.empty();
}

} // namespace

void paintRulesUnder(QPainter& p, const BoardScene& scene) {
    if (!hasRulesToDraw(scene)) return;
    p.save();
    render::paintRulesUnder(p, drawingOf(scene));
    p.restore();
}

void paintRulesOver(QPainter& p, const BoardScene& scene) {
    if (!hasRulesToDraw(scene)) return;
    p.save();
    render::paintRulesOver(p, drawingOf(scene));
    p.restore();
}

void paintCageSums(QPainter& p, const BoardScene& scene) {
    if (!hasRulesToDraw(scene)) return;
    p.save();
    render::paintCageSums(p, drawingOf(scene));
    p.restore();
}

} // namespace qudoku::ui
