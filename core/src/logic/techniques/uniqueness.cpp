// PLACEHOLDER: being written (issue #4); returns no step until then.

#include "logic/finders.h"

namespace qudoku::logic::detail {

std::optional<Step> findUniqueRectangle1(const CandidateGrid&, const FindContext&) { return std::nullopt; }
std::optional<Step> findUniqueRectangle2(const CandidateGrid&, const FindContext&) { return std::nullopt; }
std::optional<Step> findUniqueRectangle3(const CandidateGrid&, const FindContext&) { return std::nullopt; }
std::optional<Step> findUniqueRectangle4(const CandidateGrid&, const FindContext&) { return std::nullopt; }
std::optional<Step> findBugPlusOne(const CandidateGrid&, const FindContext&) { return std::nullopt; }

} // namespace qudoku::logic::detail
