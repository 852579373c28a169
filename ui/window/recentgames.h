#pragma once
// Game → Recent Games: the unfinished games left for another one (GameHistory), most recent first.
// Each entry says what the game was, how far it got and when it was left, with a number to press;
// choosing one brings it back (the game on the board goes to the list in its turn). The menu is filled
// each time it opens, so it always shows what the history holds.

#include <QObject>

class QMenu;

namespace qudoku::ui {

class GameHistory;

class RecentGames : public QObject {
    Q_OBJECT

public:
    RecentGames(QMenu* menu, GameHistory* history, QObject* parent = nullptr);

    // The entries' texts as the menu shows them (tests).
    QStringList texts() const;

signals:
    void openRequested(const QString& path);

private:
    void rebuild();

    QMenu* menu_;
    GameHistory* history_;
};

} // namespace qudoku::ui
