#pragma once
// render/'s user-visible strings. A tr() outside a class is filed by lupdate under the namespace it is
// written in, "qudoku::render", so that is the context asked for here: the .ts files hold these
// strings there (asked for under another name, the CLI's and the app's picture errors found no
// translation and were English in every language until 2026-12-02).

#include <QCoreApplication>
#include <QString>

namespace qudoku::render {

inline QString tr(const char* text) { return QCoreApplication::translate("qudoku::render", text); }

} // namespace qudoku::render
