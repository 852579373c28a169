#include "window/preferences.h"

#include <QSettings>

#include "window/appidentity.h"

namespace qudoku::ui {

namespace {

// Enums are stored by name, so a settings file stays readable and survives reordering.
const QString kTheme = QStringLiteral("ui/theme");
const QString kPeers = QStringLiteral("board/highlightPeers");
const QString kSameValue = QStringLiteral("board/highlightSameValue");
const QString kConflicts = QStringLiteral("board/highlightConflicts");
const QString kAutoClean = QStringLiteral("options/autoCleanMarks"); // the Edit menu's toggle, since 0.1
const QString kMistakes = QStringLiteral("options/mistakeChecking");
const QString kHintStart = QStringLiteral("hints/startRung");
const QString kCentreStyle = QStringLiteral("board/centreMarks");
const QString kHideTimer = QStringLiteral("board/hideTimer");

template <typename E, std::size_t N>
E fromName(const QString& name, const std::pair<E, const char*> (&names)[N], E fallback) {
    for (const auto& [value, text] : names)
        if (name == QLatin1String(text)) return value;
    return fallback;
}

template <typename E, std::size_t N>
QString toName(E value, const std::pair<E, const char*> (&names)[N]) {
    for (const auto& [v, text] : names)
        if (v == value) return QLatin1String(text);
    return {};
}

constexpr std::pair<Theme, const char*> kThemeNames[] = {
    {Theme::System, "system"}, {Theme::Light, "light"}, {Theme::Dark, "dark"}, {Theme::HighContrast, "high-contrast"}};
constexpr std::pair<CentreStyle, const char*> kCentreNames[] = {{CentreStyle::Fixed, "fixed"}, {CentreStyle::Row, "row"}};
constexpr std::pair<MistakeChecking, const char*> kMistakeNames[] = {
    {MistakeChecking::Off, "off"}, {MistakeChecking::OnRequest, "on-request"}, {MistakeChecking::Immediate, "immediate"}};
constexpr std::pair<HintLadder::Rung, const char*> kRungNames[] = {{HintLadder::Rung::Area, "area"},
                                                                   {HintLadder::Rung::Technique, "technique"},
                                                                   {HintLadder::Rung::Explanation, "explanation"}};

} // namespace

Preferences Preferences::load() {
    QSettings settings;
    Preferences p;
    p.language = settings.value(kLanguageKey).toString();
    p.theme = fromName(settings.value(kTheme).toString(), kThemeNames, Theme::System);
    p.highlighting.peers = settings.value(kPeers, true).toBool();
    p.highlighting.sameValue = settings.value(kSameValue, true).toBool();
    p.highlighting.conflicts = settings.value(kConflicts, true).toBool();
    p.autoCleanMarks = settings.value(kAutoClean, true).toBool();
    p.mistakes = fromName(settings.value(kMistakes).toString(), kMistakeNames, MistakeChecking::OnRequest);
    p.hintStart = fromName(settings.value(kHintStart).toString(), kRungNames, HintLadder::Rung::Area);
    p.centreStyle = fromName(settings.value(kCentreStyle).toString(), kCentreNames, CentreStyle::Fixed);
    p.hideTimer = settings.value(kHideTimer, false).toBool();
    return p;
}

void Preferences::save() const {
    QSettings settings;
    settings.setValue(kLanguageKey, language);
    settings.setValue(kTheme, toName(theme, kThemeNames));
    settings.setValue(kPeers, highlighting.peers);
    settings.setValue(kSameValue, highlighting.sameValue);
    settings.setValue(kConflicts, highlighting.conflicts);
    settings.setValue(kAutoClean, autoCleanMarks);
    settings.setValue(kMistakes, toName(mistakes, kMistakeNames));
    settings.setValue(kHintStart, toName(hintStart, kRungNames));
    settings.setValue(kCentreStyle, toName(centreStyle, kCentreNames));
    settings.setValue(kHideTimer, hideTimer);
}

} // namespace qudoku::ui
