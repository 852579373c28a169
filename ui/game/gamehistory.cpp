#include "game/gamehistory.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

#include "game/gamelock.h"

namespace qudoku::ui {

namespace {

// The messages, in the translation context of the autosave (autosave.h; lupdate files a call under the
// qualified name of the class it names, so the struct has the class's name).
struct Autosave {
    Q_DECLARE_TR_FUNCTIONS(qudoku::ui::Autosave)
};

const QString kSuffix = QStringLiteral(".qudoku");

QString freshId() { return QUuid::createUuid().toString(QUuid::WithoutBraces); }

int filledCells(const GameSnapshot& s) {
    return static_cast<int>(std::count_if(s.cells.begin(), s.cells.end(), [](const CellState& c) { return c.value != 0; }));
}

} // namespace

GameHistory::GameHistory(QString folder) : folder_(std::move(folder)) {}

GameHistory::~GameHistory() = default;

QString GameHistory::defaultFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/games");
}

QString GameHistory::pathOf(const QString& id) const { return folder_ + QLatin1Char('/') + id + kSuffix; }

QString GameHistory::lockOf(const QString& path) {
    QString lock = path;
    if (lock.endsWith(kSuffix)) lock.chop(kSuffix.size());
    return lock + QStringLiteral(".lock");
}

QStringList GameHistory::files() const {
    const QFileInfoList infos = QDir(folder_).entryInfoList({QLatin1Char('*') + kSuffix}, QDir::Files, QDir::Time);
    QStringList out;
    for (const QFileInfo& info : infos) out << info.absoluteFilePath();
    return out;
}

QList<GameHistory::Entry> GameHistory::entries() const {
    QList<Entry> out;
    for (const QString& path : files()) {
        if (GameLock::isHeld(lockOf(path))) continue; // on the board of a window
        const auto game = readAutosave(path);
        if (!game) continue;
        Entry entry;
        entry.path = path;
        entry.title = game->origin.title;
        if (entry.title.isEmpty() && !game->origin.file.isEmpty()) entry.title = QFileInfo(game->origin.file).fileName();
        entry.left = QFileInfo(path).lastModified();
        entry.mode = game->snapshot.mode;
        entry.size = game->snapshot.shape.size();
        entry.filled = filledCells(game->snapshot);
        entry.elapsedMs = game->snapshot.elapsedMs;
        entry.moves = static_cast<int>(game->snapshot.history.size());
        out.append(entry);
    }
    return out;
}

int GameHistory::count() const {
    const QStringList paths = files();
    return static_cast<int>(std::count_if(paths.begin(), paths.end(), [](const QString& path) { return !GameLock::isHeld(lockOf(path)); }));
}

QString GameHistory::setAside(const QString& path) const {
    const QString aside =
        path + QStringLiteral(".unreadable-") + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss"));
    if (!QFile::rename(path, aside)) QFile::remove(path);
    return aside;
}

Result<GameHistory::Claimed, QString> GameHistory::claim(const QString& path) {
    const QString id = QFileInfo(path).completeBaseName();
    auto lock = std::make_unique<GameLock>(lockOf(path));
    if (!lock->tryLock()) return fail(Autosave::tr("it is open in another Qudoku window"));
    auto game = readAutosave(path);
    if (!game) {
        setAside(path); // not offered again (the reader of the next start would stop at it too)
        return fail(game.error());
    }
    return Claimed{std::move(*game), id, std::move(lock)};
}

std::optional<GameHistory::Claimed> GameHistory::claimLatest(QList<SetAside>* setAsideFiles) {
    migrate();
    for (const QString& path : files()) {
        auto lock = std::make_unique<GameLock>(lockOf(path));
        if (!lock->tryLock()) continue; // another window's, in this Qudoku or another
        auto game = readAutosave(path);
        if (!game) {
            const QString aside = setAside(path);
            if (setAsideFiles) setAsideFiles->append({game.error(), QDir::toNativeSeparators(aside)});
            continue;
        }
        return Claimed{std::move(*game), QFileInfo(path).completeBaseName(), std::move(lock)};
    }
    return std::nullopt;
}

void GameHistory::prune() {
    int kept = 0;
    for (const QString& path : files()) {
        if (GameLock::isHeld(lockOf(path))) continue;
        if (++kept <= kMaxGames) continue;
        QFile::remove(path);
        QFile::remove(lockOf(path)); // a lock left by a process that is gone
    }
}

void GameHistory::clear() {
    migrate(); // the games of the layout before are games too
    for (const QString& path : files())
        if (!GameLock::isHeld(lockOf(path))) QFile::remove(path);
}

void GameHistory::migrate() {
    const QString appData = QFileInfo(folder_).absolutePath();
    QStringList before;
    const QString autosave = appData + QStringLiteral("/autosave.qudoku");
    if (QFileInfo::exists(autosave)) before << autosave;
    const QString history = appData + QStringLiteral("/history");
    for (const QString& name : QDir(history).entryList({QLatin1Char('*') + kSuffix}, QDir::Files))
        before << history + QLatin1Char('/') + name;
    if (before.isEmpty()) return;
    QDir().mkpath(folder_);
    // A rename keeps the file's time: the game last played is still the most recent. Two Qudokus
    // starting at once may both try: one rename wins, the other finds the file gone.
    for (const QString& path : before) QFile::rename(path, pathOf(freshId()));
    QDir().rmdir(history);
}

} // namespace qudoku::ui
