// Running the built qudoku-cli for the CLI suites.

#include <QFile>

#include "cli_runner.h"

const QString kDataDir = QStringLiteral(QUDOKU_TEST_DATA "/cli");

namespace {

const QString kCli = QStringLiteral(QUDOKU_CLI);

} // namespace

CliRun runCli(const QStringList& arguments, const QByteArray& input, const QString& workingDir, const QString& language) {
    QProcess process;
    process.setWorkingDirectory(workingDir);
    // The language as a user sets it (LANGUAGE), English unless a test asks for another, whatever
    // the machine running the tests speaks.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LANGUAGE"), language);
    process.setProcessEnvironment(environment);
    process.start(kCli, arguments);
    if (!process.waitForStarted()) return {};
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(120'000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitStatus(), process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

QByteArray sample(const QString& name) {
    QFile file(kDataDir + QLatin1Char('/') + name);
    if (!file.open(QIODevice::ReadOnly)) qFatal("missing test data: %s", qPrintable(file.fileName()));
    return file.readAll();
}

QByteArray firstLines(const QByteArray& text, int count) { return text.split('\n').mid(0, count).join('\n') + '\n'; }

bool writeFile(const QString& path, const QByteArray& contents) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(contents) == contents.size();
}
