#pragma once
// Why a picture or a booklet was not written: the file and the system's reason (Qt's words for it,
// e.g. "Permission denied"). The caller puts them into its own sentence.

#include <QString>

namespace qudoku::render {

struct WriteError {
    QString path;
    QString reason;
};

} // namespace qudoku::render
