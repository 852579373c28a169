#pragma once
// The grey level below which `fraction` of a grey picture's pixels lie (the value at that rank of
// its pixels sorted: 0.5 is the median), by a histogram. Internal to qudoku_vision (cellcrop.cpp's
// levels, reader.cpp's dark bands).

#include <opencv2/core.hpp>

#include <array>
#include <cstdint>

namespace qudoku::vision {

inline int greyPercentile(const cv::Mat& grey, double fraction)
{
    std::array<int, 256> histogram{};
    for (int y = 0; y < grey.rows; ++y) {
        const auto* row = grey.ptr<std::uint8_t>(y);
        for (int x = 0; x < grey.cols; ++x)
            ++histogram[row[x]];
    }
    const int wanted = static_cast<int>(fraction * static_cast<double>(grey.total() - 1));
    int seen = 0;
    for (int v = 0; v < 256; ++v) {
        seen += histogram[v];
        if (seen > wanted)
            return v;
    }
    return 255;
}

} // namespace qudoku::vision
