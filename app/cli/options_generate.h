#pragma once
// qudoku-cli's --generate options (--size, --grade/--er/--technique, --symmetry, --minimal, --clues,
// --pattern, --seed, --variant) into CliOptions::generate: the part of the command line that describes
// puzzles to make, apart from options.cpp's reading of the rest. With the helpers both parts use.

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <optional>
#include <string_view>

#include "options.h"

namespace qudoku::cli {

QString fromView(std::string_view s);
QStringList techniqueKeys(); // every technique's key, for --technique and --max-technique
// Prints the usage error and the --help hint; returns ExitCode::Usage.
ExitCode usageError(const QString& message);

struct GenerateFlags {
    QCommandLineOption generate, size, grade, er, technique, symmetry, minimal, clues, pattern, seed, variant;
};

// --generate and its options into options.generate (and options.generateCount); an exit code on a
// usage error.
std::optional<ExitCode> parseGenerate(const QCommandLineParser& parser, const GenerateFlags& f, CliOptions& options);

} // namespace qudoku::cli
