// PLACEHOLDER: being written (issue #4); returns no step until then.

#include "logic/finders.h"

namespace qudoku::logic::detail {

std::optional<Step> findXChain(const CandidateGrid&, const FindContext&) { return std::nullopt; }
std::optional<Step> findXYChain(const CandidateGrid&, const FindContext&) { return std::nullopt; }
std::optional<Step> findAic(const CandidateGrid&, const FindContext&) { return std::nullopt; }

} // namespace qudoku::logic::detail
