#pragma once
// Game → Open Recent: the last ten puzzle and game files opened or saved, most recent first, kept
// with QSettings ("files/recent"). Each entry shows the file's name with a number to press (its
// folder in the tool tip); Clear Menu forgets them. A file that can no longer be opened is taken off
// the list by the window (remove()).

#include <QObject>
#include <QStringList>

class QMenu;

namespace qudoku::ui {

class RecentFiles : public QObject {
    Q_OBJECT

public:
    static constexpr int kMaxFiles = 10;

    // Fills `menu` (owned by the caller) now and whenever the list changes.
    explicit RecentFiles(QMenu* menu, QObject* parent = nullptr);

    QStringList files() const;
    void add(const QString& path);
    void remove(const QString& path);
    void clear();

signals:
    void openRequested(const QString& path);

private:
    void store(const QStringList& files);
    void rebuild();

    QMenu* menu_;
};

} // namespace qudoku::ui
