// PLACEHOLDER: being written (issue #4); returns no step until then.

#include "logic/finders.h"

namespace qudoku::logic::detail {

std::optional<Step> findXYWing(const CandidateGrid&, const FindContext&) { return std::nullopt; }
std::optional<Step> findXYZWing(const CandidateGrid&, const FindContext&) { return std::nullopt; }
std::optional<Step> findWWing(const CandidateGrid&, const FindContext&) { return std::nullopt; }

} // namespace qudoku::logic::detail
