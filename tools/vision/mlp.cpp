#include "mlp.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <sstream>

namespace qudoku::vision::training {

Mlp::Mlp(std::mt19937& random) {
    for (int l = 0; l < 3; ++l) {
        Layer& layer = layers_[l];
        layer.inputs = kSizes[l];
        layer.outputs = kSizes[l + 1];
        const std::size_t n = static_cast<std::size_t>(layer.inputs) * layer.outputs;
        // He initialisation (ReLU).
        std::normal_distribution<float> normal(0.0f, std::sqrt(2.0f / static_cast<float>(layer.inputs)));
        layer.w.resize(n);
        for (float& v : layer.w) v = normal(random);
        layer.b.assign(static_cast<std::size_t>(layer.outputs), 0.0f);
        layer.vw.assign(n, 0.0f);
        layer.vb.assign(static_cast<std::size_t>(layer.outputs), 0.0f);
    }
}

void Mlp::forward(const float* input, std::array<std::vector<float>, 4>& a) const {
    a[0].assign(input, input + kSizes[0]);
    for (int l = 0; l < 3; ++l) {
        const Layer& layer = layers_[l];
        a[l + 1].resize(static_cast<std::size_t>(layer.outputs));
        for (int o = 0; o < layer.outputs; ++o) {
            float value;
            if (quantised_) {
                const std::int8_t* row = layer.q.data() + static_cast<std::size_t>(o) * layer.inputs;
                float sum = 0;
                for (int i = 0; i < layer.inputs; ++i) sum += static_cast<float>(row[i]) * a[l][i];
                value = sum * layer.scale[o] + layer.b[o];
            } else {
                const float* row = layer.w.data() + static_cast<std::size_t>(o) * layer.inputs;
                float sum = 0;
                for (int i = 0; i < layer.inputs; ++i) sum += row[i] * a[l][i];
                value = sum + layer.b[o];
            }
            a[l + 1][o] = l < 2 ? std::max(value, 0.0f) : value;
        }
    }
    // Softmax in place on the output.
    auto& out = a[3];
    const float top = *std::max_element(out.begin(), out.end());
    float total = 0;
    for (float& v : out) total += v = std::exp(v - top);
    for (float& v : out) v /= total;
}

std::pair<int, float> Mlp::predict(const Sample& input) const {
    std::array<std::vector<float>, 4> a;
    forward(input.data(), a);
    const auto best = std::max_element(a[3].begin(), a[3].end());
    return {static_cast<int>(best - a[3].begin()), *best};
}

void Mlp::train(const std::vector<LabelledSample>& data, int epochs, float rate, std::mt19937& random) {
    constexpr int kBatch = 32;
    constexpr float kMomentum = 0.9f;
    constexpr float kDecay = 1e-4f;
    std::vector<std::size_t> order(data.size());
    std::iota(order.begin(), order.end(), 0);
    std::array<std::vector<float>, 3> gw, gb;
    for (int l = 0; l < 3; ++l) {
        gw[l].assign(layers_[l].w.size(), 0.0f);
        gb[l].assign(layers_[l].b.size(), 0.0f);
    }
    std::array<std::vector<float>, 4> a;
    std::array<std::vector<float>, 4> delta;
    for (int epoch = 0; epoch < epochs; ++epoch) {
        std::shuffle(order.begin(), order.end(), random);
        const float lr = rate * (0.1f + 0.9f * 0.5f * (1 + std::cos(3.14159265f * static_cast<float>(epoch) / static_cast<float>(epochs))));
        double loss = 0;
        int right = 0;
        for (std::size_t start = 0; start < order.size(); start += kBatch) {
            const std::size_t end = std::min(order.size(), start + kBatch);
            for (int l = 0; l < 3; ++l) {
                std::fill(gw[l].begin(), gw[l].end(), 0.0f);
                std::fill(gb[l].begin(), gb[l].end(), 0.0f);
            }
            for (std::size_t k = start; k < end; ++k) {
                const LabelledSample& s = data[order[k]];
                forward(s.input.data(), a);
                loss -= std::log(std::max(a[3][s.label], 1e-12f));
                right += std::max_element(a[3].begin(), a[3].end()) - a[3].begin() == s.label;
                delta[3] = a[3];
                delta[3][s.label] -= 1.0f;
                for (int l = 2; l >= 0; --l) {
                    const Layer& layer = layers_[l];
                    delta[l].assign(static_cast<std::size_t>(layer.inputs), 0.0f);
                    for (int o = 0; o < layer.outputs; ++o) {
                        const float d = delta[l + 1][o];
                        if (d == 0.0f) continue;
                        gb[l][o] += d;
                        float* g = gw[l].data() + static_cast<std::size_t>(o) * layer.inputs;
                        const float* w = layer.w.data() + static_cast<std::size_t>(o) * layer.inputs;
                        for (int i = 0; i < layer.inputs; ++i) {
                            g[i] += d * a[l][i];
                            delta[l][i] += d * w[i];
                        }
                    }
                    if (l > 0)
                        for (int i = 0; i < layer.inputs; ++i)
                            if (a[l][i] <= 0.0f) delta[l][i] = 0.0f;
                }
            }
            const float step = lr / static_cast<float>(end - start);
            for (int l = 0; l < 3; ++l) {
                Layer& layer = layers_[l];
                for (std::size_t i = 0; i < layer.w.size(); ++i) {
                    layer.vw[i] = kMomentum * layer.vw[i] - step * gw[l][i] - lr * kDecay * layer.w[i];
                    layer.w[i] += layer.vw[i];
                }
                for (std::size_t i = 0; i < layer.b.size(); ++i) {
                    layer.vb[i] = kMomentum * layer.vb[i] - step * gb[l][i];
                    layer.b[i] += layer.vb[i];
                }
            }
        }
        std::printf("epoch %2d: rate %.4f, loss %.4f, training accuracy %.3f%%\n", epoch + 1, lr,
                    loss / static_cast<double>(data.size()), 100.0 * right / static_cast<double>(data.size()));
        std::fflush(stdout);
    }
}

void Mlp::quantise() {
    for (Layer& layer : layers_) {
        layer.q.resize(layer.w.size());
        layer.scale.resize(static_cast<std::size_t>(layer.outputs));
        for (int o = 0; o < layer.outputs; ++o) {
            const float* row = layer.w.data() + static_cast<std::size_t>(o) * layer.inputs;
            float top = 0;
            for (int i = 0; i < layer.inputs; ++i) top = std::max(top, std::abs(row[i]));
            const float scale = top > 0 ? top / 127.0f : 1.0f;
            layer.scale[o] = scale;
            for (int i = 0; i < layer.inputs; ++i)
                layer.q[static_cast<std::size_t>(o) * layer.inputs + i] =
                    static_cast<std::int8_t>(std::clamp(std::lround(row[i] / scale), -127L, 127L));
        }
    }
    quantised_ = true;
}

std::string Mlp::source(const std::string& provenance) const {
    std::ostringstream out;
    out << "// Generated by tools/vision/train_digits: do not edit (docs/vision.md says how to retrain).\n"
        << provenance << "\n#include \"digitweights.h\"\n\nnamespace qudoku::vision::weights {\nnamespace {\n\n";
    char buffer[64];
    for (int l = 0; l < 3; ++l) {
        const Layer& layer = layers_[l];
        out << "// Layer " << l + 1 << ": " << layer.inputs << " -> " << layer.outputs << "\n";
        out << "const std::int8_t kWeights" << l << "[" << layer.q.size() << "] = {";
        for (std::size_t i = 0; i < layer.q.size(); ++i) {
            if (i % 32 == 0) out << "\n";
            out << int(layer.q[i]) << ",";
        }
        out << "\n};\nconst float kScales" << l << "[" << layer.outputs << "] = {";
        for (int o = 0; o < layer.outputs; ++o) {
            std::snprintf(buffer, sizeof buffer, "%s%.9gf,", o % 8 == 0 ? "\n" : "", double(layer.scale[o]));
            out << buffer;
        }
        out << "\n};\nconst float kBiases" << l << "[" << layer.outputs << "] = {";
        for (int o = 0; o < layer.outputs; ++o) {
            std::snprintf(buffer, sizeof buffer, "%s%.9gf,", o % 8 == 0 ? "\n" : "", double(layer.b[o]));
            out << buffer;
        }
        out << "\n};\n\n";
    }
    out << "} // namespace\n\nconst Layer kLayers[3] = {\n";
    for (int l = 0; l < 3; ++l)
        out << "    {" << layers_[l].inputs << ", " << layers_[l].outputs << ", kWeights" << l << ", kScales" << l
            << ", kBiases" << l << "},\n";
    out << "};\n\n} // namespace qudoku::vision::weights\n";
    return out.str();
}

} // namespace qudoku::vision::training
