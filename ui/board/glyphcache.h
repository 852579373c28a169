#pragma once
// The board's symbols laid out once and drawn many times. A board repaint draws a few hundred to a
// few thousand small glyphs from a handful of symbols at a handful of sizes; QPainter::drawText(rect,
// flags, text) lays each one out again (shaping, font lookup, alignment) on every call. Here each
// (size, weight, slant) is a face, set up once with a QStaticText per symbol, and a glyph is drawn
// with its ink centred on a point (a digit's ink sits in the middle of its box, which centring the
// line box does not quite do).
//
// Measured (docs/benchmarks.md, "Painting the board"): setting the faces up took 12% of a 9×9
// repaint, so they are kept from one paint to the next (GlyphCache::forBoard: one cache per thread,
// for the last font, alphabet and size; at most kMaxFaces faces, dropped together past that, as
// zooming through many sizes would otherwise keep them all).
//
// Large glyphs (the digits of cells over about 100 px, or over 50 px on a screen of 2 device pixels a
// pixel) Qt does not keep in its glyph cache (QT_MAX_CACHED_GLYPH_SIZE, 64 device pixels): it loads
// each one from FreeType and fills its outline on every draw, 37% of a 9×9 repaint at 1200 px. Those
// are drawn once into an image per symbol, style and colour (a sprite) and copied after.

#include <QColor>
#include <QFont>
#include <QImage>
#include <QPainter>
#include <QStaticText>

#include <map>
#include <memory>
#include <tuple>
#include <vector>

#include "board/marklayout.h"
#include "qudoku/symbols.h"

namespace qudoku::ui {

struct GlyphStyle {
    int pixelSize = 10;
    bool bold = false;
    bool italic = false;
};

class GlyphCache {
public:
    // The symbols 1..size of `alphabet` in `font`'s family.
    GlyphCache(const QFont& font, Alphabet alphabet, int size);

    // This thread's cache for `font`, `alphabet` and `size`: the last one when they are the same.
    static GlyphCache& forBoard(const QFont& font, Alphabet alphabet, int size);
    static constexpr std::size_t kMaxFaces = 48;

    // The symbols' proportions (for MarkSizing): measured at 100 px.
    GlyphShape shape() const { return shape_; }

    // Symbol `value` (1..size) with its ink centred on `centre`, in the painter's pen colour.
    void draw(QPainter& painter, int value, const GlyphStyle& style, QPointF centre);
    // The ellipsis that stands for marks not shown: three dots as wide as a digit, on the baseline.
    void drawEllipsis(QPainter& painter, int pixelSize, QPointF centre, const QColor& colour);

private:
    struct Sprite {
        QImage image;
        QPointF offset; // from the ink's centre to the image's top left
    };
    const Sprite& sprite(int value, const GlyphStyle& style, const QColor& colour, qreal dpr);
    struct Face {
        QFont font;
        qreal ascent = 0;
        qreal capHeight = 0;
        std::vector<QStaticText> symbols; // index value - 1
        std::vector<qreal> advances;
    };
    Face& face(const GlyphStyle& style);

    QString fontKey_;
    QFont base_;
    Alphabet alphabet_;
    int size_;
    GlyphShape shape_;
    std::map<std::tuple<int, bool, bool>, Face> faces_;
    std::map<std::tuple<int, bool, bool, int, QRgb, int>, Sprite> sprites_; // style, value, colour, dpr × 100
    const Face* current_ = nullptr; // the face last set on the painter
};

} // namespace qudoku::ui
