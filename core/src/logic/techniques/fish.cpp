// PLACEHOLDER: being written (issue #4); returns no step until then.

#include "logic/finders.h"

namespace qudoku::logic::detail {

std::optional<Step> findXWing(const CandidateGrid&, const FindContext&) { return std::nullopt; }
std::optional<Step> findSwordfish(const CandidateGrid&, const FindContext&) { return std::nullopt; }
std::optional<Step> findJellyfish(const CandidateGrid&, const FindContext&) { return std::nullopt; }
std::optional<Step> findFinnedXWing(const CandidateGrid&, const FindContext&) { return std::nullopt; }
std::optional<Step> findSashimiXWing(const CandidateGrid&, const FindContext&) { return std::nullopt; }
std::optional<Step> findFinnedSwordfish(const CandidateGrid&, const FindContext&) { return std::nullopt; }
std::optional<Step> findSashimiSwordfish(const CandidateGrid&, const FindContext&) { return std::nullopt; }

} // namespace qudoku::logic::detail
