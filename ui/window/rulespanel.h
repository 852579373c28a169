#pragma once
// The Rules panel beside the board (issue 33): what a variant puzzle asks, for a player who opened
// it from a link or generated it. Its title and author when it has them, each of its rules in words
// (text/rules_text.h: the same sentences the CLI's --explain heads its steps with), and the setter's
// own rules text from the f-puzzles document, which may say more than the rules Qudoku solves with
// (a story, a hint about the break-in). Follows the game: a new puzzle, new words.

#include <QWidget>

class QLabel;

namespace qudoku::ui {

class Game;

class RulesPanel : public QWidget {
    Q_OBJECT

public:
    // `helper`, when given, is shown below the rules (the cage helper of a killer).
    explicit RulesPanel(const Game* game, QWidget* helper = nullptr, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QString text() const; // everything the panel says, as plain text (tests, accessibility)

private:
    void refresh();

    const Game* game_;
    QLabel* heading_; // title and author
    QLabel* rules_;   // the rules in words
    QLabel* setter_;  // the setter's rules text
};

} // namespace qudoku::ui
