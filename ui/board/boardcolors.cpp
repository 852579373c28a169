#include "board/boardcolors.h"

namespace qudoku::ui {

QColor mix(const QColor& a, const QColor& b, double t) {
    const auto lerp = [t](double x, double y) { return x + (y - x) * t; };
    QColor c;
    c.setRgbF(static_cast<float>(lerp(a.redF(), b.redF())), static_cast<float>(lerp(a.greenF(), b.greenF())),
              static_cast<float>(lerp(a.blueF(), b.blueF())));
    return c;
}

BoardColors BoardColors::fromPalette(const QPalette& palette) {
    BoardColors c;
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const QColor highlight = palette.color(QPalette::Highlight);
    const bool dark = base.lightnessF() < 0.5f;
    // Accent hues tuned for contrast against the base.
    const QColor red = dark ? QColor(255, 110, 100) : QColor(200, 30, 30);
    const QColor orange = dark ? QColor(255, 170, 60) : QColor(210, 100, 0);
    const QColor blue = dark ? QColor(120, 180, 255) : QColor(25, 85, 200);

    c.background = base;
    c.lines = text;
    c.given = text;
    c.player = mix(blue, palette.color(QPalette::Link), 0.3);
    c.pencil = mix(text, base, 0.35);
    c.peer = mix(base, highlight, dark ? 0.18 : 0.10);
    c.sameValue = mix(base, highlight, dark ? 0.40 : 0.28);
    c.selected = mix(base, highlight, dark ? 0.55 : 0.45);
    c.conflictHouse = mix(base, red, dark ? 0.18 : 0.12);
    c.conflictCell = mix(base, red, dark ? 0.35 : 0.25);
    c.conflictMark = red;
    c.wrong = orange;
    c.hint = mix(highlight, text, 0.2);
    c.focusFrame = highlight;
    return c;
}

} // namespace qudoku::ui
