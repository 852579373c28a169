#pragma once
// Internal: the templates of one value. A template of v is a placement of v in every row, column
// and box (a jigsaw's region), and every complete extra house of variant rules, once each, on cells
// that hold v or still have it as a candidate. Every single-value
// technique (fish of any kind, with or without fins; X-chains; the single-digit patterns) reasons
// with the rules of v alone, so the candidates it removes are exactly among those in no template.
// A search for such a technique may skip every other target without changing what it finds; HoDoKu's
// fish search does the same ("template check").

#include <optional>

#include "qudoku/logic/candidate_grid.h"

namespace qudoku::logic::detail {

// The cells of `value` (candidates, and the cell already holding it in a row) that lie in at least
// one template, or nullopt when listing them would cost more than the search it is meant to spare:
// more than `maxStates` partial templates after one row (see templates.cpp).
std::optional<CellSet> templateCells(const CandidateGrid& state, int value, int maxStates = 2048);

} // namespace qudoku::logic::detail
