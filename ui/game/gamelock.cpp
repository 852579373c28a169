#include "game/gamelock.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>

namespace qudoku::ui {

GameLock::GameLock(QString lockPath) : path_(std::move(lockPath)), lock_(std::make_unique<QLockFile>(path_)) {
    lock_->setStaleLockTime(0); // taken over only when its process is gone, never for its age
}

GameLock::~GameLock() = default; // ~QLockFile unlocks

bool GameLock::tryLock() {
    if (lock_->isLocked()) return true;
    QDir().mkpath(QFileInfo(path_).absolutePath());
    return lock_->tryLock(0);
}

bool GameLock::isLocked() const { return lock_->isLocked(); }

bool GameLock::isHeld(const QString& lockPath) {
    if (!QFileInfo::exists(lockPath)) return false;
    // QLockFile says whether the lock's process is alive (its id, its program, the machine's boot) only
    // by trying to take it: a live holder's lock is left as it is, a dead one's is taken and let go.
    QLockFile probe(lockPath);
    probe.setStaleLockTime(0);
    if (!probe.tryLock(0)) return true;
    probe.unlock();
    return false;
}

QString GameLock::forFile(const QString& gameFile) {
    const QFileInfo info(gameFile);
    // One name for one file: symbolic links and "..", resolved (the folder's, for a file not yet written).
    QString path = info.canonicalFilePath();
    if (path.isEmpty()) {
        const QString folder = info.absoluteDir().canonicalPath();
        path = (folder.isEmpty() ? info.absolutePath() : folder) + QLatin1Char('/') + info.fileName();
    }
    const QByteArray hash = QCryptographicHash::hash(path.toUtf8(), QCryptographicHash::Sha1).toHex();
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/locks/") +
           QString::fromLatin1(hash) + QStringLiteral(".lock");
}

} // namespace qudoku::ui
