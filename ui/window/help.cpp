#include "window/help.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace qudoku::ui {

void showKeysHelp(QWidget* parent) {
    auto* box = new QMessageBox(
        QMessageBox::Information, QCoreApplication::translate("Help", "Keys and Mouse"),
        QCoreApplication::translate("Help", "<table>"
           "<tr><td><b>Arrows</b>, <b>Home</b>, <b>End</b></td><td>move the selection (Ctrl+Home/End: first/last cell)</td></tr>"
           "<tr><td><b>1</b>–<b>9</b>, letters</td><td>place a value (in pencil mode: toggle a pencil mark)</td></tr>"
           "<tr><td><b>Shift</b>+value</td><td>toggle a pencil mark</td></tr>"
           "<tr><td><b>Delete</b>, <b>Backspace</b>, <b>0</b>, <b>.</b></td><td>erase</td></tr>"
           "<tr><td><b>Space</b> or <b>P</b></td><td>pencil mode on/off (P only where P is not a symbol)</td></tr>"
           "<tr><td>Click</td><td>select a cell; in pencil mode, click a mark's spot to toggle it</td></tr>"
           "<tr><td><b>Ctrl+Return</b></td><td>start playing the entered givens</td></tr>"
           "<tr><td><b>Ctrl+H</b></td><td>hint: each press goes one step further (where to look, the technique, "
           "the whole deduction, then apply it)</td></tr>"
           "<tr><td><b>Ctrl+P</b></td><td>the solution path: every step from here, with ratings; click one to see it</td></tr>"
           "<tr><td><b>Ctrl+Shift+H</b>, <b>Ctrl+K</b>, <b>Ctrl+Shift+Return</b></td><td>reveal a cell, check, solve "
           "(<b>Esc</b> cancels)</td></tr>"
           "</table>"),
        QMessageBox::Close, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    box->show();
}

void showAbout(QWidget* parent) {
    QMessageBox::about(parent, QCoreApplication::translate("Help", "About Qudoku"),
                       QCoreApplication::translate("Help", "<p><b>Qudoku</b> %1</p>"
                                                           "<p>Play, enter and solve Sudoku puzzles from 4×4 to 25×25.</p>"
                                                           "<p>MIT licence. Bundled puzzles: see resources/puzzles/README.md.</p>")
                           .arg(QCoreApplication::applicationVersion()));
}

} // namespace qudoku::ui
