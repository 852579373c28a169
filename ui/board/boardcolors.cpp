#include "board/boardcolors.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <optional>

#include "board/palette.h"

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

// Text on a tint: 4.5:1 is the requirement, the colours are made with a margin for the 8 bits a
// channel the screen rounds to.
constexpr double kTextOnTint = 4.6;
// A cue against what it sits on: 3:1 required (4.5:1 on a high-contrast palette, where every cue is
// held to the text's standard).
constexpr double kCue = 3.2;
constexpr double kHighContrastCue = 4.6;

bool readableOn(const QColor& ground, std::initializer_list<QColor> inks) {
    return std::all_of(inks.begin(), inks.end(),
                       [&](const QColor& ink) { return contrastRatio(ink, ground) >= kTextOnTint; });
}

// `ink` moved towards `towards` just far enough to stand `ratio` apart from `ground` (inks are at
// least 9:1: the room the tints under them need).
QColor inkWithContrast(const QColor& ink, const QColor& towards, const QColor& ground, double ratio) {
    if (contrastRatio(ink, ground) >= ratio) return ink;
    double low = 0.0, high = 1.0;
    for (int i = 0; i < 16; ++i) {
        const double t = (low + high) / 2;
        (contrastRatio(mix(ink, towards, t), ground) >= ratio ? high : low) = t;
    }
    return mix(ink, towards, high);
}

// `tint` moved back towards `base` until every ink reads on it (a tint deeper than the inks allow
// on some palette: the system's may be anything).
QColor keepReadable(const QColor& tint, const QColor& base, std::initializer_list<QColor> inks) {
    if (readableOn(tint, inks)) return tint;
    double low = 0.0, high = 1.0; // high: readable (the base is)
    for (int i = 0; i < 12; ++i) {
        const double t = (low + high) / 2;
        (readableOn(mix(tint, base, t), inks) ? high : low) = t;
    }
    return mix(tint, base, high);
}

// `cue` moved towards `towards` (the text colour: away from every ground) in steps until it stands
// `ratio` apart from each of `grounds`. A scan, not a bisection: a cue lighter than a light ground first
// loses contrast on the way to a dark text colour.
QColor cueOn(const QColor& cue, const QColor& towards, std::initializer_list<QColor> grounds, double ratio) {
    for (int step = 0; step <= 32; ++step) {
        const QColor c = mix(cue, towards, step / 32.0);
        if (std::all_of(grounds.begin(), grounds.end(), [&](const QColor& g) { return contrastRatio(c, g) >= ratio; }))
            return c;
    }
    return towards;
}

// Colour `c` of the palette as a tint of `base`: the deepest mix up to `cap` on which every ink reads.
QColor colourTint(const QColor& base, const QColor& colour, double cap, std::initializer_list<QColor> inks) {
    if (readableOn(mix(base, colour, cap), inks)) return mix(base, colour, cap);
    double low = 0.0, high = cap; // low: readable
    for (int i = 0; i < 12; ++i) {
        const double t = (low + high) / 2;
        (readableOn(mix(base, colour, t), inks) ? low : high) = t;
    }
    return mix(base, colour, low);
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
    // The widget asks on every repaint and the answer takes some 200 contrast ratios (9% of a 9×9
    // repaint): the last one is kept, per thread, for the four colours it is made from.
    struct Last {
        std::array<QRgb, 4> from{};
        std::optional<BoardColors> colors;
    };
    thread_local Last last;
    const std::array<QRgb, 4> from{palette.color(QPalette::Base).rgba(), palette.color(QPalette::Text).rgba(),
                                   palette.color(QPalette::Highlight).rgba(), palette.color(QPalette::Link).rgba()};
    if (!last.colors || last.from != from) {
        last.from = from;
        last.colors = derive(palette);
    }
    return *last.colors;
}

