#pragma once
// Game → New Game → Custom… and Variant…: the rules (classic, or variants: jigsaw, X, diagonal,
// windoku, anti-knight, anti-king, non-consecutive, combined as the generator allows), the size, a
// grade or a technique to practise, the symmetry of the givens, minimal or not. The choice is a PuzzleCode without its seed (the window picks one); a
// choice the generator cannot make (a technique no puzzle of that size needs) is said in the dialog
// and OK stays off.

#include <QDialog>

#include <array>

#include "qudoku/puzzle_code.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QRadioButton;

namespace qudoku::ui {

class CustomGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit CustomGameDialog(QWidget* parent = nullptr);

    PuzzleCode code() const; // seed 0
    void setCode(const PuzzleCode& code);

    // For tests.
    QComboBox* sizeBox() const { return size_; }
    QComboBox* gradeBox() const { return grade_; }
    QComboBox* techniqueBox() const { return technique_; }
    QComboBox* symmetryBox() const { return symmetry_; }
    QRadioButton* techniqueChoice() const { return byTechnique_; }
    QCheckBox* minimalBox() const { return minimal_; }
    QCheckBox* variantBox(VariantKind kind) const { return variants_[static_cast<std::size_t>(kind)]; }
    QLabel* problemLabel() const { return problem_; }
    QDialogButtonBox* buttons() const { return buttons_; }

private:
    void update();
    void fillSizes(bool jigsaw);
    void fillTechniques(bool killer);

    std::array<QCheckBox*, std::size(kAllVariantKinds)> variants_{};
    QComboBox* size_;
    QRadioButton* byGrade_;
    QComboBox* grade_;
    QRadioButton* byTechnique_;
    QComboBox* technique_;
    QComboBox* symmetry_;
    QCheckBox* minimal_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
};

} // namespace qudoku::ui
