#include "board/glyphcache.h"

#include <QFontMetricsF>
#include <QtMath>

#include <algorithm>

#include "text/diagnostics.h"

namespace qudoku::ui {

GlyphCache::GlyphCache(const QFont& font, Alphabet alphabet, int size)
    : fontKey_(font.key()), base_(font), alphabet_(alphabet), size_(size) {
    const Face& probe = face({100, false, false});
    shape_.advance = *std::max_element(probe.advances.begin(), probe.advances.end()) / 100.0;
    shape_.inkHeight = probe.capHeight / 100.0;
}

GlyphCache& GlyphCache::forBoard(const QFont& font, Alphabet alphabet, int size) {
    thread_local std::unique_ptr<GlyphCache> last;
    if (!last || last->size_ != size || last->alphabet_ != alphabet || last->fontKey_ != font.key())
        last = std::make_unique<GlyphCache>(font, alphabet, size);
    last->current_ = nullptr; // a new paint: the painter's font is whatever it is
    return *last;
}

GlyphCache::Face& GlyphCache::face(const GlyphStyle& style) {
    const auto key = std::make_tuple(style.pixelSize, style.bold, style.italic);
    if (auto it = faces_.find(key); it != faces_.end()) return it->second;
    if (faces_.size() >= kMaxFaces) { // keep the probe face (shape_ came from it); the rest go
        current_ = nullptr;
        std::erase_if(faces_, [](const auto& entry) { return std::get<0>(entry.first) != 100; });
    }
    Face f;
    f.font = base_;
    f.font.setPixelSize(std::max(1, style.pixelSize));
    f.font.setWeight(style.bold ? QFont::Bold : QFont::Normal);
    f.font.setItalic(style.italic);
    const QFontMetricsF metrics(f.font);
    f.ascent = metrics.ascent();
    f.capHeight = metrics.capHeight();
    for (int v = 1; v <= size_; ++v) {
        const QString text = text::symbolText(v, alphabet_);
        QStaticText staticText(text);
        staticText.setTextFormat(Qt::PlainText);
        staticText.setPerformanceHint(QStaticText::AggressiveCaching);
        staticText.prepare(QTransform(), f.font);
        f.symbols.push_back(staticText);
        f.advances.push_back(metrics.horizontalAdvance(text));
    }
    return faces_.emplace(key, std::move(f)).first->second;
}

namespace {

// Qt's raster engine keeps glyphs up to this size (device pixels) in its cache (QT_MAX_CACHED_GLYPH_SIZE).
constexpr int kLargestCachedByQt = 64;

} // namespace

const GlyphCache::Sprite& GlyphCache::sprite(int value, const GlyphStyle& style, const QColor& colour, qreal dpr) {
    const auto key = std::make_tuple(style.pixelSize, style.bold, style.italic, value, colour.rgba(),
                                     static_cast<int>(dpr * 100 + 0.5));
    if (auto it = sprites_.find(key); it != sprites_.end()) return it->second;
    if (sprites_.size() >= 4 * kMaxFaces) sprites_.clear();
    const Face& f = face(style);
    const auto i = static_cast<std::size_t>(value - 1);
    // Room for the ink of an italic or wide glyph beyond its advance.
    const QFontMetricsF metrics(f.font);
    const QRectF ink = metrics.tightBoundingRect(text::symbolText(value, alphabet_)).adjusted(-2, -2, 2, 2);
    Sprite s;
    s.image = QImage(qCeil(ink.width() * dpr), qCeil(ink.height() * dpr), QImage::Format_ARGB32_Premultiplied);
    s.image.setDevicePixelRatio(dpr);
    s.image.fill(Qt::transparent);
    QPainter painter(&s.image);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.setFont(f.font);
    painter.setPen(colour);
    // Baseline at the origin in the glyph's own coordinates; the ink's box starts at ink.topLeft().
    painter.drawStaticText(-ink.topLeft() - QPointF(0, f.ascent), f.symbols[i]);
    painter.end();
    // Drawn at the ink's centre as draw() does: the baseline origin sits at centre + (-advance/2, capHeight/2).
    s.offset = QPointF(-f.advances[i] / 2, f.capHeight / 2) + ink.topLeft();
    return sprites_.emplace(key, std::move(s)).first->second;
}

void GlyphCache::draw(QPainter& p, int value, const GlyphStyle& style, QPointF centre) {
    if (value < 1 || value > size_) return;
    const qreal dpr = p.device() ? p.device()->devicePixelRatio() : 1.0;
    if (style.pixelSize * dpr > kLargestCachedByQt) {
        const Sprite& s = sprite(value, style, p.pen().color(), dpr);
        p.drawImage(centre + s.offset, s.image);
        return;
    }
    const Face& f = face(style);
    // The static text is laid out in its face's font: set it only when it changes (a different font on
    // the painter would make QStaticText lay the text out again).
    if (current_ != &f || p.font() != f.font) {
        p.setFont(f.font);
        current_ = &f;
    }
    const auto i = static_cast<std::size_t>(value - 1);
    const QPointF baseline(centre.x() - f.advances[i] / 2, centre.y() + f.capHeight / 2);
    p.drawStaticText(QPointF(baseline.x(), baseline.y() - f.ascent), f.symbols[i]);
}

void GlyphCache::drawEllipsis(QPainter& p, int pixelSize, QPointF centre, const QColor& colour) {
    // Square dots on whole pixels: crisp at these sizes, and antialiased ellipses took a fifth of a
    // 25×25 repaint where many cells were elided.
    const int dot = std::max(1, static_cast<int>(pixelSize * 0.14 + 0.5));
    const int gap = std::max(dot + 1, static_cast<int>(pixelSize * 0.24 + 0.5));
    const int y = static_cast<int>(centre.y() + pixelSize * 0.36) - dot; // on the baseline
    const int x = static_cast<int>(centre.x()) - dot / 2;
    for (int i = -1; i <= 1; ++i) p.fillRect(QRect(x + i * gap, y, dot, dot), colour);
}

} // namespace qudoku::ui
