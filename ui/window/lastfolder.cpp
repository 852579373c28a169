#include "window/lastfolder.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace qudoku::ui {

namespace {

const QString kKey = QStringLiteral("files/lastDirectory");
const QString kOldExportKey = QStringLiteral("files/lastExportDirectory"); // before the folders were one

} // namespace

QString lastFolder() {
    QSettings settings;
    for (const QString& key : {kKey, kOldExportKey}) {
        const QString folder = settings.value(key).toString();
        if (!folder.isEmpty() && QFileInfo(folder).isDir()) return folder;
    }
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

void rememberFolderOf(const QString& path) {
    QSettings settings;
    settings.setValue(kKey, QFileInfo(path).absolutePath());
    settings.remove(kOldExportKey);
}

} // namespace qudoku::ui
