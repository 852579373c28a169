#pragma once
// Cli::tr("..."): the translation context of every message qudoku-cli writes for people (help,
// usage errors, problems on standard error, the stuck lines of --explain). Lines meant for scripts
// (--stats key=value, --rate's fields, JSON) stay as they are in every language.

#include <QCoreApplication>

namespace qudoku::cli {

struct Cli {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

} // namespace qudoku::cli
