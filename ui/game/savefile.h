#pragma once
// The .qudoku save file: a game snapshot as JSON (schema in docs/save-format.md).

#include <QByteArray>
#include <QString>

#include "game/game.h"
#include "qudoku/result.h"

namespace qudoku::ui {

inline constexpr int kSaveFormatVersion = 1;

QByteArray saveGameJson(const GameSnapshot& snapshot);

// The snapshot, or a sentence saying why the data is not a valid save file.
Result<GameSnapshot, QString> loadGameJson(const QByteArray& json);

// Whether `data` looks like a save file rather than puzzle text (a JSON object).
bool looksLikeSaveFile(const QByteArray& data);

} // namespace qudoku::ui
