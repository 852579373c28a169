#include "digitclassifier.h"

#include "digitweights.h"

#include <algorithm>
#include <cmath>
#include <vector>

// Inference of the network digitweights.h describes: three dense layers, float arithmetic on int8
// weights (each row's dot product is scaled once). About 109,000 multiply-adds: 57 µs a cell measured
// (dev build, g++ 12 -O2, one core of the 2-core CI kind of machine; cropCell itself 45–70 µs), so a
// grid's 20–35 digits cost 2–4 ms.

namespace qudoku::vision {

DigitProbabilities classifyDigit(const CellCrop& crop) {
    std::array<float, weights::kInputs> input{};
    std::copy(crop.begin(), crop.end(), input.begin());
    std::array<float, weights::kHidden1> hidden1{};
    std::array<float, weights::kHidden2> hidden2{};
    std::array<float, weights::kOutputs> output{};
    const float* in[3] = {input.data(), hidden1.data(), hidden2.data()};
    float* out[3] = {hidden1.data(), hidden2.data(), output.data()};
    for (int l = 0; l < 3; ++l) {
        const weights::Layer& layer = weights::kLayers[l];
        for (int o = 0; o < layer.outputs; ++o) {
            const std::int8_t* row = layer.weights + static_cast<std::ptrdiff_t>(o) * layer.inputs;
            float sum = 0;
            for (int i = 0; i < layer.inputs; ++i) sum += static_cast<float>(row[i]) * in[l][i];
            const float value = sum * layer.scales[o] + layer.biases[o];
            out[l][o] = l < 2 ? std::max(value, 0.0f) : value;
        }
    }
    DigitProbabilities p{};
    const float top = *std::max_element(output.begin(), output.end());
    float total = 0;
    for (int k = 0; k < weights::kOutputs; ++k) total += p[static_cast<std::size_t>(k)] = std::exp(output[static_cast<std::size_t>(k)] - top);
    for (float& v : p) v /= total;
    return p;
}

} // namespace qudoku::vision
