#include "qudoku/grid.h"

#include <algorithm>

namespace qudoku {

int Grid::filledCount() const {
    return static_cast<int>(std::count_if(values_.begin(), values_.end(), [](std::uint8_t v) { return v != 0; }));
}

} // namespace qudoku
