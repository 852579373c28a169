#pragma once
// Running the built qudoku-cli on samples, for the CLI suites.

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

extern const QString kDataDir; // tests/data/cli

struct CliRun {
    QProcess::ExitStatus exitStatus = QProcess::CrashExit;
    int exitCode = -1; // -1 also when the CLI did not start or did not finish in time
    QByteArray out;
    QByteArray err;
};

// Runs qudoku-cli in `workingDir` (file names in its messages are then as given) with `input` on stdin,
// in `language` (LANGUAGE=language in its environment).
CliRun runCli(const QStringList& arguments, const QByteArray& input = {}, const QString& workingDir = kDataDir,
              const QString& language = QStringLiteral("en"));

// The contents of tests/data/cli/<name>; a missing sample stops the run.
QByteArray sample(const QString& name);

// The first `count` lines of `text`, each ending with a newline.
QByteArray firstLines(const QByteArray& text, int count);

bool writeFile(const QString& path, const QByteArray& contents);
