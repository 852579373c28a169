#include "window/codedialog.h"

#include <QGuiApplication>
#include <QClipboard>
#include <QLineEdit>

#include <algorithm>

#include "text/generator_text.h"

namespace qudoku::ui {

PuzzleCodeDialog::PuzzleCodeDialog(QWidget* parent)
    : QInputDialog(parent),
      prompt_(tr("The puzzle code (for example 9H-4KZ7QP2M; Edit → Copy Puzzle Code gives a game's code):")) {
    setWindowTitle(tr("Puzzle from Code"));
    setLabelText(prompt_);
    setTextValue(QGuiApplication::clipboard()->text().trimmed().left(40));
    setOkButtonText(tr("&Play"));
    setCancelButtonText(tr("&Cancel"));
}

void PuzzleCodeDialog::done(int result) {
    if (result == QDialog::Accepted) {
        const QString text = textValue();
        const auto code = parsePuzzleCode(text.trimmed().toStdString());
        if (!code) {
            error_ = tr("Column %1: %2.").arg(code.error().column).arg(text::describe(code.error()));
            setLabelText(prompt_ + QStringLiteral("\n\n") + error_);
            if (auto* edit = findChild<QLineEdit*>()) {
                // The column counts from the first character of the trimmed code.
                const int start = static_cast<int>(text.indexOf(text.trimmed())) + code.error().column - 1;
                edit->setFocus();
                edit->setSelection(std::max(0, std::min(start, static_cast<int>(text.size()) - 1)), 1);
            }
            return; // stays open
        }
        error_.clear();
        emit codeChosen(*code);
    }
    QInputDialog::done(result);
}

} // namespace qudoku::ui
