// The peer's side of the variant-solver benchmark (issue 33): dclamage's SudokuVariantSolverJS counting
// the solutions of the public puzzles of its puzzles/*.json that use only the constraints Qudoku
// solves, one puzzle at a time, best of --passes, timed with performance.now() around
// countSolutions (the board's construction included, as Qudoku's time includes its setup).

//
// Benchmark-only: it runs from a checkout of the peer with its npm packages (README.md here); nothing
// of it is part of Qudoku. Run from the peer's checkout:
//
//   npx tsx /path/to/qudoku/tools/bench/variant-peer/count2.ts [--passes 5] [--write puzzles.jsonl]
//       [--only KEY] puzzles/*.json
//   npx tsx /path/to/qudoku/tools/bench/variant-peer/count2.ts [--passes 5] --jsonl puzzles.jsonl
//
// --only KEY (issue 34: killercage): the puzzles that use the rule KEY, with issue 33's rules besides
// and nothing else; without it, the puzzles of issue 33's rules alone. KEY may be a comma-separated
// list (the lines: --only renban,whispers,...): the puzzles using one or more of them, and nothing
// beyond them and issue 33's rules. --also KEY[,KEY...]: rules a kept puzzle may use besides, not
// asked for (the lines: --also killercage keeps a palindrome killer).
//
// --jsonl FILE (issue 34: the Interactive Sudoku Solver's hard killers, converted by
// tools/bench/iss-peer/count2.mjs): every puzzle of an f-puzzles JSON Lines file, in its order, with
// no filter; "file" is that file and "index" the line (from 1).
//
// Prints one JSON object per puzzle kept: {"file", "index", "title", "size", "count", "ms"} and writes
// the kept puzzles, decompressed, as f-puzzles JSON Lines (one object a line, in the same order) for
// Qudoku's side to read.
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

// The f-puzzles keys of issue 33's rules, and the keys that carry no rule (titles, drawings, solver
// options). A puzzle with any other key (a killer cage, an arrow, a line...) is left out.
const ruleKeys = new Set([
    'size', 'grid', 'diagonal+', 'diagonal-', 'antiknight', 'antiking', 'disjointgroups', 'extraregion',
    'nonconsecutive', 'difference', 'ratio', 'xv', 'negative', 'odd', 'even', 'minimum', 'maximum',
    'thermometer', 'quadruple',
]);
const noRuleKeys = new Set([
    'title', 'author', 'ruleset', 'solution', 'successMessage', 'truecandidatesoptions', 'disabledlogic',
    'line', 'text', 'rectangle', 'circle', 'highlightConflicts',
]);

// Whether a key holds a rule: a non-empty list, true, or anything but an empty list and false.
function inUse(value: unknown): boolean {
    return !(Array.isArray(value) && value.length === 0) && value !== false && value !== undefined;
}

function usesOnlyKnownRules(board: Record<string, unknown>, only: string[] | null, also: string[]): string | null {
    if (only !== null && !only.some(key => inUse(board[key]))) return 'no ' + only.join(' or ');
    for (const [key, value] of Object.entries(board)) {
        if (ruleKeys.has(key) || noRuleKeys.has(key) || (only !== null && only.includes(key)) || also.includes(key)) continue;
        // A cage without a value is a drawing; with one it is a killer cage.
        if (key === 'cage' && Array.isArray(value) && value.every((c: { value?: string }) => !c.value)) continue;
        if (Array.isArray(value) && value.length === 0) continue;
        if (value === false) continue;
        return key;
    }
    // "negative": only the kinds of this issue.
    const negative = board.negative as string[] | undefined;
    if (negative && negative.some(k => !['ratio', 'difference', 'xv'].includes(k))) return 'negative ' + negative.join(',');
    return null;
}

async function main() {
    const args = process.argv.slice(2);
    let passes = 5;
    let writeTo: string | null = null;
    let only: string[] | null = null;
    let also: string[] = [];
    const files: string[] = [];
    let jsonl: string | null = null;
    for (let i = 0; i < args.length; ++i) {
        if (args[i] === '--passes') passes = Number(args[++i]);
        else if (args[i] === '--write') writeTo = args[++i];
        else if (args[i] === '--only') only = args[++i].split(',');
        else if (args[i] === '--also') also = args[++i].split(',');
        else if (args[i] === '--jsonl') jsonl = args[++i];
        else files.push(args[i]);
    }
    const require = createRequire(resolve('package.json'));
    const lz = require('lz-string');
    const { default: SudokuVariantSolver } = await import(resolve('src/index.ts'));

    // One solver for the whole run, as the peer's own test harness (tests/RunSolver.ts) keeps one:
    // its constraints are registered into the first solver's builder only (ConstraintLoader.ts's
    // module-level isRegistered), so a second solver object solves every puzzle without its
    // constraints (counting 2 for a puzzle with one solution, or searching a near-empty grid forever).
    let last = -1;
    const solver = new SudokuVariantSolver((result: { result: string; count?: number }) => {
        if (result.result === 'count') last = result.count ?? -1;
    });
    const written: string[] = [];
    const seen = new Set<string>(); // puzzles-ci.json repeats puzzles of puzzles.json
    let skipped = 0;
    if (jsonl !== null) {
        const lines = readFileSync(jsonl, 'utf8').split('\n').filter(line => line.trim() !== '');
        for (let index = 0; index < lines.length; ++index) {
            const board = JSON.parse(lines[index]);
            let best = Infinity;
            let count = -1;
            for (let pass = 0; pass < passes; ++pass) {
                const fresh = JSON.parse(lines[index]);
                last = -1;
                const start = performance.now();
                await solver.countSolutions({ board: fresh, options: { maxSolutions: 2 } });
                best = Math.min(best, performance.now() - start);
                count = last;
            }
            console.log(JSON.stringify({ file: jsonl, index: index + 1, title: board.title ?? '', size: board.size, count, ms: best }));
        }
        return;
    }
    for (const file of files) {
        const puzzles = JSON.parse(readFileSync(file, 'utf8')) as { title: string; puzzle: string }[];
        for (let index = 0; index < puzzles.length; ++index) {
            const text = lz.decompressFromBase64(puzzles[index].puzzle);
            if (!text) {
                ++skipped;
                continue;
            }
            if (seen.has(text)) continue;
            seen.add(text);
            const board = JSON.parse(text);
            const other = usesOnlyKnownRules(board, only, also);
            if (other !== null) {
                ++skipped;
                process.stderr.write(`skipped ${file} #${index} (${puzzles[index].title}): ${other}\n`);
                continue;
            }
            let best = Infinity;
            let count = -1;
            for (let pass = 0; pass < passes; ++pass) {
                // A fresh copy each pass: the solver may change the board object it is given.
                const fresh = JSON.parse(text);
                last = -1;
                const start = performance.now();
                await solver.countSolutions({ board: fresh, options: { maxSolutions: 2 } });
                best = Math.min(best, performance.now() - start);
                count = last;
            }
            written.push(JSON.stringify(board));
            console.log(JSON.stringify({ file, index, title: puzzles[index].title, size: board.size, count, ms: best }));
        }
    }
    if (writeTo) writeFileSync(writeTo, written.map(line => line + '\n').join(''));
    process.stderr.write(`kept ${written.length}, skipped ${skipped}\n`);
}

main();
