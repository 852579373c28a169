#include "game/puzzlelibrary.h"

#include <QCoreApplication>
#include <QFile>

#include "game/puzzlefile.h"

namespace qudoku::ui {

QString difficultyName(Difficulty difficulty) {
    switch (difficulty) {
    case Difficulty::Easy: return QCoreApplication::translate("Difficulty", "Easy");
    case Difficulty::Medium: return QCoreApplication::translate("Difficulty", "Medium");
    case Difficulty::Hard: return QCoreApplication::translate("Difficulty", "Hard");
    }
    return {};
}

QString difficultyKey(Difficulty difficulty) {
    switch (difficulty) {
    case Difficulty::Easy: return QStringLiteral("easy");
    case Difficulty::Medium: return QStringLiteral("medium");
    case Difficulty::Hard: return QStringLiteral("hard");
    }
    return {};
}

std::optional<Difficulty> difficultyFromKey(const QString& key) {
    for (Difficulty d : kAllDifficulties)
        if (difficultyKey(d) == key) return d;
    return std::nullopt;
}

std::vector<Grid> bundledPuzzles(Difficulty difficulty) {
    QFile file(QStringLiteral(":/puzzles/%1.txt").arg(difficultyKey(difficulty)));
    if (!file.open(QIODevice::ReadOnly)) return {};
    auto collection = readPuzzles(file.readAll());
    std::vector<Grid> grids;
    if (collection)
        for (const Puzzle& p : collection->puzzles) grids.push_back(p.grid);
    return grids;
}

Grid randomPuzzle(Difficulty difficulty, QRandomGenerator& random) {
    const std::vector<Grid> grids = bundledPuzzles(difficulty);
    if (grids.empty()) return Grid{};
    return grids[random.bounded(static_cast<quint32>(grids.size()))];
}

} // namespace qudoku::ui
