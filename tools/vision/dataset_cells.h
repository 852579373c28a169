#pragma once
// The cells of Baptiste Wicht's sudoku_dataset (github wichtounet/sudoku_dataset, CC BY 4.0): each
// photo of a split (datasets/<split>.desc) warped with the grid's corners from outlines_sorted.csv to
// 9 × kCellSide pixels, normalised (normalisePaper), cut into 81 cells and labelled from its .dat.

#include <opencv2/core.hpp>

#include <QStringList>

#include <vector>

namespace qudoku::vision::training {

struct LabelledCell {
    cv::Mat grey;   // kCellSide × kCellSide, CV_8UC1
    int digit = 0;  // 0: empty
    int photo = 0;  // index of the photo in the split
};

// The photos listed in `root`/datasets/`split`.desc, in the file's order. Throws std::runtime_error
// with a readable message when a file is missing or malformed.
std::vector<LabelledCell> datasetCells(const QString& root, const QString& split, QStringList* photos);

// Whether a photo's outline fits its labels: cropCell finds a glyph in at most kMaxMisfits of the cells
// the labels say are empty. A few of the dataset's outlines are off by a cell or more (the grid and the
// outline disagree, so digits land in empty cells); their cells would teach the classifier wrong
// labels, so train_digits leaves such photos out of its training and held-out data (and says which).
// Only empty cells count: faint photos, where cropCell misses digits, are kept (and counted). Uses
// only cropCell, never the classifier.
inline constexpr int kMaxMisfits = 8;
bool outlineFitsLabels(const std::vector<LabelledCell>& cells, int photo);

// Local normalisation, dark ink on light paper: each pixel divided by its neighbourhood's paper level
// (a 9 × 9 grey closing, which removes strokes thinner than 9 px, then a 15 × 15 box blur), so uneven
// light and grey newsprint become paper at 255 with the ink keeping its contrast.
cv::Mat normalisePaper(const cv::Mat& grey);

} // namespace qudoku::vision::training
