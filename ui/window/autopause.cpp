#include "window/autopause.h"

#include <QApplication>
#include <QDialog>
#include <QEvent>
#include <QMenu>
#include <QWidget>

#include <algorithm>

#include "game/game.h"

namespace qudoku::ui {

AutoPause::AutoPause(Game* game, QWidget* window) : QObject(window), game_(game), window_(window) {
    qApp->installEventFilter(this);
}

AutoPause::~AutoPause() { qApp->removeEventFilter(this); }

AutoPause::Hold::Hold(AutoPause* pause) : pause_(pause) {
    ++pause_->holds_;
    pause_->update();
}

AutoPause::Hold::~Hold() {
    --pause_->holds_;
    pause_->update();
}

bool AutoPause::eventFilter(QObject* watched, QEvent* event) {
    const QEvent::Type type = event->type();
    if (watched == window_ && type == QEvent::WindowStateChange) {
        update();
    } else if ((type == QEvent::Show || type == QEvent::Hide) && !queued_ &&
               (qobject_cast<QDialog*>(watched) || qobject_cast<QMenu*>(watched))) {
        // Decided once the event is done (a hiding dialog is still visible while its Hide event runs).
        queued_ = true;
        QMetaObject::invokeMethod(this, &AutoPause::update, Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}

void AutoPause::update() {
    queued_ = false;
    const QList<QDialog*> dialogs = window_->findChildren<QDialog*>();
    const bool dialog = holds_ > 0 || std::any_of(dialogs.begin(), dialogs.end(), [](const QDialog* d) {
                            return d->isWindow() && d->isVisible() && !d->property(kKeepsPlaying).toBool();
                        });
    const QList<QMenu*> menus = window_->findChildren<QMenu*>();
    const bool menu = std::any_of(menus.begin(), menus.end(), [](const QMenu* m) { return m->isVisible(); });
    game_->setPaused(PauseReason::Dialog, dialog);
    game_->setPaused(PauseReason::Menu, menu);
    game_->setPaused(PauseReason::Minimised, window_->isMinimized());
}

} // namespace qudoku::ui
