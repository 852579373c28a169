#include "window/customgamedialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include "qudoku/logic/technique.h"
#include "text/diagnostics.h"
#include "text/generator_text.h"
#include "text/step_text.h"
#include "window/theme.h"

namespace qudoku::ui {

namespace {

QString capitalized(QString text) {
    if (!text.isEmpty()) text[0] = text[0].toUpper();
    return text;
}

} // namespace

CustomGameDialog::CustomGameDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Custom Game"));

    auto* rules = new QGridLayout;
    for (std::size_t i = 0; i < variants_.size(); ++i) {
        const VariantKind kind = kAllVariantKinds[i];
        variants_[i] = new QCheckBox(text::variantKindName(kind));
        rules->addWidget(variants_[i], static_cast<int>(i) / 2, static_cast<int>(i) % 2);
        connect(variants_[i], &QCheckBox::toggled, this, &CustomGameDialog::update);
        if (kind == VariantKind::Jigsaw) connect(variants_[i], &QCheckBox::toggled, this, &CustomGameDialog::fillSizes);
    }
    auto* classic = new QLabel(tr("None checked: classic Sudoku."));
    classic->setForegroundRole(QPalette::PlaceholderText);
    rules->addWidget(classic, static_cast<int>(variants_.size() + 1) / 2, 0, 1, 2);

    size_ = new QComboBox;
    fillSizes(false);

    byGrade_ = new QRadioButton(tr("&Grade"));
    grade_ = new QComboBox;
    grade_->addItem(tr("Any difficulty (fastest)"), -1);
    for (logic::Grade g : {logic::Grade::Easy, logic::Grade::Medium, logic::Grade::Hard, logic::Grade::Unfair,
                           logic::Grade::Extreme})
        grade_->addItem(capitalized(text::gradeName(g)), static_cast<int>(g));
    byTechnique_ = new QRadioButton(tr("&Practise a technique"));
    technique_ = new QComboBox;
    fillTechniques(false);
    byGrade_->setChecked(true);

    symmetry_ = new QComboBox;
    for (Symmetry s : kAllSymmetries) symmetry_->addItem(capitalized(text::symmetryText(s)), static_cast<int>(s));
    symmetry_->setToolTip(tr("The givens' positions look the same after this turn or reflection"));
    minimal_ = new QCheckBox(tr("&Minimal: no given can be left out"));
    minimal_->setToolTip(tr("Taking away any given would give the puzzle a second solution"));

    problem_ = new QLabel;
    problem_->setWordWrap(true);
    auto* note = new QLabel(tr("Rare choices (a late technique on a small grid, strict symmetry with a high grade) "
                               "take longer; you can cancel while the puzzle is made."));
    note->setWordWrap(true);

    auto* target = new QGridLayout;
    target->addWidget(byGrade_, 0, 0);
    target->addWidget(grade_, 0, 1);
    target->addWidget(byTechnique_, 1, 0);
    target->addWidget(technique_, 1, 1);

    auto* form = new QFormLayout;
    form->addRow(tr("Rules:"), rules);
    form->addRow(tr("&Size:"), size_);
    form->addRow(tr("Difficulty:"), target);
    form->addRow(tr("S&ymmetry:"), symmetry_);
    form->addRow(QString(), minimal_);

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("&New Game"));
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(problem_);
    layout->addWidget(buttons_);

    for (QComboBox* box : {size_, grade_, technique_, symmetry_})
        connect(box, &QComboBox::currentIndexChanged, this, &CustomGameDialog::update);
    connect(byGrade_, &QRadioButton::toggled, this, &CustomGameDialog::update);
    connect(minimal_, &QCheckBox::toggled, this, &CustomGameDialog::update);
    // Picking from a list chooses that way of setting the difficulty.
    connect(grade_, &QComboBox::activated, byGrade_, [this] { byGrade_->setChecked(true); });
    connect(technique_, &QComboBox::activated, byTechnique_, [this] { byTechnique_->setChecked(true); });
    update();
}

// The sizes with boxes (4, 6, 9, 12, 16, 25); a jigsaw has any size from 4 to 16 instead. The size
// chosen stays when the other list has it.
void CustomGameDialog::fillSizes(bool jigsaw) {
    const int chosen = size_->count() > 0 ? size_->currentData().toInt() : 9;
    const QSignalBlocker blocker(size_);
    size_->clear();
    if (jigsaw) {
        for (int n = 4; n <= 16; ++n) size_->addItem(tr("%1×%1").arg(n), n);
    } else {
        for (int n : {4, 6, 9, 12, 16, 25}) size_->addItem(tr("%1×%1").arg(n), n);
    }
    const int at = size_->findData(chosen);
    size_->setCurrentIndex(at >= 0 ? at : size_->findData(9));
}

