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
           "<tr><td><b>Arrows</b>, <b>Home</b>, <b>End</b></td><td>move the cursor (Ctrl+Home/End: first/last cell); "
           "with <b>Shift</b> or <b>Ctrl</b> the cells passed are added to the selection</td></tr>"
           "<tr><td>Click, drag</td><td>select a cell, or the cells dragged over; <b>Ctrl</b>+click adds or removes one; "
           "<b>Shift</b>+click a rectangle; double-click every cell with that digit; <b>Ctrl+A</b> all</td></tr>"
           "<tr><td><b>1</b>–<b>9</b>, letters</td><td>into every selected cell, in the current mode: digit, corner mark, "
           "centre mark or colour (one move, however many cells)</td></tr>"
           "<tr><td><b>Z</b>, <b>X</b>, <b>C</b>, <b>V</b></td><td>digit, corner, centre, colour mode (where the letter is "
           "not a symbol of the grid); <b>Space</b> or <b>Tab</b>: the next mode; the pad's four buttons too</td></tr>"
           "<tr><td><b>Shift</b>, <b>Ctrl</b>, <b>Ctrl+Shift</b> + digit</td><td>a corner mark, a centre mark, a colour, "
           "whatever the mode</td></tr>"
           "<tr><td><b>Delete</b>, <b>Backspace</b>, <b>0</b>, <b>.</b></td><td>erase the current mode's layer; in digit "
           "mode the digits, then the centre marks, then the corner marks, then the colours</td></tr>"
           "<tr><td>Pad digit with nothing selected</td><td>it sticks: each click on a cell enters it (Esc ends it); "
           "<b>Alt</b>+click highlights that digit, as a digit key does with nothing selected</td></tr>"
           "<tr><td>Right-click</td><td>the centre mark under the pointer (or the sticky digit's); in colour mode, "
           "<b>Alt</b>+click colours one candidate</td></tr>"
           "<tr><td><b>Ctrl+Return</b></td><td>start playing the entered givens</td></tr>"
           "<tr><td><b>Ctrl+H</b></td><td>hint: each press goes one step further (where to look, the technique, "
           "the whole deduction, then apply it)</td></tr>"
           "<tr><td><b>Ctrl+P</b></td><td>the solution path: every step from here, with ratings; click one to see it</td></tr>"
           "<tr><td><b>Ctrl+Shift+H</b>, <b>Ctrl+K</b>, <b>Ctrl+Shift+Return</b></td><td>reveal a cell, check, solve</td></tr>"
           "<tr><td><b>Ctrl+B</b></td><td>set a checkpoint (Play → Back to Checkpoint returns to it)</td></tr>"
           "<tr><td><b>Esc</b></td><td>cancel what the computer is working on; when it is idle, take the hint off the board; "
           "then the sticky digit, the filters, the selection</td></tr>"
           "<tr><td><b>Ctrl+E</b></td><td>edit the givens again (undo goes back)</td></tr>"
           "<tr><td><b>Pause</b> or <b>Ctrl+Shift+P</b></td><td>pause: the board is hidden and the clock stops "
           "(also while the window is minimised or a dialog is open)</td></tr>"
           "<tr><td><b>Ctrl+Z</b>, <b>Ctrl+Shift+Z</b> or <b>Ctrl+Y</b></td><td>undo, redo</td></tr>"
           "<tr><td><b>Ctrl++</b>, <b>Ctrl+-</b>, <b>Ctrl+0</b></td><td>zoom in, out, back to fit</td></tr>"
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
