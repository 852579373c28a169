#include "board/palette.h"

#include <QCoreApplication>

#include "game/cellstate.h"

namespace qudoku::ui {

namespace {

struct Entry {
    QRgb rgb;
    const char* name;
};

// Okabe & Ito (2008), "Color Universal Design", in the order players reach for them; 8 and 9 are not
// hues, so they stay apart from the seven for every kind of colour vision.
constexpr Entry kPalette[kColours] = {
    {0xE69F00, QT_TRANSLATE_NOOP("Palette", "orange")},
    {0x56B4E9, QT_TRANSLATE_NOOP("Palette", "sky blue")},
    {0x009E73, QT_TRANSLATE_NOOP("Palette", "green")},
    {0xF0E442, QT_TRANSLATE_NOOP("Palette", "yellow")},
    {0x0072B2, QT_TRANSLATE_NOOP("Palette", "blue")},
    {0xD55E00, QT_TRANSLATE_NOOP("Palette", "vermilion")},
    {0xCC79A7, QT_TRANSLATE_NOOP("Palette", "pink")},
    {0x999999, QT_TRANSLATE_NOOP("Palette", "grey")},
    {0x000000, QT_TRANSLATE_NOOP("Palette", "black")},
};

} // namespace

QColor paletteColour(int colour) {
    if (colour < 1 || colour > kColours) return {};
    return QColor::fromRgb(kPalette[colour - 1].rgb);
}

QString paletteColourName(int colour) {
    if (colour < 1 || colour > kColours) return {};
    return QCoreApplication::translate("Palette", kPalette[colour - 1].name);
}

} // namespace qudoku::ui
