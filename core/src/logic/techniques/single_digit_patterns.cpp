// PLACEHOLDER: being written (issue #4); returns no step until then.

#include "logic/finders.h"

namespace qudoku::logic::detail {

std::optional<Step> findSkyscraper(const CandidateGrid&, const FindContext&) { return std::nullopt; }
std::optional<Step> findTwoStringKite(const CandidateGrid&, const FindContext&) { return std::nullopt; }
std::optional<Step> findTurbotFish(const CandidateGrid&, const FindContext&) { return std::nullopt; }
std::optional<Step> findEmptyRectangle(const CandidateGrid&, const FindContext&) { return std::nullopt; }

} // namespace qudoku::logic::detail
