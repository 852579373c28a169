#pragma once
// A variant puzzle as a document: what an f-puzzles file (or link, or a jigsaw text) holds, in the
// shape the app draws and saves and the solvers take. The rules (size, regions, extra houses,
// constraints: rules.h) and the givens are what is solved; the rest is carried along: the cells'
// starting candidates, the title, author and rules text, the drawing-only items (lines, shapes, text
// and cages that carry no rule), and every key of the source document Qudoku does not read, so that
// writing the document back loses nothing (qudoku/fpuzzles.h says how).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "qudoku/grid.h"
#include "qudoku/rules.h"

namespace qudoku {

// A cell of the board, 0-based, which may lie one cell outside the grid (row or column -1 or N):
// f-puzzles puts clues and text there ("R0C3" is above the grid).
struct BoardCell {
    int row = 0;
    int col = 0;

    friend bool operator==(const BoardCell&, const BoardCell&) = default;
};

// f-puzzles' drawing tools: items that are drawn and never solved with.
enum class DrawingKind : std::uint8_t {
    Line,      // "line": polylines through cell centres
    Text,      // "text": a text in a cell
    Rectangle, // "rectangle": a rectangle (a square turned 45° is a diamond) over cells
    Circle,    // "circle": a circle or ellipse over cells
    Cage,      // "cage": a dashed outline around cells, with an optional label (no sum rule)
};

struct Drawing {
    DrawingKind kind = DrawingKind::Line;
    std::vector<std::vector<BoardCell>> cells; // Line: one group per line; the others: one group
    std::string text;                          // "value": the text, a cage's label, a shape's text
    std::string outline;                       // "outlineC": a colour "#RRGGBB" or "#RRGGBBAA", or ""
    std::string fill;                          // "baseC"
    std::string font;                          // "fontC"
    // Sizes in cells (f-puzzles' numbers): a line's or shape's "width", a shape's "height", the
    // "angle" in degrees, a text's "size" (font size relative to a cell).
    std::optional<double> width, height, angle, fontSize;
    std::string extra; // the item's other fields as a JSON object ("{\"fromConstraint\":...}"), or ""

    friend bool operator==(const Drawing&, const Drawing&) = default;
};

// A top-level key of the document the puzzle was read from, in the document's order. `source` is
// its value as it was written there (JSON text). For a key Qudoku reads, `sourceData` is how the
// writer spells what was read from it; the writer writes `source` back unchanged as long as the data
// still spells the same (so an unchanged puzzle round-trips byte for byte, fields Qudoku does not
// read included), and spells the data anew once it changed. A key Qudoku does not read has an
// empty `sourceData` and is written back as it came, in its place.
struct DocumentKey {
    std::string name;
    std::string source;
    std::string sourceData;

    friend bool operator==(const DocumentKey&, const DocumentKey&) = default;
};

struct VariantPuzzle {
    Rules rules;
    Grid givens;   // made with the rules' grid shape (rules.h: 1 × N for sizes without boxes)
    Grid entered;  // digits in the source that are not givens (a solver's progress), 0 elsewhere
    std::vector<std::uint32_t> givenMarks; // per cell: the starting candidates (bit v-1), 0 = all
    std::string title;
    std::string author;
    std::string rulesText; // f-puzzles "ruleset"
    std::vector<Drawing> drawings;
    std::vector<DocumentKey> documentKeys; // the source's keys in order; empty for a new puzzle

    // An empty puzzle of `rules` (grids of its shape, no marks, no text, no drawings).
    static VariantPuzzle blank(Rules rules);

    friend bool operator==(const VariantPuzzle&, const VariantPuzzle&) = default;
};

} // namespace qudoku
