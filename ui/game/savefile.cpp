#include "game/savefile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <limits>

#include "game/cellcode.h"
#include "qudoku/fpuzzles.h"
#include "qudoku/variant_text.h"
#include "text/variant_error_text.h"

namespace qudoku::ui {

namespace {

struct SaveFile { // the translation context of the save file's error sentences
    Q_DECLARE_TR_FUNCTIONS(SaveFile)
};

const char* alphabetKey(Alphabet a) {
    switch (a) {
    case Alphabet::Digits: return "digits";
    case Alphabet::Letters: return "letters";
    case Alphabet::DigitsLetters: return "digits-letters";
    case Alphabet::Hex: return "hex";
    case Alphabet::Numbers: return "numbers";
    }
    return "digits";
}

std::optional<Alphabet> alphabetFromKey(const QString& key) {
    for (Alphabet a : {Alphabet::Digits, Alphabet::Letters, Alphabet::DigitsLetters, Alphabet::Hex, Alphabet::Numbers})
        if (key == QLatin1String(alphabetKey(a))) return a;
    return std::nullopt;
}

const char* modeKey(Mode mode) { return mode == Mode::Play ? "play" : "enter"; }

// N rows of N values; `pick` chooses the value written for each cell.
template <class Pick>
QJsonArray rows(const GameSnapshot& s, Pick pick) {
    QJsonArray out;
    const int n = s.shape.size();
    for (int r = 0; r < n; ++r) {
        QJsonArray row;
        for (int c = 0; c < n; ++c) row.append(pick(s.cells[s.shape.cellAt(r, c)]));
        out.append(row);
    }
    return out;
}

// Reads N rows of N integers 0..N into `out` (one per cell); returns an error sentence or empty.
QString readRows(const QJsonValue& value, const char* key, int n, std::vector<int>& out) {
    const QString name = QLatin1String(key);
    if (!value.isArray() || value.toArray().size() != n)
        return SaveFile::tr("\"%1\" must be a list of %2 rows").arg(name).arg(n);
    out.assign(static_cast<std::size_t>(n) * n, 0);
    const QJsonArray rowsArray = value.toArray();
    for (int r = 0; r < n; ++r) {
        const QJsonValue row = rowsArray.at(r);
        if (!row.isArray() || row.toArray().size() != n)
            return SaveFile::tr("row %1 of \"%2\" must hold %3 values").arg(r + 1).arg(name).arg(n);
        const QJsonArray cells = row.toArray();
        for (int c = 0; c < n; ++c) {
            const QJsonValue v = cells.at(c);
            const int x = v.toInt(-1);
            if (!v.isDouble() || x < 0 || x > n)
                return SaveFile::tr("row %1, column %2 of \"%3\" must be a number from 0 to %4")
                    .arg(r + 1).arg(c + 1).arg(name).arg(n);
            out[static_cast<std::size_t>(r * n + c)] = x;
        }
    }
    return {};
}

// A whole number from `low` to `high`, or nullopt.
std::optional<int> wholeNumber(const QJsonValue& v, int low, int high) {
    if (!v.isDouble()) return std::nullopt;
    const double d = v.toDouble();
    if (!(d >= low && d <= high) || d != static_cast<double>(static_cast<int>(d))) return std::nullopt;
    return static_cast<int>(d);
}

// The entries of an optional list of {"row", "col", ...} objects: `read` gets each entry and its cell
// and returns an error sentence or empty.
template <class Read>
QString readCellEntries(const QJsonObject& root, const char* key, Shape shape, Read read) {
    const QString name = QLatin1String(key);
    const QJsonValue list = root.value(name);
    if (list.isUndefined()) return {};
    if (!list.isArray()) return SaveFile::tr("\"%1\" must be a list").arg(name);
    const int n = shape.size();
    for (const QJsonValue& entry : list.toArray()) {
        const QJsonObject o = entry.toObject();
        const auto row = wholeNumber(o.value(QStringLiteral("row")), 1, n);
        const auto col = wholeNumber(o.value(QStringLiteral("col")), 1, n);
        if (!entry.isObject() || !row || !col)
            return SaveFile::tr("each \"%1\" entry needs \"row\" and \"col\" from 1 to %2").arg(name).arg(n);
        if (QString e = read(o, shape.cellAt(*row - 1, *col - 1), *row, *col); !e.isEmpty()) return e;
    }
    return {};
}

void appendJsonString(QByteArray& out, const QString& text) {
    static constexpr char kHex[] = "0123456789abcdef";
    out += '"';
    for (const char ch : text.toUtf8()) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += ch;
        } else if (c < 0x20) {
            out += "\\u00";
            out += kHex[c >> 4];
            out += kHex[c & 15];
        } else {
            out += ch;
        }
    }
    out += '"';
}

