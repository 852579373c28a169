#include "board/cellwording.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

#include "board/palette.h"
#include "game/game.h"
#include "text/diagnostics.h"

namespace qudoku::ui {

namespace {

// The translation context of the board's spoken words (lupdate files CellWording::tr under it).
struct CellWording {
    Q_DECLARE_TR_FUNCTIONS(CellWording)
};

QString symbol(const Game& game, int value) { return text::symbolText(value, game.alphabet()); }

// "1, 4, 9": values as the board spells them, joined as the language joins a list.
QString valueList(const Game& game, const QList<int>& values) {
    QStringList items;
    for (int v : values) items << symbol(game, v);
    return items.join(CellWording::tr(", ", "between the items of a list: 1, 4, 9"));
}

QList<int> valuesIn(MarkSet marks, int size) {
    QList<int> values;
    for (int v = 1; v <= size; ++v)
        if (marks & markBit(v)) values << v;
    return values;
}

QString colourList(ColourSet colours) {
    QStringList names;
    for (int c = 1; c <= kColours; ++c)
        if (colours & colourBit(c)) names << paletteColourName(c);
    return names.join(CellWording::tr(", ", "between the items of a list: 1, 4, 9"));
}

bool contains(const std::vector<int>& cells, int cell) { return std::find(cells.begin(), cells.end(), cell) != cells.end(); }

// The parts after the place: the digit or "empty" and the marks, the colours, then what is wrong.
QStringList clauses(const Game& game, int cell) {
    const CellState& s = game.cell(cell);
    QStringList parts;
    if (s.value != 0) {
        if (s.given) parts << CellWording::tr("%1, given", "a cell's digit").arg(symbol(game, s.value));
        else if (s.byComputer) parts << CellWording::tr("%1, computer's digit", "a cell's digit").arg(symbol(game, s.value));
        else parts << symbol(game, s.value);
    } else {
        parts << CellWording::tr("empty", "a cell without a digit");
        // Marks belong to an empty cell: under a digit they are kept but not shown, so not said.
        if (s.marks != 0) parts << CellWording::tr("candidates %1", "the centre marks").arg(valueList(game, valuesIn(s.marks, game.size())));
        if (!s.corner.empty()) {
            QList<int> corner; // in the order the player added them, as drawn
            for (int i = 0; i < s.corner.size(); ++i) corner << s.corner.at(i);
            parts << CellWording::tr("corner %1", "the corner marks").arg(valueList(game, corner));
        }
        if (s.hasCandidateColours()) {
            QStringList coloured;
            for (int v = 1; v <= game.size(); ++v)
                if (const int c = s.candidateColours[static_cast<std::size_t>(v - 1)]; c != 0)
                    coloured << CellWording::tr("%1 %2", "a candidate and its colour: 4 orange").arg(symbol(game, v), paletteColourName(c));
            parts << CellWording::tr("candidate colours %1").arg(coloured.join(CellWording::tr(", ", "between the items of a list: 1, 4, 9")));
        }
    }
    if (s.colours != 0) {
        const bool several = (s.colours & (s.colours - 1)) != 0;
        parts << (several ? CellWording::tr("colours %1") : CellWording::tr("colour %1")).arg(colourList(s.colours));
    }
    if (contains(game.conflictCells(), cell)) parts << CellWording::tr("conflict", "the digit clashes with a peer's");
    if (contains(game.wrongCells(), cell)) parts << CellWording::tr("wrong", "Check found the digit differs from the solution");
    return parts;
}

} // namespace

QString cellAccessibleName(const Game& game, int cell) {
    const Shape shape = game.shape();
    const QString place = CellWording::tr("Row %1, column %2").arg(shape.rowOf(cell) + 1).arg(shape.colOf(cell) + 1);
    if (game.isPaused()) return place; // the board hides the position while paused
    return CellWording::tr("%1: %2", "a cell's place: what is in it")
        .arg(place, clauses(game, cell).join(CellWording::tr("; ", "between the parts of a cell's description")));
}

QString rowHeaderName(int row) { return CellWording::tr("Row %1").arg(row + 1); }

QString columnHeaderName(int column) { return CellWording::tr("Column %1").arg(column + 1); }

} // namespace qudoku::ui
