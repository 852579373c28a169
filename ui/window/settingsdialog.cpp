#include "window/settingsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include "text/translations.h"

namespace qudoku::ui {

namespace {

template <typename T>
void select(QComboBox* box, const T& value) {
    const int i = box->findData(QVariant::fromValue(value));
    box->setCurrentIndex(i < 0 ? 0 : i);
}

} // namespace

SettingsDialog::SettingsDialog(const Preferences& preferences, QWidget* parent)
    : QDialog(parent), startLanguage_(preferences.language) {
    setWindowTitle(tr("Settings"));

    language_ = new QComboBox(this);
    language_->addItem(tr("System language"), QString());
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    // Each language under its own name, as a reader of it looks for it.
    for (const QString& name : text::availableLanguages()) {
        const QLocale locale(name);
        QString native = locale.nativeLanguageName();
        if (locale.language() == QLocale::Chinese) native = QStringLiteral("简体中文");
        language_->addItem(native.left(1).toUpper() + native.mid(1), name);
    }
    select(language_, preferences.language);
    restartNote_ = new QLabel(tr("The new language shows the next time Qudoku starts."), this);
    restartNote_->setWordWrap(true);
    restartNote_->setVisible(false);
    connect(language_, &QComboBox::currentIndexChanged, this,
            [this] { restartNote_->setVisible(language_->currentData().toString() != startLanguage_); });

    theme_ = new QComboBox(this);
    theme_->addItem(tr("System"), static_cast<int>(Theme::System));
    theme_->addItem(tr("Light"), static_cast<int>(Theme::Light));
    theme_->addItem(tr("Dark"), static_cast<int>(Theme::Dark));
    theme_->addItem(tr("High contrast"), static_cast<int>(Theme::HighContrast));
    select(theme_, static_cast<int>(preferences.theme));

    peers_ = new QCheckBox(tr("Row, column and box of the selected cell"), this);
    peers_->setChecked(preferences.highlighting.peers);
    sameValue_ = new QCheckBox(tr("Cells with the same digit"), this);
    sameValue_->setChecked(preferences.highlighting.sameValue);
    conflicts_ = new QCheckBox(tr("Conflicts (digits that break a rule)"), this);
    conflicts_->setChecked(preferences.highlighting.conflicts);
    auto* highlights = new QGroupBox(tr("Highlight"), this);
    auto* highlightLayout = new QVBoxLayout(highlights);
    for (QCheckBox* box : {peers_, sameValue_, conflicts_}) highlightLayout->addWidget(box);

    centreStyle_ = new QComboBox(this);
    centreStyle_->addItem(tr("In fixed places"), static_cast<int>(CentreStyle::Fixed));
    centreStyle_->addItem(tr("In a centred row"), static_cast<int>(CentreStyle::Row));
    select(centreStyle_, static_cast<int>(preferences.centreStyle));

    autoClean_ = new QCheckBox(tr("Remove a placed digit from its peers' pencil marks"), this);
    autoClean_->setChecked(preferences.autoCleanMarks);
    hideTimer_ = new QCheckBox(tr("Hi&de the timer (it still counts for the statistics)"), this);
    hideTimer_->setChecked(preferences.hideTimer);

    mistakes_ = new QComboBox(this);
    mistakes_->addItem(tr("Off"), static_cast<int>(MistakeChecking::Off));
    mistakes_->addItem(tr("When I press Check"), static_cast<int>(MistakeChecking::OnRequest));
    mistakes_->addItem(tr("Right away, after every move"), static_cast<int>(MistakeChecking::Immediate));
    select(mistakes_, static_cast<int>(preferences.mistakes));

    hintStart_ = new QComboBox(this);
    hintStart_->addItem(tr("Where to look"), static_cast<int>(HintLadder::Rung::Area));
    hintStart_->addItem(tr("The technique"), static_cast<int>(HintLadder::Rung::Technique));
    hintStart_->addItem(tr("The whole deduction"), static_cast<int>(HintLadder::Rung::Explanation));
    select(hintStart_, static_cast<int>(preferences.hintStart));

    // Names for tests and accessibility tools to find the fields by.
    language_->setObjectName(QStringLiteral("language"));
    theme_->setObjectName(QStringLiteral("theme"));
    mistakes_->setObjectName(QStringLiteral("mistakes"));
    hintStart_->setObjectName(QStringLiteral("hintStart"));
    centreStyle_->setObjectName(QStringLiteral("centreStyle"));
    hideTimer_->setObjectName(QStringLiteral("hideTimer"));

    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), language_);
    form->addRow(QString(), restartNote_);
    form->addRow(tr("&Theme:"), theme_);
    form->addRow(highlights);
    form->addRow(tr("&Centre marks:"), centreStyle_);
    form->addRow(autoClean_);
    form->addRow(hideTimer_);
    form->addRow(tr("&Mistakes:"), mistakes_);
    form->addRow(tr("First &hint shows:"), hintStart_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

Preferences SettingsDialog::preferences() const {
    Preferences p;
    p.language = language_->currentData().toString();
    p.theme = static_cast<Theme>(theme_->currentData().toInt());
    p.highlighting = {peers_->isChecked(), sameValue_->isChecked(), conflicts_->isChecked()};
    p.autoCleanMarks = autoClean_->isChecked();
    p.mistakes = static_cast<MistakeChecking>(mistakes_->currentData().toInt());
    p.hintStart = static_cast<HintLadder::Rung>(hintStart_->currentData().toInt());
    p.centreStyle = static_cast<CentreStyle>(centreStyle_->currentData().toInt());
    p.hideTimer = hideTimer_->isChecked();
    return p;
}

} // namespace qudoku::ui
