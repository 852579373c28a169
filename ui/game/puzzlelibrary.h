#pragma once
// The 9×9 puzzles bundled with the app (resources/puzzles, compiled in as Qt resources), by level.

#include <QRandomGenerator>
#include <QString>

#include <optional>
#include <vector>

#include "qudoku/grid.h"

namespace qudoku::ui {

enum class Difficulty { Easy, Medium, Hard };

inline constexpr Difficulty kAllDifficulties[] = {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard};

QString difficultyName(Difficulty difficulty); // translated "Easy", "Medium", "Hard"
QString difficultyKey(Difficulty difficulty);  // "easy", ... (settings)
std::optional<Difficulty> difficultyFromKey(const QString& key);

// Every bundled puzzle of a level (read once per call from the resource).
std::vector<Grid> bundledPuzzles(Difficulty difficulty);

// One of them, picked with `random`.
Grid randomPuzzle(Difficulty difficulty, QRandomGenerator& random);

} // namespace qudoku::ui
