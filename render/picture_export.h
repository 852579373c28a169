#pragma once
// The current puzzle as a file: PNG, SVG or PDF, optionally with its pencil marks and its solution
// beside it (PNG, SVG) or on a second page (PDF). Symbols stay text in SVG and PDF.

#include <QString>

#include <vector>

#include "qudoku/result.h"
#include "render/grid_picture.h"
#include "render/write_error.h"

namespace qudoku::render {

enum class PictureFormat { Png, Svg, Pdf };

// The format a file name asks for by its extension (".png", ".svg", ".pdf", any case), if any.
std::optional<PictureFormat> pictureFormatFor(const QString& path);

// Writes `items` (one to three grids, each with its heading) side by side as an image, or as a PDF
// with one A4 page per item. `cellPixels` sets an image's scale (PNG pixels, SVG units per cell).
// Written whole or not at all, like the booklet.
Result<int, WriteError> writePicture(const QString& path, PictureFormat format, const std::vector<Captioned>& items,
                                     int cellPixels = 48);

} // namespace qudoku::render