// A checkpoint's board: N rows of N cell codes.
void appendBoardJson(QByteArray& out, const std::vector<CellState>& cells, Shape shape) {
    const int n = shape.size();
    out += '[';
    for (int r = 0; r < n; ++r) {
        out += r == 0 ? "[" : ",[";
        for (int c = 0; c < n; ++c) {
            if (c > 0) out += ',';
            out += '"';
            const std::size_t cell = static_cast<std::size_t>(shape.cellAt(r, c));
            if (cell < cells.size()) appendCellCode(out, cells[cell]);
            out += '"';
        }
        out += ']';
    }
    out += ']';
}

// The checkpoints as a JSON array, each on a line of its own after `itemIndent` (when not empty).
void appendCheckpointList(QByteArray& out, const std::vector<Checkpoint>& checkpoints, Shape shape, const QByteArray& itemIndent) {
    out += '[';
    for (std::size_t i = 0; i < checkpoints.size(); ++i) {
        if (i > 0) out += ',';
        out += itemIndent + "{\"elapsedMs\":" + QByteArray::number(checkpoints[i].elapsedMs) +
               ",\"moves\":" + QByteArray::number(checkpoints[i].moves) + ",\"cells\":";
        appendBoardJson(out, checkpoints[i].cells, shape);
        out += '}';
    }
    if (!itemIndent.isEmpty() && !checkpoints.empty()) out += "\n    ";
    out += ']';
}

// The history, its index and the checkpoints after the position's keys: `body` is the position's JSON
// object without its closing brace.
QByteArray withHistory(QByteArray body, const GameSnapshot& s, bool indented) {
    const QByteArray itemIndent = indented ? "\n        " : "";
    const QByteArray keyIndent = indented ? ",\n    " : ",";
    const QByteArray colon = indented ? ": " : ":";
    body += keyIndent + "\"checkpoints\"" + colon;
    appendCheckpointList(body, s.checkpoints, s.shape, itemIndent);
    body += keyIndent + "\"history\"" + colon + '[';
    for (std::size_t i = 0; i < s.history.size(); ++i) {
        if (i > 0) body += ',';
        body += itemIndent;
        appendMoveJson(body, s.history[i], s.shape);
    }
    if (indented && !s.history.empty()) body += "\n    ";
    body += ']';
    body += indented ? "\n}\n" : "}";
    return body;
}

