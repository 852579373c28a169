// The pencil-mark grid text of a candidate state: the pencilmarks format's own reader and writer
// (core/src/formats/pencilmarks.cpp), turned into and out of a CandidateGrid.

#include "qudoku/logic/candidate_text.h"

#include "formats/pencilmarks.h"
#include "qudoku/writer.h"

namespace qudoku::logic {

Result<CandidateGrid, CandidateTextError> parseCandidateText(std::string_view text) {
    const ReadResult read = formats::readPencilmarkText(text);
    if (!read) {
        const ParseError& e = read.error();
        switch (e.kind) {
        case ParseErrorKind::RepeatedDigit: return fail(CandidateTextError{CandidateTextErrorKind::RepeatedDigit, e.cell});
        case ParseErrorKind::BadCandidates: return fail(CandidateTextError{CandidateTextErrorKind::ValueOutOfRange, e.cell});
        default: return fail(CandidateTextError{CandidateTextErrorKind::WrongCellCount, e.actual});
        }
    }
    const Pencilmarks& marks = *read->pencilmarks;
    // Narrowing by the marks before placing the solved values gives the same candidates as placing
    // them first: each either removes a candidate or leaves it.
    CandidateGrid state(read->grid, marks.marks);
    for (int cell = 0; cell < state.cellCount(); ++cell)
        if (marks.solved.at(cell) != 0) state.place(cell, marks.solved.at(cell));
    return state;
}

std::string toCandidateText(const CandidateGrid& state) {
    Grid givens(state.shape());
    Pencilmarks marks{Grid(state.shape()), std::vector<std::uint32_t>(static_cast<std::size_t>(state.cellCount()), 0)};
    for (int cell = 0; cell < state.cellCount(); ++cell) {
        if (!state.isSolved(cell)) marks.marks[static_cast<std::size_t>(cell)] = state.candidates(cell);
        else if (state.isGiven(cell)) givens.set(cell, state.value(cell));
        else marks.solved.set(cell, state.value(cell));
    }
    return writeGrid(givens, marks, {Format::Pencilmarks, Alphabet::Digits, false});
}

} // namespace qudoku::logic
