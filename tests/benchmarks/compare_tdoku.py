#!/usr/bin/env python3
"""Qudoku's fast solver against tdoku and the other solvers of tdoku's harness, side by side on the
same puzzles (docs/benchmarks.md).

For each dataset this writes one file of hidden isomorphs (every puzzle relabelled and its rows,
columns, bands and stacks permuted, perhaps transposed, then the lines shuffled; the seed fixes it),
so neither solver sees the published orientation its authors may have tuned on; a set smaller than
--min-puzzles gets more rounds of fresh isomorphs. Then, pass after pass, it runs qudoku-bench
(`--solvers fast`) and, when given, tdoku's own `run_benchmark -s PEER` for each of --peers
(default tdoku; fsss2, jczsolve, sk_bforce2, rust_sudoku when that harness was built with them) on
that same file, all pinned to the same core, rotating which goes first, and keeps every pass's
puzzles/s. Each is timed over --tdoku-seconds (run_benchmark -t, qudoku-bench --min-seconds: both
go over the file again until then). It prints, per dataset, the best and the spread
(lowest-highest) of each and the ratio of Qudoku's best to the best peer's.

tdoku is never part of Qudoku: build it yourself from its repository for the comparison (commands in
docs/benchmarks.md) and pass its run_benchmark with --tdoku. Without --tdoku only Qudoku runs.

Example:
  tests/benchmarks/compare_tdoku.py --bench build/release/tests/benchmarks/qudoku-bench \\
      --tdoku /tmp/tdoku/build/run_benchmark --peers tdoku,fsss2 --passes 5
"""

import argparse
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile

# The six datasets of issue 15, relative to the data folder (../shared/data in a checkout beside it).
DATASETS = [
    ("kaggle_regen 10k", "kaggle_regen/puzzles0_kaggle_regen_10k"),
    ("17-clue", "puzzles2_17_clue"),
    ("top1465", "puzzles3_magictour_top1465"),
    ("forum_hardest_1905_11+", "puzzles5_forum_hardest_1905_11+"),
    ("forum_hardest_1106", "puzzles6_forum_hardest_1106"),
    ("serg (multi-solution)", "puzzles7_serg_benchmark"),
]


def read_puzzles(path):
    """The 81-cell 9×9 lines of a file ('#' lines and blanks skipped); empty cells become '.'."""
    puzzles = []
    with open(path, encoding="ascii", errors="replace") as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            cells = line[:81]
            if len(cells) != 81 or any(c not in "0123456789.-*_" for c in cells):
                sys.exit(f"{path}:{number}: expected 81 cells of 1-9 or . 0 - * _, got {line[:90]!r}")
            puzzles.append("".join(c if c in "123456789" else "." for c in cells))
    if not puzzles:
        sys.exit(f"{path}: no puzzles")
    return puzzles


def permutation_within_groups(rng):
    """A permutation of 0..8 that keeps groups of three together: rows in bands, bands among bands."""
    groups = [0, 1, 2]
    rng.shuffle(groups)
    order = []
    for g in groups:
        inner = [3 * g, 3 * g + 1, 3 * g + 2]
        rng.shuffle(inner)
        order.extend(inner)
    return order


def isomorph(puzzle, rng):
    digits = list("123456789")
    rng.shuffle(digits)
    relabel = dict(zip("123456789", digits))
    rows, cols = permutation_within_groups(rng), permutation_within_groups(rng)
    transpose = rng.random() < 0.5
    out = []
    for r in range(9):
        for c in range(9):
            rr, cc = rows[r], cols[c]
            if transpose:
                rr, cc = cc, rr
            v = puzzle[rr * 9 + cc]
            out.append(relabel.get(v, "."))
    return "".join(out)


