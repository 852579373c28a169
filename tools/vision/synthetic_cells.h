#pragma once
// Cells drawn from fonts (tools/vision/train_digits): a digit in one of many typefaces, placed and
// degraded as photos and screenshots place and degrade them, or an empty cell with the junk that gets
// past cropCell (line remains, specks, pencil marks, letters) for the classifier's "not a digit".
//
// The fonts are Debian 12's (docs/vision.md): fonts-dejavu-core (DejaVu Sans, DejaVu Sans Mono),
// fonts-urw-base35 (Nimbus Sans/Roman/Mono, URW Gothic/Bookman, C059, P052...), fonts-liberation2
// (Liberation Sans/Serif/Mono), fonts-freefont-ttf (FreeSans/Serif/Mono), fonts-noto-cjk (Noto Sans/Serif
// CJK). DejaVu Serif is left out on purpose: tests/vision/tst_digits.cpp reads digits in it, a font the
// classifier never saw.

#include "augment.h"

#include <QFont>
#include <QStringList>

#include <vector>

namespace qudoku::vision::training {

// Every face (family × style) of the training families installed here, sorted (reproducible).
std::vector<QFont> trainingFonts();

// The families used for training; a missing one is reported by train_digits.
QStringList trainingFamilies();

// The name `family` has in QFontDatabase here ("C059" can be "C059 [urw]"), or empty: not installed.
QString installedFamily(const QString& family);

// A grey kCellSide × kCellSide cell with `digit` (1–9) in `font`, degraded at random.
cv::Mat digitCell(const QFont& font, int digit, Random& random);

// A grey cell with no digit: paper, grid-line remains, specks, and sometimes small pencil marks or a
// letter in `font`.
cv::Mat junkCell(const QFont& font, Random& random);

} // namespace qudoku::vision::training
