// train_digits: trains the digit classifier (vision/src/digitclassifier.h) and writes its weights as
// vision/src/digitweights.cpp. Reproducible: the same seed, fonts and dataset give the same file.
//
//   train_digits --dataset /path/to/sudoku_dataset --out vision/src/digitweights.cpp [--seed 32]
//   train_digits --dataset /path/to/sudoku_dataset --evaluate v2_test   (the compiled-in weights)
//
// Data: digits 1–9 drawn in every face of the fonts in synthetic_cells.h, degraded (augment.h); junk
// cells (line remains, specks, pencil marks, letters) for "not a digit"; and the cells of the TRAINING
// split of Baptiste Wicht's sudoku_dataset (datasets/v2_train.desc, CC BY 4.0), 20% of its photos held
// out. Every cell goes through cropCell, exactly as the reader's do. The test split (v2_test) and wip/
// are never trained or tuned on: --evaluate only prints figures.

#include "dataset_cells.h"
#include "mlp.h"
#include "synthetic_cells.h"

#include "cellcrop.h"
#include "digitclassifier.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QImage>

#include <algorithm>
#include <array>
#include <cstdio>
#include <exception>
#include <numeric>

using namespace qudoku::vision;
using namespace qudoku::vision::training;

namespace {

LabelledSample toSample(const CellCrop& crop, int label) {
    LabelledSample s;
    std::copy(crop.begin(), crop.end(), s.input.begin());
    s.label = label;
    return s;
}

// A cell's reading as the reader makes it: cropCell, then the classifier's argmax (0: empty) and its
// probability (1 for a cell cropCell finds empty).
template <typename Classify>
std::pair<int, float> readCell(const cv::Mat& grey, Classify classify) {
    const std::optional<CellCrop> crop = cropCell(grey);
    return crop ? classify(*crop) : std::pair<int, float>{0, 1.0f};
}

struct CellFigures {
    int cells = 0, right = 0, digitsMissed = 0, emptiesAsDigit = 0, digitsMisread = 0;
    int photos = 0, photosRight = 0;
    int wrongButSure = 0, rightButDoubtful = 0; // the reader's suspect line: probability 0.9
    void print(const char* what) const {
        std::printf(
            "%s: %d photos, %d cells: %.2f%% right (%d wrong: %d digits read as empty, %d empty cells read as"
            " digits, %d digits misread); photos fully right %d/%d (%.1f%%)\n",
            what, photos, cells, 100.0 * right / std::max(1, cells), cells - right, digitsMissed,
            emptiesAsDigit, digitsMisread, photosRight, photos, 100.0 * photosRight / std::max(1, photos));
        std::printf(
            "  at the reader's suspect line (p < 0.9): %d of the %d wrong cells are not doubtful, %d of the %d "
            "right cells are\n",
            wrongButSure, cells - right, rightButDoubtful, right);
    }
};

template <typename Classify>
CellFigures measure(const std::vector<LabelledCell>& cells, const std::vector<bool>& photoSelected,
                    Classify classify, bool verbose) {
    CellFigures f;
    std::vector<int> wrongPerPhoto(photoSelected.size(), 0);
    for (const LabelledCell& c : cells) {
        if (!photoSelected[static_cast<std::size_t>(c.photo)]) continue;
        const auto [read, probability] = readCell(c.grey, classify);
        ++f.cells;
        if (read == c.digit) {
            ++f.right;
            f.rightButDoubtful += probability < 0.9f;
            continue;
        }
        f.wrongButSure += probability >= 0.9f;
        ++wrongPerPhoto[static_cast<std::size_t>(c.photo)];
        if (c.digit == 0)
            ++f.emptiesAsDigit;
        else if (read == 0)
            ++f.digitsMissed;
        else
            ++f.digitsMisread;
        if (verbose) {
            std::printf("  photo %d: %d read as %d\n", c.photo, c.digit, read);
            // The wrong cells as pictures, to look at (train_digits-wrong-*.png in the working folder).
            QImage(c.grey.data, c.grey.cols, c.grey.rows, static_cast<qsizetype>(c.grey.step),
                   QImage::Format_Grayscale8)
                .save(QStringLiteral("train_digits-wrong-%1-%2-%3-as-%4.png")
                          .arg(c.photo)
                          .arg(f.cells)
                          .arg(c.digit)
                          .arg(read));
        }
    }
    for (std::size_t p = 0; p < photoSelected.size(); ++p)
        if (photoSelected[p]) {
            ++f.photos;
            f.photosRight += wrongPerPhoto[p] == 0;
        }
    return f;
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Trains Qudoku's digit classifier (docs/vision.md)."));
    parser.addHelpOption();
    const QCommandLineOption datasetOption(QStringLiteral("dataset"),
                                           QStringLiteral("sudoku_dataset's folder."), QStringLiteral("dir"));
    const QCommandLineOption outOption(
        QStringLiteral("out"), QStringLiteral("Where to write digitweights.cpp."), QStringLiteral("file"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("Random seed (default 32)."),
                                        QStringLiteral("n"), QStringLiteral("32"));
    const QCommandLineOption variantsOption(QStringLiteral("variants"),
                                            QStringLiteral("Drawings per face and digit (default 40)."),
                                            QStringLiteral("n"), QStringLiteral("40"));
    const QCommandLineOption epochsOption(QStringLiteral("epochs"), QStringLiteral("Epochs (default 20)."),
                                          QStringLiteral("n"), QStringLiteral("20"));
    const QCommandLineOption evaluateOption(
        QStringLiteral("evaluate"),
        QStringLiteral("Only print the compiled-in classifier's figures on a split "
                       "(e.g. v2_test)."),
        QStringLiteral("split"));
    const QCommandLineOption foldOption(
        QStringLiteral("fold"),
        QStringLiteral("Which fifth of the v2_train photos to hold out, 0-4 (default 0, the shipped weights' "
                       "split); each held-out photo is listed as \"held out: NAME\"."),
        QStringLiteral("k"), QStringLiteral("0"));
    const QCommandLineOption verboseOption(QStringLiteral("verbose"), QStringLiteral("List every wrong cell."));
    parser.addOptions({datasetOption, outOption, seedOption, variantsOption, epochsOption, foldOption, evaluateOption,
                       verboseOption});
    parser.process(app);
    const bool verbose = parser.isSet(verboseOption);

    try {
        if (parser.isSet(evaluateOption)) {
            if (!parser.isSet(datasetOption)) throw std::runtime_error("--evaluate needs --dataset");
            QStringList names;
            const auto cells = datasetCells(parser.value(datasetOption), parser.value(evaluateOption), &names);
            const int photos = static_cast<int>(names.size());
            const CellFigures f = measure(
                cells, std::vector<bool>(static_cast<std::size_t>(photos), true),
                [](const CellCrop& c) {
                    const DigitProbabilities p = classifyDigit(c);
                    const auto best = std::max_element(p.begin(), p.end());
                    return std::pair<int, float>{static_cast<int>(best - p.begin()), *best};
                },
                verbose);
            f.print(qPrintable(parser.value(evaluateOption) + QStringLiteral(" (outlines from the dataset)")));
            // The same without the photos whose outline does not fit their labels (dataset_cells.h).
            std::vector<bool> fitting(static_cast<std::size_t>(photos), true);
            for (int p = 0; p < photos; ++p) {
                fitting[static_cast<std::size_t>(p)] = outlineFitsLabels(cells, p);
                if (!fitting[static_cast<std::size_t>(p)])
                    std::printf("  %s: the outline does not fit the labels\n", qPrintable(names[p]));
            }
            measure(
                cells, fitting,
                [](const CellCrop& c) {
                    const DigitProbabilities p = classifyDigit(c);
                    const auto best = std::max_element(p.begin(), p.end());
                    return std::pair<int, float>{static_cast<int>(best - p.begin()), *best};
                },
                false)
                .print(qPrintable(parser.value(evaluateOption) +
                                  QStringLiteral(", photos whose outline fits their labels")));
            return 0;
        }
        if (!parser.isSet(outOption)) throw std::runtime_error("--out is needed (or --evaluate)");
        const unsigned seed = parser.value(seedOption).toUInt();
        const int variants = parser.value(variantsOption).toInt();
        const int epochs = parser.value(epochsOption).toInt();
        Random random(seed);

        const std::vector<QFont> fonts = trainingFonts();
        std::printf("%zu font faces\n", fonts.size());
        for (const QString& family : trainingFamilies())
            if (installedFamily(family).isEmpty())
                std::printf("  missing family (install its Debian package): %s\n", qPrintable(family));

        std::vector<LabelledSample> train, holdout;
        int digitsDrawn = 0, digitsMissed = 0, junkDrawn = 0, junkAccepted = 0;
        for (const QFont& font : fonts) {
            for (int d = 1; d <= 9; ++d)
                for (int v = 0; v < variants; ++v) {
                    const bool held = chance(random, 0.1);
                    const cv::Mat cell = digitCell(font, d, random);
                    ++digitsDrawn;
                    const auto crop = cropCell(cell);
                    if (!crop) {
                        if (verbose && digitsMissed < 60)
                            QImage(cell.data, cell.cols, cell.rows, static_cast<qsizetype>(cell.step),
                                   QImage::Format_Grayscale8)
                                .save(QStringLiteral("train_digits-missed-%1-%2.png")
                                          .arg(digitsMissed, 3, 10, QLatin1Char('0'))
                                          .arg(d));
                        ++digitsMissed;
                        continue;
                    }
                    (held ? holdout : train).push_back(toSample(*crop, d));
                }
            for (int v = 0; v < variants * 2; ++v) {
                const bool held = chance(random, 0.1);
                const cv::Mat cell = junkCell(font, random);
                ++junkDrawn;
                if (const auto crop = cropCell(cell)) {
                    ++junkAccepted;
                    (held ? holdout : train).push_back(toSample(*crop, 0));
                }
            }
        }
        std::printf("synthetic: %d digits drawn, %d (%.2f%%) not found by cropCell; %d junk cells, %d (%.1f%%) "
                    "passed cropCell (class 0)\n",
                    digitsDrawn, digitsMissed, 100.0 * digitsMissed / std::max(1, digitsDrawn), junkDrawn,
                    junkAccepted, 100.0 * junkAccepted / std::max(1, junkDrawn));

        std::vector<LabelledCell> datasetHoldout;
        std::vector<bool> heldPhotos;
        if (parser.isSet(datasetOption)) {
            QStringList names;
            const auto cells = datasetCells(parser.value(datasetOption), QStringLiteral("v2_train"), &names);
            const int photos = static_cast<int>(names.size());
            // 20% of the photos (not cells: a photo's cells share light, print and font) held out.
            std::vector<int> order(static_cast<std::size_t>(photos));
            std::iota(order.begin(), order.end(), 0);
            // Its own random stream: the split stays the same when the synthetic data changes.
            Random splitRandom(seed + 1);
            std::shuffle(order.begin(), order.end(), splitRandom);
            heldPhotos.assign(static_cast<std::size_t>(photos), false);
            // Fold k: the k-th fifth of the shuffled order (fold 0, the first fifth, as before folds).
            const int fold = std::clamp(parser.value(foldOption).toInt(), 0, 4);
            for (int i = fold * (photos / 5); i < (fold + 1) * (photos / 5); ++i)
                heldPhotos[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])] = true;
            std::vector<bool> fits(static_cast<std::size_t>(photos));
            for (int p = 0; p < photos; ++p) {
                fits[static_cast<std::size_t>(p)] = outlineFitsLabels(cells, p);
                if (!fits[static_cast<std::size_t>(p)]) {
                    std::printf("  %s (v2_train): the outline does not fit the labels, left out\n",
                                qPrintable(names[p]));
                    heldPhotos[static_cast<std::size_t>(p)] = false;
                }
            }
            for (int p = 0; p < photos; ++p)
                if (heldPhotos[static_cast<std::size_t>(p)]) std::printf("held out: %s\n", qPrintable(names[p]));
            int added = 0;
            for (const LabelledCell& c : cells) {
                if (heldPhotos[static_cast<std::size_t>(c.photo)] || !fits[static_cast<std::size_t>(c.photo)])
                    continue;
                // Each cell as cut, and jittered copies (a reader's warp is never exactly the dataset's).
                const int copies = c.digit ? 4 : 2;
                for (int k = 0; k < copies; ++k) {
                    const cv::Mat grey = k == 0 ? c.grey : jitterCell(c.grey, random);
                    if (const auto crop = cropCell(grey)) {
                        train.push_back(toSample(*crop, c.digit));
                        ++added;
                    }
                }
            }
            std::printf(
                "sudoku_dataset v2_train: %d photos (%d held out), %d training samples from its cells\n",
                photos, static_cast<int>(std::count(heldPhotos.begin(), heldPhotos.end(), true)), added);
        }

        std::array<int, 10> perClass{};
        for (const LabelledSample& s : train) ++perClass[static_cast<std::size_t>(s.label)];
        std::printf("training samples per class 0-9:");
        for (int n : perClass) std::printf(" %d", n);
        std::printf("\n");
        std::printf("training on %zu samples, %zu held out; %d epochs, seed %u\n", train.size(), holdout.size(),
                    epochs, seed);
        std::fflush(stdout);
        Mlp network(random);
        network.train(train, epochs, 0.02f, random);
        network.quantise();

        int right = 0;
        std::array<std::array<int, 10>, 10> confusion{};
        for (const LabelledSample& s : holdout) {
            const int read = network.predict(s.input).first;
            right += read == s.label;
            ++confusion[static_cast<std::size_t>(s.label)][static_cast<std::size_t>(read)];
        }
        std::printf("held-out synthetic confusion (row: truth 0-9, column: read 0-9):\n");
        for (const auto& row : confusion) {
            for (int v : row) std::printf(" %5d", v);
            std::printf("\n");
        }
        std::printf("held-out synthetic crops (int8 network): %.3f%% right (%zu)\n",
                    100.0 * right / static_cast<double>(std::max<std::size_t>(1, holdout.size())),
                    holdout.size());
        if (!heldPhotos.empty()) {
            // Re-read the held-out photos' cells (none of them trained on).
            const auto cells = datasetCells(parser.value(datasetOption), QStringLiteral("v2_train"), nullptr);
            const CellFigures f = measure(
                cells, heldPhotos,
                [&](const CellCrop& c) {
                    Sample s;
                    std::copy(c.begin(), c.end(), s.begin());
                    return network.predict(s);
                },
                verbose);
            f.print("held-out v2_train photos");
        }

        const std::string provenance = "// train_digits --seed " + std::to_string(seed) + " --variants " +
                                       std::to_string(variants) + " --epochs " + std::to_string(epochs) +
                                       (parser.isSet(datasetOption) ? " --dataset <sudoku_dataset>" : "") +
                                       "; " + std::to_string(fonts.size()) + " font faces, " +
                                       std::to_string(train.size()) + " training samples.";
        QFile out(parser.value(outOption));
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
            throw std::runtime_error("cannot write " + parser.value(outOption).toStdString());
        out.write(QByteArray::fromStdString(network.source(provenance)));
        std::printf("wrote %s\n", qPrintable(parser.value(outOption)));
    } catch (const std::exception& e) {
        std::fprintf(stderr, "train_digits: %s\n", e.what());
        return 1;
    }
    return 0;
}