QJsonObject positionToJson(const GameSnapshot& s, const QJsonObject& extra) {
    QJsonObject root = extra;
    root[QStringLiteral("format")] = QStringLiteral("qudoku-save");
    root[QStringLiteral("version")] = s.document ? kSaveFormatVersion : kClassicSaveVersion;
    root[QStringLiteral("size")] = s.shape.size();
    root[QStringLiteral("boxRows")] = s.shape.boxRows;
    root[QStringLiteral("boxCols")] = s.shape.boxCols;
    root[QStringLiteral("alphabet")] = QLatin1String(alphabetKey(s.alphabet));
    root[QStringLiteral("mode")] = QLatin1String(modeKey(s.mode));
    root[QStringLiteral("elapsedMs")] = static_cast<double>(s.elapsedMs);
    root[QStringLiteral("givens")] = rows(s, [](const CellState& c) { return c.given ? c.value : 0; });
    root[QStringLiteral("digits")] = rows(s, [](const CellState& c) { return c.given ? 0 : c.value; });
    const int n = s.shape.size();
    const auto where = [&s](int cell) {
        return QJsonObject{{QStringLiteral("row"), s.shape.rowOf(cell) + 1}, {QStringLiteral("col"), s.shape.colOf(cell) + 1}};
    };
    QJsonArray marks, corners, colours, candidateColours, byComputer;
    for (int cell = 0; cell < s.shape.cellCount(); ++cell) {
        const CellState& state = s.cells[static_cast<std::size_t>(cell)];
        if (state.marks != 0) {
            QJsonArray values;
            for (int v = 1; v <= n; ++v)
                if (state.marks & markBit(v)) values.append(v);
            QJsonObject entry = where(cell);
            entry[QStringLiteral("marks")] = values;
            marks.append(entry);
        }
        if (!state.corner.empty()) {
            QJsonArray values;
            for (int i = 0; i < state.corner.size(); ++i) values.append(state.corner.at(i));
            QJsonObject entry = where(cell);
            entry[QStringLiteral("marks")] = values;
            corners.append(entry);
        }
        if (state.colours != 0) {
            QJsonArray values;
            for (int c = 1; c <= kColours; ++c)
                if (state.colours & colourBit(c)) values.append(c);
            QJsonObject entry = where(cell);
            entry[QStringLiteral("colours")] = values;
            colours.append(entry);
        }
        for (int v = 1; v <= n; ++v)
            if (const int c = state.candidateColours[static_cast<std::size_t>(v - 1)]; c != 0) {
                QJsonObject entry = where(cell);
                entry[QStringLiteral("value")] = v;
                entry[QStringLiteral("colour")] = c;
                candidateColours.append(entry);
            }
        if (state.byComputer && state.value != 0 && !state.given) byComputer.append(where(cell));
    }
    root[QStringLiteral("pencilMarks")] = marks;
    if (!corners.isEmpty()) root[QStringLiteral("cornerMarks")] = corners;
    if (!colours.isEmpty()) root[QStringLiteral("colours")] = colours;
    if (!candidateColours.isEmpty()) root[QStringLiteral("candidateColours")] = candidateColours;
    if (!byComputer.isEmpty()) root[QStringLiteral("computerDigits")] = byComputer;
    // A variant's rules (and its title, author, rules text and drawings) as the f-puzzles document
    // it came as, in a string: a JSON object here would come back with its keys sorted, and the
    // document is written back as it came (fpuzzles.h).
    if (s.document) root[QStringLiteral("variant")] = QString::fromStdString(writeFpuzzlesJson(*s.document));
    root[QStringLiteral("hintsUsed")] = s.hintsUsed;
    root[QStringLiteral("solvedByComputer")] = s.solvedByComputer;
    root[QStringLiteral("historyIndex")] = s.historyIndex;
    return root;
}

QByteArray writeGame(const GameSnapshot& s, const QJsonObject& extra, bool indented) {
    QByteArray body = QJsonDocument(positionToJson(s, extra)).toJson(indented ? QJsonDocument::Indented : QJsonDocument::Compact);
    // Without its closing brace (and the line break after it): the history goes on from there.
    while (!body.isEmpty() && body.back() != '}') body.chop(1);
    body.chop(1);
    while (!body.isEmpty() && (body.back() == '\n' || body.back() == ' ')) body.chop(1);
    return withHistory(std::move(body), s, indented);
}

