#pragma once
// The .qudoku save file: a game snapshot as JSON (schema in docs/save-format.md).

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include "game/game.h"
#include "qudoku/result.h"

namespace qudoku::ui {

inline constexpr int kSaveFormatVersion = 1;

QByteArray saveGameJson(const GameSnapshot& snapshot);
QJsonObject gameToJson(const GameSnapshot& snapshot); // the same, as the object (to add keys to it)

// The snapshot, or a sentence saying why the data is not a valid save file. Keys it does not know are
// ignored (the autosave keeps where the game came from beside the game).
Result<GameSnapshot, QString> loadGameJson(const QByteArray& json);
Result<GameSnapshot, QString> gameFromJson(const QJsonObject& root);

// Whether `data` looks like a save file rather than puzzle text (a JSON object).
bool looksLikeSaveFile(const QByteArray& data);

} // namespace qudoku::ui
