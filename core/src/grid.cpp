#include "qudoku/grid.h"

#include <algorithm>

namespace qudoku {

int Grid::filledCount() const {
    const std::uint8_t* v = values_.data();
    return static_cast<int>(std::count_if(v, v + values_.size(), [](std::uint8_t x) { return x != 0; }));
}

} // namespace qudoku
