#pragma once
// Shared by the tst_cli sources: the test class, and running the built qudoku-cli on samples.

#include <QByteArray>
#include <QObject>
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

// Runs qudoku-cli in `workingDir` (file names in its messages are then as given) with `input` on stdin.
CliRun runCli(const QStringList& arguments, const QByteArray& input = {}, const QString& workingDir = kDataDir);

// The contents of tests/data/cli/<name>; a missing sample stops the run.
QByteArray sample(const QString& name);

// The first `count` lines of `text`, each ending with a newline.
QByteArray firstLines(const QByteArray& text, int count);

bool writeFile(const QString& path, const QByteArray& contents);

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void answersEveryFormat_data();
    void answersEveryFormat();
    void readsStandardInput_data();
    void readsStandardInput();
    void everyAlgorithmGivesTheSameAnswers_data();
    void everyAlgorithmGivesTheSameAnswers();
    void countsAndUniqueness_data();
    void countsAndUniqueness();
    void reportsBadInput_data();
    void reportsBadInput();
    void usageAndUnreadableInputExitWithTwo_data();
    void usageAndUnreadableInputExitWithTwo();
    void unreadableFileExitsWithTwo();
    void survivesBinaryJunk_data();
    void survivesBinaryJunk();
    void survivesATenMegabyteLine_data();
    void survivesATenMegabyteLine();
    void statsGoToStandardError();
    void helpAndVersion();
};
