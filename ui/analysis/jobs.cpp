#include "analysis/jobs.h"

#include "game/game.h"

namespace qudoku::ui {

namespace {

constexpr std::size_t kHintChainSteps = 30'000;

logic::LogicOptions logicOptions(const PuzzleFacts& facts, std::stop_token stop) {
    logic::LogicOptions options;
    options.uniquenessTechniques = facts.isUnique(); // only sound with one solution
    // With several, a grid where every candidate is in some solution has no step at all: solutions
    // prove it in a fraction of a second, where the techniques would look for tens of seconds.
    options.coverCheck = facts.hasSeveral();
    options.stop = std::move(stop);
    return options;
}

std::vector<logic::Mistake> mistakesOf(const BoardState& board, const PuzzleFacts& facts) {
    if (!facts.isUnique()) return {};
    return logic::findMistakes(board.current, board.marks, facts.solution());
}

} // namespace

logic::CandidateGrid BoardState::position() const {
    logic::CandidateGrid position = rules.isClassic() ? logic::CandidateGrid(givens) : logic::CandidateGrid(givens, rules);
    for (int cell = 0; cell < current.cellCount(); ++cell)
        if (current.at(cell) != 0 && givens.at(cell) == 0) position.place(cell, current.at(cell));
    for (int cell = 0; cell < static_cast<int>(marks.size()); ++cell) {
        if (position.isSolved(cell) || marks[cell] == 0) continue;
        for (int v = 1; v <= position.size(); ++v)
            if (!(marks[cell] & logic::digitBit(v))) position.eliminate(cell, v);
    }
    return position;
}

BoardState boardState(const Game& game) {
    BoardState board;
    board.rules = game.rules();
    board.givens = game.givens();
    board.current = game.grid();
    board.marks.assign(static_cast<std::size_t>(game.cellCount()), 0);
    for (int cell = 0; cell < game.cellCount(); ++cell)
        if (game.value(cell) == 0) board.marks[static_cast<std::size_t>(cell)] = game.pencilMarks(cell);
    board.revision = game.revision();
    return board;
}

HintReply computeHint(const BoardState& board, FactsPtr facts, std::stop_token stop) {
    HintReply reply{board, facts, {}, {}, JobEnd::Finished};
    if (!facts->hasSolution()) return reply;
    reply.mistakes = mistakesOf(board, *facts);
    if (!reply.mistakes.empty()) return reply; // mistakes first: steps from a wrong position prove nothing
    logic::LogicOptions options = logicOptions(*facts, std::move(stop));
    // Hints never run out: when no technique finds a step, the solver proves a cell's digit (proof
    // by search, a step of its own kind, never in a rating). Above 9×9 the variant forcing chains
    // then follow at most kHintChainSteps each rather than millions: on a generated 16×16 killer
    // (tests/data/killer/generated-16x16-seed7.json, after its 94th step) the three chain searches
    // took 3 min 10 s to end with nothing at their own budgets; the hint comes in 4.4 s at 30,000
    // steps (1.8 s at 10,000, 8.9 s at 100,000). At 30,000 the dynamic chains of its steps 91-94
    // are still found (1.0-1.8 s); at 10,000 none is, and each hint there was a proof.
    options.proofBySearch = true;
    if (board.givens.cellCount() > 81) options.chainStepLimit = kHintChainSteps;
    reply.next = logic::findNextStep(board.position(), options);
    return reply;
}

PathReply computePath(const BoardState& board, FactsPtr facts, std::stop_token stop, JobProgress& progress) {
    PathReply reply{board, facts, {}, {}, {}, JobEnd::Finished};
    if (!facts->hasSolution()) return reply;
    reply.mistakes = mistakesOf(board, *facts);
    if (!reply.mistakes.empty()) return reply;
    logic::LogicOptions options = logicOptions(*facts, std::move(stop));
    options.progress = [&progress](int steps) { progress.store(steps, std::memory_order_relaxed); };
    reply.path = logic::findSolvePath(board.position(), options);
    reply.rating = logic::rate(reply.path);
    return reply;
}

RatingReply computeRating(const Grid& givens, const Rules& rules, FactsPtr facts, std::stop_token stop, JobProgress& progress) {
    logic::LogicOptions options = logicOptions(*facts, std::move(stop));
    options.progress = [&progress](int steps) { progress.store(steps, std::memory_order_relaxed); };
    return {rules.isClassic() ? logic::ratePuzzle(givens, options) : logic::ratePuzzle(givens, rules, options), JobEnd::Finished};
}

BoardSolveReply computeBoardSolution(const BoardState& board, FactsPtr facts, bool fromGivens, std::stop_token stop) {
    BoardSolveReply reply{board, facts, fromGivens, std::nullopt, JobEnd::Finished};
    if (!facts->hasSolution()) return reply;
    const Grid& target = fromGivens ? board.givens : board.current;
    if (target == board.givens) { // nothing but the givens: their solution is known
        reply.solution = facts->solution();
        return reply;
    }
    if (facts->isUnique()) { // one solution: the player's digits all agree with it, or fit none
        const Grid& solution = facts->solution();
        for (int cell = 0; cell < target.cellCount(); ++cell)
            if (target.at(cell) != 0 && target.at(cell) != solution.at(cell)) return reply;
        reply.solution = solution;
        return reply;
    }
    SolveOptions options; // several: does some solution keep the player's digits?
    options.stop = std::move(stop);
    SolveResult result = board.rules.isClassic() ? solve(target, options) : solve(target, board.rules, options);
    if (result.hasSolution() && result.status != SolveStatus::Cancelled) reply.solution = result.solutions.front();
    return reply;
}

} // namespace qudoku::ui