// The part of version 2 beyond version 1's position: corner marks, colours, candidate colours, the
// undo history and the checkpoints. Returns an error sentence or empty.
QString readVersion2(const QJsonObject& root, GameSnapshot& s) {
    const Shape shape = s.shape;
    const int n = shape.size();
    QString e = readCellEntries(root, "cornerMarks", shape, [&](const QJsonObject& o, int cell, int row, int col) -> QString {
        const QJsonValue marks = o.value(QStringLiteral("marks"));
        if (!marks.isArray()) return SaveFile::tr("each \"cornerMarks\" entry needs a list \"marks\"");
        CornerMarks& corner = s.cells[static_cast<std::size_t>(cell)].corner;
        for (const QJsonValue& m : marks.toArray()) {
            const auto v = wholeNumber(m, 1, n);
            if (!v || corner.contains(*v))
                return SaveFile::tr("corner mark %1 at row %2, column %3 is not from 1 to %4 or is repeated")
                    .arg(m.toVariant().toString()).arg(row).arg(col).arg(n);
            corner.add(*v);
        }
        return {};
    });
    if (!e.isEmpty()) return e;
    e = readCellEntries(root, "colours", shape, [&](const QJsonObject& o, int cell, int row, int col) -> QString {
        const QJsonValue colours = o.value(QStringLiteral("colours"));
        if (!colours.isArray()) return SaveFile::tr("each \"colours\" entry needs a list \"colours\"");
        for (const QJsonValue& c : colours.toArray()) {
            const auto colour = wholeNumber(c, 1, kColours);
            if (!colour)
                return SaveFile::tr("colour %1 at row %2, column %3 is not from 1 to %4")
                    .arg(c.toVariant().toString()).arg(row).arg(col).arg(kColours);
            s.cells[static_cast<std::size_t>(cell)].colours |= colourBit(*colour);
        }
        return {};
    });
    if (!e.isEmpty()) return e;
    e = readCellEntries(root, "candidateColours", shape, [&](const QJsonObject& o, int cell, int row, int col) -> QString {
        const auto value = wholeNumber(o.value(QStringLiteral("value")), 1, n);
        const auto colour = wholeNumber(o.value(QStringLiteral("colour")), 1, kColours);
        if (!value || !colour)
            return SaveFile::tr("the \"candidateColours\" entry at row %1, column %2 needs a \"value\" from 1 to %3 "
                                "and a \"colour\" from 1 to %4").arg(row).arg(col).arg(n).arg(kColours);
        s.cells[static_cast<std::size_t>(cell)].candidateColours[static_cast<std::size_t>(*value - 1)] =
            static_cast<std::uint8_t>(*colour);
        return {};
    });
    if (!e.isEmpty()) return e;

    const QJsonValue history = root.value(QStringLiteral("history"));
    if (!history.isUndefined() && !history.isArray()) return SaveFile::tr("\"history\" must be a list of moves");
    const QJsonArray moves = history.toArray();
    s.history.reserve(static_cast<std::size_t>(moves.size()));
    for (qsizetype i = 0; i < moves.size(); ++i) {
        auto move = moveFromJson(moves.at(i), shape);
        if (!move) return SaveFile::tr("move %1 of \"history\": %2").arg(i + 1).arg(move.error());
        s.history.push_back(std::move(*move));
    }
    const QJsonValue index = root.value(QStringLiteral("historyIndex"));
    const auto historyIndex = wholeNumber(index, 0, static_cast<int>(s.history.size()));
    if (!index.isUndefined() && !historyIndex)
        return SaveFile::tr("\"historyIndex\" must be a whole number from 0 to %1 (the moves in \"history\")")
            .arg(s.history.size());
    s.historyIndex = historyIndex.value_or(static_cast<int>(s.history.size()));

    const QJsonValue checkpoints = root.value(QStringLiteral("checkpoints"));
    if (!checkpoints.isUndefined()) {
        auto read = checkpointsFromJson(checkpoints, shape);
        if (!read) return read.error();
        s.checkpoints = std::move(*read);
    }
    return historyError(s);
}

} // namespace

QByteArray saveGameJson(const GameSnapshot& s, const QJsonObject& extra) { return writeGame(s, extra, true); }

QByteArray saveGameLine(const GameSnapshot& s, const QJsonObject& extra) { return writeGame(s, extra, false); }

void appendMoveJson(QByteArray& out, const Move& move, Shape shape) {
    out += "{\"text\":";
    appendJsonString(out, move.text);
    out += ",\"changes\":[";
    for (std::size_t i = 0; i < move.changes.size(); ++i) {
        out += i == 0 ? "\"" : ",\"";
        appendChangeCode(out, move.changes[i], shape);
        out += '"';
    }
    out += ']';
    if (move.mode) {
        out += ",\"mode\":\"";
        out += modeKey(move.mode->before);
        out += '>';
        out += modeKey(move.mode->after);
        out += '"';
    }
    out += '}';
}

