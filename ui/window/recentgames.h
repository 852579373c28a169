#pragma once
// Game → Recent Games: the unfinished games that no window has (GameHistory: left for another game, or
// those of a Qudoku that quit or was killed), most recently played first. Each entry says what the game
// was, how far it got and when it was last played, with a number to press; choosing one brings it back
// (the game on the board goes to the list in its turn). The menu is filled each time it opens, so it
// always shows what the folder holds (a game another window takes meanwhile is no longer offered).

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
