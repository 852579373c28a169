#include "game/autosavefile.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <limits>

#include "game/savefile.h"

namespace qudoku::ui {

namespace {

// The messages, in the translation context of the autosave (autosave.h; lupdate files a call under the
// qualified name of the class it names, so the struct has the class's name).
struct Autosave {
    Q_DECLARE_TR_FUNCTIONS(qudoku::ui::Autosave)
};

const QLatin1String kOriginKey("autosave");

QJsonObject originToJson(const GameOrigin& origin) {
    QJsonObject from{{QStringLiteral("file"), origin.file},
                     {QStringLiteral("title"), origin.title},
                     {QStringLiteral("saved"), origin.saved}};
    if (!origin.code.isEmpty()) from[QStringLiteral("code")] = origin.code;
    return from;
}

GameOrigin originFromJson(const QJsonValue& value) {
    const QJsonObject o = value.toObject();
    return {o.value(QStringLiteral("file")).toString(), o.value(QStringLiteral("title")).toString(),
            o.value(QStringLiteral("saved")).toBool(false), o.value(QStringLiteral("code")).toString()};
}

std::optional<int> wholeNumber(const QJsonValue& v, int low, int high) {
    if (!v.isDouble()) return std::nullopt;
    const double d = v.toDouble();
    if (!(d >= low && d <= high) || d != static_cast<double>(static_cast<int>(d))) return std::nullopt;
    return static_cast<int>(d);
}

// Applies one record to the game read so far; an error sentence, or empty.
QString applyRecord(RestoredGame& game, const QJsonObject& record) {
    GameSnapshot& s = game.snapshot;
    const int count = static_cast<int>(s.history.size());
    const QJsonValue movesValue = record.value(QStringLiteral("moves"));
    const QJsonValue keepValue = record.value(QStringLiteral("keep"));
    if (!keepValue.isUndefined() || !movesValue.isUndefined()) {
        const auto keep = wholeNumber(keepValue, 0, count);
        if (!keep) return Autosave::tr("\"keep\" must be a whole number from 0 to %1 (the moves so far)").arg(count);
        if (!movesValue.isUndefined() && !movesValue.isArray()) return Autosave::tr("\"moves\" must be a list of moves");
        // Back to where the kept moves end (the moves after it are replaced), then the new ones.
        stepHistory(s, std::min(s.historyIndex, *keep));
        s.history.resize(static_cast<std::size_t>(*keep));
        const QJsonArray moves = movesValue.toArray();
        for (qsizetype i = 0; i < moves.size(); ++i) {
            auto move = moveFromJson(moves.at(i), s.shape);
            if (!move) return Autosave::tr("move %1 of \"moves\": %2").arg(i + 1).arg(move.error());
            s.history.push_back(std::move(*move));
        }
    }
    const auto index = wholeNumber(record.value(QStringLiteral("index")), 0, static_cast<int>(s.history.size()));
    if (!index)
        return Autosave::tr("\"index\" must be a whole number from 0 to %1 (the moves of the history)").arg(s.history.size());
    stepHistory(s, *index);

    const QJsonValue elapsed = record.value(QStringLiteral("elapsedMs"));
    if (!elapsed.isUndefined()) {
        const auto ms = millisecondsFrom(elapsed);
        if (!ms) return Autosave::tr("\"elapsedMs\" must be a number of milliseconds");
        s.elapsedMs = *ms;
    }
    const QJsonValue hints = record.value(QStringLiteral("hintsUsed"));
    if (!hints.isUndefined()) {
        const auto used = wholeNumber(hints, 0, std::numeric_limits<int>::max());
        if (!used) return Autosave::tr("\"hintsUsed\" must be a whole number from 0");
        s.hintsUsed = *used;
    }
    const QJsonValue byComputer = record.value(QStringLiteral("solvedByComputer"));
    if (!byComputer.isUndefined()) {
        if (!byComputer.isBool()) return Autosave::tr("\"solvedByComputer\" must be true or false");
        s.solvedByComputer = byComputer.toBool();
    }
    const QJsonValue checkpoints = record.value(QStringLiteral("checkpoints"));
    if (!checkpoints.isUndefined()) {
        auto read = checkpointsFromJson(checkpoints, s.shape);
        if (!read) return read.error();
        s.checkpoints = std::move(*read);
    }
    if (record.contains(kOriginKey)) game.origin = originFromJson(record.value(kOriginKey));
    return {};
}

} // namespace

QByteArray autosaveFirstLine(const GameSnapshot& snapshot, const GameOrigin& origin) {
    return saveGameLine(snapshot, QJsonObject{{kOriginKey, originToJson(origin)}}) + '\n';
}

QByteArray autosaveRecordLine(const AutosaveRecord& r, Shape shape) {
    QByteArray out = "{";
    if (r.writeMoves) {
        out += "\"keep\":" + QByteArray::number(r.keep) + ",\"moves\":[";
        for (std::size_t i = 0; i < r.moves.size(); ++i) {
            if (i > 0) out += ',';
            appendMoveJson(out, *r.moves[i], shape);
        }
        out += "],";
    }
    out += "\"index\":" + QByteArray::number(r.index) + ",\"elapsedMs\":" + QByteArray::number(r.elapsedMs) +
           ",\"hintsUsed\":" + QByteArray::number(r.hintsUsed) +
           ",\"solvedByComputer\":" + (r.solvedByComputer ? "true" : "false");
    if (r.checkpoints) {
        out += ",\"checkpoints\":";
        appendCheckpointsJson(out, *r.checkpoints, shape);
    }
    if (r.origin) out += ",\"autosave\":" + QJsonDocument(originToJson(*r.origin)).toJson(QJsonDocument::Compact);
    out += "}\n";
    return out;
}

Result<RestoredGame, QString> readAutosave(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return fail(file.errorString());
    // Never read a file whole before knowing its size: a damaged or foreign file may be huge.
    if (file.size() > kMaxAutosaveBytes)
        return fail(Autosave::tr("it is %1 bytes, more than an autosave can be (%2)").arg(file.size()).arg(kMaxAutosaveBytes));
    return parseAutosave(file.read(kMaxAutosaveBytes));
}

Result<RestoredGame, QString> parseAutosave(const QByteArray& bytes) {
    QJsonParseError error;
    // The first line: the game. An older autosave (or a save file) is one indented document instead.
    qsizetype lineEnd = bytes.indexOf('\n');
    QJsonDocument first = QJsonDocument::fromJson(lineEnd < 0 ? bytes : bytes.first(lineEnd), &error);
    qsizetype next = lineEnd < 0 ? bytes.size() : lineEnd + 1;
    if (!first.isObject()) {
        first = QJsonDocument::fromJson(bytes, &error);
        next = bytes.size();
    }
    if (first.isNull() || !first.isObject())
        return fail(Autosave::tr("it is not valid JSON (%1 at byte %2)").arg(error.errorString()).arg(error.offset));
    auto snapshot = gameFromJson(first.object());
    if (!snapshot) return fail(snapshot.error());
    RestoredGame game{std::move(*snapshot), originFromJson(first.object().value(kOriginKey))};

    bool applied = false;
    for (int line = 2; next < bytes.size(); ++line) {
        lineEnd = bytes.indexOf('\n', next);
        const bool whole = lineEnd >= 0;
        const QByteArray text = bytes.mid(next, (whole ? lineEnd : bytes.size()) - next);
        next = whole ? lineEnd + 1 : bytes.size();
        if (text.trimmed().isEmpty()) continue;
        const QJsonDocument record = QJsonDocument::fromJson(text, &error);
        if (!record.isObject()) {
            if (!whole) break; // the last write, cut short: the game is as the lines before say
            return fail(Autosave::tr("line %1 is not a record (%2 at byte %3 of the line)")
                            .arg(line).arg(record.isNull() ? error.errorString() : Autosave::tr("not an object")).arg(error.offset));
        }
        if (QString e = applyRecord(game, record.object()); !e.isEmpty())
            return fail(Autosave::tr("line %1: %2").arg(line).arg(e));
        applied = true;
    }
    if (applied)
        if (QString e = historyError(game.snapshot); !e.isEmpty()) return fail(e);
    return game;
}

} // namespace qudoku::ui