Result<Move, QString> moveFromJson(const QJsonValue& value, Shape shape) {
    if (!value.isObject()) return fail(SaveFile::tr("a move must be an object with \"text\" and \"changes\""));
    const QJsonObject o = value.toObject();
    Move move;
    const QJsonValue text = o.value(QStringLiteral("text"));
    if (!text.isString()) return fail(SaveFile::tr("\"text\" must be the move's name"));
    move.text = text.toString();
    const QJsonValue changes = o.value(QStringLiteral("changes"));
    if (!changes.isArray()) return fail(SaveFile::tr("\"changes\" must be a list of cell changes"));
    const QJsonArray list = changes.toArray();
    if (list.size() > shape.cellCount())
        return fail(SaveFile::tr("\"changes\" names more cells than the grid has"));
    move.changes.reserve(static_cast<std::size_t>(list.size()));
    QString why;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonValue entry = list.at(i);
        const QString code = entry.toString();
        const auto change = entry.isString() ? parseChangeCode(code, shape, &why) : std::nullopt;
        if (!change) {
            if (!entry.isString()) why = SaveFile::tr("it is not a string");
            return fail(SaveFile::tr("change %1 (\"%2\") is not a change of a cell: %3").arg(i + 1).arg(code, why));
        }
        move.changes.push_back(*change);
    }
    // One change a cell: undo and redo apply them in any order.
    std::vector<int> cells;
    cells.reserve(move.changes.size());
    for (const CellChange& change : move.changes) cells.push_back(change.cell);
    std::sort(cells.begin(), cells.end());
    if (const auto twice = std::adjacent_find(cells.begin(), cells.end()); twice != cells.end())
        return fail(SaveFile::tr("\"changes\" names row %1, column %2 twice").arg(shape.rowOf(*twice) + 1).arg(shape.colOf(*twice) + 1));
    const QJsonValue mode = o.value(QStringLiteral("mode"));
    if (!mode.isUndefined()) {
        const QString m = mode.toString();
        if (m == QLatin1String("enter>play")) move.mode = ModeChange{Mode::Enter, Mode::Play};
        else if (m == QLatin1String("play>enter")) move.mode = ModeChange{Mode::Play, Mode::Enter};
        else return fail(SaveFile::tr("\"mode\" of a move must be \"enter>play\" or \"play>enter\""));
    }
    if (move.isEmpty()) return fail(SaveFile::tr("it changes nothing"));
    return move;
}

void appendCheckpointsJson(QByteArray& out, const std::vector<Checkpoint>& checkpoints, Shape shape) {
    appendCheckpointList(out, checkpoints, shape, {});
}

Result<std::vector<Checkpoint>, QString> checkpointsFromJson(const QJsonValue& value, Shape shape) {
    if (!value.isArray()) return fail(SaveFile::tr("\"checkpoints\" must be a list"));
    const int n = shape.size();
    std::vector<Checkpoint> out;
    const QJsonArray list = value.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject o = list.at(i).toObject();
        const auto elapsed = millisecondsFrom(o.value(QStringLiteral("elapsedMs")));
        const auto moves = wholeNumber(o.value(QStringLiteral("moves")), 0, std::numeric_limits<int>::max());
        const QJsonArray rowsArray = o.value(QStringLiteral("cells")).toArray();
        if (!list.at(i).isObject() || !elapsed || !moves || rowsArray.size() != n)
            return fail(SaveFile::tr("checkpoint %1 of \"checkpoints\" needs \"elapsedMs\", \"moves\" and %2 rows of \"cells\"")
                            .arg(i + 1).arg(n));
        Checkpoint checkpoint{*elapsed, *moves, std::vector<CellState>(static_cast<std::size_t>(shape.cellCount()))};
        for (int r = 0; r < n; ++r) {
            const QJsonArray row = rowsArray.at(r).toArray();
            if (row.size() != n)
                return fail(SaveFile::tr("row %1 of checkpoint %2's \"cells\" must hold %3 cell codes").arg(r + 1).arg(i + 1).arg(n));
            for (int c = 0; c < n; ++c) {
                QString why;
                const QJsonValue code = row.at(c);
                const auto state = code.isString() ? parseCellCode(code.toString(), n, &why) : std::nullopt;
                if (!state)
                    return fail(SaveFile::tr("row %1, column %2 of checkpoint %3 is not a cell code: %4")
                                    .arg(r + 1).arg(c + 1).arg(i + 1).arg(code.isString() ? why : SaveFile::tr("it is not a string")));
                checkpoint.cells[static_cast<std::size_t>(shape.cellAt(r, c))] = *state;
            }
        }
        out.push_back(std::move(checkpoint));
    }
    return out;
}

std::optional<qint64> millisecondsFrom(const QJsonValue& value) {
    const double ms = value.toDouble(-1);
    // Below 2^63 (the double nearest qint64's maximum): a larger number has no qint64 to become, and
    // converting it was undefined behaviour (found by fuzz_savefile with "elapsedMs": 3.6e22).
    constexpr double kTooLong = static_cast<double>(std::numeric_limits<qint64>::max());
    if (!value.isDouble() || !(ms >= 0 && ms < kTooLong)) return std::nullopt;
    return static_cast<qint64>(ms);
}

