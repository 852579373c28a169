#pragma once
// The digit network's training (tools/vision/train_digits): the multilayer perceptron of
// vision/src/digitweights.h (784 → 128 → 64 → 10, ReLU, softmax), trained with minibatch SGD with
// momentum on cross-entropy, then quantised to int8 (one scale per neuron) and written out as
// digitweights.cpp. Plain C++, float, deterministic for a given seed.

#include <array>
#include <random>
#include <string>
#include <vector>

namespace qudoku::vision::training {

using Sample = std::array<float, 28 * 28>;

struct LabelledSample {
    Sample input{};
    int label = 0; // 0: not a digit, 1–9
};

class Mlp {
public:
    explicit Mlp(std::mt19937& random);

    // Epochs of SGD over `data` (shuffled by `random` each epoch); the learning rate falls from `rate`
    // to a tenth along a cosine. Prints the loss per epoch.
    void train(const std::vector<LabelledSample>& data, int epochs, float rate, std::mt19937& random);

    // Rounds every layer's weights to int8 with one scale per output neuron (what ships).
    void quantise();

    // The probabilities' argmax and its probability.
    std::pair<int, float> predict(const Sample& input) const;

    // vision/src/digitweights.cpp's text.
    std::string source(const std::string& provenance) const;

    static constexpr int kSizes[4] = {28 * 28, 128, 64, 10};

private:
    struct Layer {
        int inputs = 0, outputs = 0;
        std::vector<float> w, b;         // w: outputs × inputs
        std::vector<float> vw, vb;       // momentum
        std::vector<std::int8_t> q;      // after quantise()
        std::vector<float> scale;
    };
    std::array<Layer, 3> layers_;
    bool quantised_ = false;

    void forward(const float* input, std::array<std::vector<float>, 4>& activations) const;
};

} // namespace qudoku::vision::training
