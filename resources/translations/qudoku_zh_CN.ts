<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Cli</name>
    <message>
        <source>is a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not unique (2 or more solutions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped by the cap (--max-technique %1): no technique up to %2 applies here; the next step needs %3.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No further step found with the techniques allowed (up to %1): the rest needs techniques beyond the engine, or guessing.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generating: %1 of %2 puzzles, %3 candidates tried, %4:%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, closest: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>qudoku-cli: puzzle %1: no puzzle with one solution has this pattern (tried %2 solution grids)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>qudoku-cli: interrupted after %1 of %2 puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Formats (detected for each input unless --format is given):
  block    POJ 2676: the number of cases, then 9 rows of 9 digits per case, 0 = empty
             e.g. &quot;1&quot;, then &quot;103000509&quot;, &quot;002109400&quot;, ... (9 rows)
  line     POJ 3074: one puzzle per line, &apos;.&apos; or &apos;0&apos; = empty; a line &quot;end&quot; stops the input
             e.g. &quot;.2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.&quot;
  letters  POJ 3076: 16 rows of 16 letters A-P, &apos;-&apos; = empty, a blank line between cases
             e.g. &quot;--A----C-----O-I&quot; (first of 16 rows)
  grid     rows with optional spaces, &apos;|&apos; and ruler lines, after an optional title line
             e.g. &quot;Grid 01&quot;, then &quot;003020600&quot;, ... or &quot;5 3 . | . 7 . | . . .&quot; and &quot;------+-------+------&quot;
  Lines starting with &apos;#&apos; are comments. 4x4 to 25x25 grids are read in every format.

Output:
  One answer per puzzle, in input order, in the puzzle&apos;s own format; grid answers repeat the
  puzzle&apos;s title line, and letters and grid answers are separated by a blank line.
  A puzzle without an answer prints nothing, except in line format and with --count or --rate, where
  it prints an empty line so the output stays aligned with the input (paste puzzles.txt answers.txt);
  --explain prints its error line as its block, --json an object with &quot;status&quot; and &quot;error&quot;.
  Problems go to standard error, one line each: &lt;file&gt;:&lt;line&gt;[:&lt;column&gt;]: &lt;message&gt;.

Generating:
  qudoku-cli --generate 10 --grade hard --symmetry rotate180 --seed 42 &gt; hard.txt
  Each line is a puzzle with one solution, a blank and its rating, e.g.
    ...7.4....3.....96..1....(81 symbols) er=4.2 score=1142 grade=hard hardest=xy-wing steps=67 solved
  The lines read straight back: qudoku-cli --rate hard.txt prints the same ratings. The rating
  is the logic engine&apos;s own (checked, never assumed). A rare target takes longer; on a terminal,
  standard error shows the candidates tried and the closest so far. An ER target must be within
  reach of some technique (9x9: 1.0 to %HIGHEST_ER%). With a symmetry, --minimal means that no
  symmetric group of clues can be taken out. A pattern that admits no unique puzzle gives an
  empty line and a message for each puzzle asked.

Techniques (for --max-technique and --technique), cheapest first:
  %TECHNIQUES%

Exit codes:
  0  every puzzle was solved (or counted, or generated)
  1  some puzzle had no solution, was invalid (bad text or conflicting givens),
     was not unique under --unique, or could not be generated on --pattern
  2  bad usage, or an input file could not be read (missing, a directory, no permission)
  130  --generate stopped by Ctrl+C or SIGTERM (the lines written are whole puzzles)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try &apos;qudoku-cli --help&apos; for more information.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the pattern %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (a pattern marks its clue cells with x or any symbol)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 needs --generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--generate does not go with --count, --unique, --rate or --explain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--generate needs a number of puzzles of at least 1, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size must be 4, 6, 9, 12, 16 or 25, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--grade, --er and --technique exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown grade &apos;%1&apos; (expected easy, medium, hard, unfair or extreme)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--er needs a rating or a range such as 3.0-4.5, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown technique &apos;%1&apos; (expected one of: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown symmetry &apos;%1&apos; (expected none, rotate180, rotate90, mirror, flip, diagonal, anti-diagonal or dihedral)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--clues needs a number or a range such as 26-30, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pattern is %1×%1, --size says %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed needs a whole number, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solves Sudoku puzzles read from files or standard input and writes the answers to standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Displays this help: options, formats, output and exit codes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search algorithm: %1 (default: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input format: %1 (default: detected for each input).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the number of solutions of each puzzle, one line each, instead of a solution. Counts stop at --limit and then print as e.g. 1000+.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The highest count --count reports exactly (default: 1000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print a solution only when it is the only one; a puzzle with several solutions is reported on standard error and counts as a failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print per puzzle (algorithm, status, nodes, guesses, time) and a summary on standard error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve (or rate) on n threads (default: %1, the number of cores). Answers keep the input order and the input is streamed, so any file size runs in constant memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate each puzzle with the logic engine instead of solving it: one line each with its ER (Sudoku Explainer scale), HoDoKu-style score and grade, hardest technique and number of steps (&quot;capped=&quot; when --max-technique stopped it). Only puzzles with exactly one solution are rated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print each puzzle&apos;s solving path in words, one step a line, then its rating.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --rate or --explain: let the engine use no technique harder than this one (e.g. x-wing; --help lists them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --rate or --explain: the rating scale, %1 (default: qudoku, every technique the engine knows; se: Sudoku Explainer&apos;s techniques and ratings).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --rate or --explain: print one JSON object per puzzle and line (JSON Lines), in input order, bad puzzles included (docs/cli.md has the fields).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make n new puzzles instead of reading any: one per line in the line format, each followed by its rating fields as --rate prints them. Puzzle i depends on the seed and i only, so the output is the same for a seed whatever -j is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --generate: the grid size, 4, 6, 9, 12, 16 or 25 (default: 9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --generate: the grade, easy, medium, hard, unfair or extreme (the grade --rate prints).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --generate: the ER range, e.g. 3.0-4.5 (or one value).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --generate: the hardest technique the puzzle needs, e.g. x-wing (--help lists them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --generate: the symmetry of the clue positions: none, rotate180, rotate90, mirror, flip, diagonal, anti-diagonal or dihedral (default: none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --generate: no clue can be taken out without a second solution (with --symmetry: no symmetric group of clues).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --generate: the number of clues, e.g. 26-30 (or one number).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --generate: a file with a grid whose filled cells (any symbol, or x) are where the clues go; its size is the puzzles&apos; size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --generate: the seed, a whole number (default: a random one, shown with --stats).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle files, read in turn; &apos;-&apos; or none reads standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos; (expected %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (expected %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--limit needs a whole number of at least 1, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--count, --unique, --rate and --explain exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--max-technique needs --rate or --explain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown rating scale &apos;%1&apos; (expected %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--rating needs --rate or --explain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--json needs --rate or --explain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--generate reads no input; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 does not go with --generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-j/--jobs needs a whole number from 1 to %1, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>puzzle %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <source>expected a puzzle, found none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 symbols in this row, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 symbols (a %2×%2 puzzle), got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 16, 36, 81, 144, 256 or 625 symbols (a 4×4 to 25×25 puzzle), got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 rows, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the rows of a puzzle after its title, found none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the number of cases on the first line, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>case count: expected %1 (from the first line), got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>case count: expected %1 (from the first line), got more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a row of 4, 6, 9, 12, 16 or 25 symbols, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number 1-%1, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a puzzle in a known format, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a digit %1, &apos;.&apos; or &apos;0&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a letter %1 or &apos;-&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a symbol %1, &apos;.&apos; or &apos;0&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a symbol %1 or &apos;.&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 twice in %2 (%3, %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>digit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>symbol %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>r%1c%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>box %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unique solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>several solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conflicting givens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped at the solution limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grids are 4×4, 6×6, 9×9, 12×12, 16×16 or 25×25</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the clue range must run from a low to a high number of clues, within the %1 cells of a %2×%2 grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1×%1 puzzle with one solution needs at least %2 clues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pattern has %1 cells, a %2×%2 grid has %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pattern&apos;s clue cells are not symmetric under %1: %2 is a clue, %3 is not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pattern&apos;s clue cells are not symmetric under %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pattern has %1 clues, outside the clue range %2-%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ER range must run from a low to a high rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no step the logic engine rates falls between ER %1 and %2 (%3×%3 ratings run from 1.0 to %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the logic engine does not know that technique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a step of Sudoku Explainer&apos;s rating scale only; puzzles are rated on the qudoku scale, where no puzzle ends on it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game: pick a grade, today&apos;s puzzle or a puzzle code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unfair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xtreme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Custom…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the size, the grade or a technique to practise, the symmetry of the givens, minimal or not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Daily Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s puzzle: the same for every player today, easy on Monday, harder through the week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle from C&amp;ode…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the puzzle a friend&apos;s puzzle code names (you can also paste the code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Puzzle C&amp;ode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy this puzzle&apos;s code, which gives a friend the same puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;xt Puzzle in File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Puzzle in File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the grid as one line of symbols</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the puzzle on the clipboard (a line, a grid, block or letters format)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start &amp;Playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock the digits entered so far as the puzzle&apos;s givens and start the clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Givens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back to entering the givens; your digits stay where they still fit (undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pe&amp;ncil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pencil mode: symbols toggle pencil marks (Space or P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase the selected cell (Delete, Backspace, 0 or .)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fill All Candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear All Pencil Marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove Marks from Peers When Placing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hint in steps: where to look, which technique, the full explanation, then apply it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reveal a Cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill in the cell that is easiest to deduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Solution &amp;Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List every step needed from the current position, with ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross out your digits that differ from the solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill every empty cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop everything the computer is working on (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dismiss Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the hint or the previewed step off the board (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games played and solved, best and average times, hints used: by size and grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the board and stop the clock (Pause or Ctrl+Shift+P)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GeneratorText</name>
    <message>
        <source>no symmetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quarter turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mirror (left–right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flip (up–down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>main diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anti-diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all of them (dihedral)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a minimal %1 %2 puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 %2 puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a minimal %1 puzzle for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 puzzle for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a minimal %1 puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with symmetry: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minimal %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minimal %1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minimal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a puzzle code such as 9H-4KZ7QP2M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the size first (4, 6, 9, 12, 16 or 25)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a grade letter after the size (E, M, H, U or X) or a technique in brackets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the name of a technique Qudoku knows, between [ and ]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a dash and the puzzle&apos;s number after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected only digits and letters other than U in the puzzle&apos;s number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the puzzle&apos;s number is too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a dash before the puzzle&apos;s number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Keys and Mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Arrows&lt;/b&gt;, &lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move the selection (Ctrl+Home/End: first/last cell)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;, letters&lt;/td&gt;&lt;td&gt;place a value (in pencil mode: toggle a pencil mark)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift&lt;/b&gt;+value&lt;/td&gt;&lt;td&gt;toggle a pencil mark&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Delete&lt;/b&gt;, &lt;b&gt;Backspace&lt;/b&gt;, &lt;b&gt;0&lt;/b&gt;, &lt;b&gt;.&lt;/b&gt;&lt;/td&gt;&lt;td&gt;erase&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pencil mode on/off (P only where P is not a symbol)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Click&lt;/td&gt;&lt;td&gt;select a cell; in pencil mode, click a mark&apos;s spot to toggle it&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Return&lt;/b&gt;&lt;/td&gt;&lt;td&gt;start playing the entered givens&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint: each press goes one step further (where to look, the technique, the whole deduction, then apply it)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the solution path: every step from here, with ratings; click one to see it&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+H&lt;/b&gt;, &lt;b&gt;Ctrl+K&lt;/b&gt;, &lt;b&gt;Ctrl+Shift+Return&lt;/b&gt;&lt;/td&gt;&lt;td&gt;reveal a cell, check, solve&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;cancel what the computer is working on; when it is idle, take the hint off the board&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+E&lt;/b&gt;&lt;/td&gt;&lt;td&gt;edit the givens again (undo goes back)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Pause&lt;/b&gt; or &lt;b&gt;Ctrl+Shift+P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pause: the board is hidden and the clock stops (also while the window is minimised or a dialog is open)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; or &lt;b&gt;Ctrl+Y&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo, redo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;, &lt;b&gt;Return&lt;/b&gt;&lt;/td&gt;&lt;td&gt;a new game like the last one&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Qudoku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Qudoku&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Play, enter and solve Sudoku puzzles from 4×4 to 25×25, with hints that explain themselves.&lt;/p&gt;&lt;p&gt;Released under the MIT licence.&lt;/p&gt;&lt;p&gt;Bundled puzzles: the easy ones were made with the generator of the public Kaggle 1 million Sudoku data set (Kyubyong Park); the medium and hard ones come from the Sudoku Exchange puzzle bank, which its authors placed in the public domain.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PuzzleFile</name>
    <message>
        <source>line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>&quot;%1&quot; must be a list of %2 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 of &quot;%2&quot; must hold %3 values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2 of &quot;%3&quot; must be a number from 0 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not valid JSON (%1 at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not a Qudoku save file (no &quot;format&quot;: &quot;qudoku-save&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>save file version %1 is not supported (this Qudoku reads version %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;size&quot; %1 is not a supported grid size (4, 6, 9, 12, 16 or 25)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;boxRows&quot; and &quot;boxCols&quot; do not match size %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;alphabet&quot; must be one of digits, letters, digits-letters, hex and fit size %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;mode&quot; must be &quot;play&quot; or &quot;enter&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;elapsedMs&quot; must be a number of milliseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2 holds both a given and a digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot; must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each pencil mark entry needs &quot;row&quot; and &quot;col&quot; from 1 to %1 and a list &quot;marks&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pencil mark %1 at row %2, column %3 is not from 1 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;hintsUsed&quot; must be a whole number from 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;solvedByComputer&quot; must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StepText</name>
    <message>
        <source>%1 (a loop): %2. Every link of the loop holds both ways, so cells that see both ends of one of its weak links cannot hold that value (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2. The assumption leads to its own opposite, so it is false (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2. One assumption leads to a contradiction, so it is false (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2. Every case leads to the same conclusion, so it holds (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a grouped X-loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an X-loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a grouped Skyscraper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Skyscraper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grouped %1 Skyscrapers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Skyscrapers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a grouped 2-String Kite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a 2-String Kite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a grouped 3-String Kite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a 3-String Kite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a grouped Turbot fish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Turbot fish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grouped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2 as well, where the two arms of its box cross; the cells the chain joins to either arm, and the cells that lose %2, see it too, so it is ruled out with the arm and the link holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2: %3, back to where it started. Each = is a strong link (its house, of %4 in turn, has %2 only at its two ends), each - a weak link (two ends that share a house: at most one holds %2). Around such a loop every weak link is strong as well: one of its ends holds %2, so cells that see both ends of a weak link lose %2 (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2: %3. Each = is a strong link (its house, of %4 in turn, has %2 only at its two ends), each - a weak link (two ends that share a house: at most one holds %2). If the first end does not hold %2, the links make the last one hold it: one of the two does, so cells that see both lose %2 (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ER %1 so far, EP %2, ED %3; needs techniques beyond the engine, or guessing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ER %2, EP %3, ED %4, score %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ER: the hardest step (Sudoku Explainer&apos;s scale)
EP: the hardest step before the first digit is placed
ED: the first step
Score: HoDoKu-style points for every step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extreme — beyond the techniques Qudoku knows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>singles only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfair — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extreme — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direct pointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direct hidden pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naked single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direct hidden triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claiming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naked pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finned X-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sashimi X-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naked triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swordfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two strong links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three strong links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four strong links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finned Swordfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sashimi Swordfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finned Jellyfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sashimi Jellyfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Franken fish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mutant fish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XY-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XYZ-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WXYZ-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VWXYZ-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UVWXYZ-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TUVWXYZ-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique rectangle or loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique rectangle type 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique rectangle type 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique rectangle type 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique rectangle type 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique rectangle type 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique rectangle type 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoidable rectangle type 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoidable rectangle type 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naked quad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jellyfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden quad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUG+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUG type 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUG type 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUG type 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUG+n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simple colouring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-colouring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X-Chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turbot fish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remote pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternating inference chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aligned pair exclusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sue de Coq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ALS-XZ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forcing chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nishio forcing chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiple forcing chains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dynamic forcing chains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dynamic forcing chains (+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nested forcing chains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aligned triple exclusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ALS-XY-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ALS-XY-Chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Death blossom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unfair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extreme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>box %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look for a step of this kind: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is a step of this kind in %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full house: %1 is the last empty cell of %2, so it holds %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden single: in %1, only %2 can hold %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naked single: %1 is the only candidate left in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: in %2, %3 lies only where %2 meets %4, so the rest of %4 cannot hold %3 (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: in %2, %3 lies only where %2 meets %4, so the rest of %4 cannot hold %3. That leaves %5 as the only place for %3 in %6 (%7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direct claiming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: in %2, %3 fit only in %4, so those cells hold nothing else. That leaves %5 as the only place for %6 in %2 (%7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 hold only %3 between them, so the other cells of %4 lose them (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: in %2, %3 fit only in %4, so those cells lose their other candidates (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2: in %3, %2 lies only in %4, so the rest of %4 cannot hold %2 (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2: in %3, %2 lies only in %4 apart from the fin %5; either the fish holds or a fin is %2, and both rule out %2 in the cells that see the fin (%6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rest of %1 cannot hold %2, nor can a cell of the base that lies in two of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rest of %1 cannot hold %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2: each of %3 needs %2 once, in cells no two of them share, and all their places for %2 lie in %4. Each of %4 takes %2 only once, so the %2s of %3 fill them, one each, and %5 (%6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2: each of %3 needs %2 once, in cells no two of them share, and all their places for %2 lie in %4 except the fin cells %5. Either a fin is %2, or the %2s of %3 fill %4, one each, and %6; the cells of that rest that see every fin lose %2 both ways (%7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-colouring on %1: in each of two chains of strong links, one of two colours holds %1 throughout: colour A (%2) or B (%3), and colour C (%4) or D (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cell of A sees a cell of C, and one sees a cell of D: if A held %1, neither C nor D could, so A&apos;s cells lose %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cell of B sees a cell of D, so B and D are not both true: A or C holds %1, and cells that see both lose it (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: whatever the pivot %2 holds, one of the pincers %3 holds %4, so %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: in %2, %3 hold %4 between them, one value more than cells, so without any one of those values they would be locked to the others. The pincer %5 holds %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every cell of the set holding %1 sees the pincer: if the pincer is %1, the set lacks %1 and holds %2; otherwise the pincer is %2. So %2 is in the pincer or the set, and cells that see every %2 of both lose it (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every cell of the set holding %1 sees the pincer (doubly linked): whichever of %2 the pincer holds, the set lacks it and holds all its other values. So %3 are placed in the set, and cells that see every one of a value there lose it; %2 are each in the pincer or the set, and cells that see every one of a value in both lose it (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 would otherwise hold only %3 and the puzzle would have two solutions, so one of %4 holds %5; with %6 that makes a naked subset on %7 in %8, whose other cells lose them (%9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 would otherwise hold only %3 and the puzzle would have two solutions (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 would otherwise hold only %3 and the puzzle would have two solutions, so one of %4 holds %5, and the cells that see all of them lose it (%6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 form a rectangle on %3, and %4 hold only those. In %5, %6 lies only in the rectangle, so if %7 held %6 both would, and %4 would both be %8: the values could swap and the puzzle would have two solutions (%9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 form a rectangle on %3. In %4, %5 lies only in the rectangle: if %6 held %7, its two neighbours in the rectangle would hold %5, the corner facing it (which holds only %3) %7, and the values could swap: the puzzle would have two solutions (%8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUG+1: without its extra candidates %1, %2 would leave every empty cell two candidates and every value two places in each house, and such a grid has no solution or several. So %2 holds one of them (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUG+1: every other empty cell has two candidates; without %1 in %2 the puzzle would not have exactly one solution (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: without their extra candidates (%2), every empty cell would have two candidates and every value two places in each house, and such a grid has no solution or several.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So one of those cells holds %1, and the cells that see all of them lose it (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So one of those candidates is true, and a candidate that would rule out all of them is false (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So one of %1 holds %2; with %3 that makes a naked subset on %4 in %5, whose other cells lose them (%6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So one of the two cells holds its extra. In %1, %2 lies only in these two cells, so one of them is %2 and the other holds its extra: each keeps only those (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ALS-XZ: in %1, %2 can hold only %3, and in %4, %5 can hold only %6: each set has one value more than cells. %7 can be in only one of them (its cells in the two sets all see each other), so the other set is locked to its remaining values and either way a set holds %8; cells that see every %8 of both lose it (%9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2: no two of these cells that see each other can hold the same value, and every combination of their values that uses a removed candidate would (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2: no two of these cells that see each other can hold the same value, and together they cannot take every candidate of %3, each of which sees all of them. Every combination of their values that uses a removed candidate breaks one of these rules (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sue de Coq: where %1 meets %2, %3 hold %4 values for %5 cells. %6 in the rest of %1 and %7 in the rest of %2 share none of these values and make up the difference (a value from outside takes a cell of its own), so together these cells hold as many values as they have cells and each value is placed among them. The values of the %1 part, and those of the intersection that the %2 part lacks, leave the rest of %1; the same goes for %2 (%8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ALS-XY-Wing: in %1, %2; in %3, %4; and in %5, %6: each set holds one value more than it has cells, so it lacks at most one of them. The third set shares %7 with the first and %8 with the second, and in each pair the cells with that value all see each other, so only one of the two sets can hold it. The third set holds %7 or %8, so the first or the second set lacks it, is locked and holds %9; cells that see every %9 of both lose it (%10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ALS-XY-Chain: %1 are almost locked sets (one value more than cells, so each lacks at most one), linked in a row, each two neighbours by a value only one of them can hold: %2. If the first set lacked %3 it would hold the first link&apos;s value, so the second set would lack that one and hold the next link&apos;s value, and so on until the last set holds %3. So %3 is in the first set or the last, and cells that see every %3 of both lose it (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Death blossom: the stem %1 holds %2. For each of its values there is a petal, an almost locked set (one value more than cells) whose cells with that value all see the stem: %3. Whichever value the stem takes, its petal lacks it, is locked and holds %4, which every petal has; cells that see every %4 of the petals lose it (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2: %3, so %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2, which is not the solution&apos;s digit there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pencil marks of %1 leave out the digit that belongs there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the four cells would hold %1 crosswise, and the two values could swap places without touching a given: the puzzle would have two solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3 and %4 were solved on the way, none of them a given. If %5 held %6, %7 (%8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 and %3 were solved on the way, neither of them a given; %4 can only be %5 or %6, %7 only %8 or %6. Were neither %6, %9. So one of them is %6, and the cells that see both lose it (%10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (type %2, a rectangle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (type %2, a loop of %3 cells)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 all hold %3, on two rows, two columns and two boxes; if they held nothing else, %3 could swap and the puzzle would have two solutions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 all hold %3, and each house with one of them holds two, taking turns along the loop; if they held nothing else, %3 could swap and the puzzle would have two solutions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So %1, the only one with more, holds one of its other candidates (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So one of %1 holds %2, and the cells that see all of them lose it (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, so one of them is %2; were either %4, the other would complete the pattern (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So one of %1 holds %2, and at most one of them holds %3: for %3 the two act as one cell. In %4, %5 then fit only in that cell and %6, so those lose their other candidates (%7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So one of %1 holds %2: with %3 that makes a naked subset on %4 in %5, whose other cells lose them (%6).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Play, enter and solve Sudoku puzzles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A puzzle file (any format qudoku-cli reads) or a saved game (.qudoku).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qudoku::ui::AnalysisSession</name>
    <message>
        <source>Checking the puzzle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating the puzzle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a step…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding the solution path…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qudoku::ui::Assistant</name>
    <message>
        <source>Solving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding a cell to reveal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking your digits…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This puzzle cannot be solved: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your digits contradict every solution of this puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Solved: the computer filled %n cell(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The grid is already solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to reveal: the givens break the rules (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to reveal: this puzzle has no solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to reveal: your digits fit none of this puzzle&apos;s solutions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to reveal: there is no empty cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revealed: %1 is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some of your digits are wrong: use Check to find them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot check: this puzzle has no solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your digits fit at least one of this puzzle&apos;s solutions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your digits fit none of this puzzle&apos;s solutions; it has more than one, so no single digit can be called wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All your digits are right so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n of your digits differ from the solution (crossed out).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qudoku::ui::Autosave</name>
    <message>
        <source>it is not valid JSON (%1 at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qudoku::ui::BoardWidget</name>
    <message>
        <source>Sudoku board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clock has stopped. Click the board, or press Pause, to go on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qudoku::ui::CustomGameDialog</name>
    <message>
        <source>Custom Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Practise a technique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The givens&apos; positions look the same after this turn or reflection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Minimal: no given can be left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taking away any given would give the puzzle a second solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rare choices (a late technique on a small grid, strict symmetry with a high grade) take longer; you can cancel while the puzzle is made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qudoku cannot make this puzzle: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qudoku::ui::Game</name>
    <message>
        <source>Start playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit givens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pencil mark %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill all candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear all pencil marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint in %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qudoku::ui::HintLadder</name>
    <message>
        <source>Fix this first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint 1 of 3: where to look</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint 2 of 3: the technique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint 3 of 3: the deduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a step…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The givens break the rules, so there is no hint to give.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This puzzle has no solution, so there is no hint to give.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The digits and pencil marks leave a cell or a value without a place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No step holds in every solution from here: this puzzle has more than one solution, so the remaining cells can be filled in more than one way. Solve fills in one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No step found with the techniques Qudoku knows: this position needs harder ones, or a guess. Solve can still show the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step rating: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This puzzle has more than one solution; this step holds in every one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qudoku::ui::HintPanel</name>
    <message>
        <source>H&amp;int</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;xt Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution Pa&amp;th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One rung further: where to look, the technique, the whole deduction, then apply it (Ctrl+H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the step the hint is on, as one move you can undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply this step and show the next one at the same rung</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List every step from the current position, with ratings (Ctrl+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Hint for a nudge: where to look first, then the technique, then the whole deduction.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qudoku::ui::MainWindow</name>
    <message>
        <source>Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a puzzle&apos;s givens and choose Start Playing, or pick New Game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×%1 puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;Empty Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keys and Mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Qudoku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your game could not be saved automatically (%1): save it yourself before you quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current game has changes that are not saved. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the givens, then choose Start Playing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter some givens first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start playing: %1. Fix the givens first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your digits contradict every solution of this puzzle. Solve from the givens alone, replacing your digits?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your unfinished game could not be restored: %1. The file was set aside as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome back: your unfinished game is restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome back: the givens you were typing are restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) in %1 could not be read; the first: %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot paste: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pasted puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This puzzle cannot be played: %1. Fix the givens, then choose Start Playing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Puzzle or Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles and games (*.qudoku *.txt *.sdk *.sudoku *.ss);;Saved games (*.qudoku);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games (*.qudoku)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the grid as one line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the puzzle code %1: whoever pastes it gets this puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped making %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qudoku could not make %1 (tried for as long as it may).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a puzzle code: column %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game: %1, code %2. Good luck!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle of %1: %2, code %3. Good luck!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle from Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The puzzle code (for example 9H-4KZ7QP2M; Edit → Copy Puzzle Code gives a game&apos;s code):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The puzzle&apos;s rating: its grade and hardest technique (Sudoku Explainer-style ER of the hardest step, HoDoKu-style score)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qudoku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entering givens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No conflicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Time –</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time %1, paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Qudoku</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <comment>seconds so far</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Making %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>, %n tried</source>
        <comment>candidate puzzles tried so far</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n step(s)</source>
        <comment>steps found so far</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qudoku::ui::NumberPad</name>
    <message>
        <source>Enter %1 (Shift+%1: pencil mark)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qudoku::ui::PathPanel</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding the solution path…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board has changed since this path was found.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qudoku::ui::PuzzleCheck</name>
    <message numerus="yes">
        <source>Not checked: counting the solutions took longer than %n s. The puzzle may have no solution, or several.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Check cancelled: the puzzle may have no solution, or several.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This puzzle has exactly one solution. Good luck!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 or %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>, and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>This puzzle has more than one solution: the board marks where two of them differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several Solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>This puzzle has more than one solution. Two of them differ in the %n cell(s) marked on the board: %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>A given is probably missing or mistyped: edit the givens to fix it, or play anyway (any grid that follows the rules then counts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This puzzle has no solution: its givens follow the rules, but no grid completes them. A given is probably mistyped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the givens to fix it, or play anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This puzzle has no solution: its givens break the rules (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The givens of this puzzle break the rules (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Givens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play Anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing anyway: any grid that follows the rules counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the givens, then choose Start Playing. Your digits stay where they still fit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qudoku::ui::PuzzleRating</name>
    <message>
        <source>Rating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not rated: several solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not rated: no solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not rated: took longer than %n s</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Not rated: cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qudoku::ui::RecentFiles</name>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qudoku::ui::ScoreKeeper</name>
    <message>
        <source>%1×%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first solved %1 puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new personal best for %1 puzzles: it was %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your best for %1 puzzles is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) used.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Solved in %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qudoku::ui::SolutionPath</name>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix these first; the path starts from a correct board:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n step(s). %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>This puzzle has more than one solution; these steps hold in every one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After these no step holds in every solution: the rest can be filled in more than one way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After these the engine finds no more steps: the rest needs harder techniques, or a guess.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The path ends in a contradiction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qudoku::ui::StatisticsDialog</name>
    <message>
        <source>not rated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games yet. A game counts once it ends: solved, solved by the computer, or left for another puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics by size and grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times are playing time: a paused game&apos;s clock stands still.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>–</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget every game played so far, with its times? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
