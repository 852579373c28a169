#include "board/boardcolors.h"

#include <algorithm>
#include <cmath>

namespace qudoku::ui {

QColor mix(const QColor& a, const QColor& b, double t) {
    const auto lerp = [t](double x, double y) { return x + (y - x) * t; };
    QColor c;
    c.setRgbF(static_cast<float>(lerp(a.redF(), b.redF())), static_cast<float>(lerp(a.greenF(), b.greenF())),
              static_cast<float>(lerp(a.blueF(), b.blueF())));
    return c;
}

namespace {

double relativeLuminance(const QColor& c) {
    const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

} // namespace

double contrastRatio(const QColor& a, const QColor& b) {
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor tintWithContrast(const QColor& base, const QColor& accent, double ratio) {
    if (contrastRatio(base, accent) <= ratio) return accent;
    // Contrast grows with t along the mix (the luminance moves one way), so bisect for the least t.
    double low = 0.0, high = 1.0;
    for (int i = 0; i < 24; ++i) {
        const double t = (low + high) / 2;
        (contrastRatio(base, mix(base, accent, t)) >= ratio ? high : low) = t;
    }
    return mix(base, accent, high);
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
    // Not the player's blue: a violet-grey, and in italics (BoardPainter), so it is not colour alone.
    c.computer = dark ? QColor(200, 170, 255) : QColor(105, 70, 150); // 7:1 and more against either base
    c.pencil = mix(text, base, 0.35);
    c.peer = mix(base, highlight, dark ? 0.18 : 0.10);
    c.sameValue = mix(base, highlight, dark ? 0.40 : 0.28);
    c.selected = mix(base, highlight, dark ? 0.55 : 0.45);
    c.conflictHouse = tintWithContrast(base, red, 1.35);
    c.conflictCell = tintWithContrast(base, red, 1.9);
    c.conflictMark = red;
    c.wrong = orange;
    c.hint = mix(highlight, text, 0.2);
    c.focusFrame = highlight;

    HintColors& h = c.hints;
    const QColor amber = dark ? QColor(230, 180, 40) : QColor(250, 205, 60);
    h.areaTint = mix(base, amber, dark ? 0.30 : 0.38);
    h.coverTint = mix(base, QColor(70, 150, 240), dark ? 0.22 : 0.16);
    h.linkTint = mix(base, QColor(0, 170, 160), dark ? 0.22 : 0.14);
    h.defining = dark ? QColor(80, 145, 245) : QColor(40, 110, 225);
    h.fin = dark ? QColor(185, 120, 245) : QColor(145, 70, 205);
    h.pivot = h.defining;
    h.pincer = h.fin;
    h.colourA = dark ? QColor(70, 180, 90) : QColor(35, 150, 65);
    h.colourB = dark ? QColor(245, 155, 45) : QColor(230, 130, 0);
    // A second colouring cluster (multi-colouring) has no fins or pivots beside it: their hues.
    h.colourC = h.defining;
    h.colourD = h.fin;
    h.link = dark ? QColor(40, 190, 180) : QColor(0, 145, 135);
    h.target = dark ? QColor(245, 90, 80) : QColor(210, 35, 35);
    h.eliminated = h.target;
    h.placed = h.colourA;
    h.strongLink = dark ? QColor(110, 160, 255) : QColor(25, 80, 200);
    h.weakLink = dark ? QColor(240, 110, 200) : QColor(200, 40, 150);
    h.discText = Qt::white;
    h.halo = base;
    return c;
}

QColor HintColors::role(logic::Role r) const {
    using logic::Role;
    switch (r) {
    case Role::Defining:
    case Role::Base: return defining;
    case Role::Cover: return link;
    case Role::Fin: return fin;
    case Role::Pivot: return pivot;
    case Role::Pincer: return pincer;
    case Role::ColourA: return colourA;
    case Role::ColourB: return colourB;
    case Role::ColourC: return colourC;
    case Role::ColourD: return colourD;
    case Role::Link: return link;
    case Role::Target: return target;
    }
    return defining;
}

QColor HintColors::houseFrame(logic::Role r) const {
    using logic::Role;
    switch (r) {
    case Role::Base: return mix(areaTint, QColor(150, 90, 0), 0.75);
    case Role::Cover: return strongLink;
    case Role::Link: return link;
    default: return mix(areaTint, QColor(90, 90, 90), 0.7);
    }
}

} // namespace qudoku::ui
