#include "game/autosave.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

#include "game/gamehistory.h"
#include "game/savefile.h"

namespace qudoku::ui {

namespace {

const QLatin1String kOriginKey("autosave");

} // namespace

bool Autosave::isBlank(const GameSnapshot& snapshot) {
    return std::all_of(snapshot.cells.begin(), snapshot.cells.end(),
                       [](const CellState& cell) { return cell.value == 0 && cell.marks == 0; });
}

QByteArray Autosave::toJson(const GameSnapshot& snapshot, const Origin& origin) {
    QJsonObject from{{QStringLiteral("file"), origin.file},
                     {QStringLiteral("title"), origin.title},
                     {QStringLiteral("saved"), origin.saved}};
    if (!origin.code.isEmpty()) from[QStringLiteral("code")] = origin.code;
    return saveGameJson(snapshot, QJsonObject{{kOriginKey, from}});
}

Result<Autosave::Restored, QString> Autosave::fromFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return fail(file.errorString());
    // Never read a file whole before knowing its size: a damaged or foreign file may be huge.
    if (file.size() > kMaxBytes)
        return fail(tr("it is %1 bytes, more than an autosave can be (%2)").arg(file.size()).arg(kMaxBytes));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.read(kMaxBytes), &parseError);
    if (doc.isNull() || !doc.isObject())
        return fail(tr("it is not valid JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset));
    auto snapshot = gameFromJson(doc.object());
    if (!snapshot) return fail(snapshot.error());
    const QJsonObject origin = doc.object().value(kOriginKey).toObject();
    return Restored{*snapshot,
                    {origin.value(QStringLiteral("file")).toString(), origin.value(QStringLiteral("title")).toString(),
                     origin.value(QStringLiteral("saved")).toBool(false), origin.value(QStringLiteral("code")).toString()}};
}

Autosave::Autosave(Game* game, QObject* parent)
    : QObject(parent), game_(game), history_(std::make_unique<GameHistory>()) {
    connect(game_, &Game::aboutToReplacePuzzle, this, &Autosave::onAboutToReplace);
    throttle_.setSingleShot(true);
    connect(&throttle_, &QTimer::timeout, this, [this] {
        if (pending_) write();
    });
    connect(game_, &Game::changed, this, &Autosave::onChanged);
    clockPeriod_.setInterval(kClockPeriodMs);
    connect(&clockPeriod_, &QTimer::timeout, this, [this] {
        if (isUnwritten()) write();
    });
    connect(game_, &Game::clockChanged, this, &Autosave::onClockChanged);
    sinceWrite_.start();
}

Autosave::~Autosave() = default;

bool Autosave::isWorthKeeping() const {
    if (game_->isSolved()) return false;
    const GameSnapshot snapshot = game_->snapshot();
    if (isBlank(snapshot)) return false;
    return game_->undoStack()->count() > 0 || game_->hasPlayerDigits() ||
           std::any_of(snapshot.cells.begin(), snapshot.cells.end(), [](const CellState& c) { return c.marks != 0; });
}

// The game on the board is about to be replaced: unfinished, it goes to the history first.
void Autosave::onAboutToReplace() {
    if (!enabled_ || !isWorthKeeping()) return;
    QString error;
    if (history_->keep(game_->snapshot(), origin_, &error)) {
        emit kept(origin_.title);
    } else if (!failing_) {
        failing_ = true;
        emit failed(error);
    }
}

void Autosave::setClockPeriod(int ms) { clockPeriod_.setInterval(ms); }

// The clock started or stopped: while it runs its time is written every period; when it stops, the
// time it reached is written now (a pause before a break, a dialog, a menu).
void Autosave::onClockChanged() {
    if (!enabled_) return;
    if (game_->isClockRunning()) {
        clockPeriod_.start();
        return;
    }
    clockPeriod_.stop();
    if (isUnwritten()) write();
}

// A move or clock time that the file does not have yet.
bool Autosave::isUnwritten() const {
    return pending_ || game_->revision() != written_ || game_->elapsedMs() != writtenElapsedMs_;
}

QString Autosave::path() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.qudoku");
}

void Autosave::setEnabled(bool on) {
    enabled_ = on;
    if (!on) {
        throttle_.stop();
        clockPeriod_.stop();
    } else if (game_->isClockRunning()) {
        clockPeriod_.start();
    }
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
    if (enabled_ && isUnwritten()) write();
}

void Autosave::write() {
    throttle_.stop();
    pending_ = false;
    written_ = game_->revision();
    sinceWrite_.start();
    const GameSnapshot snapshot = game_->snapshot();
    writtenElapsedMs_ = snapshot.elapsedMs;
    if (isBlank(snapshot) || game_->isSolved()) { // nothing to come back to
        QFile::remove(path());
        return;
    }
    QDir().mkpath(QFileInfo(path()).absolutePath());
    QSaveFile file(path());
    const bool ok = file.open(QIODevice::WriteOnly) && file.write(toJson(snapshot, origin_)) >= 0 && file.commit();
    ++writes_;
    if (ok) {
        failing_ = false;
    } else if (!failing_) {
        failing_ = true;
        emit failed(file.errorString());
    }
}

Result<std::optional<Autosave::Restored>, Autosave::Unreadable> Autosave::load() {
    if (!QFile::exists(path())) return std::optional<Restored>{};
    auto read = fromFile(path());
    if (read) return std::optional<Restored>(std::move(*read));
    const QString reason = read.error();
    // Set aside, so the next start is not stopped by it again and nothing is thrown away.
    const QString aside =
        path() + QStringLiteral(".unreadable-") + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss"));
    if (!QFile::rename(path(), aside)) QFile::remove(path());
    return fail(Unreadable{reason, QDir::toNativeSeparators(aside)});
}

} // namespace qudoku::ui
