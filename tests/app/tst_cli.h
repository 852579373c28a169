#pragma once
// Shared by the tst_cli sources: the test class (running the CLI is in cli_runner.h).

#include <QObject>

#include "cli_runner.h"

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
    void statsGoToStandardError();
    void helpAndVersion();
};