// Every technique but the singles everybody meets anyway, cheapest first (the order the engine tries
// them in): the puzzle's hardest step is this technique. Only the qudoku scale's, on which the
// generator rates: a puzzle never ends on a step of Sudoku Explainer's scale alone. A constraint's
// own steps are no technique to practise, but for a killer the rule of 45 is: its innies and outies
// are listed when Killer is checked. The technique chosen stays when the other list has it.
void CustomGameDialog::fillTechniques(bool killer) {
    const int chosen = technique_->count() > 0 ? technique_->currentData().toInt() : -1;
    const QSignalBlocker blocker(technique_);
    technique_->clear();
    for (const logic::TechniqueInfo& t : logic::allTechniques()) {
        const bool ruleOf45 = t.id == logic::Technique::Innies || t.id == logic::Technique::Outies;
        if (t.id > logic::Technique::NakedSingle && DifficultyTarget::ofTechnique(t.id).reachable() &&
            (t.applies != logic::Applies::Constraints || (killer && ruleOf45)))
            technique_->addItem(text::techniqueName(t.id), static_cast<int>(t.id));
    }
    const int at = technique_->findData(chosen);
    technique_->setCurrentIndex(std::max(0, at));
}

PuzzleCode CustomGameDialog::code() const {
    PuzzleCode code;
    const int n = size_->currentData().toInt();
    code.shape = Shape::forSize(n).value_or(Shape{1, n}); // 1 × N: a jigsaw's grid (Rules::gridShape)
    const int grade = grade_->currentData().toInt();
    code.target = !byGrade_->isChecked() ? DifficultyTarget::ofTechnique(static_cast<logic::Technique>(technique_->currentData().toInt()))
                  : grade < 0            ? DifficultyTarget{}
                                         : DifficultyTarget::ofGrade(static_cast<logic::Grade>(grade));
    for (std::size_t i = 0; i < variants_.size(); ++i)
        if (variants_[i]->isChecked()) code.variants.add(kAllVariantKinds[i]);
    code.symmetry = static_cast<Symmetry>(symmetry_->currentData().toInt());
    code.minimal = minimal_->isChecked();
    code.seed = 0;
    return code;
}

void CustomGameDialog::setCode(const PuzzleCode& code) {
    for (std::size_t i = 0; i < variants_.size(); ++i) {
        const QSignalBlocker blocker(variants_[i]);
        variants_[i]->setChecked(code.variants.has(kAllVariantKinds[i]));
    }
    fillSizes(code.variants.has(VariantKind::Jigsaw));
    fillTechniques(code.variants.has(VariantKind::Killer));
    size_->setCurrentIndex(std::max(0, size_->findData(code.shape.size())));
    if (code.target.kind == DifficultyTarget::Kind::Technique) {
        byTechnique_->setChecked(true);
        technique_->setCurrentIndex(std::max(0, technique_->findData(static_cast<int>(code.target.technique))));
    } else {
        byGrade_->setChecked(true);
        const int grade = code.target.kind == DifficultyTarget::Kind::Grade ? static_cast<int>(code.target.grade) : -1;
        grade_->setCurrentIndex(std::max(0, grade_->findData(grade)));
    }
    symmetry_->setCurrentIndex(std::max(0, symmetry_->findData(static_cast<int>(code.symmetry))));
    minimal_->setChecked(code.minimal);
    update();
}

// OK only for what the generator can make; the reason otherwise.
void CustomGameDialog::update() {
    grade_->setEnabled(byGrade_->isChecked());
    technique_->setEnabled(byTechnique_->isChecked());
    // A killer has no givens to be symmetric or minimal: its cages are the puzzle.
    const bool killer = variants_[static_cast<std::size_t>(VariantKind::Killer)]->isChecked();
    if (killer != (technique_->findData(static_cast<int>(logic::Technique::Innies)) >= 0)) fillTechniques(killer);
    if (killer && symmetry_->currentData().toInt() != static_cast<int>(Symmetry::None)) {
        const QSignalBlocker blocker(symmetry_);
        symmetry_->setCurrentIndex(symmetry_->findData(static_cast<int>(Symmetry::None)));
    }
    symmetry_->setEnabled(!killer);
    minimal_->setText(killer ? tr("&Minimal: no two cages can be joined") : tr("&Minimal: no given can be left out"));
    minimal_->setToolTip(killer ? tr("Joining any two neighbouring cages would give the puzzle a second solution")
                                : tr("Taking away any given would give the puzzle a second solution"));
    const GenerateOptions options = code().options();
    QString why;
    if (options.variants.empty() && !Shape::forSize(options.shape.size()))
        why = text::describe(VariantGenerateError::BadSize, options); // a size without boxes, no jigsaw
    else if (const std::optional<GenerateError> error = checkOptions(options))
        why = text::describe(*error, options);
    else if (const std::optional<VariantGenerateError> variantError = checkVariantOptions(options))
        why = text::describe(*variantError, options);
    QPalette warning = problem_->palette();
    warning.setColor(QPalette::WindowText, warningTextColor(palette()));
    problem_->setPalette(warning);
    problem_->setText(why.isEmpty() ? QString() : tr("Qudoku cannot make this puzzle: %1.").arg(why));
    problem_->setVisible(!why.isEmpty());
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
}

} // namespace qudoku::ui
