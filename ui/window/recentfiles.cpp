#include "window/recentfiles.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace qudoku::ui {

namespace {

const QString kKey = QStringLiteral("files/recent");

QString canonical(const QString& path) { return QFileInfo(path).absoluteFilePath(); }

} // namespace

RecentFiles::RecentFiles(QMenu* menu, QObject* parent) : QObject(parent), menu_(menu) { rebuild(); }

QStringList RecentFiles::files() const { return QSettings().value(kKey).toStringList(); }

void RecentFiles::add(const QString& path) {
    QStringList list = files();
    list.removeAll(canonical(path));
    list.prepend(canonical(path));
    store(list.mid(0, kMaxFiles));
}

void RecentFiles::remove(const QString& path) {
    QStringList list = files();
    if (list.removeAll(canonical(path)) > 0) store(list);
}

void RecentFiles::clear() { store({}); }

void RecentFiles::store(const QStringList& list) {
    QSettings().setValue(kKey, list);
    rebuild();
}

void RecentFiles::rebuild() {
    menu_->clear();
    const QStringList list = files();
    int number = 0;
    for (const QString& path : list) {
        ++number;
        // &1 ... &9, then 1&0: a key to press for each.
        const QString key = number < 10 ? QStringLiteral("&%1").arg(number) : QStringLiteral("1&0");
        QAction* action = menu_->addAction(tr("%1 %2").arg(key, QFileInfo(path).fileName()));
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { emit openRequested(path); });
    }
    if (list.isEmpty()) menu_->addAction(tr("No recent files"))->setEnabled(false);
    menu_->addSeparator();
    QAction* clearAction = menu_->addAction(tr("&Clear Menu"), this, &RecentFiles::clear);
    clearAction->setEnabled(!list.isEmpty());
    menu_->setToolTipsVisible(true);
}

} // namespace qudoku::ui
