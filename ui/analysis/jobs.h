#pragma once
// The background jobs of AnalysisSession as plain functions: each runs on the calling thread (the
// session calls them on its pool; tests may call them directly), reads only its arguments and
// returns its reply by value. The puzzle facts (the givens' solutions) come in, counted once per
// puzzle, so no job re-solves the givens.
//
//   computeHint           the player's mistakes (against the unique solution); when there are
//                         none, the next logic step from the board (givens + player digits,
//                         narrowed by pencil marks), or when no technique finds one a digit
//                         proved by search (LogicOptions::proofBySearch): hints never run out
//   computePath           the mistakes; when there are none, every step from the board, rated
//   computeRating         the rating of the givens alone (the puzzle's ER, score and grade)
//   computeBoardSolution  a solution of the board (givens + player digits), or of the givens alone
//
// With several solutions the logic engine leaves out the uniqueness techniques (unique rectangles,
// BUG+1), which are only sound on a puzzle with one: every step it finds then holds in every
// solution. It also checks first, with solutions, whether any step can exist at all
// (LogicOptions::coverCheck): on an empty grid or one with a few givens none can, and the answer
// comes at once (StuckReason::NoCertainStep) instead of after every technique has searched. Every
// search is capped in memory (LogicOptions::memoryLimit; StuckReason::SearchTooLarge when one
// stops there). Mistakes are only named against a unique solution.

#include <QtGlobal>

#include <stop_token>
#include <vector>

#include "analysis/latestjob.h"
#include "analysis/puzzlefacts.h"
#include "qudoku/grid.h"
#include "qudoku/logic/candidate_grid.h"
#include "qudoku/logic/engine.h"
#include "qudoku/logic/mistakes.h"
#include "qudoku/solver.h"

namespace qudoku::ui {

class Game;

// The board as the workers see it: givens, givens + player digits, and the pencil marks of the
// empty cells (0 for a cell without marks: every candidate the rules allow).
struct BoardState {
    Rules rules = Rules::classic(9);
    Grid givens;
    Grid current;
    std::vector<logic::DigitMask> marks;
    quint64 revision = 0; // Game::revision() when it was taken

    // The givens, then the player's digits placed as digits solved on the way (not givens), narrowed
    // by the pencil marks: so an avoidable rectangle among the player's digits is found, as it would
    // be among the engine's. Sound as long as the player's digits are right, which the jobs check
    // first (mistakes are named before any step); with several solutions the uniqueness techniques
    // are off anyway.
    logic::CandidateGrid position() const;
};

BoardState boardState(const Game& game);

struct HintReply {
    BoardState board;
    FactsPtr facts;
    std::vector<logic::Mistake> mistakes; // against the unique solution
    logic::NextStep next;                 // when there are no mistakes and the puzzle has a solution
    JobEnd end = JobEnd::Finished;
};

struct PathReply {
    BoardState board;
    FactsPtr facts;
    std::vector<logic::Mistake> mistakes;
    logic::SolvePath path;
    logic::Rating rating; // of the path
    JobEnd end = JobEnd::Finished;
};

struct RatingReply {
    logic::Rating rating;
    JobEnd end = JobEnd::Finished;
};

struct BoardSolveReply {
    BoardState board;
    FactsPtr facts;
    bool fromGivens = false; // the givens alone were solved, not the board
    // A solution of what was solved; none when the player's digits (or the givens) fit no solution.
    std::optional<Grid> solution;
    JobEnd end = JobEnd::Finished;
};

// `facts` must be for board.givens and not cancelled.
HintReply computeHint(const BoardState& board, FactsPtr facts, std::stop_token stop);
PathReply computePath(const BoardState& board, FactsPtr facts, std::stop_token stop, JobProgress& progress);
RatingReply computeRating(const Grid& givens, const Rules& rules, FactsPtr facts, std::stop_token stop, JobProgress& progress);
// With a unique solution there is nothing to search: the board's digits either all agree with it or
// fit no solution. With several, the board is solved (limit 1).
BoardSolveReply computeBoardSolution(const BoardState& board, FactsPtr facts, bool fromGivens, std::stop_token stop);

} // namespace qudoku::ui
