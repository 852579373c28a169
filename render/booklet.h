#pragma once
// Booklets for puzzle authors: many puzzles laid out on A4 or Letter pages, 1, 2, 4 or 6 to a page,
// each under its heading (number and rating), and optionally their solutions on the last pages.
// The same layout prints the app's current puzzle (one to a page) through a QPrinter.
//
// Slots: 1 = the page; 2 = two rows; 4 = 2 × 2; 6 = 2 columns × 3 rows. Each slot holds a heading
// line and the largest square grid that fits under it. Page numbers ("3 / 8") at the foot.

#include <QPageSize>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

#include "qudoku/result.h"
#include "render/grid_picture.h"
#include "render/write_error.h"

class QPagedPaintDevice;

namespace qudoku::render {

struct BookletPuzzle {
    GridPicture puzzle;              // what the solver sees: givens (and, for a print, any entries)
    std::optional<Grid> solution;    // shown on the solution pages when the options ask for them
    QString heading;                 // above the puzzle, e.g. "12   Hard · ER 4.2"
    QString solutionHeading;         // above its solution, e.g. "12"
};

struct BookletOptions {
    int perPage = 1;            // 1, 2, 4 or 6 puzzles a page
    bool solutions = false;     // solutions after the puzzles
    int solutionsPerPage = 6;   // 1, 2, 4 or 6
    QString solutionsTitle;     // at the top of the first solution page (the caller's words), or empty
    QPageSize::PageSizeId paper = QPageSize::A4;
};

// Whether `perPage` is a layout the booklet has (1, 2, 4, 6).
bool isPerPageSupported(int perPage);

// The pages the booklet takes.
int bookletPageCount(int puzzles, const BookletOptions& options);

// Lays the booklet out on `device` (a QPdfWriter or a QPrinter, already set up with its page size);
// returns the number of pages. `progress(done, total)` is called after each page; when it returns
// false the rest is left out (cancelled) and the pages so far are returned.
int paintBooklet(QPagedPaintDevice& device, const std::vector<BookletPuzzle>& puzzles, const BookletOptions& options,
                 const std::function<bool(int, int)>& progress = {});

// Each item on a page of its own under its heading (a print of the board: the puzzle, then its
// solution): the booklet's pages for pictures already made.
std::vector<BookletPuzzle> onePerPage(const std::vector<Captioned>& items);

// The booklet as a PDF file at `path` (written whole or not at all: an existing file is replaced only
// once the new one is complete). Returns the page count.
Result<int, WriteError> writeBookletPdf(const QString& path, const std::vector<BookletPuzzle>& puzzles,
                                        const BookletOptions& options);

} // namespace qudoku::render
