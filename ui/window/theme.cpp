#include "window/theme.h"

#include <QColor>

#include <algorithm>
#include <cmath>

namespace qudoku::ui {

QPalette darkPalette() {
    // Greys a step apart so panels, fields and buttons stay distinct; text at about 14:1 contrast on
    // the fields, disabled text dimmed but readable.
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(45, 45, 48));
    dark.setColor(QPalette::WindowText, QColor(230, 230, 230));
    dark.setColor(QPalette::Base, QColor(30, 30, 32));
    dark.setColor(QPalette::AlternateBase, QColor(40, 40, 43));
    dark.setColor(QPalette::ToolTipBase, QColor(60, 60, 64));
    dark.setColor(QPalette::ToolTipText, QColor(235, 235, 235));
    dark.setColor(QPalette::PlaceholderText, QColor(140, 140, 140));
    dark.setColor(QPalette::Text, QColor(235, 235, 235));
    dark.setColor(QPalette::Button, QColor(60, 60, 64));
    dark.setColor(QPalette::ButtonText, QColor(230, 230, 230));
    dark.setColor(QPalette::BrightText, QColor(255, 110, 110));
    dark.setColor(QPalette::Light, QColor(80, 80, 85));
    dark.setColor(QPalette::Midlight, QColor(70, 70, 74));
    dark.setColor(QPalette::Mid, QColor(50, 50, 53));
    dark.setColor(QPalette::Dark, QColor(25, 25, 27));
    dark.setColor(QPalette::Shadow, QColor(10, 10, 10));
    dark.setColor(QPalette::Highlight, QColor(70, 130, 220));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::Link, QColor(120, 180, 255));
    dark.setColor(QPalette::LinkVisited, QColor(170, 140, 255));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        dark.setColor(QPalette::Disabled, role, QColor(120, 120, 120));
    return dark;
}

QPalette lightPalette() {
    QPalette light;
    light.setColor(QPalette::Window, QColor(239, 239, 239));
    light.setColor(QPalette::WindowText, Qt::black);
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::AlternateBase, QColor(247, 247, 247));
    light.setColor(QPalette::ToolTipBase, QColor(255, 255, 220));
    light.setColor(QPalette::ToolTipText, Qt::black);
    light.setColor(QPalette::Text, Qt::black);
    light.setColor(QPalette::Button, QColor(239, 239, 239));
    light.setColor(QPalette::ButtonText, Qt::black);
    light.setColor(QPalette::Highlight, QColor(48, 140, 198));
    light.setColor(QPalette::HighlightedText, Qt::white);
    light.setColor(QPalette::Link, QColor(0, 0, 255));
    light.setColor(QPalette::BrightText, QColor(170, 0, 0));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        light.setColor(QPalette::Disabled, role, QColor(150, 150, 150));
    return light;
}

QPalette highContrastPalette() {
    // Black on white everywhere, a deep blue for what is selected (10:1 on white, white text on it at
    // 10:1), frames and bevels in black so every control's edge shows, and disabled text still 7:1.
    // The board recognises it (text 21:1, highlight over 7:1: BoardColors::highContrast) and draws its
    // lines in full ink and its frames thicker.
    QPalette hc;
    const QColor white(255, 255, 255), black(0, 0, 0), deepBlue(0, 50, 160);
    for (auto role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase, QPalette::Button,
                      QPalette::ToolTipBase, QPalette::Light, QPalette::Midlight})
        hc.setColor(role, white);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::ToolTipText,
                      QPalette::Mid, QPalette::Dark, QPalette::Shadow})
        hc.setColor(role, black);
    hc.setColor(QPalette::PlaceholderText, QColor(80, 80, 80));
    hc.setColor(QPalette::BrightText, QColor(180, 0, 0));
    hc.setColor(QPalette::Highlight, deepBlue);
    hc.setColor(QPalette::HighlightedText, white);
    hc.setColor(QPalette::Link, QColor(0, 0, 200));
    hc.setColor(QPalette::LinkVisited, QColor(90, 0, 160));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        hc.setColor(QPalette::Disabled, role, QColor(85, 85, 85));
    return hc;
}

namespace {

// WCAG's relative luminance and contrast ratio.
double luminance(const QColor& c) {
    const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace

QColor warningTextColor(const QPalette& palette) {
    const QColor window = palette.color(QPalette::Window);
    const QColor bright = palette.color(QPalette::BrightText);
    if (contrast(bright, window) >= 4.5) return bright;
    return luminance(window) > 0.18 ? QColor(170, 0, 0) : QColor(255, 120, 120);
}

QPalette paletteFor(Theme theme) {
    switch (theme) {
    case Theme::Light: return lightPalette();
    case Theme::Dark: return darkPalette();
    case Theme::HighContrast: return highContrastPalette();
    case Theme::System: break;
    }
    // An empty palette: QApplication::setPalette() then goes back to the platform's own (Qt 6),
    // whatever theme was set before. Remembering the start-up palette instead would remember a
    // theme a previous window had applied.
    return QPalette();
}

} // namespace qudoku::ui
