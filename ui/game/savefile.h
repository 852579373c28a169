#pragma once
// The .qudoku save file: a game snapshot as JSON (schema in docs/save-format.md). Version 2 keeps every
// layer of every cell, the undo history (each move's cell changes, spelled as cell codes: cellcode.h),
// where in it the game is, and the checkpoints; version 1 files (the position only) open as before.

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include "game/game.h"
#include "qudoku/result.h"

namespace qudoku::ui {

// The newest version this Qudoku reads. A game of classic rules is still written as version 2 (what
// Qudoku before issue 33 reads); a variant game as version 3, so that an older Qudoku refuses it
// rather than playing its givens under classic rules, the "variant" key unread.
inline constexpr int kSaveFormatVersion = 3;
inline constexpr int kClassicSaveVersion = 2;

// The file's text: the position indented as version 1 wrote it, then the checkpoints and the undo
// history, one checkpoint and one move a line. `extra` keys are written beside the game's (the autosave
// keeps where the game came from there).
QByteArray saveGameJson(const GameSnapshot& snapshot, const QJsonObject& extra = {});
// The same on one line (no line break inside: the autosave's first line, autosavefile.h).
QByteArray saveGameLine(const GameSnapshot& snapshot, const QJsonObject& extra = {});

// The snapshot, or a sentence saying why the data is not a valid save file, naming the field. Keys it
// does not know are ignored (the autosave keeps where the game came from beside the game). A version 2
// file's undo history must lead, move by move, to its position and on to the end of its redo part.
Result<GameSnapshot, QString> loadGameJson(const QByteArray& json);
Result<GameSnapshot, QString> gameFromJson(const QJsonObject& root);

// Leaves out the oldest moves of the undo history, as few as needed for the save file's text to be
// within `maxBytes` (a file beyond what its reader reads could never be opened again: 16 MiB for Open,
// half the autosave's limit for its first line), never one after `historyIndex`; the position, the
// checkpoints and the redo part are kept. Returns how many moves were left out (0: it fits). Reached
// only by games far beyond what a player makes: 5,000 moves of a 25×25 game are under 1 MB
// (docs/benchmarks.md, "Saving the undo history").
int fitHistory(GameSnapshot& snapshot, qint64 maxBytes);

// Whether `data` looks like a save file rather than puzzle text (a JSON object).
bool looksLikeSaveFile(const QByteArray& data);

// --- the parts the autosave's journal writes and reads as well ----------------------------------
// One move as a JSON object on one line: {"text": ..., "changes": ["r1c3:>D4", ...], "mode": "enter>play"}.
void appendMoveJson(QByteArray& out, const Move& move, Shape shape);
// The move, or why it is not one (a phrase: the caller says which move it is).
Result<Move, QString> moveFromJson(const QJsonValue& value, Shape shape);
// The checkpoints as a JSON array on one line, and back (the error names "checkpoints").
void appendCheckpointsJson(QByteArray& out, const std::vector<Checkpoint>& checkpoints, Shape shape);
Result<std::vector<Checkpoint>, QString> checkpointsFromJson(const QJsonValue& value, Shape shape);
// A number of milliseconds on the game clock (elapsedMs), or nullopt when it is not one.
std::optional<qint64> millisecondsFrom(const QJsonValue& value);
// Moves the snapshot's position to `index` of its history (0..history.size()) by undoing or redoing its
// moves, as Game's undo stack would; the moves are not checked (historyError does that).
void stepHistory(GameSnapshot& snapshot, int index);
// Empty when every move of the history leads to the next position (undone from `historyIndex` back to
// the start, redone from it to the end), else the sentence naming the first move that does not.
QString historyError(const GameSnapshot& snapshot);

} // namespace qudoku::ui
