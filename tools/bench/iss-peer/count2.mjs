// The Interactive Sudoku Solver's side of the hard-killer benchmark (issue 34, section 5): its own
// solver (sigh/Interactive-Sudoku-Solver, MIT), run under node without its web page, counting the
// solutions of each puzzle of its hard killer sets (data/collections.js) to 2.
//
// Benchmark-only: nothing here is built, installed or needed by Qudoku (README.md here says how to
// set it up). Run from anywhere:
//
//   node count2.mjs --iss /tmp/iss [--passes 5] [--write puzzles.jsonl] [--native native.tsv] [--only K] [SET...]
//
// SET: EXTREME_KILLERS, TAREK_ALL, MATHEMAGIC_KILLERS, HS_KILLERS (default: all four).
//
// For each puzzle: one JSON object on standard output, {"set", "index", "title", "input", "count",
// "solution", "ms", "guesses"}: the best of --passes runs of its SimpleSolver.countSolutions(text, 2), timed with
// performance.now() around it (the parse and the solver's construction included, as Qudoku's and the
// other peer's times include theirs). --write: the same puzzles as f-puzzles JSON Lines (the cages
// as ISS's own parser reads them; "diagonal+"/"diagonal-" for killer X), for qudoku-variant-bench
// --fpuzzles and SudokuVariantSolverJS's count2.ts --jsonl. --native: "set<TAB>title<TAB>input" lines.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const args = process.argv.slice(2);
let iss = null;
let passes = 5;
let writeTo = null;
let nativeTo = null;
let only = 0;
const sets = [];
for (let i = 0; i < args.length; ++i) {
  if (args[i] === '--iss') iss = args[++i];
  else if (args[i] === '--passes') passes = Number(args[++i]);
  else if (args[i] === '--write') writeTo = args[++i];
  else if (args[i] === '--native') nativeTo = args[++i];
  else if (args[i] === '--only') only = Number(args[++i]);
  else sets.push(args[i]);
}
if (!iss) {
  process.stderr.write('count2.mjs: --iss <checkout of Interactive-Sudoku-Solver> is needed\n');
  process.exit(2);
}
if (sets.length === 0) sets.push('EXTREME_KILLERS', 'TAREK_ALL', 'MATHEMAGIC_KILLERS', 'HS_KILLERS');

// What its own tests set up before importing its modules (tests/helpers/test_env.js).
globalThis.self = globalThis;
globalThis.VERSION_PARAM = '';
const load = (path) => import(pathToFileURL(resolve(iss, path)).href);
const collections = await load('data/collections.js');
const { SimpleSolver } = await load('js/sandbox/simple_solver.js');
const { SudokuParser } = await load('js/sudoku_parser.js');

// ISS's parse of a puzzle as f-puzzles JSON: its cages (a sum of 0 is a cage without one) and diagonals.
function fpuzzles(title, text) {
  const cages = [];
  let diagonals = 0;
  const walk = (c) => {
    if (!c) return;
    const type = c.type ?? c.constructor?.name;
    if (type === 'Cage') {
      const cells = c.cells.map((id) => id.toUpperCase());
      cages.push(c.sum ? { cells, value: String(c.sum) } : { cells });
    } else if (type === 'Diagonal') {
      ++diagonals;
    } else if (type !== 'Container' && type !== 'Set' && !(c.constraints)) {
      throw new Error(`${title}: a ${type} constraint, not a killer's`);
    }
    for (const child of c.constraints ?? []) walk(child);
  };
  walk(SudokuParser.parseText(text));
  const grid = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({})));
  const doc = { size: 9, title, grid };
  if (diagonals === 2) {
    doc['diagonal+'] = true;
    doc['diagonal-'] = true;
  }
  doc.killercage = cages;
  return JSON.stringify(doc);
}

const solver = new SimpleSolver();
const written = [];
const native = [];
for (const set of sets) {
  const collection = collections[set];
  if (!collection) throw new Error(`no set ${set} in data/collections.js`);
  for (let index = 0; index < collection.length; ++index) {
    if (only && index + 1 !== only) continue;
    const config = collection.configFor(collection[index]);
    const text = config.input;
    const title = `${set} ${index + 1}` + (config.name && config.name !== text ? ` (${config.name})` : '');
    let best = Infinity;
    let count = -1;
    for (let pass = 0; pass < passes; ++pass) {
      const start = performance.now();
      count = solver.countSolutions(text, 2);
      best = Math.min(best, performance.now() - start);
    }
    const guesses = solver._state?.counters?.guesses ?? null; // (the last pass's)
    const solution = count >= 1 && !only ? solver.solution(text)?.toString() ?? null : null;
    written.push(fpuzzles(title, text));
    native.push(`${set}\t${title}\t${text}`);
    console.log(JSON.stringify({ set, index: index + 1, title, input: text, count, solution, listed: config.solution ?? null, ms: best, guesses }));
  }
}
if (writeTo) writeFileSync(writeTo, written.map((line) => line + '\n').join(''));
if (nativeTo) writeFileSync(nativeTo, native.map((line) => line + '\n').join(''));
