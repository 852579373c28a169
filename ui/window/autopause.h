#pragma once
// Pauses the game by itself while the player cannot be playing, and resumes when that is over:
//   the window is minimised          PauseReason::Minimised
//   a dialog is open over the window PauseReason::Dialog (a message, a file dialog, the statistics ...)
//   a menu of the window is open      PauseReason::Menu (the clock stops; the board stays in sight)
// It watches the window's state changes and the showing and hiding of every dialog and menu of the
// window (an application event filter: a dialog or a menu is a window of its own). A dialog the
// toolkit does not show as a widget (a platform's native file dialog) is covered by holding a Hold
// while it runs. A dialog that is read beside the game (Keys and Mouse) does not pause: it carries
// the property kKeepsPlaying.
// (The player's own Pause is PauseReason::Player, set by the Pause command.)

#include <QObject>

class QWidget;

namespace qudoku::ui {

class Game;

class AutoPause : public QObject {
    Q_OBJECT

public:
    // A dialog with this property set to true leaves the game running (help read beside the board).
    static constexpr const char* kKeepsPlaying = "qudokuKeepsPlaying";

    AutoPause(Game* game, QWidget* window);
    ~AutoPause() override;

    // Keeps the game paused for a dialog while it exists (put one around a blocking native dialog).
    class Hold {
    public:
        explicit Hold(AutoPause* pause);
        ~Hold();
        Hold(const Hold&) = delete;
        Hold& operator=(const Hold&) = delete;

    private:
        AutoPause* pause_;
    };

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void update();

    Game* game_;
    QWidget* window_;
    int holds_ = 0;
    bool queued_ = false;
};

} // namespace qudoku::ui