BoardColors BoardColors::derive(const QPalette& palette) {
    BoardColors c;
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const QColor highlight = palette.color(QPalette::Highlight);
    const bool dark = base.lightnessF() < 0.5f;
    c.highContrast = contrastRatio(text, base) >= 15 && contrastRatio(highlight, base) >= 7;
    // Accent hues tuned for contrast against the base.
    const QColor red = dark ? QColor(255, 110, 100) : QColor(200, 30, 30);
    const QColor orange = dark ? QColor(255, 170, 60) : QColor(210, 100, 0);
    const QColor blue = dark ? QColor(120, 180, 255) : QColor(25, 85, 200);
    const QColor green = dark ? QColor(60, 200, 90) : QColor(90, 190, 40);
    const QColor darkGreen = dark ? QColor(110, 230, 130) : QColor(0, 120, 40);

    c.background = base;
    c.lines = text;
    c.thinLines = c.highContrast ? text : mix(text, base, 0.55);

    const double inkRatio = c.highContrast ? 12.0 : 9.0;
    c.given = text;
    c.player = inkWithContrast(mix(blue, palette.color(QPalette::Link), 0.3), text, base, inkRatio);
    // Not the player's blue: a violet-grey, and in italics (BoardPainter), so it is not colour alone.
    c.computer = inkWithContrast(dark ? QColor(200, 170, 255) : QColor(105, 70, 150), text, base, inkRatio);
    c.pencil = inkWithContrast(mix(text, base, 0.35), text, base, inkRatio);
    c.corner = c.pencil;
    const auto inks = {c.given, c.player, c.computer, c.pencil};

    // Deeper on a high-contrast palette, whose inks leave them the room.
    const double deeper = c.highContrast ? 1.4 : 1.0;
    c.peer = keepReadable(mix(base, highlight, (dark ? 0.18 : 0.10) * deeper), base, inks);
    c.sameValue = keepReadable(mix(base, highlight, (dark ? 0.40 : 0.28) * deeper), base, inks);
    c.selected = keepReadable(mix(base, highlight, (dark ? 0.30 : 0.20) * deeper), base, inks);
    c.conflictHouse = keepReadable(tintWithContrast(base, red, 1.35), base, inks);
    c.conflictCell = keepReadable(tintWithContrast(base, red, 1.9), base, inks);
    c.filterTint = keepReadable(tintWithContrast(base, green, 1.5), base, inks);

    const double colourCap = c.highContrast ? 0.55 : 0.50;
    for (int colour = 1; colour <= kColours; ++colour)
        c.colours[static_cast<std::size_t>(colour - 1)] = colourTint(base, paletteColour(colour), colourCap, inks);

    CellTint selectedClash;
    selectedClash.selected = selectedClash.conflictCell = true;
    const QColor selectedConflict = c.ground(selectedClash);
    const double cue = c.highContrast ? kHighContrastCue : kCue;
    c.selectionFrame = cueOn(mix(highlight, text, 0.45), text, {base, c.selected, c.peer}, cue);
    c.focusFrame = cueOn(highlight, text, {base, c.selected, c.peer}, cue);
    c.conflictMark = cueOn(red, text, {base, c.conflictCell, selectedConflict}, cue);
    c.wrong = cueOn(orange, text, {base}, cue);
    c.hint = cueOn(mix(highlight, text, 0.2), text, {base}, cue);
    c.filterMark = cueOn(darkGreen, text, {base, c.filterTint}, cue);

    HintColors& h = c.hints;
    const QColor amber = dark ? QColor(230, 180, 40) : QColor(250, 205, 60);
    h.areaTint = keepReadable(mix(base, amber, dark ? 0.30 : 0.38), base, inks);
    h.coverTint = keepReadable(mix(base, QColor(70, 150, 240), dark ? 0.22 : 0.16), base, inks);
    h.linkTint = keepReadable(mix(base, QColor(0, 170, 160), dark ? 0.22 : 0.14), base, inks);
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

QColor BoardColors::ground(const CellTint& t) const {
    if (t.selected) {
        QColor under = t.hint.isValid() ? mix(t.hint, selected, 0.5) : selected;
        return t.conflictCell ? mix(under, conflictCell, 0.5) : under;
    }
    if (t.hint.isValid()) return t.hint; // a hint's tints are all the board shows (board/hintoverlay.h)
    if (t.conflictCell) return conflictCell;
    if (t.filter) return filterTint;
    if (t.sameValue) return sameValue;
    if (t.peer && t.conflictHouse) return mix(peer, conflictHouse, 0.5);
    if (t.peer) return peer;
    if (t.conflictHouse) return conflictHouse;
    return background;
}

QColor BoardColors::colour(int colour) const {
    if (colour < 1 || colour > kColours) return {};
    return colours[static_cast<std::size_t>(colour - 1)];
}

int BoardColors::strokeWidth(int cellSize) const {
    return highContrast ? std::max(3, cellSize / 10) : std::max(2, cellSize / 14);
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
