#include "game/autosave.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

#include "game/savefile.h"

namespace qudoku::ui {

namespace {

const QLatin1String kOriginKey("autosave");

// Nothing to come back to: no value, no pencil mark.
bool isBlank(const GameSnapshot& snapshot) {
    return std::all_of(snapshot.cells.begin(), snapshot.cells.end(),
                       [](const CellState& cell) { return cell.value == 0 && cell.marks == 0; });
}

} // namespace

Autosave::Autosave(Game* game, QObject* parent) : QObject(parent), game_(game) {
    throttle_.setSingleShot(true);
    connect(&throttle_, &QTimer::timeout, this, [this] {
        if (pending_) write();
    });
    connect(game_, &Game::changed, this, &Autosave::onChanged);
    sinceWrite_.start();
}

QString Autosave::path() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.qudoku");
}

void Autosave::setEnabled(bool on) {
    enabled_ = on;
    if (!on) throttle_.stop();
}

// Game::changed also fires for highlights (Check's crosses) that leave the revision alone: those are
// not moves. A move is written on the next turn of the event loop (so everything it changes, and where
// the game came from, has settled) when nothing was written for kThrottleMs, else when that time is up.
void Autosave::onChanged() {
    if (!enabled_ || game_->revision() == written_) return;
    pending_ = true;
    if (throttle_.isActive()) return;
    throttle_.start(static_cast<int>(std::max<qint64>(0, kThrottleMs - sinceWrite_.elapsed())));
}

void Autosave::flush() {
    if (enabled_ && (pending_ || game_->revision() != written_)) write();
}

void Autosave::write() {
    throttle_.stop();
    pending_ = false;
    written_ = game_->revision();
    sinceWrite_.start();
    const GameSnapshot snapshot = game_->snapshot();
    if (isBlank(snapshot) || game_->isSolved()) { // nothing to come back to
        QFile::remove(path());
        return;
    }
    QJsonObject root = gameToJson(snapshot);
    root[kOriginKey] = QJsonObject{{QStringLiteral("file"), origin_.file},
                                   {QStringLiteral("title"), origin_.title},
                                   {QStringLiteral("saved"), origin_.saved}};
    QDir().mkpath(QFileInfo(path()).absolutePath());
    QSaveFile file(path());
    const bool ok = file.open(QIODevice::WriteOnly) && file.write(QJsonDocument(root).toJson()) >= 0 && file.commit();
    ++writes_;
    if (ok) {
        failing_ = false;
    } else if (!failing_) {
        failing_ = true;
        emit failed(file.errorString());
    }
}

Result<std::optional<Autosave::Restored>, Autosave::Unreadable> Autosave::load() {
    QFile file(path());
    if (!file.exists()) return std::optional<Restored>{};
    QString reason;
    std::optional<Restored> restored;
    if (!file.open(QIODevice::ReadOnly)) {
        reason = file.errorString();
    } else {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
        file.close();
        if (doc.isNull() || !doc.isObject()) {
            reason = tr("it is not valid JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset);
        } else if (auto snapshot = gameFromJson(doc.object()); !snapshot) {
            reason = snapshot.error();
        } else {
            const QJsonObject origin = doc.object().value(kOriginKey).toObject();
            restored = Restored{*snapshot,
                                {origin.value(QStringLiteral("file")).toString(), origin.value(QStringLiteral("title")).toString(),
                                 origin.value(QStringLiteral("saved")).toBool(false)}};
        }
    }
    if (restored) return restored;
    // Set aside, so the next start is not stopped by it again and nothing is thrown away.
    const QString aside =
        path() + QStringLiteral(".unreadable-") + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss"));
    if (!QFile::rename(path(), aside)) QFile::remove(path());
    return fail(Unreadable{reason, QDir::toNativeSeparators(aside)});
}

} // namespace qudoku::ui
