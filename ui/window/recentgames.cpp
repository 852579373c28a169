#include "window/recentgames.h"

#include <QAction>
#include <QDate>
#include <QLocale>
#include <QMenu>

#include "game/gameclock.h"
#include "game/gamehistory.h"

namespace qudoku::ui {

namespace {

// "Puzzle 9H-4KZ7QP2M: 34 of 81 cells, 12:04, left today at 21:05".
QString describe(const GameHistory::Entry& entry) {
    const QString title = entry.title.isEmpty() ? RecentGames::tr("Untitled") : entry.title;
    const int cells = entry.size * entry.size;
    const QLocale locale;
    // To the minute: the short formats of some locales (C's) carry seconds.
    const auto minutes = [](QString format) { return format.remove(QStringLiteral(":ss")); };
    const QString when =
        entry.left.date() == QDate::currentDate()
            ? RecentGames::tr("today at %1").arg(locale.toString(entry.left.time(), minutes(locale.timeFormat(QLocale::ShortFormat))))
            : locale.toString(entry.left, minutes(locale.dateTimeFormat(QLocale::ShortFormat)));
    if (entry.mode == Mode::Enter)
        return RecentGames::tr("%1: givens being typed, %2 of %3 cells, left %4").arg(title).arg(entry.filled).arg(cells).arg(when);
    return RecentGames::tr("%1: %2 of %3 cells, %4, left %5")
        .arg(title)
        .arg(entry.filled)
        .arg(cells)
        .arg(formatElapsed(entry.elapsedMs), when);
}

} // namespace

RecentGames::RecentGames(QMenu* menu, GameHistory* history, QObject* parent)
    : QObject(parent), menu_(menu), history_(history) {
    connect(menu_, &QMenu::aboutToShow, this, &RecentGames::rebuild);
    rebuild();
}

QStringList RecentGames::texts() const {
    QStringList out;
    for (const GameHistory::Entry& entry : history_->entries()) out << describe(entry);
    return out;
}

void RecentGames::rebuild() {
    menu_->clear();
    const QList<GameHistory::Entry> entries = history_->entries();
    int number = 0;
    for (const GameHistory::Entry& entry : entries) {
        ++number;
        // &1 ... &9, then 1&0 and the rest without a key.
        const QString key = number < 10 ? QStringLiteral("&%1 ").arg(number) : number == 10 ? QStringLiteral("1&0 ") : QString();
        QAction* action = menu_->addAction(key + QString(describe(entry)).replace(QLatin1Char('&'), QStringLiteral("&&")));
        connect(action, &QAction::triggered, this, [this, path = entry.path] { emit openRequested(path); });
    }
    if (entries.isEmpty()) menu_->addAction(tr("No unfinished games"))->setEnabled(false);
}

} // namespace qudoku::ui
