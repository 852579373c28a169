#include "window/boardfocus.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

#include <algorithm>

#include "board/boardwidget.h"
#include "board/keyinput.h"
#include "game/game.h"

namespace qudoku::ui {

namespace {

// `dialog` belongs to `window`: its parent chain reaches it (a dialog is a window of its own, so
// QWidget::isAncestorOf, which stops at window boundaries, does not see it).
bool belongsTo(const QWidget* dialog, const QWidget* window) {
    for (const QWidget* w = dialog->parentWidget(); w; w = w->parentWidget())
        if (w == window) return true;
    return false;
}

bool anyDialogShown(const QWidget* window) {
    const QList<QDialog*> dialogs = window->findChildren<QDialog*>();
    return std::any_of(dialogs.begin(), dialogs.end(), [](const QDialog* d) { return d->isWindow() && d->isVisible(); });
}

} // namespace

bool takesTyping(const QWidget* widget) {
    if (!widget) return false;
    // A line edit inside a spin box or a combo box is the one with the focus.
    for (const QWidget* w = widget; w && !w->isWindow(); w = w->parentWidget())
        if (qobject_cast<const QAbstractSpinBox*>(w) || qobject_cast<const QComboBox*>(w)) return true;
    return qobject_cast<const QLineEdit*>(widget) || qobject_cast<const QTextEdit*>(widget) ||
           qobject_cast<const QPlainTextEdit*>(widget) || qobject_cast<const QAbstractItemView*>(widget);
}

BoardFocus::BoardFocus(BoardWidget* board, QWidget* window) : QObject(window), board_(board), window_(window) {
    qApp->installEventFilter(this);
}

BoardFocus::~BoardFocus() { qApp->removeEventFilter(this); }

void BoardFocus::restore() {
    if (queued_) return;
    queued_ = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            queued_ = false;
            const QWidget* focus = QApplication::focusWidget();
            if (focus && focus != board_ && focus->window() == window_ && takesTyping(focus)) return;
            board_->setFocus(Qt::OtherFocusReason); // in an inactive window: the focus it gets when active
        },
        Qt::QueuedConnection);
}

// A dialog of the window has closed (decided once its Hide event is done, as AutoPause does): unless
// another is still open, the window is active again and the board has the keyboard.
void BoardFocus::afterDialog() {
    dialogQueued_ = false;
    if (anyDialogShown(window_) || !window_->isVisible()) return;
    const QWidget* active = QApplication::activeWindow();
    if (!active || active == window_) window_->activateWindow();
    board_->setFocus(Qt::ActiveWindowFocusReason);
}

bool BoardFocus::eventFilter(QObject* watched, QEvent* event) {
    const QEvent::Type type = event->type();
    if (type == QEvent::Hide && !dialogQueued_) {
        if (const auto* dialog = qobject_cast<QDialog*>(watched); dialog && dialog->isWindow() && belongsTo(dialog, window_)) {
            dialogQueued_ = true;
            QMetaObject::invokeMethod(this, &BoardFocus::afterDialog, Qt::QueuedConnection);
        }
    } else if (type == QEvent::KeyPress) {
        auto* target = qobject_cast<QWidget*>(watched);
        QWidget* focus = QApplication::focusWidget();
        // Only the key's first delivery (a key a widget ignores travels on to its parents), and only
        // where the window holds the focus, or nothing does and the key came to the window itself.
        const bool first = target && (target == focus || (!focus && target == window_));
        if (first && target != board_ && target->window() == window_ && !takesTyping(target)) return forward(target, event);
    }
    return QObject::eventFilter(watched, event);
}

bool BoardFocus::forward(QWidget* target, QEvent* event) {
    const auto* key = static_cast<QKeyEvent*>(event);
    const Game* game = board_->game();
    const KeyCommand command = interpretKey(*key, game->size(), game->alphabet());
    if (command.kind == KeyCommand::Kind::None) return false;
    // Space and Return press a focused button; anything else with no use for Space passes it on.
    const bool button = target->inherits("QAbstractButton");
    if (button && (key->key() == Qt::Key_Space || key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter))
        return false;
    board_->setFocus(Qt::OtherFocusReason);
    QKeyEvent copy(key->type(), key->key(), key->modifiers(), key->nativeScanCode(), key->nativeVirtualKey(),
                   key->nativeModifiers(), key->text(), key->isAutoRepeat(), static_cast<quint16>(key->count()));
    QCoreApplication::sendEvent(board_, &copy);
    return true;
}

} // namespace qudoku::ui
