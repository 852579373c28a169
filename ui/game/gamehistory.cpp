#include "game/gamehistory.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

namespace qudoku::ui {

namespace {

const QString kSuffix = QStringLiteral(".qudoku");
const QString kNameFormat = QStringLiteral("yyyyMMdd-hhmmss-zzz");

// The files of the folder, newest first (their names are the times they were left).
QStringList keptFiles(const QString& folder) {
    QStringList names = QDir(folder).entryList({QLatin1Char('*') + kSuffix}, QDir::Files, QDir::Name);
    std::reverse(names.begin(), names.end());
    return names;
}

} // namespace

GameHistory::GameHistory(QString folder) : folder_(std::move(folder)) {}

QString GameHistory::defaultFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/history");
}

bool GameHistory::keep(const GameSnapshot& snapshot, const Autosave::Origin& origin, QString* error) {
    QDir().mkpath(folder_);
    QDateTime now = QDateTime::currentDateTime();
    QString path = folder_ + QLatin1Char('/') + now.toString(kNameFormat) + kSuffix;
    while (QFile::exists(path)) { // two games left within a millisecond keep both, in order
        now = now.addMSecs(1);
        path = folder_ + QLatin1Char('/') + now.toString(kNameFormat) + kSuffix;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(Autosave::toJson(snapshot, origin)) < 0 || !file.commit()) {
        if (error) *error = file.errorString();
        return false;
    }
    const QStringList names = keptFiles(folder_);
    for (qsizetype i = kMaxGames; i < names.size(); ++i) QFile::remove(folder_ + QLatin1Char('/') + names[i]);
    return true;
}

QList<GameHistory::Entry> GameHistory::entries() const {
    QList<Entry> out;
    for (const QString& name : keptFiles(folder_)) {
        const QString path = folder_ + QLatin1Char('/') + name;
        const auto game = Autosave::fromFile(path);
        if (!game) continue;
        Entry entry;
        entry.path = path;
        entry.title = game->origin.title;
        if (entry.title.isEmpty() && !game->origin.file.isEmpty()) entry.title = QFileInfo(game->origin.file).fileName();
        entry.left = QDateTime::fromString(name.left(name.size() - kSuffix.size()), kNameFormat);
        if (!entry.left.isValid()) entry.left = QFileInfo(path).lastModified();
        entry.mode = game->snapshot.mode;
        entry.size = game->snapshot.shape.size();
        entry.filled = static_cast<int>(std::count_if(game->snapshot.cells.begin(), game->snapshot.cells.end(),
                                                      [](const CellState& c) { return c.value != 0; }));
        entry.elapsedMs = game->snapshot.elapsedMs;
        out.append(entry);
    }
    return out;
}

Result<Autosave::Restored, QString> GameHistory::take(const QString& path) {
    auto game = Autosave::fromFile(path);
    QFile::remove(path);
    return game;
}

void GameHistory::clear() {
    for (const QString& name : keptFiles(folder_)) QFile::remove(folder_ + QLatin1Char('/') + name);
}

} // namespace qudoku::ui