Result<GameSnapshot, QString> loadGameJson(const QByteArray& json) {
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull())
        return fail(SaveFile::tr("the file is not valid JSON (%1 at byte %2)")
                        .arg(parseError.errorString()).arg(parseError.offset));
    if (!doc.isObject()) return fail(SaveFile::tr("the file is not a Qudoku save file (no \"format\": \"qudoku-save\")"));
    return gameFromJson(doc.object());
}

Result<GameSnapshot, QString> gameFromJson(const QJsonObject& root) {
    if (root.value(QStringLiteral("format")).toString() != QLatin1String("qudoku-save"))
        return fail(SaveFile::tr("the file is not a Qudoku save file (no \"format\": \"qudoku-save\")"));
    const int version = root.value(QStringLiteral("version")).toInt(0);
    if (version < 1 || version > kSaveFormatVersion)
        return fail(SaveFile::tr("save file version %1 is not supported (this Qudoku reads version %2)")
                        .arg(version).arg(kSaveFormatVersion));

    GameSnapshot s;
    const int n = root.value(QStringLiteral("size")).toInt(0);
    const QJsonValue variant = root.value(QStringLiteral("variant"));
    if (!variant.isUndefined()) {
        if (!variant.isString()) return fail(SaveFile::tr("\"variant\" must be an f-puzzles puzzle in a string"));
        const std::string json = variant.toString().toStdString();
        VariantResult read = readFpuzzlesJson(json);
        if (!read)
            return fail(SaveFile::tr("\"variant\": %1").arg(text::variantErrorText(read.error())));
        if (read->rules.size != n)
            return fail(SaveFile::tr("\"variant\" is a puzzle of size %1, not %2").arg(read->rules.size).arg(n));
        s.rules = read->rules;
        s.document = std::make_shared<const VariantPuzzle>(std::move(*read));
    }
    const auto shape = s.document ? std::optional<Shape>(s.rules.gridShape()) : Shape::forSize(n);
    if (!shape) return fail(SaveFile::tr("\"size\" %1 is not a supported grid size (4, 6, 9, 12, 16 or 25)").arg(n));
    s.shape = *shape;
    if (!s.document) s.rules = Rules::classic(n);
    if (root.contains(QStringLiteral("boxRows")) &&
        (root.value(QStringLiteral("boxRows")).toInt() != shape->boxRows ||
         root.value(QStringLiteral("boxCols")).toInt() != shape->boxCols))
        return fail(SaveFile::tr("\"boxRows\" and \"boxCols\" do not match size %1").arg(n));

    const auto alphabet = alphabetFromKey(root.value(QStringLiteral("alphabet")).toString());
    if (!alphabet || !alphabetFits(*alphabet, n))
        return fail(SaveFile::tr("\"alphabet\" must be one of digits, letters, digits-letters, hex and fit size %1").arg(n));
    s.alphabet = *alphabet;

    const QString mode = root.value(QStringLiteral("mode")).toString();
    if (mode != QLatin1String("play") && mode != QLatin1String("enter"))
        return fail(SaveFile::tr("\"mode\" must be \"play\" or \"enter\""));
    s.mode = mode == QLatin1String("play") ? Mode::Play : Mode::Enter;

    const auto elapsed = millisecondsFrom(root.value(QStringLiteral("elapsedMs")));
    if (!elapsed) return fail(SaveFile::tr("\"elapsedMs\" must be a number of milliseconds"));
    s.elapsedMs = *elapsed;

    std::vector<int> givens, digits;
    if (QString e = readRows(root.value(QStringLiteral("givens")), "givens", n, givens); !e.isEmpty())
        return fail(e);
    if (QString e = readRows(root.value(QStringLiteral("digits")), "digits", n, digits); !e.isEmpty())
        return fail(e);
    s.cells.assign(s.shape.cellCount(), CellState{});
    for (int c = 0; c < s.shape.cellCount(); ++c) {
        if (givens[c] != 0 && digits[c] != 0)
            return fail(SaveFile::tr("row %1, column %2 holds both a given and a digit")
                            .arg(s.shape.rowOf(c) + 1).arg(s.shape.colOf(c) + 1));
        s.cells[c].value = givens[c] != 0 ? givens[c] : digits[c];
        s.cells[c].given = givens[c] != 0;
    }

    const QJsonValue marksValue = root.value(QStringLiteral("pencilMarks"));
    if (!marksValue.isUndefined() && !marksValue.isArray())
        return fail(SaveFile::tr("\"pencilMarks\" must be a list"));
    for (const QJsonValue& entry : marksValue.toArray()) {
        const QJsonObject o = entry.toObject();
        const int row = o.value(QStringLiteral("row")).toInt(0), col = o.value(QStringLiteral("col")).toInt(0);
        if (row < 1 || row > n || col < 1 || col > n || !o.value(QStringLiteral("marks")).isArray())
            return fail(SaveFile::tr("each pencil mark entry needs \"row\" and \"col\" from 1 to %1 and a list \"marks\"").arg(n));
        for (const QJsonValue& m : o.value(QStringLiteral("marks")).toArray()) {
            const int v = m.toInt(0);
            if (v < 1 || v > n) return fail(SaveFile::tr("pencil mark %1 at row %2, column %3 is not from 1 to %4")
                                                .arg(m.toVariant().toString()).arg(row).arg(col).arg(n));
            s.cells[s.shape.cellAt(row - 1, col - 1)].marks |= markBit(v);
        }
    }

    // Optional: the player's digits that the computer filled in (Solve, Reveal a cell).
    const QJsonValue computerValue = root.value(QStringLiteral("computerDigits"));
    if (!computerValue.isUndefined() && !computerValue.isArray())
        return fail(SaveFile::tr("\"computerDigits\" must be a list"));
    for (const QJsonValue& entry : computerValue.toArray()) {
        const QJsonObject o = entry.toObject();
        const int row = o.value(QStringLiteral("row")).toInt(0), col = o.value(QStringLiteral("col")).toInt(0);
        if (row < 1 || row > n || col < 1 || col > n)
            return fail(SaveFile::tr("each \"computerDigits\" entry needs \"row\" and \"col\" from 1 to %1").arg(n));
        CellState& cell = s.cells[s.shape.cellAt(row - 1, col - 1)];
        if (cell.value == 0 || cell.given)
            return fail(SaveFile::tr("\"computerDigits\" names row %1, column %2, which holds no digit of the player's")
                            .arg(row).arg(col));
        cell.byComputer = true;
    }

    // Optional (files from before they existed have neither): what the statistics count.
    const QJsonValue hints = root.value(QStringLiteral("hintsUsed"));
    if (!hints.isUndefined() && (!hints.isDouble() || hints.toDouble() < 0 || hints.toDouble() != hints.toInt()))
        return fail(SaveFile::tr("\"hintsUsed\" must be a whole number from 0"));
    s.hintsUsed = hints.toInt(0);
    const QJsonValue byComputer = root.value(QStringLiteral("solvedByComputer"));
    if (!byComputer.isUndefined() && !byComputer.isBool())
        return fail(SaveFile::tr("\"solvedByComputer\" must be true or false"));
    s.solvedByComputer = byComputer.toBool(false);

    // Version 1 ends here: the position without corner marks and colours, no undo history.
    if (version >= 2)
        if (QString e = readVersion2(root, s); !e.isEmpty()) return fail(e);
    return s;
}

int fitHistory(GameSnapshot& s, qint64 maxBytes) {
    qint64 excess = saveGameJson(s).size() - maxBytes;
    if (excess <= 0) return 0;
    int drop = 0;
    QByteArray scratch;
    while (excess > 0 && drop < s.historyIndex) {
        scratch.clear();
        appendMoveJson(scratch, s.history[static_cast<std::size_t>(drop++)], s.shape);
        excess -= scratch.size() + 10; // the move, its comma and its line's indent
    }
    s.history.erase(s.history.begin(), s.history.begin() + drop);
    s.historyIndex -= drop;
    return drop;
}

bool looksLikeSaveFile(const QByteArray& data) {
    // A JSON object, and not an f-puzzles puzzle (which is one too): a save file says what it is
    // ("format": "qudoku-save"); a damaged one without it is still taken for a save file (and its
    // error said) unless it reads as a puzzle of a variant format.
    const QByteArray text = data.trimmed();
    if (!text.startsWith('{')) return false;
    if (text.contains("\"qudoku-save\"")) return true;
    return !detectVariantText(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
}

} // namespace qudoku::ui
