#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora (tests/fuzz/corpus/<target>/) from tests/data.

Run by hand from anywhere (python3 tests/fuzz/make_corpus.py) after changing an input layout of a
target or the data it takes seeds from; the corpora it writes are committed, so building and fuzzing
need no Python. Each seed is a small file; tests/fuzz/README.md says where each group comes from.
The layouts of the binary inputs (solve, generate) are described at the top of fuzz_<target>.cpp.
"""

import json
import re
import shutil
import struct
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
CORPUS = HERE / "corpus"

FORMATS = ["block", "line", "letters", "grid", "ss", "sdk", "sdm", "pencilmarks", "candidates729"]
DETECT = 0x0F
# fuzz_reader's file names (kFileNames): index -> the hint they give
HINT_NAME = {"ss": 2, "sdk": 3, "sdm": 4}
READ_ONE = 0x80


def text(path):
    return (DATA / path).read_bytes()


def data_lines(path):
    """The content lines of a tests/data table (comments and blank lines left out)."""
    return [l for l in (DATA / path).read_text().splitlines() if l and not l.startswith("#")]


def write(target, name, content):
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(content)


# --- fuzz_reader: one byte (format | hint << 4 | readOne), then the text ------------------------

def reader_byte(fmt=None, hint=None, one=False):
    b = DETECT if fmt is None else FORMATS.index(fmt)
    if hint is not None:
        b |= HINT_NAME[hint] << 4
    return bytes([b | (READ_ONE if one else 0)])


def reader_corpus():
    # the exchange formats' samples, detected, with their extension's hint, and given
    for name, hint in [("sudocue.sdk", "sdk"), ("sadman.sdk", "sdk"), ("simple.ss", "ss"), ("old_style.ss", "ss"),
                       ("framed.ss", "ss"), ("collection.sdm", "sdm"), ("forum_position.txt", None),
                       ("hodoku_markup.txt", None), ("forum_position.729.txt", None)]:
        content = text("formats/" + name)
        write("reader", "formats-" + name, reader_byte() + content)
        if hint:
            write("reader", "formats-" + name + "-hinted", reader_byte(hint=hint) + content)
    write("reader", "formats-collection.sdm-as-sdm", reader_byte("sdm") + text("formats/collection.sdm"))
    # the CLI's samples: every contest format, sizes from 4×4 to 16×16, and each kind of error
    for name in ["poj2676_block.txt", "poj3074_line.txt", "poj3076_letters.txt", "poj3076_two_cases.txt",
                 "pe96_grid.txt", "spaced_grid.txt", "compact_grid_untitled.txt", "mixed_batch.txt", "conflicts.txt",
                 "counts.txt", "bad_symbol_16x16.txt", "short_row.txt", "long_row.txt", "too_few_rows.txt",
                 "bad_case_count.txt", "case_count_fewer.txt", "case_count_more.txt", "unknown_size.txt",
                 "value_out_of_range.txt", "line_length.txt", "bad_symbol_letters.txt", "bad_ss.ss", "bad_sdk.sdk",
                 "hello_world.txt", "names.csv", "prose.txt", "one_bad_character.txt"]:
        write("reader", "cli-" + name, reader_byte() + text("cli/" + name))
    write("reader", "cli-poj3076_letters.txt-as-letters", reader_byte("letters") + text("cli/poj3076_letters.txt"))
    write("reader", "cli-spaced_grid.txt-read-one", reader_byte(one=True) + text("cli/spaced_grid.txt"))
    # one puzzle line of each size, from the shared solver table
    table = [l.split("|") for l in data_lines("solver_table.txt")]
    lines = {}
    for row in table:
        lines.setdefault(len(row[1]), row[1])
    write("reader", "solver-table-lines",
          reader_byte("line") + "\n".join(lines[k] for k in sorted(lines) if k).encode() + b"\nend\n")
    # a 16×16 grid spaced with numbers ("10".."16"), and the same in hex with '0' as a value
    sixteen = next(row[1] for row in table if row[0] == "alspv-16x16-easy")
    def value(c):
        return 0 if c == "." else int(c) if c.isdigit() else ord(c) - ord("A") + 10
    rows = [[value(c) for c in sixteen[r * 16:(r + 1) * 16]] for r in range(16)]
    decimal = "\n".join(" ".join(str(v) if v else "." for v in row) for row in rows) + "\n"
    write("reader", "grid-16x16-decimal", reader_byte("grid") + decimal.encode())
    hexrows = "\n".join("".join("0123456789ABCDEF"[v - 1] if v else "." for v in row) for row in rows) + "\n"
    write("reader", "grid-16x16-hex", reader_byte() + hexrows.encode())
    # titled grids and a Windows file
    write("reader", "grid-titled-crlf", reader_byte() + text("cli/pe96_grid.txt").replace(b"\n", b"\r\n"))


# --- fuzz_pencilmarks: one byte (0 pencilmarks, 1 candidates729), then the text -----------------

def pencilmark_grids(path):
    """The pencil-mark grids of a tests/data/logic positions file, as text."""
    grids, current = [], []
    for line in (DATA / path).read_text().splitlines():
        if line.startswith(("+", ".", "|", "*")) and re.search(r"[|+-]", line) and not re.match(r"^[.1-9]{81}$", line):
            current.append(line)
        elif current:
            grids.append("\n".join(current) + "\n")
            current = []
    if current:
        grids.append("\n".join(current) + "\n")
    return grids


def tokens_of(grid_text):
    return re.findall(r"\+?\d+", grid_text)


def as_729(grid_text):
    out = []
    for token in tokens_of(grid_text):
        digits = {int(c) for c in token.lstrip("+")}
        out.append("".join(str(k) if k in digits else "." for k in range(1, 10)))
    return "".join(out) + "\n"


def pencilmarks_corpus():
    for name in ["forum_position.txt", "hodoku_markup.txt"]:
        write("pencilmarks", "formats-" + name, b"\x00" + text("formats/" + name))
    write("pencilmarks", "formats-forum_position.729.txt", b"\x01" + text("formats/forum_position.729.txt"))
    for name in ["bad_pencilmarks.txt", "short_pencilmarks.txt"]:
        write("pencilmarks", "cli-" + name, b"\x00" + text("cli/" + name))
    for name in ["bad_candidates.txt", "empty_cell_candidates.txt", "short_candidates.txt"]:
        write("pencilmarks", "cli-" + name, b"\x01" + text("cli/" + name))
    for path, count in [("logic/uniqueness_positions.txt", 3), ("logic/fish_colouring_positions.txt", 2),
                        ("logic/advanced_positions.txt", 3), ("logic/als_positions.txt", 2)]:
        stem = Path(path).stem
        for i, grid in enumerate(pencilmark_grids(path)[:count], 1):
            if len(tokens_of(grid)) != 81:
                continue
            write("pencilmarks", f"{stem}-{i}", b"\x00" + grid.encode())
            write("pencilmarks", f"{stem}-{i}.729", b"\x01" + as_729(grid).encode())
    # 4×4 and 6×6 positions: the solver table's unique puzzles, each empty cell with every value
    table = {row.split("|")[0]: row.split("|")[1] for row in data_lines("solver_table.txt")}
    for key in ["unique-4x4", "unique-6x6"]:
        puzzle = table[key]
        n = {16: 4, 36: 6}[len(puzzle)]
        cells = [c if c != "." else "".join(str(v) for v in range(1, n + 1)) for c in puzzle]
        rows = "\n".join(" ".join(cells[r * n:(r + 1) * n]) for r in range(n)) + "\n"
        write("pencilmarks", key + "-position", b"\x00" + rows.encode())
        string = "".join((str(k) if (c == "." or int(c) == k) else ".") for c in puzzle for k in range(1, n + 1))
        write("pencilmarks", key + "-position.729", b"\x01" + (string + "\n").encode())


# --- fuzz_savefile: the file's bytes -----------------------------------------------------------

def save(size, box, alphabet, mode, givens, digits, marks, elapsed=0, hints=None, by_computer=None, extra=None,
         indent=4):
    doc = {"format": "qudoku-save", "version": 1, "size": size, "boxRows": box[0], "boxCols": box[1],
           "alphabet": alphabet, "mode": mode, "elapsedMs": elapsed,
           "givens": [givens[r * size:(r + 1) * size] for r in range(size)],
           "digits": [digits[r * size:(r + 1) * size] for r in range(size)],
           "pencilMarks": [{"row": r, "col": c, "marks": m} for (r, c, m) in marks]}
    if hints is not None:
        doc["hintsUsed"] = hints
    if by_computer is not None:
        doc["solvedByComputer"] = by_computer
    if extra:
        doc.update(extra)
    return (json.dumps(doc, indent=indent) + "\n").encode()


def values_of(line):
    return [0 if c in ".0" else int(c) if c.isdigit() else ord(c) - ord("A") + 10 for c in line]


VALUE_CHARS = "123456789abcdefghijklmnop"


def code(given=0, digit=0, centre=(), corner=(), colours=(), candidate_colours=(), computer=0):
    """A cell code (ui/game/cellcode.h): G/D/S value (given, the player's, the computer's), C centre
    marks, K corner marks in order, P colours, Q value-colour pairs."""
    out = ""
    if given:
        out += "G" + VALUE_CHARS[given - 1]
    if digit:
        out += "D" + VALUE_CHARS[digit - 1]
    if computer:
        out += "S" + VALUE_CHARS[computer - 1]
    if centre:
        out += "C" + "".join(VALUE_CHARS[v - 1] for v in sorted(centre))
    if corner:
        out += "K" + "".join(VALUE_CHARS[v - 1] for v in corner)
    if colours:
        out += "P" + "".join(str(c) for c in sorted(colours))
    if candidate_colours:
        out += "Q" + "".join(VALUE_CHARS[v - 1] + str(c) for v, c in sorted(candidate_colours))
    return out


def savefile_version2_corpus(givens):
    """Version 2 (docs/save-format.md): every layer, an undo history that leads to the position (its last
    two moves, the mode changed and back, undone), a checkpoint; and the same as an autosave with a
    record after it and a last record cut short (kill -9 mid-write)."""
    def move(text, changes, mode=None):
        m = {"text": text, "changes": changes}
        if mode:
            m["mode"] = mode
        return m

    history = [move("4 in r1c1", ["r1c1:>D4"]),
               move("Corner mark 7 in r1c2", ["r1c2:>K7"]),
               move("Corner mark 2 in r1c2", ["r1c2:K7>K72"]),
               move("Colour 3 on r1c3", ["r1c3:G3>G3P3"]),
               move("Pencil mark 1 in r1c4", ["r1c4:>C1"]),
               move("Colour of candidate 1 in r1c4", ["r1c4:C1>C1Q15"]),
               move("Edit givens", [], "play>enter"),
               move("Start playing", [], "enter>play")]
    after_three = [code(given=g) for g in givens]
    after_three[0] = code(digit=4)
    after_three[1] = code(corner=(7, 2))
    checkpoint = {"elapsedMs": 500, "moves": 3, "cells": [after_three[r * 9:(r + 1) * 9] for r in range(9)]}
    digits = [4] + [0] * 80
    doc = json.loads(save(9, (3, 3), "digits", "play", givens, digits, [(1, 4, [1])], elapsed=900, hints=1,
                          by_computer=False))
    doc["version"] = 2
    doc["cornerMarks"] = [{"row": 1, "col": 2, "marks": [7, 2]}]
    doc["colours"] = [{"row": 1, "col": 3, "colours": [3]}]
    doc["candidateColours"] = [{"row": 1, "col": 4, "value": 1, "colour": 5}]
    doc["history"] = history
    doc["historyIndex"] = 6
    doc["checkpoints"] = [checkpoint]
    write("savefile", "9x9-version2", (json.dumps(doc, indent=4) + "\n").encode())
    doc["autosave"] = {"file": "", "title": "Puzzle 9H-4KZ7QP2M", "saved": False, "code": "9H-4KZ7QP2M"}
    first = json.dumps(doc, separators=(",", ":"))
    record = json.dumps({"keep": 6, "moves": [move("5 in r1c6", ["r1c6:>D5"])], "index": 7, "elapsedMs": 1200,
                         "hintsUsed": 1, "solvedByComputer": False}, separators=(",", ":"))
    undo = json.dumps({"index": 6, "elapsedMs": 1300, "hintsUsed": 1, "solvedByComputer": False,
                       "checkpoints": [checkpoint, checkpoint]}, separators=(",", ":"))
    write("savefile", "9x9-autosave-records", (first + "\n" + record + "\n" + undo + "\n" + '{"keep":7,"mo').encode())


def savefile_version2_letters_corpus(givens):
    """Version 2 on a 16×16 grid: values past 9 in the cell codes (a-p), a digit the computer revealed
    (S, with "computerDigits"), corner marks 10 then 16, centre marks with a candidate coloured, a
    checkpoint, and a redo part (the last move, colours, undone); compact, as the autosave writes it."""
    n = 16
    empty = [i for i, g in enumerate(givens) if not g][:3]
    rc = [(i // n + 1, i % n + 1) for i in empty]
    name = ["r%dc%d" % cell for cell in rc]
    history = [{"text": "Reveal " + name[0], "changes": [name[0] + ":>" + code(computer=10)]},
               {"text": "Corner mark 10 in " + name[1], "changes": [name[1] + ":>" + code(corner=(10,))]},
               {"text": "Corner mark 16 in " + name[1],
                "changes": [name[1] + ":" + code(corner=(10,)) + ">" + code(corner=(10, 16))]},
               {"text": "Pencil marks in " + name[2], "changes": [name[2] + ":>" + code(centre=(11, 15))]},
               {"text": "Colour of candidate 11 in " + name[2],
                "changes": [name[2] + ":" + code(centre=(11, 15)) + ">" + code(centre=(11, 15), candidate_colours=((11, 9),))]},
               {"text": "Colours 1 and 2 on " + name[1],
                "changes": [name[1] + ":" + code(corner=(10, 16)) + ">" + code(corner=(10, 16), colours=(1, 2))]}]
    after_two = [code(given=g) for g in givens]
    after_two[empty[0]] = code(computer=10)
    after_two[empty[1]] = code(corner=(10,))
    checkpoint = {"elapsedMs": 61000, "moves": 2, "cells": [after_two[r * n:(r + 1) * n] for r in range(n)]}
    digits = [0] * (n * n)
    digits[empty[0]] = 10
    doc = json.loads(save(n, (4, 4), "hex", "play", givens, digits, [(rc[2][0], rc[2][1], [11, 15])], elapsed=90000,
                          hints=1, by_computer=False))
    doc["version"] = 2
    doc["computerDigits"] = [{"row": rc[0][0], "col": rc[0][1]}]
    doc["cornerMarks"] = [{"row": rc[1][0], "col": rc[1][1], "marks": [10, 16]}]
    doc["candidateColours"] = [{"row": rc[2][0], "col": rc[2][1], "value": 11, "colour": 9}]
    doc["history"] = history
    doc["historyIndex"] = 5
    doc["checkpoints"] = [checkpoint]
    write("savefile", "16x16-version2", json.dumps(doc, separators=(",", ":")).encode())


def savefile_corpus():
    table = {row.split("|")[0]: row.split("|")[1:] for row in data_lines("solver_table.txt")}
    pe96 = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
    solution = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"
    givens = values_of(pe96)
    digits = [0 if g else int(s) for g, s in zip(givens, solution)][:30] + [0] * 51
    write("savefile", "9x9-play", save(9, (3, 3), "digits", "play", givens, digits,
                                      [(1, 1, [4, 8]), (9, 9, [2])], elapsed=754210, hints=2, by_computer=False))
    write("savefile", "9x9-enter-old", save(9, (3, 3), "digits", "enter", givens, [0] * 81, []))
    write("savefile", "9x9-autosave", save(9, (3, 3), "digits", "play", givens, digits, [(5, 5, list(range(1, 10)))],
                                          elapsed=1000, hints=0, by_computer=True,
                                          extra={"autosave": {"file": "/home/me/puzzles.sdm", "title": "Puzzle 3",
                                                              "saved": True}}))
    four = table["unique-4x4"][0]
    write("savefile", "4x4-letters", save(4, (2, 2), "letters", "play", values_of(four), [0] * 16, [(1, 1, [3, 4])],
                                         elapsed=5))
    six = table["unique-6x6"][0]
    write("savefile", "6x6-enter", save(6, (2, 3), "digits", "enter", values_of(six), [0] * 36, [(2, 3, [1, 6])]))
    twelve = table["unique-12x12"][0]
    write("savefile", "12x12-digits-letters", save(12, (3, 4), "digits-letters", "play", values_of(twelve),
                                                   [0] * 144, [(12, 12, [10, 11, 12])], elapsed=99, indent=None))
    sixteen = table["alspv-16x16-easy"][0]
    write("savefile", "16x16-hex", save(16, (4, 4), "hex", "play", values_of(sixteen), [0] * 256,
                                       [(16, 1, [1, 16])], elapsed=3600000, hints=7, indent=None))
    # compact JSON, no optional keys, as hand-edited files are
    compact = json.dumps({"format": "qudoku-save", "version": 1, "size": 4, "alphabet": "digits", "mode": "play",
                          "elapsedMs": 0, "givens": [[1, 0, 0, 0], [0, 0, 3, 0], [0, 4, 0, 0], [0, 0, 0, 2]],
                          "digits": [[0] * 4] * 4}, separators=(",", ":"))
    write("savefile", "4x4-compact", compact.encode())
    savefile_version2_corpus(givens)
    savefile_version2_letters_corpus(values_of(sixteen))
    write("savefile", "not-a-save", b'{"a": 1}')
    write("savefile", "not-json", b'{ "format": ')


# --- fuzz_solve: 5 header bytes, [seed], cells, [marks] -----------------------------------------

SIZE_BYTE = {4: 0, 6: 6, 9: 9, 12: 14, 16: 15}
ALGORITHMS = ["fast", "dfs", "mrv", "dlx"]


def solve_input(puzzle, algorithm="fast", limit=2, keep=2, seed=None, se=False, uniqueness=True, marks=None,
                marks_drop_solution=False, any_grid=False, find_step=False, technique=255, steps=31):
    n = int(round(len(puzzle) ** 0.5))
    solver = ALGORITHMS.index(algorithm) | (limit - 1) << 2 | keep << 4 | (0x40 if seed is not None else 0)
    logic = (1 if se else 0) | (0 if uniqueness else 2) | (4 if marks else 0) | (8 if marks_drop_solution else 0) \
        | (16 if any_grid else 0) | (32 if find_step else 0)
    out = bytes([SIZE_BYTE[n], solver, logic, technique, steps])
    if seed is not None:
        out += struct.pack("<Q", seed)
    out += puzzle.replace("-", ".").encode()
    if marks:
        out += b"".join(struct.pack("<H", m) for m in marks)
    return out


def marks_of(grid_text):
    """A pencil-mark grid as a puzzle line (single digits) and one mask a cell (0 for values)."""
    puzzle, masks = "", []
    for token in tokens_of(grid_text):
        digits = token.lstrip("+")
        if len(digits) == 1:
            puzzle += digits
            masks.append(0)
        else:
            puzzle += "."
            masks.append(sum(1 << (int(c) - 1) for c in digits))
    return puzzle, masks


def solve_corpus():
    table = {row.split("|")[0]: row.split("|")[1] for row in data_lines("solver_table.txt")}
    nine = 0
    for key, puzzle in table.items():
        if len(puzzle) > 256 or not re.search(r"[1-9]", puzzle):
            continue  # 25×25 is not fuzz_solve's, nor the letter alphabet (its symbols are 1-9A-P)
        if len(puzzle) == 81:
            nine += 1
            if nine > 10:
                continue  # the 9×9 rows are many; property_sample adds harder ones
        algorithm = ALGORITHMS[len(key) % 4]
        write("solve", "table-" + key, solve_input(puzzle, algorithm=algorithm, limit=3, keep=2))
    for i, line in enumerate(data_lines("logic/property_sample.txt")[:12], 1):
        write("solve", f"property-sample-{i}", solve_input(line.split()[0], algorithm=ALGORITHMS[i % 4],
                                                           se=i % 3 == 0, find_step=i % 2 == 0,
                                                           technique=(i * 7) % 90, steps=i * 5))
    for i, line in enumerate(data_lines("fast_sample.txt")[:4], 1):
        write("solve", f"fast-sample-{i}", solve_input(line.split(":")[0], limit=2, keep=1, seed=i))
    for path, count in [("logic/uniqueness_positions.txt", 2), ("logic/fish_colouring_positions.txt", 2),
                        ("logic/advanced_positions.txt", 2)]:
        stem = Path(path).stem
        for i, grid in enumerate(pencilmark_grids(path)[:count], 1):
            puzzle, masks = marks_of(grid)
            if len(puzzle) != 81:
                continue
            write("solve", f"{stem}-{i}-marks", solve_input(puzzle, marks=masks, any_grid=True))


# --- fuzz_generate: 17 option bytes, then the pattern -------------------------------------------

GRADES = ["easy", "medium", "hard", "unfair", "extreme"]
SYMMETRIES = ["none", "rotate180", "rotate90", "mirror", "flip", "diagonal", "anti-diagonal", "dihedral"]
SHAPE_BYTE = {4: 0, 6: 5, 9: 8, 12: 13, 16: 14, 25: 15}


def generate_input(size, kind="any", which=0, er=(0, 0), symmetry="none", minimal=False, clues=None, pattern=None,
                   rate=False, symmetrize=False, budget=False, candidates=1, thorough=False, again=False, seed=0,
                   orbit=0):
    what = ["any", "grade", "er", "technique"].index(kind) | SYMMETRIES.index(symmetry) << 2 \
        | (0x20 if minimal else 0) | (0x40 if clues else 0) | (0x80 if pattern else 0)
    how = (1 if rate else 0) | (2 if symmetrize else 0) | (4 if budget else 0) | (candidates - 1) << 3 \
        | (0x40 if thorough else 0) | (0x80 if again else 0)
    low, high = clues or (0, 0)
    out = bytes([SHAPE_BYTE[size], what, which, er[0], er[1], low & 0xFF, high & 0xFF, how])
    out += struct.pack("<Q", seed) + bytes([orbit])
    if pattern:
        bits = [c != "." for c in pattern]
        out += bytes(sum(1 << k for k in range(8) if i + k < len(bits) and bits[i + k]) for i in range(0, len(bits), 8))
    return out


def clue_byte(count, cells):
    """The signed byte b with b * cells / 100 close to `count` (fuzz_generate's clue scale)."""
    return round(count * 100 / cells)


def generate_corpus():
    # the generator's golden runs (tests/data/generator/golden.txt): their options and seeds
    from_key = {"any": ("any", 0), "easy": ("grade", 0), "medium": ("grade", 1), "hard": ("grade", 2),
                "unfair": ("grade", 3), "extreme": ("grade", 4), "x-wing": ("technique", 9)}
    for line in data_lines("generator/golden.txt"):
        size, target, symmetry, minimal, seed, puzzle = line.split()
        size = int(size)
        if target.startswith("er:"):
            low, high = (round(float(x) * 10) for x in target[3:].split("-"))
            kind, which, er = "er", 0, (low, high)
        else:
            (kind, which), er = from_key[target], (0, 0)
        name = f"golden-{size}-{target}-{symmetry}-{seed}".replace(":", "")
        write("generate", name, generate_input(size, kind, which, er, symmetry, minimal == "minimal",
                                               seed=int(seed), rate=size <= 6))
        # the same puzzle's clue cells as a pattern
        write("generate", name + "-pattern", generate_input(size, "any", 0, (0, 0), symmetry, False,
                                                            pattern=puzzle, seed=int(seed) + 100, candidates=2))
    # every symmetry on 4×4 and 6×6, minimal and not, rated, again
    for i, symmetry in enumerate(SYMMETRIES):
        write("generate", f"small-{symmetry}", generate_input(4 if i % 2 else 6, "grade", i % 5, symmetry=symmetry,
                                                              minimal=i % 3 == 0, rate=True, again=True, seed=i))
    cells = 81
    write("generate", "9x9-clue-range", generate_input(9, clues=(clue_byte(26, cells), clue_byte(30, cells)),
                                                       seed=11, symmetry="rotate180", thorough=True, orbit=3))
    write("generate", "9x9-er-range", generate_input(9, "er", er=(20, 40), seed=12, candidates=4))
    write("generate", "9x9-budget", generate_input(9, rate=True, budget=True, seed=13))
    write("generate", "4x4-too-few-clues", generate_input(4, clues=(clue_byte(1, 16), clue_byte(2, 16))))
    write("generate", "raw-shape-4x3", bytes([0x80 | 4 | 3 << 3]) + bytes(16))


FP_JSON, FP_LINK, FP_JIGSAW, FP_SOLO, FP_TEXT, FP_LZ = range(6)  # fuzz_fpuzzles' first byte


def fpuzzles_doc(extra=""):
    """A 4×4 f-puzzles document with two givens, `extra` keys after the grid (as tst_fpuzzles' doc4)."""
    grid = '[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],[{},{},{"value":4,"given":true},{}],[{},{},{},{}]]'
    return '{"size":4,"grid":' + grid + ("," + extra if extra else "") + "}"


def fpuzzles_corpus():
    """fuzz_fpuzzles: the published puzzles of tests/data/fpuzzles as links and as lz-string data, every
    key Qudoku reads in a 4×4 document, jigsaw texts, Solo game IDs, and texts of each kind."""
    rows = [l.split("\t") for l in data_lines("fpuzzles/sudokuvariantsolverjs.tsv")]
    for i, (index, expect, _title, _author, _solution, data) in enumerate(rows):
        link = ("https://f-puzzles.com/?load=" if i % 2 == 0 else "https://sudokupad.app/fpuzzles") + data
        write("fpuzzles", f"link-{index}-{expect}", bytes([FP_LINK]) + link.encode())
        if i % 4 == 0:
            write("fpuzzles", f"lz-{index}", bytes([FP_LZ]) + data.encode())
    keys = {
        "diagonals": '"diagonal+":true,"diagonal-":true',
        "chess": '"antiknight":true,"antiking":true,"disjointgroups":true',
        "nonconsecutive-dots": '"nonconsecutive":true,"difference":[{"cells":["R1C1","R1C2"]},{"cells":["R2C2","R3C2"],"value":"2"}]',
        "dots": '"ratio":[{"cells":["R1C1","R2C1"],"value":"3"}],"xv":[{"cells":["R4C4","R4C3"],"value":"X"}],'
                '"sum":[{"cells":["R1C3","R1C4"],"value":"5"}],"negative":["ratio","xv","difference"]',
        "cells": '"odd":[{"cell":"R1C2"}],"even":[{"cell":"R4C4"}],"minimum":[{"cell":"R2C2"}],"maximum":[{"cell":"R3C3"}]',
        "lines": '"thermometer":[{"lines":[["R1C1","R1C2","R1C3"],["R1C1","R2C1"]]}],'
                 '"quadruple":[{"cells":["R1C1","R1C2","R2C1","R2C2"],"values":[1,2]}],'
                 '"extraregion":[{"cells":["R2C2","R2C3","R3C2"]}]',
        "drawings": '"line":[{"lines":[["R1C1","R2C2"]],"outlineC":"#2ECBFF","width":0.15625}],'
                    '"text":[{"cells":["R0C1"],"value":"5","fontC":"#000000","size":0.7}],'
                    '"rectangle":[{"cells":["R3C4"],"baseC":"#E7E6FF","width":0.55,"height":0.55,"angle":45}],'
                    '"circle":[{"cells":["R5C5"],"baseC":"#EAEAEA","width":0.85,"height":0.85}],'
                    '"cage":[{"cells":["R1C1","R1C2"],"value":"label"}]',
        "unknown": '"title":"T","author":"A","ruleset":"R","solution":[1],"killercage":[],"zz":{"a":[1,null]}',
        "refused": '"killercage":[{"cells":["R1C1","R1C2"],"value":"3"}]',
    }
    for name, extra in keys.items():
        write("fpuzzles", f"json-{name}", bytes([FP_JSON]) + fpuzzles_doc(extra).encode())
    regions = '{"size":4,"grid":[[{"region":0},{"region":0},{"region":0},{"region":1}],[{"region":2},{"region":0},' \
              '{"region":1},{"region":1}],[{"region":2},{"region":3},{"region":3},{"region":1}],[{"region":2},' \
              '{"region":2},{"region":3},{"region":3}]],"givenPencilMarks":[]}'
    write("fpuzzles", "json-regions", bytes([FP_JSON]) + regions.encode())
    write("fpuzzles", "json-pretty", bytes([FP_JSON]) + json.dumps(json.loads(fpuzzles_doc(keys["dots"])), indent=2).encode())
    write("fpuzzles", "json-bad", bytes([FP_JSON]) + b'{"size": 4,\n "grid": [[{}]],\n x}')
    jigsaw9 = ("3.......4..2.6.1...1.9.8.2...5...6...2.....1...9...8...8.3.4.6...4.1.9..5.......7\n"
               "AAABBBCCCAAABBBCCCAABBEBCCCADDDEEFFFDDDEEEFFFDDDEEEFFFGGGHHHIIIGGGHHHIIIGGGHHHIII\n")
    write("fpuzzles", "jigsaw-9x9", bytes([FP_JIGSAW]) + jigsaw9.encode())
    write("fpuzzles", "jigsaw-4x4", bytes([FP_JIGSAW]) + b"# boxes\n1..4............\n1122112233443344\n")
    for name, game_id in {"classic": "3x3:3g4b2a6a1c1a9a8a2c5c6c2e1c9c8c8a3a4a6c4a1a9b5g7",
                          "x": "3x3xdb:3g4b2a6a1c1a9a8a2c5c6c2e1c9c8c8a3a4a6c4a1a9b5g7",
                          "jigsaw": "4j:1b4l,b__b__bc___c_",
                          "killer": "3x3k:a,b,c", "seed": "3x3#12345", "6x6": "2x3:1e2f3f4f5g6"}.items():
        write("fpuzzles", f"solo-{name}", bytes([FP_SOLO]) + game_id.encode())
    write("fpuzzles", "text-jsonl", bytes([FP_TEXT]) + (fpuzzles_doc() + "\n" + fpuzzles_doc(keys["chess"]) + "\n{oops\n").encode())
    write("fpuzzles", "text-links", bytes([FP_TEXT]) + ("# links\nhttps://f-puzzles.com/?load=" + rows[1][5] + "\nfpuzzlesN4Ig*\n").encode())
    write("fpuzzles", "text-solo", bytes([FP_TEXT]) + b"4j:1b4l,b__b__bc___c_\n3x3:a\n")
    write("fpuzzles", "text-jigsaw", bytes([FP_TEXT]) + jigsaw9.encode())


KL_SUDOCUE, KL_COMPACT, KL_SOLO, KL_TEXT = range(4)  # fuzz_killer's first byte


def killer_corpus():
    """fuzz_killer: the published killers of tests/data/killer in their own format, each also in the
    other killer format where it has one, a Solo killer ID, and bad lines of each."""
    rows = [l.split("\t") for l in data_lines("killer/iss_hard_killers.tsv")]
    for _set, title, _solution, text in rows:
        name = title.lower().replace(" ", "-")
        write("killer", f"{name}", bytes([KL_SUDOCUE if text.startswith("3x3") else KL_COMPACT]) + text.encode())
    compact = rows[-1][3]
    write("killer", "text-both", bytes([KL_TEXT]) + ("# killers\n" + compact + "\n\n" + rows[0][3] + "\n").encode())
    write("killer", "compact-corners", bytes([KL_COMPACT]) + ("F" + "0" * 9 + "`" + "0" * 9 + "`" + "0" * 60).encode())
    write("killer", "compact-loop", bytes([KL_COMPACT]) + ("><" + "0" * 79).encode())
    write("killer", "compact-out", bytes([KL_COMPACT]) + ("^" + "0" * 80).encode())
    write("killer", "sudocue-short", bytes([KL_SUDOCUE]) + b"3x3:d:k:2560:2560:17:0000:")
    write("killer", "solo-dominoes", bytes([KL_SOLO]) + b"2x2k:p,abbba____________,3_7_5_5_3_7_5_5")
    write("killer", "solo-bad", bytes([KL_SOLO]) + b"2x2k:p,a_______________________,p")


CORPORA = {"reader": lambda: reader_corpus(), "pencilmarks": lambda: pencilmarks_corpus(),
           "savefile": lambda: savefile_corpus(), "solve": lambda: solve_corpus(),
           "generate": lambda: generate_corpus(), "fpuzzles": lambda: fpuzzles_corpus(),
           "killer": lambda: killer_corpus()}


def main():
    """Every corpus written here (the image corpus is not: see README.md), or those named:
    python3 tests/fuzz/make_corpus.py fpuzzles"""
    import sys
    names = sys.argv[1:] or list(CORPORA)
    for name in names:
        if (CORPUS / name).exists():
            shutil.rmtree(CORPUS / name)
        CORPORA[name]()
    for folder in sorted(CORPUS / name for name in names):
        files = list(folder.iterdir())
        print(f"{folder.name}: {len(files)} files, {sum(f.stat().st_size for f in files)} bytes")


if __name__ == "__main__":
    main()
