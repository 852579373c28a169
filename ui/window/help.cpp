#include "window/help.h"

#include <QCoreApplication>
#include <QMessageBox>

#include "board/boardwidget.h"
#include "window/autopause.h"
#include "window/besideboard.h"

namespace qudoku::ui {

void showKeysHelp(QWidget* parent) {
    auto* box = new QMessageBox(
        QMessageBox::Information, QCoreApplication::translate("Help", "Keys and Mouse"),
        QCoreApplication::translate("Help", "<table>"
           "<tr><td><b>Arrows</b>, <b>Home</b>, <b>End</b></td><td>move the selection (Ctrl+Home/End: first/last cell)</td></tr>"
           "<tr><td><b>1</b>–<b>9</b>, letters</td><td>place a value (in pencil mode: toggle a pencil mark)</td></tr>"
           "<tr><td><b>Shift</b>+value</td><td>toggle a pencil mark</td></tr>"
           "<tr><td><b>Delete</b>, <b>Backspace</b>, <b>0</b>, <b>.</b></td><td>erase the digit; in a cell without one, its pencil marks</td></tr>"
           "<tr><td><b>Space</b> or <b>P</b></td><td>pencil mode on/off (P only where P is not a symbol)</td></tr>"
           "<tr><td>Click</td><td>select a cell; in pencil mode, click a mark's spot to toggle it</td></tr>"
           "<tr><td><b>Ctrl+Return</b></td><td>start playing the entered givens</td></tr>"
           "<tr><td><b>Ctrl+H</b></td><td>hint: each press goes one step further (where to look, the technique, "
           "the whole deduction, then apply it)</td></tr>"
           "<tr><td><b>Ctrl+P</b></td><td>the solution path: every step from here, with ratings; click one to see it</td></tr>"
           "<tr><td><b>Ctrl+Shift+H</b>, <b>Ctrl+K</b>, <b>Ctrl+Shift+Return</b></td><td>reveal a cell, check, solve</td></tr>"
           "<tr><td><b>Esc</b></td><td>cancel what the computer is working on; when it is idle, take the hint off the board</td></tr>"
           "<tr><td><b>Ctrl+E</b></td><td>edit the givens again (undo goes back)</td></tr>"
           "<tr><td><b>Pause</b> or <b>Ctrl+Shift+P</b></td><td>pause: the board is hidden and the clock stops "
           "(also while the window is minimised or a dialog is open)</td></tr>"
           "<tr><td><b>Ctrl+Z</b>, <b>Ctrl+Shift+Z</b> or <b>Ctrl+Y</b></td><td>undo, redo</td></tr>"
           "<tr><td><b>Ctrl+N</b>, <b>Return</b></td><td>a new game like the last one</td></tr>"
           "<tr><td><b>Ctrl+D</b>, <b>Ctrl+Shift+N</b></td><td>the daily puzzle; an empty grid to enter a puzzle</td></tr>"
           "</table>"),
        QMessageBox::Close, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("keysHelp"));
    // Read beside the game: it does not pause it (the board stays in sight), and it takes the keyboard
    // when it opens, so Esc closes it; closing it gives the keyboard back to the board.
    box->setModal(false);
    box->setProperty(AutoPause::kKeepsPlaying, true);
    box->show();
    if (const auto* window = parent ? parent->window() : nullptr) {
        if (const auto* board = window->findChild<BoardWidget*>()) placeBesideBoard(box, board, window);
    }
    box->raise();
    box->activateWindow();
}

void showAbout(QWidget* parent) {
    QMessageBox::about(
        parent, QCoreApplication::translate("Help", "About Qudoku"),
        QCoreApplication::translate(
            "Help", "<p><b>Qudoku</b> %1</p>"
                    "<p>Play, enter and solve Sudoku puzzles from 4×4 to 25×25, with hints that explain "
                    "themselves.</p>"
                    "<p>Released under the MIT licence.</p>"
                    "<p>Bundled puzzles: the easy ones were made with the generator of the public Kaggle "
                    "1 million Sudoku data set (Kyubyong Park); the medium and hard ones come from the Sudoku "
                    "Exchange puzzle bank, which its authors placed in the public domain.</p>"
                    "<p>Built with Qt %2.</p>")
            .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

} // namespace qudoku::ui