def write_isomorphs(source, target, seed, at_least):
    """One isomorph of every puzzle, and more rounds of fresh isomorphs until there are `at_least`
    lines (whole rounds only), shuffled: a small set then takes long enough per pass for both
    harnesses to time it alike."""
    rng = random.Random(seed)
    originals = read_puzzles(source)
    puzzles = []
    while not puzzles or len(puzzles) < at_least:
        puzzles.extend(isomorph(p, rng) for p in originals)
    rng.shuffle(puzzles)
    with open(target, "w", encoding="ascii") as f:
        f.write("# hidden isomorphs of %s (compare_tdoku.py, seed %d)\n" % (os.path.basename(source), seed))
        f.write("\n".join(puzzles) + "\n")
    return len(puzzles)


def run(command):
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if done.returncode != 0:
        sys.exit("failed (exit %d): %s\n%s%s" % (done.returncode, " ".join(command), done.stdout, done.stderr))
    return done.stdout


def qudoku_pass(args, path):
    # --min-seconds: timed over as long a window as run_benchmark's -t, repeating the file as it does.
    # --keep: whether Qudoku writes the solution grid (see --qudoku-solution).
    keep = "0" if args.qudoku_solution == "counted" else "1"
    out = run(["taskset", "-c", str(args.core), args.bench, "--solvers", "fast", "--limit", str(args.limit),
               "--keep", keep, "--warmup", "1", "--warmup-seconds", str(args.tdoku_warmup),
               "--passes", "1", "--budget", "600",
               "--min-seconds", str(args.tdoku_seconds), path])
    for line in out.splitlines():
        fields = line.split()
        # dataset solver puzzles puzzles/s us/puzzle %no-guess guesses/puzzle
        if len(fields) >= 7 and fields[1] == "fast":
            return float(fields[3]), float(fields[6])
    sys.exit("no 'fast' row in qudoku-bench's output:\n" + out)


def peer_pass(args, peer, path, count):
    command = ["taskset", "-c", str(args.core), args.tdoku, "-s", peer, "-r0", "-n", str(count),
               "-w", str(args.tdoku_warmup), "-t", str(args.tdoku_seconds)]
    if args.limit == 1:
        command.append("-f")
    out = run(command + [path])
    for line in out.splitlines():
        cells = [c.strip().replace(",", "").replace("'", "") for c in line.split("|")]
        # | id+desc | puzzles/sec | usec/puzzle | %no_guess | guesses/puzzle |
        if len(cells) >= 6 and cells[1].split() and cells[1].split()[0] == peer:
            return float(cells[2]), float(cells[5])
    sys.exit("no %s row in run_benchmark's output (was it built with it? see docs/benchmarks.md):\n%s" % (peer, out))


def spread(values):
    return "%s-%s" % (human(min(values)), human(max(values)))


