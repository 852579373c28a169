#pragma once
// New Game → Puzzle from Code…: asks for a puzzle code. A mistyped code does not close it: the dialog
// stays open with the code as typed, the mistake said under it and the wrong character selected, so
// the player fixes one character instead of typing all of it again. OK gives a code that parses.

#include <QInputDialog>

#include "qudoku/puzzle_code.h"

namespace qudoku::ui {

class PuzzleCodeDialog : public QInputDialog {
    Q_OBJECT

public:
    explicit PuzzleCodeDialog(QWidget* parent = nullptr);

    QString error() const { return error_; } // what is wrong with the code last offered, or empty

signals:
    void codeChosen(const qudoku::PuzzleCode& code);

public slots:
    void done(int result) override;

private:
    QString prompt_;
    QString error_;
};

} // namespace qudoku::ui
