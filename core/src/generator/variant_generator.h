#pragma once
// Internal: generate() for options with variants (generator.h, variant_set.h).

#include <stop_token>

#include "qudoku/generator.h"

namespace qudoku::detail {

// One puzzle under the options' variants; status Cancelled when `stop` came first (generate() tells a
// budget's end from the caller's stop, and sets the elapsed time). Precondition: checkOptions and
// checkVariantOptions find nothing.
GenerateResult generateVariant(const GenerateOptions& options, std::stop_token stop);

} // namespace qudoku::detail