def human(rate):
    if rate >= 1e6:
        return "%.2fM" % (rate / 1e6)
    if rate >= 1e3:
        return "%.1fk" % (rate / 1e3)
    return "%.0f" % rate


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    default_data = os.path.normpath(os.path.join(here, "..", "..", "..", "shared", "data"))
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--bench", required=True, help="qudoku-bench to run (the release preset's: portable)")
    p.add_argument("--tdoku", help="tdoku's run_benchmark (optional)")
    p.add_argument("--peers", default="tdoku",
                   help="comma-separated solvers of run_benchmark to compare with (default: %(default)s)")
    p.add_argument("--data", default=default_data, help="folder of the shared puzzle sets (default: %(default)s)")
    p.add_argument("--only", help="comma-separated substrings: run only the datasets whose label has one")
    p.add_argument("--passes", type=int, default=5, help="alternating passes per dataset (default 5)")
    p.add_argument("--limit", type=int, default=2, choices=(1, 2), help="1: first solution, 2: prove uniqueness (default)")
    p.add_argument("--qudoku-solution", choices=("kept", "counted"), default="kept",
                   help="kept (default): Qudoku writes each puzzle's solution grid, as a user's solve does; "
                        "counted: it only counts (qudoku-bench --keep 0, answers validated in an untimed pass), "
                        "the same work as tdoku at limit 2, which writes no grid then (fsss2 does write one)")
    p.add_argument("--core", type=int, default=0, help="the CPU core both run on (default 0)")
    p.add_argument("--seed", type=int, default=15, help="seed of the isomorphs and the shuffle (default 15)")
    p.add_argument("--tdoku-seconds", type=int, default=3,
                   help="run_benchmark -t and qudoku-bench --min-seconds: timed seconds a pass (default 3)")
    p.add_argument("--tdoku-warmup", type=int, default=1,
                   help="run_benchmark -w and qudoku-bench --warmup-seconds: warm-up seconds (default 1)")
    p.add_argument("--min-puzzles", type=int, default=20000,
                   help="repeat a smaller set (fresh isomorphs each round) to at least this many lines (default 20000)")
    p.add_argument("--keep", help="write the isomorph files here (default: a temporary folder)")
    args = p.parse_args()

    for tool in [args.bench] + ([args.tdoku] if args.tdoku else []):
        if not (os.path.isfile(tool) and os.access(tool, os.X_OK)):
            sys.exit(f"{tool}: not an executable file")
    datasets = DATASETS
    if args.only:
        wanted = args.only.split(",")
        datasets = [d for d in DATASETS if any(w in d[0] for w in wanted)]

    workdir = args.keep or tempfile.mkdtemp(prefix="qudoku-vs-tdoku-")
    os.makedirs(workdir, exist_ok=True)
    files = []
    for label, relative in datasets:
        source = os.path.join(args.data, relative)
        if not os.path.isfile(source):
            sys.exit(f"{source}: missing (pass --data)")
        target = os.path.join(workdir, os.path.basename(relative) + ".isomorphs.txt")
        files.append((label, target, write_isomorphs(source, target, args.seed, args.min_puzzles)))

    print("# limit %d, core %d, %d alternating passes, isomorph seed %d, Qudoku's solutions %s, files in %s"
          % (args.limit, args.core, args.passes, args.seed, args.qudoku_solution, workdir))
    peers = args.peers.split(",") if args.tdoku else []
    rows = []
    for label, path, count in files:
        ours, theirs, guesses = [], {peer: [] for peer in peers}, {}
        runners = ["qudoku"] + peers
        for i in range(args.passes):
            shift = i % len(runners)  # rotate who goes first
            for who in runners[shift:] + runners[:shift]:
                if who == "qudoku":
                    rate, g = qudoku_pass(args, path)
                    ours.append(rate)
                else:
                    rate, g = peer_pass(args, who, path, count)
                    theirs[who].append(rate)
                guesses[who] = g
        rows.append((label, count, ours, theirs, guesses))
        line = "%-24s %6d puzzles  qudoku %s (%s)" % (label, count, human(max(ours)), spread(ours))
        for peer in peers:
            line += "  %s %s (%s)" % (peer, human(max(theirs[peer])), spread(theirs[peer]))
        if peers:
            best = max(peers, key=lambda peer: max(theirs[peer]))
            line += "  ratio to %s %.2fx" % (best, max(ours) / max(theirs[best]))
        print(line, flush=True)

    print()
    header = "| dataset | puzzles |" + "".join(" %s: best (spread) |" % peer for peer in peers)
    header += " Qudoku fast: best (spread) | best peer | ratio (best/best) | median ratio | guesses/puzzle %s |" % (
        " / ".join(peers + ["Qudoku"]))
    print(header)
    print("|---|---:|" + "---:|" * len(peers) + "---:|---|---:|---:|---:|")
    for label, count, ours, theirs, guesses in rows:
        line = "| %s | %d |" % (label, count)
        for peer in peers:
            line += " %s (%s) |" % (human(max(theirs[peer])), spread(theirs[peer]))
        line += " %s (%s) |" % (human(max(ours)), spread(ours))
        if peers:
            best = max(peers, key=lambda peer: max(theirs[peer]))
            line += " %s | %.2fx | %.2fx |" % (best, max(ours) / max(theirs[best]),
                                            statistics.median(ours) / statistics.median(theirs[best]))
        else:
            line += " — | — | — |"
        line += " %s |" % " / ".join("%.1f" % guesses[who] for who in peers + ["qudoku"])
        print(line)


if __name__ == "__main__":
    main()
