<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>CellWording</name>
    <message>
        <source>, </source>
        <comment>between the items of a list: 1, 4, 9</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1, given</source>
        <comment>a cell&apos;s digit</comment>
        <translation>%1，已知数</translation>
    </message>
    <message>
        <source>%1, computer&apos;s digit</source>
        <comment>a cell&apos;s digit</comment>
        <translation>%1，电脑填入的数字</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a cell without a digit</comment>
        <translation>空</translation>
    </message>
    <message>
        <source>candidates %1</source>
        <comment>the centre marks</comment>
        <translation>候选数 %1</translation>
    </message>
    <message>
        <source>corner %1</source>
        <comment>the corner marks</comment>
        <translation>角落 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a candidate and its colour: 4 orange</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>candidate colours %1</source>
        <translation>候选数颜色 %1</translation>
    </message>
    <message>
        <source>colours %1</source>
        <translation>颜色 %1</translation>
    </message>
    <message>
        <source>colour %1</source>
        <translation>颜色 %1</translation>
    </message>
    <message>
        <source>conflict</source>
        <comment>the digit clashes with a peer&apos;s</comment>
        <translation>冲突</translation>
    </message>
    <message>
        <source>wrong</source>
        <comment>Check found the digit differs from the solution</comment>
        <translation>错误</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a cell&apos;s place: what is in it</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of a cell&apos;s description</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>第 %1 列</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>is a directory</source>
        <translation>这是一个目录</translation>
    </message>
    <message>
        <source>read error</source>
        <translation>读取出错</translation>
    </message>
    <message>
        <source>not unique (2 or more solutions)</source>
        <translation>解不唯一（有 2 个或更多解）</translation>
    </message>
    <message>
        <source>Stopped by the cap (--max-technique %1): no technique up to %2 applies here; the next step needs %3.
</source>
        <translation>已在上限处停止（--max-technique %1）：此处没有难度不超过%2的技巧可用；下一步需要%3。
</translation>
    </message>
    <message>
        <source>No further step found with the techniques allowed (up to %1): the rest needs techniques beyond the engine, or guessing.
</source>
        <translation>用允许的技巧（最高到%1）找不到下一步：剩余部分需要引擎能力以外的技巧，或者需要猜测。
</translation>
    </message>
    <message>
        <source>cannot read: </source>
        <translation>无法读取：</translation>
    </message>
    <message>
        <source>generating: %1 of %2 puzzles, %3 candidates tried, %4:%5</source>
        <translation>正在生成：已完成 %1/%2 道题目，已尝试 %3 个候选题目，%4:%5</translation>
    </message>
    <message>
        <source>, closest: </source>
        <translation>，最接近的：</translation>
    </message>
    <message>
        <source>qudoku-cli: puzzle %1: no puzzle with one solution has this pattern (tried %2 solution grids)</source>
        <translation>qudoku-cli: 第 %1 题：此图案无法构成有唯一解的题目（已尝试 %2 个终盘）</translation>
    </message>
    <message>
        <source>qudoku-cli: interrupted after %1 of %2 puzzles</source>
        <translation>qudoku-cli: 已中断，已完成 %1/%2 道题目</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>Try &apos;qudoku-cli --help&apos; for more information.</source>
        <translation>运行 &apos;qudoku-cli --help&apos; 查看更多信息。</translation>
    </message>
    <message>
        <source>cannot read the pattern %1: %2</source>
        <translation>无法读取图案文件 %1：%2</translation>
    </message>
    <message>
        <source> (a pattern marks its clue cells with x or any symbol)</source>
        <translation>（图案文件用 x 或任意符号标出已知数所在的格）</translation>
    </message>
    <message>
        <source>--%1 needs --generate</source>
        <translation>--%1 需要与 --generate 一起使用</translation>
    </message>
    <message>
        <source>--generate needs a number of puzzles of at least 1, got &apos;%1&apos;</source>
        <translation>--generate 需要不小于 1 的题目数量，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--size must be 4, 6, 9, 12, 16 or 25, got &apos;%1&apos;</source>
        <translation>--size 必须是 4、6、9、12、16 或 25，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--grade, --er and --technique exclude each other</source>
        <translation>--grade、--er 和 --technique 不能同时使用</translation>
    </message>
    <message>
        <source>--er needs a rating or a range such as 3.0-4.5, got &apos;%1&apos;</source>
        <translation>--er 需要一个评分值或范围（如 3.0-4.5），实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown technique &apos;%1&apos; (expected one of: %2)</source>
        <translation>未知技巧 &apos;%1&apos;（应为以下之一：%2）</translation>
    </message>
    <message>
        <source>unknown symmetry &apos;%1&apos; (expected none, rotate180, rotate90, mirror, flip, diagonal, anti-diagonal or dihedral)</source>
        <translation>未知对称方式 &apos;%1&apos;（应为 none、rotate180、rotate90、mirror、flip、diagonal、anti-diagonal 或 dihedral）</translation>
    </message>
    <message>
        <source>--clues needs a number or a range such as 26-30, got &apos;%1&apos;</source>
        <translation>--clues 需要一个数字或范围（如 26-30），实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the pattern is %1×%1, --size says %2</source>
        <translation>图案是 %1×%1，但 --size 指定的是 %2</translation>
    </message>
    <message>
        <source>--seed needs a whole number, got &apos;%1&apos;</source>
        <translation>--seed 需要一个整数，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Solves Sudoku puzzles read from files or standard input and writes the answers to standard output.</source>
        <translation>求解从文件或标准输入读取的数独题目，并将答案写到标准输出。</translation>
    </message>
    <message>
        <source>Displays this help: options, formats, output and exit codes.</source>
        <translation>显示本帮助：选项、格式、输出和退出码。</translation>
    </message>
    <message>
        <source>Search algorithm: %1 (default: %2).</source>
        <translation>搜索算法：%1（默认：%2）。</translation>
    </message>
    <message>
        <source>Print the number of solutions of each puzzle, one line each, instead of a solution. Counts stop at --limit and then print as e.g. 1000+.</source>
        <translation>输出每道题目的解的个数（每题一行），而不是解。
计数到 --limit 为止，此时输出形如 1000+。</translation>
    </message>
    <message>
        <source>The highest count --count reports exactly (default: 1000).</source>
        <translation>--count 能精确报告的最大数量（默认：1000）。</translation>
    </message>
    <message>
        <source>Print a solution only when it is the only one; a puzzle with several solutions is reported on standard error and counts as a failure.</source>
        <translation>仅当解唯一时才输出解；有多个解的题目会在标准错误中
报告，并计为失败。</translation>
    </message>
    <message>
        <source>Print per puzzle (algorithm, status, nodes, guesses, time) and a summary on standard error.</source>
        <translation>在标准错误中输出每道题目的信息（算法、状态、节点数、
猜测次数、用时）以及汇总。</translation>
    </message>
    <message>
        <source>Solve (or rate) on n threads (default: %1, the number of cores). Answers keep the input order and the input is streamed, so any file size runs in constant memory.</source>
        <translation>用 n 个线程求解或评分（默认：%1，即 CPU 核心数）。
答案保持输入顺序，输入以流式读取，因此无论文件多大，
占用的内存都是固定的。</translation>
    </message>
    <message>
        <source>Print each puzzle&apos;s solving path in words, one step a line, then its rating.</source>
        <translation>用文字输出每道题目的解题路径（每行一步），
最后输出其评分。</translation>
    </message>
    <message>
        <source>With --rate or --explain: let the engine use no technique harder than this one (e.g. x-wing; --help lists them).</source>
        <translation>配合 --rate 或 --explain：引擎不使用比此技巧更难的
技巧（如 x-wing；--help 会列出全部技巧）。</translation>
    </message>
    <message>
        <source>With --rate or --explain: the rating scale, %1 (default: qudoku, every technique the engine knows; se: Sudoku Explainer&apos;s techniques and ratings).</source>
        <translation>配合 --rate 或 --explain：评分标准，%1
（默认：qudoku，使用引擎掌握的全部技巧；se：使用
Sudoku Explainer 的技巧和评分）。</translation>
    </message>
    <message>
        <source>With --rate or --explain: print one JSON object per puzzle and line (JSON Lines), in input order, bad puzzles included (docs/cli.md has the fields).</source>
        <translation>配合 --rate 或 --explain：每道题目输出一行 JSON 对象
（JSON Lines），按输入顺序，包括有问题的题目（字段
说明见 docs/cli.md）。</translation>
    </message>
    <message>
        <source>Make n new puzzles instead of reading any: one per line in the line format, each followed by its rating fields as --rate prints them. Puzzle i depends on the seed and i only, so the output is the same for a seed whatever -j is.</source>
        <translation>生成 n 道新题目，不读取输入：以 line 格式每行一道，
后接与 --rate 输出相同的评分字段。第 i 道题目只
取决于种子和 i，因此同一种子的输出与 -j 的取值无关。</translation>
    </message>
    <message>
        <source>With --generate: the grid size, 4, 6, 9, 12, 16 or 25 (default: 9).</source>
        <translation>配合 --generate：盘面大小，4、6、9、12、16 或 25
（默认：9）。</translation>
    </message>
    <message>
        <source>With --generate: the ER range, e.g. 3.0-4.5 (or one value).</source>
        <translation>配合 --generate：ER 范围，如 3.0-4.5（或单个值）。</translation>
    </message>
    <message>
        <source>With --generate: the hardest technique the puzzle needs, e.g. x-wing (--help lists them).</source>
        <translation>配合 --generate：题目所需的最难技巧，如 x-wing
（--help 会列出全部技巧）。</translation>
    </message>
    <message>
        <source>With --generate: the symmetry of the clue positions: none, rotate180, rotate90, mirror, flip, diagonal, anti-diagonal or dihedral (default: none).</source>
        <translation>配合 --generate：已知数位置的对称方式：none、
rotate180、rotate90、mirror、flip、diagonal、
anti-diagonal 或 dihedral（默认：none）。</translation>
    </message>
    <message>
        <source>With --generate: no clue can be taken out without a second solution (with --symmetry: no symmetric group of clues).</source>
        <translation>配合 --generate：去掉任何一个已知数都会产生第二个解
（配合 --symmetry 时：去掉任何一组对称的已知数都会
产生第二个解）。</translation>
    </message>
    <message>
        <source>With --generate: the number of clues, e.g. 26-30 (or one number).</source>
        <translation>配合 --generate：已知数个数，如 26-30（或单个数）。</translation>
    </message>
    <message>
        <source>With --generate: a file with a grid whose filled cells (any symbol, or x) are where the clues go; its size is the puzzles&apos; size.</source>
        <translation>配合 --generate：一个含有盘面的文件，其中已填的格
（任意符号或 x）就是已知数的位置；它的大小即题目的
大小。</translation>
    </message>
    <message>
        <source>With --generate: the seed, a whole number (default: a random one, shown with --stats).</source>
        <translation>配合 --generate：种子，一个整数（默认：随机值，可用
--stats 显示）。</translation>
    </message>
    <message>
        <source>Puzzle files, read in turn; &apos;-&apos; or none reads standard input.</source>
        <translation>题目文件，依次读取；&apos;-&apos; 或不指定时读取标准输入。</translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos; (expected %2)</source>
        <translation>未知算法 &apos;%1&apos;（应为 %2）</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (expected %2)</source>
        <translation>未知格式 &apos;%1&apos;（应为 %2）</translation>
    </message>
    <message>
        <source>--limit needs a whole number of at least 1, got &apos;%1&apos;</source>
        <translation>--limit 需要不小于 1 的整数，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--count, --unique, --rate and --explain exclude each other</source>
        <translation>--count、--unique、--rate 和 --explain 不能同时使用</translation>
    </message>
    <message>
        <source>unknown rating scale &apos;%1&apos; (expected %2)</source>
        <translation>未知评分标准 &apos;%1&apos;（应为 %2）</translation>
    </message>
    <message>
        <source>--json needs --rate or --explain</source>
        <translation>--json 需要与 --rate 或 --explain 一起使用</translation>
    </message>
    <message>
        <source>--generate reads no input; got &apos;%1&apos;</source>
        <translation>--generate 不读取输入，但收到了 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--%1 does not go with --generate</source>
        <translation>--%1 不能与 --generate 一起使用</translation>
    </message>
    <message>
        <source>-j/--jobs needs a whole number from 1 to %1, got &apos;%2&apos;</source>
        <translation>-j/--jobs 需要 1 到 %1 之间的整数，实际为 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>puzzle %1: </source>
        <translation>第 %1 题：</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>另有 %1 处</translation>
    </message>
    <message>
        <source>%1 · ER %2</source>
        <translation>%1 · ER %2</translation>
    </message>
    <message>
        <source>qudoku-cli: no puzzle with one solution to put in %1; nothing written</source>
        <translation>qudoku-cli：没有唯一解的题目可放入 %1；未写入任何内容</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>qudoku-cli: cannot write %1: %2</source>
        <translation>qudoku-cli：无法写入 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n 页</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n puzzle(s) on %2</source>
        <translation>
            <numerusform>%1：%n 道题目，共 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>--%1 needs --pdf</source>
        <translation>--%1 需要与 --pdf 一起使用</translation>
    </message>
    <message>
        <source>--pdf does not go with --count, --unique, --rate or --explain</source>
        <translation>--pdf 不能与 --count、--unique、--rate 或 --explain 一起使用</translation>
    </message>
    <message>
        <source>--pdf needs a file name (a PDF is not written to standard output)</source>
        <translation>--pdf 需要一个文件名（PDF 不会写到标准输出）</translation>
    </message>
    <message>
        <source>--per-page must be 1, 2, 4 or 6, got &apos;%1&apos;</source>
        <translation>--per-page 必须是 1、2、4 或 6，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--paper must be a4 or letter, got &apos;%1&apos;</source>
        <translation>--paper 必须是 a4 或 letter，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Lay the puzzles out as a PDF booklet in &lt;file&gt;, each under its number and rating (on the --rating scale); puzzles without one solution are left out and reported.</source>
        <translation>将题目排版为 PDF 题册写入 &lt;file&gt;，每道题
标注编号和评分（按 --rating 的标准）；没有
唯一解的题目会被略过并报告。</translation>
    </message>
    <message>
        <source>With --pdf: puzzles a page, 1, 2, 4 or 6 (default: 4).</source>
        <translation>与 --pdf 一起使用：每页题数，1、2、4 或 6
（默认：4）。</translation>
    </message>
    <message>
        <source>With --pdf: the solutions on the last pages, 6 to a page.</source>
        <translation>与 --pdf 一起使用：在最后几页附上答案，
每页 6 个。</translation>
    </message>
    <message>
        <source>With --pdf: a4 or letter (default: a4).</source>
        <translation>与 --pdf 一起使用：a4 或 letter（默认：a4）。</translation>
    </message>
    <message>
        <source>--max-technique needs --rate, --explain or --pdf</source>
        <translation>--max-technique 需要与 --rate、--explain 或 --pdf 一起使用</translation>
    </message>
    <message>
        <source>--rating needs --rate, --explain or --pdf</source>
        <translation>--rating 需要与 --rate、--explain 或 --pdf 一起使用</translation>
    </message>
    <message>
        <source>gave up after %1 s</source>
        <translation>%1 秒后放弃</translation>
    </message>
    <message>
        <source>cannot read the pattern %1: it has %2 bytes, more than the %3 bytes (%4 MiB) a pattern may have</source>
        <translation>无法读取图案文件 %1：它有 %2 字节，超过图案文件允许的 %3 字节（%4 MiB）</translation>
    </message>
    <message>
        <source>cannot read the pattern %1: it has more than the %2 bytes (%3 MiB) a pattern may have</source>
        <translation>无法读取图案文件 %1：它超过图案文件允许的 %2 字节（%3 MiB）</translation>
    </message>
    <message>
        <source>Give up on a puzzle after this many seconds (a decimal such as 0.5 or 30), in every mode: its answer is left empty, standard error says so, and the others go on.</source>
        <translation>在任何模式下，一道题目用时超过这么多秒（小数，如 0.5 或 30）
就放弃：它的答案留空，标准错误输出会说明，
其余题目照常进行。</translation>
    </message>
    <message>
        <source>--timeout needs a number of seconds above 0 and at most %1, such as 0.5 or 30, got &apos;%2&apos;</source>
        <translation>--timeout 需要大于 0 且不超过 %1 的秒数，如 0.5 或 30，实际为 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>unknown grade &apos;%1&apos; (expected easy, medium, hard, very-hard or extreme)</source>
        <translation>未知难度 &apos;%1&apos;（应为 easy、medium、hard、very-hard 或 extreme）</translation>
    </message>
    <message>
        <source>Rate each puzzle with the logic engine instead of solving it: one line each with its ER (Sudoku Explainer scale), HoDoKu-style score and grade, hardest technique, number of steps and what the grade rests on (&quot;graded-by=&quot; a technique or the length of the solve; &quot;capped=&quot; when --max-technique stopped it). Only puzzles with exactly one solution are rated.</source>
        <translation>用逻辑引擎为每道题目评分，而不是求解：每题一行，包括
ER（Sudoku Explainer 标准）、HoDoKu 式分数和难度、
最难技巧、步数以及难度的依据（&quot;graded-by=&quot; 后为一种技巧
或解题的长度；被 --max-technique 截停时带有
&quot;capped=&quot;）。只为恰有唯一解的题目评分。</translation>
    </message>
    <message>
        <source>With --generate: the grade, easy, medium, hard, very-hard or extreme (--rate prints very-hard as unfair, which is taken too).</source>
        <translation>配合 --generate：难度，easy、medium、hard、very-hard
或 extreme（--rate 把 very-hard 输出为 unfair，也可使用）。</translation>
    </message>
    <message>
        <source>Read the puzzle in each picture file (a photo, a scan or a screenshot; PNG, JPEG, BMP, GIF...): one line per file in order, the puzzle in the line format, or an empty line when no grid is found. With --json: the grid&apos;s corners, the doubtful cells and the number of solutions (0, 1, or 2 for several) too.</source>
        <translation>读取每个图片文件中的题目（照片、扫描件或屏幕截图；PNG、JPEG、BMP、GIF...）：
按文件顺序每个文件一行，以单行格式输出题目，找不到盘面时输出空行。
配合 --json：还输出盘面的四角、存疑的格子和解的个数（0、1，多解为 2）。</translation>
    </message>
    <message>
        <source>--%1 does not go with --read-image</source>
        <translation>--%1 不能与 --read-image 同用</translation>
    </message>
    <message>
        <source>--read-image needs picture files (standard input is not read)</source>
        <translation>--read-image 需要图片文件（不读取标准输入）</translation>
    </message>
    <message>
        <source>no grid found (the picture is smaller than a readable board, about 120 pixels across)</source>
        <translation>找不到盘面（图片比可读的盘面还小，约 120 像素宽）</translation>
    </message>
    <message>
        <source>no grid found (the grid is not 9×9; only 9×9 puzzles are read)</source>
        <translation>找不到盘面（盘面不是 9×9；只读取 9×9 题目）</translation>
    </message>
    <message>
        <source>no grid found (the picture is too large to read)</source>
        <translation>找不到盘面（图片太大，无法读取）</translation>
    </message>
    <message>
        <source>no grid found</source>
        <translation>找不到盘面</translation>
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
  ss       Simple Sudoku (.ss): rows in groups of three, &apos;.&apos; (old files: &apos;X&apos;) = empty, dashes
           between bands; e.g. &quot;1..|...|7..&quot;, ..., &quot;-----------&quot;
  sdk      SadMan Sudoku (.sdk): notes such as &quot;#ARuud&quot; (A author, D description, C comment, ...)
           and &quot;[Puzzle]&quot; may come first, then 9 rows of 9, &apos;.&apos; = empty; e.g. &quot;2..1.5..3&quot;
  sdm      SudoCue collection (.sdm): one puzzle per line, &apos;0&apos; = empty; by its text a line file,
           so it is taken for a file named .sdm or with --format sdm
  pencilmarks
           a HoDoKu or forum pencil-mark grid: each cell&apos;s candidates, a one-digit cell a given,
           &quot;+7&quot; a value solved on the way; e.g. &quot;| 47 79 +8 | 39 +2 +1 | 345 345 +6 |&quot;
  candidates729
           729 characters on a line, 9 a cell: the k-th is k when k is a candidate, else &apos;.&apos; or
           &apos;0&apos;; e.g. &quot;...4..7..&quot; for a cell with candidates 4 and 7
  Lines starting with &apos;#&apos; are comments (an .sdk note is &quot;#&quot; and a capital letter). 4x4 to 25x25
  grids are read in every format but pencilmarks and candidates729 (4x4, 6x6 and 9x9). Of a
  position with candidates, the givens are solved; the answer is the solved grid in its format.

Output:
  One answer per puzzle, in input order, in the puzzle&apos;s own format; grid answers repeat the
  puzzle&apos;s title line, and letters and grid answers are separated by a blank line.
  A puzzle without an answer prints nothing, except in line format and with --count or --rate, where
  it prints an empty line so the output stays aligned with the input (paste puzzles.txt answers.txt);
  --explain prints its error line as its block, --json an object with &quot;status&quot; and &quot;error&quot;.
  Problems go to standard error, one line each: &lt;file&gt;:&lt;line&gt;[:&lt;column&gt;]: &lt;message&gt;.

Generating:
  qudoku-cli --generate 10 --grade hard --symmetry rotate180 --seed 42 &gt; hard.txt
  Each line is a puzzle with one solution and, when it was rated (a --grade, --er or --technique
  target, or --rate), a blank and its rating, e.g.
    ...7.4....3.....96..1....(81 symbols) er=4.2 score=1142 grade=hard hardest=xy-wing steps=67 solved
    graded-by=xy-wing (the grade&apos;s technique, or &quot;length&quot; when only the score of a long solve makes it)
  The lines read straight back: qudoku-cli --rate hard.txt prints the same ratings. The rating
  is the logic engine&apos;s own (checked, never assumed). A rare target takes longer; on a terminal,
  standard error shows the candidates tried and the closest so far. An ER target must be within
  reach of some technique (9x9: 1.0 to %HIGHEST_ER%). With a symmetry, --minimal means that no
  symmetric group of clues can be taken out. A pattern that admits no unique puzzle gives an
  empty line and a message for each puzzle asked. Without a target, --rate rates each puzzle
  (most of the work: --generate 1000 --minimal is about 20 times faster without it).

Booklets:
  qudoku-cli --pdf booklet.pdf --per-page 4 --solutions --paper letter puzzles.txt
  Every puzzle with one solution goes in, in input order, under its number and rating; the
  solutions follow on the last pages. The digits are text in the PDF (searchable, copyable).

Techniques (for --max-technique and --technique), cheapest first:
  %TECHNIQUES%

Exit codes:
  0  every puzzle was solved (or counted, or generated)
  1  some puzzle had no solution, was invalid (bad text or conflicting givens),
     was not unique under --unique, could not be generated on --pattern, or ran
     out of time under --timeout
  2  bad usage, or an input file could not be read (missing, a directory, no permission,
     a line longer than %MAX_LINE% MiB: reading stops there)
  130  --generate stopped by Ctrl+C or SIGTERM (the lines written are whole puzzles)
</source>
        <translation>
格式（未指定 --format 时，对每个输入分别自动检测）：
  block    POJ 2676：第一行是题目数量，之后每题 9 行，每行 9 个数字，0 = 空
             例如 &quot;1&quot;，然后是 &quot;103000509&quot;, &quot;002109400&quot;, ...（共 9 行）
  line     POJ 3074：每行一道题目，&apos;.&apos; 或 &apos;0&apos; = 空；遇到内容为 &quot;end&quot; 的行时停止读取
             例如 &quot;.2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.&quot;
  letters  POJ 3076：每题 16 行，每行 16 个字母 A-P，&apos;-&apos; = 空，题目之间用空行分隔
             例如 &quot;--A----C-----O-I&quot;（16 行中的第 1 行）
  grid     若干行，可含空格、&apos;|&apos; 和分隔线，前面可以有一行标题
             例如 &quot;Grid 01&quot;，然后是 &quot;003020600&quot;, ...；或 &quot;5 3 . | . 7 . | . . .&quot; 和 &quot;------+-------+------&quot;
  ss       Simple Sudoku (.ss)：每三格一组的行，&apos;.&apos;（旧文件为 &apos;X&apos;）= 空，
           大行之间用短横线分隔；例如 &quot;1..|...|7..&quot;, ..., &quot;-----------&quot;
  sdk      SadMan Sudoku (.sdk)：前面可有 &quot;#ARuud&quot; 这样的注记（A 作者，D 描述，
           C 注释……）和 &quot;[Puzzle]&quot;，之后是 9 行，每行 9 个字符，&apos;.&apos; = 空；例如 &quot;2..1.5..3&quot;
  sdm      SudoCue 题集 (.sdm)：每行一道题目，&apos;0&apos; = 空；按内容看是 line 文件，
           因此文件名为 .sdm 或使用 --format sdm 时按此格式读取
  pencilmarks
           HoDoKu 或论坛的候选数盘面：每格的候选数，只有一个数字的格是已知数，&quot;+7&quot; 是
           解题途中填出的数；例如 &quot;| 47 79 +8 | 39 +2 +1 | 345 345 +6 |&quot;
  candidates729
           一行 729 个字符，每格 9 个：第 k 个字符在 k 是候选数时为 k，否则为 &apos;.&apos; 或 &apos;0&apos;；
           例如 &quot;...4..7..&quot; 表示候选数为 4 和 7 的格
  以 &apos;#&apos; 开头的行是注释（.sdk 注记是 &quot;#&quot; 加一个大写字母）。除 pencilmarks 和 candidates729
  （4x4、6x6 和 9x9）外，每种格式都能读取 4x4 到 25x25 的盘面。对于带候选数的局面，只求解
  已知数；答案是按其格式写出的终盘。

输出：
  每道题目一个答案，按输入顺序，采用题目本身的格式；grid 格式的答案会重复题目的标题行，
  letters 和 grid 格式的答案之间用空行分隔。
  没有答案的题目不输出任何内容；但在 line 格式下以及使用 --count 或 --rate 时，会输出一个
  空行，使输出与输入逐行对应（paste puzzles.txt answers.txt）；--explain 会把错误行作为
  该题的输出块，--json 则输出一个带有 &quot;status&quot; 和 &quot;error&quot; 的对象。
  问题信息写到标准错误，每条一行：&lt;file&gt;:&lt;line&gt;[:&lt;column&gt;]: &lt;message&gt;。

生成：
  qudoku-cli --generate 10 --grade hard --symmetry rotate180 --seed 42 &gt; hard.txt
  每行是一道有唯一解的题目；若题目经过评分（指定了 --grade、--er 或 --technique
  目标，或给出 --rate），后接一个空格和它的评分，例如
    ...7.4....3.....96..1....(81 个符号) er=4.2 score=1142 grade=hard hardest=xy-wing steps=67 solved
    graded-by=xy-wing（决定难度的技巧；若难度只来自长解题过程的分数，则为 &quot;length&quot;）
  这些行可以直接读回：qudoku-cli --rate hard.txt 会输出相同的评分。评分由逻辑引擎实际
  算出（经过验证，绝非假定）。少见的目标需要更长时间；在终端上，标准错误中会显示已尝试
  的候选题目数和目前最接近的结果。ER 目标必须在某个技巧能达到的范围内（9x9：1.0 到
  %HIGHEST_ER%）。指定对称方式时，--minimal 表示任何一组对称的已知数都不能去掉。如果
  图案无法构成有唯一解的题目，每道要求生成的题目都会得到一个空行和一条消息。没有目标时，
  --rate 会为每道题目评分（这是大部分工作量：不加它，--generate 1000 --minimal 约快 20 倍）。

题册：
  qudoku-cli --pdf booklet.pdf --per-page 4 --solutions --paper letter puzzles.txt
  每道有唯一解的题目都按输入顺序收入，标注编号和评分；答案放在最后几页。
  PDF 中的数字是文本（可搜索、可复制）。

技巧（用于 --max-technique 和 --technique），从易到难：
  %TECHNIQUES%

退出码：
  0  所有题目都已求解（或已计数、已生成）
  1  有题目无解、无效（文本错误或已知数冲突）、在 --unique 下解不唯一、
     无法按 --pattern 生成，或在 --timeout 下超时
  2  用法错误，或无法读取输入文件（不存在、是目录、没有权限、
     有一行超过 %MAX_LINE% MiB：读取到此为止）
  130  --generate 被 Ctrl+C 或 SIGTERM 中止（已写出的行都是完整的题目）
</translation>
    </message>
    <message>
        <source>--generate does not go with --count, --unique, --explain or --pdf</source>
        <translation>--generate 不能与 --count、--unique、--explain 或 --pdf 一起使用</translation>
    </message>
    <message>
        <source>no solution grid of these rules found in %1 tries (the combination is too tight)</source>
        <translation>尝试 %1 次仍未找到符合这些规则的解盘面（规则组合限制太严）</translation>
    </message>
    <message>
        <source>a jigsaw is 4×4 to 16×16, not %1×%1</source>
        <translation>锯齿数独的大小为 4×4 到 16×16，而不是 %1×%1</translation>
    </message>
    <message>
        <source>--variant %1 needs a size with boxes, 4, 6, 9, 12 or 16 (any of 4 to 16 with jigsaw), not %2</source>
        <translation>--variant %1 需要有宫的大小：4、6、9、12 或 16（配合 jigsaw 时可为 4 到 16 的任意大小），而不是 %2</translation>
    </message>
    <message>
        <source>windoku needs square boxes: 4×4, 9×9 or 16×16, not %1×%1</source>
        <translation>windoku 需要正方形的宫：4×4、9×9 或 16×16，而不是 %1×%1</translation>
    </message>
    <message>
        <source>x has both diagonals already: drop diagonal</source>
        <translation>x 已包含两条对角线：请去掉 diagonal</translation>
    </message>
    <message>
        <source>--variant %1 does not keep the symmetry %2 (docs/cli.md lists the symmetries each variant keeps)</source>
        <translation>--variant %1 无法保持对称方式 %2（docs/cli.md 列出了每种变体能保持的对称方式）</translation>
    </message>
    <message>
        <source>the rules of --variant %1 on a %2×%2 grid have no solution</source>
        <translation>--variant %1 的规则在 %2×%2 盘面上无解</translation>
    </message>
    <message>
        <source>the solver found no %2×%2 grid for --variant %1 in reasonable time; these rules are too tight to generate</source>
        <translation>求解器未能在合理时间内为 --variant %1 找到 %2×%2 的盘面；这些规则限制太严，无法生成题目</translation>
    </message>
    <message>
        <source>--variant names %1 twice</source>
        <translation>--variant 中 %1 出现了两次</translation>
    </message>
    <message>
        <source>unknown variant &apos;%1&apos; (expected one or more of %2, separated by commas)</source>
        <translation>未知变体 &apos;%1&apos;（应为 %2 中的一个或多个，用逗号分隔）</translation>
    </message>
    <message>
        <source>--size must be 4 to 16 for a jigsaw, got &apos;%1&apos;</source>
        <translation>锯齿数独的 --size 必须为 4 到 16，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--variant killer makes puzzles with no givens, only cages: --clues and --pattern do not apply</source>
        <translation>--variant killer 生成没有已知数、只有笼子的题目：--clues 和 --pattern 不适用</translation>
    </message>
    <message>
        <source>Input format: %1; or for variant puzzles %2 (fpuzzles: any of them, told apart within; default: detected for each input).</source>
        <translation>输入格式：%1；或者对变体题目用 %2（fpuzzles：其中任一种，在文件内区分；默认：对每个输入自动识别）。</translation>
    </message>
    <message>
        <source>With --generate: variant rules, one or more of x, diagonal, windoku, jigsaw, anti-knight, anti-king, non-consecutive, killer, thermometer and arrow, separated by commas (e.g. jigsaw,x); the puzzles are written as f-puzzles JSON, one object a line.</source>
        <translation>配合 --generate：变体规则，x、diagonal、windoku、jigsaw、
anti-knight、anti-king、non-consecutive、killer、thermometer 和 arrow 中的一个或多个，
用逗号分隔（例如 jigsaw,x）；题目以 f-puzzles JSON
格式输出，每行一个对象。</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <source>expected a puzzle, found none</source>
        <translation>应为一道题目，但没有找到</translation>
    </message>
    <message>
        <source>expected %1, got &apos;%2&apos;</source>
        <translation>应为%1，实际为 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>expected %1 symbols in this row, got %2</source>
        <translation>这一行应有 %1 个符号，实际为 %2 个</translation>
    </message>
    <message>
        <source>expected %1 symbols (a %2×%2 puzzle), got %3</source>
        <translation>应有 %1 个符号（%2×%2 题目），实际为 %3 个</translation>
    </message>
    <message>
        <source>expected 16, 36, 81, 144, 256 or 625 symbols (a 4×4 to 25×25 puzzle), got %1</source>
        <translation>应有 16、36、81、144、256 或 625 个符号（4×4 到 25×25 的题目），实际为 %1 个</translation>
    </message>
    <message>
        <source>expected %1 rows, got %2</source>
        <translation>应有 %1 行，实际为 %2 行</translation>
    </message>
    <message>
        <source>expected the rows of a puzzle after its title, found none</source>
        <translation>标题之后应为题目的各行，但没有找到</translation>
    </message>
    <message>
        <source>expected the number of cases on the first line, got &apos;%1&apos;</source>
        <translation>第一行应为题目数量，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>case count: expected %1 (from the first line), got %2</source>
        <translation>题目数量：应为 %1（见第一行），实际为 %2</translation>
    </message>
    <message>
        <source>case count: expected %1 (from the first line), got more</source>
        <translation>题目数量：应为 %1（见第一行），实际更多</translation>
    </message>
    <message>
        <source>expected a row of 4, 6, 9, 12, 16 or 25 symbols, got %1</source>
        <translation>每行应有 4、6、9、12、16 或 25 个符号，实际为 %1 个</translation>
    </message>
    <message>
        <source>expected a number 1-%1, got &apos;%2&apos;</source>
        <translation>应为 1-%1 之间的数，实际为 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>a digit %1, &apos;.&apos; or &apos;0&apos;</source>
        <translation>数字 %1、&apos;.&apos; 或 &apos;0&apos;</translation>
    </message>
    <message>
        <source>a letter %1 or &apos;-&apos;</source>
        <translation>字母 %1 或 &apos;-&apos;</translation>
    </message>
    <message>
        <source>a symbol %1, &apos;.&apos; or &apos;0&apos;</source>
        <translation>符号 %1、&apos;.&apos; 或 &apos;0&apos;</translation>
    </message>
    <message>
        <source>a symbol %1 or &apos;.&apos;</source>
        <translation>符号 %1 或 &apos;.&apos;</translation>
    </message>
    <message>
        <source>%1 twice in %2 (%3, %4)</source>
        <translation>%1 在%2中出现了两次（%3、%4）</translation>
    </message>
    <message>
        <source>digit %1</source>
        <translation>数字 %1</translation>
    </message>
    <message>
        <source>symbol %1</source>
        <translation>符号 %1</translation>
    </message>
    <message>
        <source>r%1c%2</source>
        <translation>r%1c%2</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>第 %1 宫</translation>
    </message>
    <message>
        <source>unique solution</source>
        <translation>唯一解</translation>
    </message>
    <message>
        <source>several solutions</source>
        <translation>多个解</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <source>conflicting givens</source>
        <translation>已知数冲突</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>stopped at the solution limit</source>
        <translation>已达到解的数量上限</translation>
    </message>
    <message>
        <source>grids are 4×4, 6×6, 9×9, 12×12, 16×16 or 25×25</source>
        <translation>盘面大小只能是 4×4、6×6、9×9、12×12、16×16 或 25×25</translation>
    </message>
    <message>
        <source>the clue range must run from a low to a high number of clues, within the %1 cells of a %2×%2 grid</source>
        <translation>已知数个数的范围必须由小到大，且不超过 %2×%2 盘面的 %1 个格</translation>
    </message>
    <message>
        <source>a %1×%1 puzzle with one solution needs at least %2 clues</source>
        <translation>有唯一解的 %1×%1 题目至少需要 %2 个已知数</translation>
    </message>
    <message>
        <source>the pattern has %1 cells, a %2×%2 grid has %3</source>
        <translation>图案有 %1 个格，而 %2×%2 盘面有 %3 个格</translation>
    </message>
    <message>
        <source>the pattern&apos;s clue cells are not symmetric under %1: %2 is a clue, %3 is not</source>
        <translation>图案中的已知数格在 %1 下不对称：%2 是已知数格，%3 却不是</translation>
    </message>
    <message>
        <source>the pattern&apos;s clue cells are not symmetric under %1</source>
        <translation>图案中的已知数格在 %1 下不对称</translation>
    </message>
    <message>
        <source>the pattern has %1 clues, outside the clue range %2-%3</source>
        <translation>图案有 %1 个已知数，超出了已知数个数的范围 %2-%3</translation>
    </message>
    <message>
        <source>the ER range must run from a low to a high rating</source>
        <translation>ER 范围必须由低到高</translation>
    </message>
    <message>
        <source>no step the logic engine rates falls between ER %1 and %2 (%3×%3 ratings run from 1.0 to %4)</source>
        <translation>逻辑引擎评分的步骤中，没有 ER 在 %1 到 %2 之间的（%3×%3 的评分范围为 1.0 到 %4）</translation>
    </message>
    <message>
        <source>the logic engine does not know that technique</source>
        <translation>逻辑引擎不认识这个技巧</translation>
    </message>
    <message>
        <source>%1 is a step of Sudoku Explainer&apos;s rating scale only; puzzles are rated on the qudoku scale, where no puzzle ends on it</source>
        <translation>%1 只是 Sudoku Explainer 评分标准中的步骤；题目按 qudoku 标准评分，在该标准下不会有题目以它为最难的一步</translation>
    </message>
    <message>
        <source>expected %1 cells (a %2×%2 grid of candidates), got %3</source>
        <translation>应为 %1 个格（%2×%2 的候选数盘面），实际为 %3</translation>
    </message>
    <message>
        <source>expected %1 characters (%2 for each cell of a %2×%2 grid), got %3</source>
        <translation>应为 %1 个字符（%2×%2 盘面的每格 %2 个），实际为 %3</translation>
    </message>
    <message>
        <source>expected candidates %1, got &apos;%2&apos;</source>
        <translation>应为候选数 %1，实际为 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>expected each candidate once, got &apos;%1&apos;</source>
        <translation>每个候选数应只出现一次，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos; or &apos;.&apos; (candidate %1 of %2), got &apos;%3&apos;</source>
        <translation>应为 &apos;%1&apos; 或 &apos;.&apos;（%2 的候选数 %1），实际为 &apos;%3&apos;</translation>
    </message>
    <message>
        <source>expected at least one candidate for %1, got none</source>
        <translation>%1 应至少有一个候选数，实际没有</translation>
    </message>
    <message>
        <source>expected a line of at most %1 bytes (%2 MiB), got a longer one; the rest is not read</source>
        <translation>一行应不超过 %1 字节（%2 MiB），实际更长；其余内容不再读取</translation>
    </message>
    <message>
        <source>does not look like a Sudoku puzzle (tried %1); it starts with &apos;%2&apos;</source>
        <translation>看起来不像数独题目（已尝试：%1）；开头是 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>a case count and rows</source>
        <translation>用例数加行</translation>
    </message>
    <message>
        <source>one puzzle a line</source>
        <translation>每行一道题目</translation>
    </message>
    <message>
        <source>rows of letters</source>
        <translation>字母行</translation>
    </message>
    <message>
        <source>a grid of rows</source>
        <translation>由行组成的盘面</translation>
    </message>
    <message>
        <source>Simple Sudoku</source>
        <translation>Simple Sudoku</translation>
    </message>
    <message>
        <source>SadMan Sudoku</source>
        <translation>SadMan Sudoku</translation>
    </message>
    <message>
        <source>SudoCue</source>
        <translation>SudoCue</translation>
    </message>
    <message>
        <source>pencil marks</source>
        <translation>笔记</translation>
    </message>
    <message>
        <source>candidate strings</source>
        <translation>候选数字符串</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>第 %1 区域</translation>
    </message>
    <message>
        <source>diagonal %1</source>
        <translation>第 %1 条对角线</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>第 %1 个窗口</translation>
    </message>
    <message>
        <source>disjoint group %1</source>
        <translation>第 %1 个同位组</translation>
    </message>
    <message>
        <source>extra region %1</source>
        <translation>第 %1 个额外区域</translation>
    </message>
    <message>
        <source>%1 broken (%2)</source>
        <translation>%1 被违反（%2）</translation>
    </message>
    <message>
        <source>anti-knight</source>
        <translation>无马步</translation>
    </message>
    <message>
        <source>anti-king</source>
        <translation>无王步</translation>
    </message>
    <message>
        <source>non-consecutive</source>
        <translation>无连续</translation>
    </message>
    <message>
        <source>white dot</source>
        <translation>白点</translation>
    </message>
    <message>
        <source>black dot</source>
        <translation>黑点</translation>
    </message>
    <message>
        <source>XV mark</source>
        <translation>XV 标记</translation>
    </message>
    <message>
        <source>negative white dots</source>
        <translation>反白点规则</translation>
    </message>
    <message>
        <source>negative black dots</source>
        <translation>反黑点规则</translation>
    </message>
    <message>
        <source>negative XV</source>
        <translation>反 XV 规则</translation>
    </message>
    <message>
        <source>odd cell</source>
        <translation>奇数格</translation>
    </message>
    <message>
        <source>even cell</source>
        <translation>偶数格</translation>
    </message>
    <message>
        <source>minimum cell</source>
        <translation>极小格</translation>
    </message>
    <message>
        <source>maximum cell</source>
        <translation>极大格</translation>
    </message>
    <message>
        <source>thermometer</source>
        <translation>温度计</translation>
    </message>
    <message>
        <source>quadruple</source>
        <translation>四格提示</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>The puzzle is not valid JSON.</source>
        <translation>题目不是有效的 JSON。</translation>
    </message>
    <message>
        <source>The puzzle&apos;s JSON is nested too deep.</source>
        <translation>题目的 JSON 嵌套太深。</translation>
    </message>
    <message>
        <source>The puzzle is too large to read.</source>
        <translation>题目太大，无法读取。</translation>
    </message>
    <message>
        <source>This is not an f-puzzles puzzle.</source>
        <translation>这不是 f-puzzles 题目。</translation>
    </message>
    <message>
        <source>A value of the puzzle is not of the expected kind.</source>
        <translation>题目中某个值的类型不符合预期。</translation>
    </message>
    <message>
        <source>The puzzle&apos;s size must be from 4 to 16.</source>
        <translation>题目的大小必须在 4 到 16 之间。</translation>
    </message>
    <message>
        <source>The puzzle names a cell outside its grid.</source>
        <translation>题目引用了盘面之外的格。</translation>
    </message>
    <message>
        <source>The puzzle&apos;s grid is not N rows of N cells with digits from 1 to N.</source>
        <translation>题目的盘面不是 N 行、每行 N 格、数字为 1 到 N 的盘面。</translation>
    </message>
    <message>
        <source>The puzzle&apos;s regions are not N regions of N cells each.</source>
        <translation>题目的区域不是 N 个各含 N 格的区域。</translation>
    </message>
    <message>
        <source>A rule of the puzzle does not fit its cells.</source>
        <translation>题目的某条规则与它所在的格不符。</translation>
    </message>
    <message>
        <source>This puzzle uses %1, which Qudoku cannot solve yet.</source>
        <translation>此题目用到了%1，Qudoku 暂时还不能求解这类题目。</translation>
    </message>
    <message>
        <source>This is not an f-puzzles or SudokuPad link.</source>
        <translation>这不是 f-puzzles 或 SudokuPad 链接。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 At %2.</source>
        <translation>%1位于 %2。</translation>
    </message>
    <message>
        <source>%1 At %2: %3</source>
        <translation>%1位于 %2：%3</translation>
    </message>
    <message>
        <source>%1 is the step of a rule these puzzles do not have</source>
        <translation>%1 是这些题目没有的规则所用的步骤</translation>
    </message>
    <message>
        <source>%1 is switched off under these rules (it needs classic boxes and no extra houses)</source>
        <translation>%1 在这些规则下不可用（它需要标准的宫，且不能有额外的区域）</translation>
    </message>
    <message>
        <source>killer cage</source>
        <translation>杀手笼子</translation>
    </message>
    <message>
        <source>arrow</source>
        <translation>箭头</translation>
    </message>
    <message>
        <source>little killer</source>
        <translation>小杀手</translation>
    </message>
    <message>
        <source>sandwich</source>
        <translation>三明治</translation>
    </message>
    <message>
        <source>X-sum</source>
        <translation>X 和</translation>
    </message>
    <message>
        <source>skyscraper</source>
        <translation>摩天楼</translation>
    </message>
    <message>
        <source>renban line</source>
        <translation>连续线</translation>
    </message>
    <message>
        <source>German whispers line</source>
        <translation>德式耳语线</translation>
    </message>
    <message>
        <source>palindrome line</source>
        <translation>回文线</translation>
    </message>
    <message>
        <source>between line</source>
        <translation>区间线</translation>
    </message>
    <message>
        <source>region-sum line</source>
        <translation>区域和线</translation>
    </message>
    <message>
        <source>entropic line</source>
        <translation>熵线</translation>
    </message>
    <message>
        <source>modular line</source>
        <translation>模线</translation>
    </message>
    <message>
        <source>zipper line</source>
        <translation>拉链线</translation>
    </message>
    <message>
        <source>%1 is on no rating scale, so no rated puzzle ends on it (%2)</source>
        <translation>%1 不属于任何评分标准，因此没有哪道评分的题目以它结尾（%2）</translation>
    </message>
    <message>
        <source>it is the hints&apos; last resort: a digit proved by the solver</source>
        <translation>它是提示的最后手段：由求解器证明的一个数字</translation>
    </message>
    <message>
        <source>Sudoku Explainer&apos;s rating leaves it off</source>
        <translation>Sudoku Explainer 的评分不使用它</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>新游戏(&amp;N)…</translation>
    </message>
    <message>
        <source>Start a new game: pick a grade, today&apos;s puzzle or a puzzle code</source>
        <translation>开始新游戏：选择难度、今日题目或题目代码</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>简单(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>中等(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>困难(&amp;H)</translation>
    </message>
    <message>
        <source>E&amp;xtreme</source>
        <translation>极难(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Custom…</source>
        <translation>自定义(&amp;C)…</translation>
    </message>
    <message>
        <source>Choose the size, the grade or a technique to practise, the symmetry of the givens, minimal or not</source>
        <translation>选择大小、难度或要练习的技巧、已知数的对称方式，以及是否为极小题目</translation>
    </message>
    <message>
        <source>&amp;Daily Puzzle</source>
        <translation>每日一题(&amp;D)</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle: the same for every player today, easy on Monday, harder through the week</source>
        <translation>今日题目：今天所有玩家都是同一道题，周一简单，之后逐日变难</translation>
    </message>
    <message>
        <source>Puzzle from C&amp;ode…</source>
        <translation>按代码获取题目(&amp;O)…</translation>
    </message>
    <message>
        <source>Play the puzzle a friend&apos;s puzzle code names (you can also paste the code)</source>
        <translation>玩朋友发来的题目代码所对应的题目（也可以直接粘贴代码）</translation>
    </message>
    <message>
        <source>Copy Puzzle C&amp;ode</source>
        <translation>复制题目代码(&amp;O)</translation>
    </message>
    <message>
        <source>Copy this puzzle&apos;s code, which gives a friend the same puzzle</source>
        <translation>复制本题的题目代码，朋友用它可以得到同一道题目</translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Ne&amp;xt Puzzle in File</source>
        <translation>文件中的下一题(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Previous Puzzle in File</source>
        <translation>文件中的上一题(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>撤销：%1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>重做：%1</translation>
    </message>
    <message>
        <source>&amp;Copy Grid</source>
        <translation>复制盘面(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the grid as one line of symbols</source>
        <translation>将盘面复制为一行符号</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>粘贴题目(&amp;P)</translation>
    </message>
    <message>
        <source>Lock the digits entered so far as the puzzle&apos;s givens and start the clock</source>
        <translation>将已输入的数字锁定为题目的已知数，并开始计时</translation>
    </message>
    <message>
        <source>&amp;Edit Givens</source>
        <translation>编辑已知数(&amp;E)</translation>
    </message>
    <message>
        <source>Go back to entering the givens; your digits stay where they still fit (undoable)</source>
        <translation>返回输入已知数；你填的数字只要仍然合规就会保留（可撤销）</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation>擦除(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Fill All Candidates</source>
        <translation>填入所有候选数(&amp;F)</translation>
    </message>
    <message>
        <source>C&amp;lear All Pencil Marks</source>
        <translation>清除所有笔记(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>A hint in steps: where to look, which technique, the full explanation, then apply it</source>
        <translation>分步提示：看哪里、用什么技巧、完整解释，最后应用这一步</translation>
    </message>
    <message>
        <source>&amp;Reveal a Cell</source>
        <translation>揭示一格(&amp;R)</translation>
    </message>
    <message>
        <source>Fill in the cell that is easiest to deduce</source>
        <translation>填入最容易推出的那一格</translation>
    </message>
    <message>
        <source>Show Solution &amp;Path</source>
        <translation>显示解题路径(&amp;P)</translation>
    </message>
    <message>
        <source>List every step needed from the current position, with ratings</source>
        <translation>列出从当前局面起所需的每一步及其评分</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>检查(&amp;C)</translation>
    </message>
    <message>
        <source>Cross out your digits that differ from the solution</source>
        <translation>划掉你填的与解不符的数字</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>求解(&amp;S)</translation>
    </message>
    <message>
        <source>Fill every empty cell</source>
        <translation>填满所有空格</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop everything the computer is working on (Esc)</source>
        <translation>停止电脑正在进行的所有工作（Esc）</translation>
    </message>
    <message>
        <source>&amp;Dismiss Hint</source>
        <translation>关闭提示(&amp;D)</translation>
    </message>
    <message>
        <source>Take the hint or the previewed step off the board (Esc)</source>
        <translation>从盘面上移除提示或预览的步骤（Esc）</translation>
    </message>
    <message>
        <source>Games played and solved, best and average times, hints used: by size and grade</source>
        <translation>按大小和难度统计：已玩和已解出的局数、最佳和平均用时、使用的提示次数</translation>
    </message>
    <message>
        <source>Hide the board and stop the clock (Pause or Ctrl+Shift+P)</source>
        <translation>隐藏盘面并停止计时（Pause 或 Ctrl+Shift+P）</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>Print the board, with a preview first</source>
        <translation>打印盘面，先显示预览</translation>
    </message>
    <message>
        <source>As &amp;PDF…</source>
        <translation>PDF 文件(&amp;P)…</translation>
    </message>
    <message>
        <source>As P&amp;NG Image…</source>
        <translation>PNG 图片(&amp;N)…</translation>
    </message>
    <message>
        <source>As &amp;SVG Image…</source>
        <translation>SVG 图片(&amp;S)…</translation>
    </message>
    <message>
        <source>Include Pencil &amp;Marks</source>
        <translation>包含笔记(&amp;M)</translation>
    </message>
    <message>
        <source>Prints and exports show your pencil marks</source>
        <translation>打印和导出时显示你的笔记</translation>
    </message>
    <message>
        <source>Prints and exports add the solution: beside the puzzle in an image, on a page of its own in a PDF or on paper</source>
        <translation>打印和导出时附上答案：图片中放在题目旁边，PDF 和纸上则单独占一页</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>打印(&amp;I)…</translation>
    </message>
    <message>
        <source>Copy with Pencil &amp;Marks</source>
        <translation>连同笔记复制(&amp;M)</translation>
    </message>
    <message>
        <source>Copy the position as a pencil-mark grid, as HoDoKu and the forums write it: givens, your digits as +digit, each empty cell&apos;s pencil marks (or, without marks, its candidates)</source>
        <translation>将当前局面复制为候选数盘面（HoDoKu 和论坛的写法）：已知数、你填的数字写作 +数字、每个空格的笔记（没有笔记时为其候选数）</translation>
    </message>
    <message>
        <source>Play the puzzle on the clipboard (a line, a grid, a pencil-mark grid, 729 candidates or any format Open reads)</source>
        <translation>玩剪贴板中的题目（一行、盘面、候选数盘面、729 字符候选数串，或“打开”能读取的任何格式）</translation>
    </message>
    <message>
        <source>Remove Marks from Peers When Pl&amp;acing</source>
        <translation>填数时移除相关格的笔记(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Very Hard</source>
        <translation>超难(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Enter a Puzzle</source>
        <translation>输入题目(&amp;E)</translation>
    </message>
    <message>
        <source>An empty grid of this size: type a puzzle&apos;s givens (from a newspaper, a book), then choose Start Playing</source>
        <translation>此大小的空白盘面：输入一道题目的已知数（来自报纸、书籍），然后选择“开始游戏”</translation>
    </message>
    <message>
        <source>S&amp;tart Playing</source>
        <translation>开始游戏(&amp;T)</translation>
    </message>
    <message>
        <source>Statisti&amp;cs…</source>
        <translation>统计(&amp;C)…</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>暂停(&amp;A)</translation>
    </message>
    <message>
        <source>Include the S&amp;olution</source>
        <translation>包含答案(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Digits</source>
        <translation>数字(&amp;D)</translation>
    </message>
    <message>
        <source>Digit</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>Keys enter digits (Z; Space or Tab: the next mode)</source>
        <translation>按键填入数字（Z；空格或 Tab：下一个模式）</translation>
    </message>
    <message>
        <source>&amp;Corner Marks</source>
        <translation>角落笔记(&amp;C)</translation>
    </message>
    <message>
        <source>Corner</source>
        <translation>角落</translation>
    </message>
    <message>
        <source>Keys toggle corner marks, in the order typed (X; Shift+digit in any mode)</source>
        <translation>按键添加或移除角落笔记，按输入顺序排列（X；任何模式下 Shift+数字）</translation>
    </message>
    <message>
        <source>C&amp;entre Marks</source>
        <translation>中心笔记(&amp;E)</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>中心</translation>
    </message>
    <message>
        <source>Keys toggle centre marks, the candidates hints read (C; Ctrl+digit in any mode)</source>
        <translation>按键添加或移除中心笔记，即提示所读取的候选数（C；任何模式下 Ctrl+数字）</translation>
    </message>
    <message>
        <source>Co&amp;lours</source>
        <translation>颜色(&amp;L)</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <source>Keys 1–9 toggle colours on the cells; Alt+click colours one candidate (V; Ctrl+Shift+digit in any mode)</source>
        <translation>按键 1–9 为格子添加或移除颜色；Alt+单击为一个候选数着色（V；任何模式下 Ctrl+Shift+数字）</translation>
    </message>
    <message>
        <source>Erase the selected cells&apos; current layer; in digit mode their digits, else their centre marks, else their corner marks, else their colours (Delete, Backspace, 0 or .)</source>
        <translation>擦除所选格子当前层的内容；数字模式下先擦数字，没有数字则擦中心笔记，再没有则擦角落笔记，最后擦颜色（Delete、Backspace、0 或 .）</translation>
    </message>
    <message>
        <source>Set Chec&amp;kpoint</source>
        <translation>设置检查点(&amp;K)</translation>
    </message>
    <message>
        <source>Keep the position as it is now, to come back to (Play → Back to Checkpoint)</source>
        <translation>记下当前局面，以便回到这里（解题 → 回到检查点）</translation>
    </message>
    <message>
        <source>Back to the &amp;Last Correct Position</source>
        <translation>回到最后的正确局面(&amp;L)</translation>
    </message>
    <message>
        <source>Undo to just before the first move that put a wrong digit or removed a true candidate (counts as a hint)</source>
        <translation>撤销到第一个填错数字或删掉正确候选数的步骤之前（计为一次提示）</translation>
    </message>
    <message>
        <source>Restart the P&amp;uzzle</source>
        <translation>重新开始本题(&amp;U)</translation>
    </message>
    <message>
        <source>Take out every digit, mark and colour of yours, as one move you can undo</source>
        <translation>清除你填的所有数字、笔记和颜色，作为一步可以撤销的操作</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <source>Highlight &amp;Bivalue Cells</source>
        <translation>突出显示双值格(&amp;B)</translation>
    </message>
    <message>
        <source>Mark the cells with exactly two candidates (Esc clears the filters)</source>
        <translation>标出恰有两个候选数的格（Esc 清除筛选）</translation>
    </message>
    <message>
        <source>&amp;Clear Filters</source>
        <translation>清除筛选(&amp;C)</translation>
    </message>
    <message>
        <source>Stop highlighting a digit and bivalue cells (Esc)</source>
        <translation>不再突出显示某个数字和双值格（Esc）</translation>
    </message>
    <message>
        <source>&amp;Hide the Timer</source>
        <translation>隐藏计时器(&amp;H)</translation>
    </message>
    <message>
        <source>The clock is not shown; it still counts, for the statistics</source>
        <translation>不显示计时器；它仍在计时，用于统计</translation>
    </message>
    <message>
        <source>Open I&amp;mage…</source>
        <translation>打开图片(&amp;M)…</translation>
    </message>
    <message>
        <source>Read a puzzle from a photo, a scan or a screenshot (you can also paste a picture or drop one on the window)</source>
        <translation>从照片、扫描件或屏幕截图读取题目（也可以粘贴图片，或把图片拖到窗口上）</translation>
    </message>
    <message>
        <source>A variant puzzle: jigsaw, X, diagonal, windoku, anti-knight, anti-king, non-consecutive</source>
        <translation>变体题目：锯齿数独、X、对角线、窗口数独、无马步、无王步、无连续</translation>
    </message>
    <message>
        <source>Copy a link that opens this puzzle, its rules and your digits on f-puzzles.com</source>
        <translation>复制一个链接，在 f-puzzles.com 上打开此题目及其规则和你填的数字</translation>
    </message>
    <message>
        <source>Copy a link that opens this puzzle and its rules on SudokuPad</source>
        <translation>复制一个链接，在 SudokuPad 上打开此题目及其规则</translation>
    </message>
    <message>
        <source>V&amp;ariant…</source>
        <translation>变体(&amp;A)…</translation>
    </message>
    <message>
        <source>Copy as f-pu&amp;zzles Link</source>
        <translation>复制为 f-puzzles 链接(&amp;Z)</translation>
    </message>
    <message>
        <source>Copy as Su&amp;dokuPad Link</source>
        <translation>复制为 SudokuPad 链接(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Killer…</source>
        <translation>杀手数独(&amp;K)…</translation>
    </message>
    <message>
        <source>A killer: cages with their sums and no givens, 4×4 to 16×16, by grade; with X or a jigsaw if you like</source>
        <translation>杀手数独：带和的笼子，没有已知数，4×4 到 16×16，按难度；也可加上 X 或锯齿</translation>
    </message>
</context>
<context>
    <name>GeneratorText</name>
    <message>
        <source>no symmetry</source>
        <translation>无对称</translation>
    </message>
    <message>
        <source>half turn</source>
        <translation>中心对称</translation>
    </message>
    <message>
        <source>quarter turns</source>
        <translation>90° 旋转对称</translation>
    </message>
    <message>
        <source>mirror (left–right)</source>
        <translation>左右对称</translation>
    </message>
    <message>
        <source>flip (up–down)</source>
        <translation>上下对称</translation>
    </message>
    <message>
        <source>main diagonal</source>
        <translation>主对角线对称</translation>
    </message>
    <message>
        <source>anti-diagonal</source>
        <translation>副对角线对称</translation>
    </message>
    <message>
        <source>all of them (dihedral)</source>
        <translation>全部对称</translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>a minimal %1 %2 puzzle</source>
        <translation>极小的%1 %2 题目</translation>
    </message>
    <message>
        <source>a %1 %2 puzzle</source>
        <translation>%1 %2 题目</translation>
    </message>
    <message>
        <source>a minimal %1 puzzle for %2</source>
        <translation>练习%2的极小 %1 题目</translation>
    </message>
    <message>
        <source>a %1 puzzle for %2</source>
        <translation>练习%2的 %1 题目</translation>
    </message>
    <message>
        <source>a minimal %1 puzzle</source>
        <translation>极小 %1 题目</translation>
    </message>
    <message>
        <source>a %1 puzzle</source>
        <translation>%1 题目</translation>
    </message>
    <message>
        <source>%1 with symmetry: %2</source>
        <translation>%1（对称方式：%2）</translation>
    </message>
    <message>
        <source>minimal %1 %2</source>
        <translation>%1 %2 · 极小</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>minimal %1 for %2</source>
        <translation>%1 · 练习%2 · 极小</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 · 练习%2</translation>
    </message>
    <message>
        <source>minimal %1</source>
        <translation>%1 · 极小</translation>
    </message>
    <message>
        <source>expected a puzzle code such as 9H-4KZ7QP2M</source>
        <translation>应为题目代码，例如 9H-4KZ7QP2M</translation>
    </message>
    <message>
        <source>expected the size first (4, 6, 9, 12, 16 or 25)</source>
        <translation>开头应为大小（4、6、9、12、16 或 25）</translation>
    </message>
    <message>
        <source>expected a grade letter after the size (E, M, H, U or X) or a technique in brackets</source>
        <translation>大小之后应为难度字母（E、M、H、U 或 X）或方括号中的技巧</translation>
    </message>
    <message>
        <source>expected the name of a technique Qudoku knows, between [ and ]</source>
        <translation>[ 和 ] 之间应为 Qudoku 认识的技巧名称</translation>
    </message>
    <message>
        <source>expected a dash and the puzzle&apos;s number after it</source>
        <translation>应为一个短横线，后接题目编号</translation>
    </message>
    <message>
        <source>expected only digits and letters other than U in the puzzle&apos;s number</source>
        <translation>题目编号中只能有数字和除 U 以外的字母</translation>
    </message>
    <message>
        <source>the puzzle&apos;s number is too long</source>
        <translation>题目编号太长</translation>
    </message>
    <message>
        <source>expected a dash before the puzzle&apos;s number</source>
        <translation>题目编号之前应有一个短横线</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1×%1 %2</source>
        <translation>%1×%1 %2</translation>
    </message>
    <message>
        <source>Jigsaw</source>
        <translation>锯齿数独</translation>
    </message>
    <message>
        <source>X (both diagonals)</source>
        <translation>X（两条对角线）</translation>
    </message>
    <message>
        <source>Diagonal (r1c1 to the far corner)</source>
        <translation>对角线（从 r1c1 到对面的角）</translation>
    </message>
    <message>
        <source>Windoku</source>
        <translation>窗口数独</translation>
    </message>
    <message>
        <source>Anti-knight</source>
        <translation>无马步</translation>
    </message>
    <message>
        <source>Anti-king</source>
        <translation>无王步</translation>
    </message>
    <message>
        <source>Non-consecutive</source>
        <translation>无连续</translation>
    </message>
    <message>
        <source>jigsaw</source>
        <translation>锯齿数独</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>diagonal</source>
        <translation>对角线</translation>
    </message>
    <message>
        <source>windoku</source>
        <translation>窗口数独</translation>
    </message>
    <message>
        <source>anti-knight</source>
        <translation>无马步</translation>
    </message>
    <message>
        <source>anti-king</source>
        <translation>无王步</translation>
    </message>
    <message>
        <source>non-consecutive</source>
        <translation>无连续</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source>a jigsaw is 4×4 to 16×16</source>
        <translation>锯齿数独的大小为 4×4 到 16×16</translation>
    </message>
    <message>
        <source>a %1×%1 grid has no boxes; choose Jigsaw for it, or a size of 4, 6, 9, 12 or 16</source>
        <translation>%1×%1 盘面没有宫；请为它选择锯齿数独，或选择 4、6、9、12 或 16 的大小</translation>
    </message>
    <message>
        <source>windoku needs square boxes: 4×4, 9×9 or 16×16</source>
        <translation>窗口数独需要正方形的宫：4×4、9×9 或 16×16</translation>
    </message>
    <message>
        <source>X has both diagonals already: leave Diagonal out</source>
        <translation>X 已包含两条对角线：请不要再选对角线</translation>
    </message>
    <message>
        <source>%1 does not keep the symmetry “%2”</source>
        <translation>%1 无法保持对称方式“%2”</translation>
    </message>
    <message>
        <source>these rules have no solution on a %1×%1 grid</source>
        <translation>这些规则在 %1×%1 盘面上无解</translation>
    </message>
    <message>
        <source>these rules are too tight to fill a %1×%1 grid in reasonable time</source>
        <translation>这些规则限制太严，无法在合理时间内填满 %1×%1 盘面</translation>
    </message>
    <message>
        <source>Killer (cages with sums, no givens)</source>
        <translation>杀手数独（带和的笼子，无已知数）</translation>
    </message>
    <message>
        <source>killer</source>
        <translation>杀手</translation>
    </message>
    <message>
        <source>a killer has no givens, only cages: leave out the clue count and the pattern</source>
        <translation>杀手数独没有已知数，只有笼子：请去掉已知数数量和图案</translation>
    </message>
    <message>
        <source>variants are made up to 16×16; a %1×%1 puzzle is classic Sudoku</source>
        <translation>变体题目最大为 16×16；%1×%1 的题目只能是经典数独</translation>
    </message>
    <message>
        <source>Thermometers (digits rise from the bulb)</source>
        <translation>温度计（数字从球端起递增）</translation>
    </message>
    <message>
        <source>Arrows (the circle is the sum of its arrow)</source>
        <translation>箭头（圆圈中的数等于其箭头上各数之和）</translation>
    </message>
    <message>
        <source>thermometer</source>
        <translation>温度计</translation>
    </message>
    <message>
        <source>arrow</source>
        <translation>箭头</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Keys and Mouse</source>
        <translation>键盘与鼠标</translation>
    </message>
    <message>
        <source>About Qudoku</source>
        <translation>关于 Qudoku</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Qudoku&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Play, enter and solve Sudoku puzzles from 4×4 to 25×25, with hints that explain themselves.&lt;/p&gt;&lt;p&gt;Released under the MIT licence.&lt;/p&gt;&lt;p&gt;Bundled puzzles: the easy ones were made with the generator of the public Kaggle 1 million Sudoku data set (Kyubyong Park); the medium and hard ones come from the Sudoku Exchange puzzle bank, which its authors placed in the public domain.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Qudoku&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;游玩、输入和求解 4×4 到 25×25 的数独题目，提示会讲清楚背后的推理。&lt;/p&gt;&lt;p&gt;以 MIT 许可证发布。&lt;/p&gt;&lt;p&gt;内置题目：简单题目由公开的 Kaggle 100 万数独数据集（Kyubyong Park）所用的生成器生成；中等和困难题目来自 Sudoku Exchange 题库，其作者已将该题库置于公有领域。&lt;/p&gt;&lt;p&gt;使用 Qt %2 构建。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Arrows&lt;/b&gt;, &lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move the cursor (Ctrl+Home/End: first/last cell); with &lt;b&gt;Shift&lt;/b&gt; or &lt;b&gt;Ctrl&lt;/b&gt; the cells passed are added to the selection&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Click, drag&lt;/td&gt;&lt;td&gt;select a cell, or the cells dragged over; &lt;b&gt;Ctrl&lt;/b&gt;+click adds or removes one; &lt;b&gt;Shift&lt;/b&gt;+click a rectangle; double-click every cell with that digit; &lt;b&gt;Ctrl+A&lt;/b&gt; all&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;, letters&lt;/td&gt;&lt;td&gt;into every selected cell, in the current mode: digit, corner mark, centre mark or colour (one move, however many cells)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Z&lt;/b&gt;, &lt;b&gt;X&lt;/b&gt;, &lt;b&gt;C&lt;/b&gt;, &lt;b&gt;V&lt;/b&gt;&lt;/td&gt;&lt;td&gt;digit, corner, centre, colour mode (where the letter is not a symbol of the grid); &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Tab&lt;/b&gt;: the next mode; the pad&apos;s four buttons too&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift&lt;/b&gt;, &lt;b&gt;Ctrl&lt;/b&gt;, &lt;b&gt;Ctrl+Shift&lt;/b&gt; + digit&lt;/td&gt;&lt;td&gt;a corner mark, a centre mark, a colour, whatever the mode&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Delete&lt;/b&gt;, &lt;b&gt;Backspace&lt;/b&gt;, &lt;b&gt;0&lt;/b&gt;, &lt;b&gt;.&lt;/b&gt;&lt;/td&gt;&lt;td&gt;erase the current mode&apos;s layer; in digit mode the digits, then the centre marks, then the corner marks, then the colours&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Pad digit with nothing selected&lt;/td&gt;&lt;td&gt;it sticks: each click on a cell enters it (Esc ends it); &lt;b&gt;Alt&lt;/b&gt;+click highlights that digit, as a digit key does with nothing selected&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Right-click&lt;/td&gt;&lt;td&gt;the centre mark under the pointer (or the sticky digit&apos;s); in colour mode, &lt;b&gt;Alt&lt;/b&gt;+click colours one candidate&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Return&lt;/b&gt;&lt;/td&gt;&lt;td&gt;start playing the entered givens&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint: each press goes one step further (where to look, the technique, the whole deduction, then apply it)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the solution path: every step from here, with ratings; click one to see it&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+H&lt;/b&gt;, &lt;b&gt;Ctrl+K&lt;/b&gt;, &lt;b&gt;Ctrl+Shift+Return&lt;/b&gt;&lt;/td&gt;&lt;td&gt;reveal a cell, check, solve&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+B&lt;/b&gt;&lt;/td&gt;&lt;td&gt;set a checkpoint (Play → Back to Checkpoint returns to it)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;cancel what the computer is working on; when it is idle, take the hint off the board; then the sticky digit, the filters, the selection&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+E&lt;/b&gt;&lt;/td&gt;&lt;td&gt;edit the givens again (undo goes back)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Pause&lt;/b&gt; or &lt;b&gt;Ctrl+Shift+P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pause: the board is hidden and the clock stops (also while the window is minimised or a dialog is open)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; or &lt;b&gt;Ctrl+Y&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo, redo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl++&lt;/b&gt;, &lt;b&gt;Ctrl+-&lt;/b&gt;, &lt;b&gt;Ctrl+0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zoom in, out, back to fit&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;, &lt;b&gt;Return&lt;/b&gt;&lt;/td&gt;&lt;td&gt;a new game like the last one&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;, &lt;b&gt;Ctrl+Shift+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the daily puzzle; an empty grid to enter a puzzle&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;方向键&lt;/b&gt;、&lt;b&gt;Home&lt;/b&gt;、&lt;b&gt;End&lt;/b&gt;&lt;/td&gt;&lt;td&gt;移动光标（Ctrl+Home/End：第一格/最后一格）；按住 &lt;b&gt;Shift&lt;/b&gt; 或 &lt;b&gt;Ctrl&lt;/b&gt; 时，经过的格子加入选区&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;单击、拖动&lt;/td&gt;&lt;td&gt;选择一格，或拖过的格子；&lt;b&gt;Ctrl&lt;/b&gt;+单击加入或移除一格；&lt;b&gt;Shift&lt;/b&gt;+单击选择矩形；双击选择所有含该数字的格；&lt;b&gt;Ctrl+A&lt;/b&gt; 全选&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;、字母&lt;/td&gt;&lt;td&gt;按当前模式填入每个所选格：数字、角落笔记、中心笔记或颜色（无论多少格，都算一步）&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Z&lt;/b&gt;、&lt;b&gt;X&lt;/b&gt;、&lt;b&gt;C&lt;/b&gt;、&lt;b&gt;V&lt;/b&gt;&lt;/td&gt;&lt;td&gt;数字、角落、中心、颜色模式（该字母不是盘面符号时）；&lt;b&gt;空格&lt;/b&gt;或 &lt;b&gt;Tab&lt;/b&gt;：下一个模式；数字键盘上的四个按钮也可以&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift&lt;/b&gt;、&lt;b&gt;Ctrl&lt;/b&gt;、&lt;b&gt;Ctrl+Shift&lt;/b&gt; + 数字&lt;/td&gt;&lt;td&gt;无论什么模式，都是角落笔记、中心笔记、颜色&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Delete&lt;/b&gt;、&lt;b&gt;Backspace&lt;/b&gt;、&lt;b&gt;0&lt;/b&gt;、&lt;b&gt;.&lt;/b&gt;&lt;/td&gt;&lt;td&gt;擦除当前模式的层；数字模式下依次为数字、中心笔记、角落笔记、颜色&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;未选格子时点数字键盘&lt;/td&gt;&lt;td&gt;该数字被锁定：每次单击格子都填入它（Esc 结束）；&lt;b&gt;Alt&lt;/b&gt;+单击突出显示该数字，与未选格子时按数字键相同&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;右键单击&lt;/td&gt;&lt;td&gt;指针下的中心笔记（或锁定数字的）；颜色模式下，&lt;b&gt;Alt&lt;/b&gt;+单击为一个候选数着色&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Return&lt;/b&gt;&lt;/td&gt;&lt;td&gt;用输入的已知数开始游戏&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;提示：每按一次深入一步（看哪里、用什么技巧、完整推理，然后执行）&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;解题路径：从这里开始的每一步及其评分；单击一步即可查看&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+H&lt;/b&gt;、&lt;b&gt;Ctrl+K&lt;/b&gt;、&lt;b&gt;Ctrl+Shift+Return&lt;/b&gt;&lt;/td&gt;&lt;td&gt;揭示一格、检查、求解&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+B&lt;/b&gt;&lt;/td&gt;&lt;td&gt;设置检查点（解题 → 回到检查点 可回到这里）&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;取消电脑正在进行的工作；空闲时，从盘面上撤下提示；然后是锁定的数字、筛选、选区&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+E&lt;/b&gt;&lt;/td&gt;&lt;td&gt;重新编辑已知数（撤销可返回）&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Pause&lt;/b&gt; 或 &lt;b&gt;Ctrl+Shift+P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;暂停：盘面被隐藏，计时停止（窗口最小化或对话框打开时也是如此）&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;、&lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; 或 &lt;b&gt;Ctrl+Y&lt;/b&gt;&lt;/td&gt;&lt;td&gt;撤销、重做&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl++&lt;/b&gt;、&lt;b&gt;Ctrl+-&lt;/b&gt;、&lt;b&gt;Ctrl+0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;放大、缩小、恢复适合窗口&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;、&lt;b&gt;Return&lt;/b&gt;&lt;/td&gt;&lt;td&gt;开始一局与上一局同类的新游戏&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;、&lt;b&gt;Ctrl+Shift+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;每日一题；用空白盘面输入一道题目&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>orange</source>
        <translation>橙色</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>天蓝色</translation>
    </message>
    <message>
        <source>green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄色</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>vermilion</source>
        <translation>朱红色</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>粉色</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>灰色</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黑色</translation>
    </message>
</context>
<context>
    <name>PuzzleFile</name>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>第 %1 行，第 %2 列：%3</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>这是一个文件夹</translation>
    </message>
    <message>
        <source>it is not a file but a device or a pipe</source>
        <translation>这不是文件，而是设备或管道</translation>
    </message>
    <message>
        <source>it is %1, more than the %2 Qudoku reads from a file</source>
        <translation>文件大小为 %1，超过 Qudoku 从一个文件读取的上限 %2</translation>
    </message>
    <message>
        <source>it has more than the %1 Qudoku reads from a file</source>
        <translation>文件超过 Qudoku 从一个文件读取的上限 %1</translation>
    </message>
    <message>
        <source>the text is %1, more than the %2 Qudoku reads at once</source>
        <translation>文本大小为 %1，超过 Qudoku 一次读取的上限 %2</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Cells a chess knight&apos;s move apart may not hold the same digit.</source>
        <translation>相隔一个国际象棋马步的格子不能填相同的数字。</translation>
    </message>
    <message>
        <source>Cells a chess king&apos;s move apart (touching diagonally too) may not hold the same digit.</source>
        <translation>相隔一个国际象棋王步的格子（包括斜向相邻的）不能填相同的数字。</translation>
    </message>
    <message>
        <source>Orthogonally adjacent cells may not hold consecutive digits.</source>
        <translation>横向或纵向相邻的格子不能填连续的数字。</translation>
    </message>
    <message>
        <source>Cells joined by a white dot differ by the number in the dot, or by 1 when it has none.</source>
        <translation>白点连接的两格之差等于点中的数；点中无数时差为 1。</translation>
    </message>
    <message>
        <source>Cells joined by a white dot hold consecutive digits.</source>
        <translation>白点连接的两格填连续的数字。</translation>
    </message>
    <message>
        <source>In cells joined by a black dot, one digit is the number in the dot times the other, or double it when it has none.</source>
        <translation>黑点连接的两格中，一个数是另一个数乘以点中的数；点中无数时为两倍。</translation>
    </message>
    <message>
        <source>In cells joined by a black dot, one digit is double the other.</source>
        <translation>黑点连接的两格中，一个数是另一个数的两倍。</translation>
    </message>
    <message>
        <source>Cells joined by an X sum to 10; cells joined by a V sum to 5.</source>
        <translation>X 连接的两格之和为 10；V 连接的两格之和为 5。</translation>
    </message>
    <message>
        <source>All white dots are given: adjacent cells without one do not differ by the dots&apos; numbers (1 when there are none).</source>
        <translation>所有白点均已给出：没有白点的相邻两格之差不等于白点的数（无数时为 1）。</translation>
    </message>
    <message>
        <source>All black dots are given: in adjacent cells without one, neither digit is double the other.</source>
        <translation>所有黑点均已给出：没有黑点的相邻两格中，任一数都不是另一数的两倍。</translation>
    </message>
    <message>
        <source>All X and V are given: adjacent cells without one sum to neither 10 nor 5.</source>
        <translation>所有 X 和 V 均已给出：没有 X 或 V 的相邻两格之和既不是 10 也不是 5。</translation>
    </message>
    <message>
        <source>Digits in grey circles are odd.</source>
        <translation>灰色圆圈中的数字是奇数。</translation>
    </message>
    <message>
        <source>Digits in grey squares are even.</source>
        <translation>灰色方块中的数字是偶数。</translation>
    </message>
    <message>
        <source>A shaded cell whose arrows point in holds a digit smaller than each orthogonal neighbour.</source>
        <translation>箭头向内的阴影格中的数字小于其横向和纵向的每个相邻格。</translation>
    </message>
    <message>
        <source>A shaded cell whose arrows point out holds a digit larger than each orthogonal neighbour.</source>
        <translation>箭头向外的阴影格中的数字大于其横向和纵向的每个相邻格。</translation>
    </message>
    <message>
        <source>Digits strictly increase along each thermometer from its bulb.</source>
        <translation>沿每支温度计从球端开始，数字严格递增。</translation>
    </message>
    <message>
        <source>The digits in a white circle appear in the four cells around it (a digit shown twice, twice).</source>
        <translation>白色圆圈中的数字出现在它周围的四个格子中（显示两次的数字出现两次）。</translation>
    </message>
    <message>
        <source>Place the digits 1 to %1 once each in every row, column and box.</source>
        <translation>在每一行、每一列和每一宫中各填入数字 1 到 %1 一次。</translation>
    </message>
    <message>
        <source>Place the digits 1 to %1 once each in every row, column and outlined region.</source>
        <translation>在每一行、每一列和每个粗线围出的区域中各填入数字 1 到 %1 一次。</translation>
    </message>
    <message>
        <source>Digits may not repeat on either of the two marked diagonals.</source>
        <translation>两条标出的对角线上数字都不能重复。</translation>
    </message>
    <message>
        <source>Digits may not repeat on the marked diagonal.</source>
        <translation>标出的对角线上数字不能重复。</translation>
    </message>
    <message>
        <source>Each shaded window also holds the digits 1 to %1 once each.</source>
        <translation>每个阴影窗口中也各含数字 1 到 %1 一次。</translation>
    </message>
    <message>
        <source>Cells in the same place in their boxes hold different digits.</source>
        <translation>在各自宫中位置相同的格子填不同的数字。</translation>
    </message>
    <message>
        <source>Digits may not repeat in a shaded extra region.</source>
        <translation>阴影额外区域中数字不能重复。</translation>
    </message>
    <message>
        <source>Anti-knight</source>
        <translation>无马步</translation>
    </message>
    <message>
        <source>Anti-king</source>
        <translation>无王步</translation>
    </message>
    <message>
        <source>Non-consecutive</source>
        <translation>无连续</translation>
    </message>
    <message>
        <source>White dot</source>
        <translation>白点</translation>
    </message>
    <message>
        <source>Black dot</source>
        <translation>黑点</translation>
    </message>
    <message>
        <source>X or V</source>
        <translation>X 或 V</translation>
    </message>
    <message>
        <source>No white dot</source>
        <translation>无白点</translation>
    </message>
    <message>
        <source>No black dot</source>
        <translation>无黑点</translation>
    </message>
    <message>
        <source>No X or V</source>
        <translation>无 X 或 V</translation>
    </message>
    <message>
        <source>Odd cell</source>
        <translation>奇数格</translation>
    </message>
    <message>
        <source>Even cell</source>
        <translation>偶数格</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>极小格</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>极大格</translation>
    </message>
    <message>
        <source>Thermometer</source>
        <translation>温度计</translation>
    </message>
    <message>
        <source>Quadruple</source>
        <translation>四格提示</translation>
    </message>
    <message>
        <source>lockout lines</source>
        <translation>Lockout 线</translation>
    </message>
    <message>
        <source>nabner lines</source>
        <translation>Nabner 线</translation>
    </message>
    <message>
        <source>double arrows</source>
        <translation>双箭头</translation>
    </message>
    <message>
        <source>clones</source>
        <translation>克隆格</translation>
    </message>
    <message>
        <source>row indexers</source>
        <translation>行索引格</translation>
    </message>
    <message>
        <source>column indexers</source>
        <translation>列索引格</translation>
    </message>
    <message>
        <source>box indexers</source>
        <translation>宫索引格</translation>
    </message>
    <message>
        <source>Digits may not repeat in a dashed cage, and they add up to the small number in its corner.</source>
        <translation>虚线笼子内的数字不得重复，且它们之和等于笼子角上的小数字。</translation>
    </message>
    <message>
        <source>Killer cage</source>
        <translation>杀手笼子</translation>
    </message>
    <message>
        <source>cages with a number whose rule only the puzzle&apos;s text states</source>
        <translation>带数字的笼子，其规则只在题目的文字说明中</translation>
    </message>
    <message>
        <source>The digits along an arrow add up to the number in its circle; a circle of several cells reads as one number, its digits from the first cell on. Digits may repeat on an arrow.</source>
        <translation>箭头上的数字之和等于其圆圈中的数；多格的圆圈读作一个数，从第一格起依次为其各位数字。箭头上的数字可以重复。</translation>
    </message>
    <message>
        <source>The digits along an arrow add up to the digit in its circle. Digits may repeat on an arrow.</source>
        <translation>箭头上的数字之和等于其圆圈中的数字。箭头上的数字可以重复。</translation>
    </message>
    <message>
        <source>A number outside the grid is the sum of the digits along the diagonal its small arrow points along. Digits may repeat on a diagonal.</source>
        <translation>盘面外的数是其小箭头所指对角线上各数字之和。对角线上的数字可以重复。</translation>
    </message>
    <message>
        <source>A number at the end of a row or column is the sum of the digits between the %1 and the %2 in it.</source>
        <translation>行或列末端的数是该行或列中 %1 与 %2 之间各数字之和。</translation>
    </message>
    <message>
        <source>A number at the end of a row or column (an X-sum) is the sum of its first X digits from that end, X being the first of them.</source>
        <translation>行或列末端的数（X 和）是从该端起前 X 个数字之和，X 为其中第一个数字。</translation>
    </message>
    <message>
        <source>A number at the end of a row or column says how many digits are seen from there, reading the digits as buildings&apos; heights: a taller one hides the lower ones behind it.</source>
        <translation>行或列末端的数表示从那里能看到多少个数字：把数字看作楼的高度，高楼会挡住其后较矮的楼。</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>箭头</translation>
    </message>
    <message>
        <source>Little killer</source>
        <translation>小杀手</translation>
    </message>
    <message>
        <source>Sandwich</source>
        <translation>三明治</translation>
    </message>
    <message>
        <source>X-sum</source>
        <translation>X 和</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <translation>摩天楼</translation>
    </message>
    <message>
        <source>Digits on a purple line are different and consecutive, in any order.</source>
        <translation>紫色线上的数字互不相同且连续，顺序任意。</translation>
    </message>
    <message>
        <source>Neighbouring digits on a green line differ by at least %1.</source>
        <translation>绿色线上相邻的数字至少相差 %1。</translation>
    </message>
    <message>
        <source>Neighbouring digits on a green line differ by at least the line&apos;s number, or %1 when it has none.</source>
        <translation>绿色线上相邻的数字至少相差该线所标的数，未标数时至少相差 %1。</translation>
    </message>
    <message>
        <source>A grey line reads the same from either end.</source>
        <translation>灰色线从两端读起都相同。</translation>
    </message>
    <message>
        <source>Digits on a line between two circles lie strictly between the digits in the circles.</source>
        <translation>两个圆圈之间的线上的数字严格介于两个圆圈中的数字之间。</translation>
    </message>
    <message>
        <source>Where a blue line passes through several regions, its digits in each region add up to the same total.</source>
        <translation>蓝色线穿过多个区域时，它在每个区域内的数字之和都相同。</translation>
    </message>
    <message>
        <source>%1-%2</source>
        <comment>a range of digits</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Any three consecutive cells on an orange line hold one low (%1), one middle (%2) and one high (%3) digit.</source>
        <translation>橙色线上任意连续三格各含一个低（%1）、一个中（%2）和一个高（%3）数字。</translation>
    </message>
    <message>
        <source>Any three consecutive cells on a teal line hold digits with different remainders when divided by 3.</source>
        <translation>青色线上任意连续三格中的数字除以 3 的余数各不相同。</translation>
    </message>
    <message>
        <source>Digits at the same distance from the centre of a lavender line add up to the same total, which is the middle digit on a line of odd length.</source>
        <translation>淡紫色线上与中心距离相同的数字之和都相同；线的长度为奇数时，这个和就是中间的数字。</translation>
    </message>
    <message>
        <source>Renban line</source>
        <translation>连续线</translation>
    </message>
    <message>
        <source>German whispers</source>
        <translation>德式耳语</translation>
    </message>
    <message>
        <source>Palindrome</source>
        <translation>回文</translation>
    </message>
    <message>
        <source>Between line</source>
        <translation>区间线</translation>
    </message>
    <message>
        <source>Region-sum line</source>
        <translation>区域和线</translation>
    </message>
    <message>
        <source>Entropic line</source>
        <translation>熵线</translation>
    </message>
    <message>
        <source>Modular line</source>
        <translation>模线</translation>
    </message>
    <message>
        <source>Zipper line</source>
        <translation>拉链线</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>&quot;%1&quot; must be a list of %2 rows</source>
        <translation>&quot;%1&quot; 必须是包含 %2 行的列表</translation>
    </message>
    <message>
        <source>row %1 of &quot;%2&quot; must hold %3 values</source>
        <translation>&quot;%2&quot; 的第 %1 行必须包含 %3 个值</translation>
    </message>
    <message>
        <source>row %1, column %2 of &quot;%3&quot; must be a number from 0 to %4</source>
        <translation>&quot;%3&quot; 的第 %1 行第 %2 列必须是 0 到 %4 之间的数字</translation>
    </message>
    <message>
        <source>the file is not valid JSON (%1 at byte %2)</source>
        <translation>文件不是有效的 JSON（第 %2 字节处：%1）</translation>
    </message>
    <message>
        <source>the file is not a Qudoku save file (no &quot;format&quot;: &quot;qudoku-save&quot;)</source>
        <translation>文件不是 Qudoku 存档文件（缺少 &quot;format&quot;: &quot;qudoku-save&quot;）</translation>
    </message>
    <message>
        <source>save file version %1 is not supported (this Qudoku reads version %2)</source>
        <translation>不支持存档文件版本 %1（此版本的 Qudoku 读取版本 %2）</translation>
    </message>
    <message>
        <source>&quot;size&quot; %1 is not a supported grid size (4, 6, 9, 12, 16 or 25)</source>
        <translation>&quot;size&quot; %1 不是支持的盘面大小（4、6、9、12、16 或 25）</translation>
    </message>
    <message>
        <source>&quot;boxRows&quot; and &quot;boxCols&quot; do not match size %1</source>
        <translation>&quot;boxRows&quot; 和 &quot;boxCols&quot; 与大小 %1 不匹配</translation>
    </message>
    <message>
        <source>&quot;alphabet&quot; must be one of digits, letters, digits-letters, hex and fit size %1</source>
        <translation>&quot;alphabet&quot; 必须是 digits、letters、digits-letters、hex 之一，并且适用于大小 %1</translation>
    </message>
    <message>
        <source>&quot;mode&quot; must be &quot;play&quot; or &quot;enter&quot;</source>
        <translation>&quot;mode&quot; 必须是 &quot;play&quot; 或 &quot;enter&quot;</translation>
    </message>
    <message>
        <source>&quot;elapsedMs&quot; must be a number of milliseconds</source>
        <translation>&quot;elapsedMs&quot; 必须是以毫秒为单位的数字</translation>
    </message>
    <message>
        <source>row %1, column %2 holds both a given and a digit</source>
        <translation>第 %1 行第 %2 列同时有已知数和填入的数字</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot; must be a list</source>
        <translation>&quot;pencilMarks&quot; 必须是列表</translation>
    </message>
    <message>
        <source>each pencil mark entry needs &quot;row&quot; and &quot;col&quot; from 1 to %1 and a list &quot;marks&quot;</source>
        <translation>每条笔记记录都需要 1 到 %1 之间的 &quot;row&quot; 和 &quot;col&quot;，以及列表 &quot;marks&quot;</translation>
    </message>
    <message>
        <source>pencil mark %1 at row %2, column %3 is not from 1 to %4</source>
        <translation>第 %2 行第 %3 列的笔记 %1 不在 1 到 %4 之间</translation>
    </message>
    <message>
        <source>&quot;hintsUsed&quot; must be a whole number from 0</source>
        <translation>&quot;hintsUsed&quot; 必须是不小于 0 的整数</translation>
    </message>
    <message>
        <source>&quot;solvedByComputer&quot; must be true or false</source>
        <translation>&quot;solvedByComputer&quot; 必须是 true 或 false</translation>
    </message>
    <message>
        <source>&quot;computerDigits&quot; must be a list</source>
        <translation>&quot;computerDigits&quot; 必须是列表</translation>
    </message>
    <message>
        <source>each &quot;computerDigits&quot; entry needs &quot;row&quot; and &quot;col&quot; from 1 to %1</source>
        <translation>&quot;computerDigits&quot; 的每一项都需要 1 到 %1 的 &quot;row&quot; 和 &quot;col&quot;</translation>
    </message>
    <message>
        <source>&quot;computerDigits&quot; names row %1, column %2, which holds no digit of the player&apos;s</source>
        <translation>&quot;computerDigits&quot; 指向第 %1 行第 %2 列，但那里没有玩家的数字</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not expected at character %2</source>
        <translation>第 %2 个字符处不应出现 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no value after it</source>
        <translation>&quot;%1&quot; 后面没有值</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a value from 1 to %2</source>
        <translation>&quot;%1&quot; 不是 1 到 %2 之间的值</translation>
    </message>
    <message>
        <source>&quot;%1&quot; takes one value</source>
        <translation>&quot;%1&quot; 只带一个值</translation>
    </message>
    <message>
        <source>value %1 is repeated after &quot;%2&quot;</source>
        <translation>&quot;%2&quot; 后面的值 %1 重复了</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a colour from 1 to %2</source>
        <translation>&quot;%1&quot; 不是 1 到 %2 之间的颜色</translation>
    </message>
    <message>
        <source>colour %1 is repeated</source>
        <translation>颜色 %1 重复了</translation>
    </message>
    <message>
        <source>&quot;Q&quot; takes pairs of a value and a colour</source>
        <translation>&quot;Q&quot; 带的是由值和颜色组成的对</translation>
    </message>
    <message>
        <source>it does not start with the cell, &quot;r1c1:&quot; to &quot;r%1c%1:&quot;</source>
        <translation>它没有以格子开头（&quot;r1c1:&quot; 到 &quot;r%1c%1:&quot;）</translation>
    </message>
    <message>
        <source>it has no &quot;&gt;&quot; between the state before and the state after</source>
        <translation>之前与之后的状态之间没有 &quot;&gt;&quot;</translation>
    </message>
    <message>
        <source>the state before: %1</source>
        <translation>之前的状态：%1</translation>
    </message>
    <message>
        <source>the state after: %1</source>
        <translation>之后的状态：%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list</source>
        <translation>&quot;%1&quot; 必须是列表</translation>
    </message>
    <message>
        <source>each &quot;%1&quot; entry needs &quot;row&quot; and &quot;col&quot; from 1 to %2</source>
        <translation>&quot;%1&quot; 的每一项都需要 1 到 %2 的 &quot;row&quot; 和 &quot;col&quot;</translation>
    </message>
    <message>
        <source>each &quot;cornerMarks&quot; entry needs a list &quot;marks&quot;</source>
        <translation>&quot;cornerMarks&quot; 的每一项都需要列表 &quot;marks&quot;</translation>
    </message>
    <message>
        <source>corner mark %1 at row %2, column %3 is not from 1 to %4 or is repeated</source>
        <translation>第 %2 行第 %3 列的角落笔记 %1 不在 1 到 %4 之间，或者重复了</translation>
    </message>
    <message>
        <source>each &quot;colours&quot; entry needs a list &quot;colours&quot;</source>
        <translation>&quot;colours&quot; 的每一项都需要列表 &quot;colours&quot;</translation>
    </message>
    <message>
        <source>colour %1 at row %2, column %3 is not from 1 to %4</source>
        <translation>第 %2 行第 %3 列的颜色 %1 不在 1 到 %4 之间</translation>
    </message>
    <message>
        <source>the &quot;candidateColours&quot; entry at row %1, column %2 needs a &quot;value&quot; from 1 to %3 and a &quot;colour&quot; from 1 to %4</source>
        <translation>第 %1 行第 %2 列的 &quot;candidateColours&quot; 项需要 1 到 %3 的 &quot;value&quot; 和 1 到 %4 的 &quot;colour&quot;</translation>
    </message>
    <message>
        <source>&quot;history&quot; must be a list of moves</source>
        <translation>&quot;history&quot; 必须是步骤的列表</translation>
    </message>
    <message>
        <source>move %1 of &quot;history&quot;: %2</source>
        <translation>&quot;history&quot; 的第 %1 步：%2</translation>
    </message>
    <message>
        <source>&quot;historyIndex&quot; must be a whole number from 0 to %1 (the moves in &quot;history&quot;)</source>
        <translation>&quot;historyIndex&quot; 必须是 0 到 %1 之间的整数（&quot;history&quot; 中的步数）</translation>
    </message>
    <message>
        <source>a move must be an object with &quot;text&quot; and &quot;changes&quot;</source>
        <translation>每一步都必须是带有 &quot;text&quot; 和 &quot;changes&quot; 的对象</translation>
    </message>
    <message>
        <source>&quot;text&quot; must be the move&apos;s name</source>
        <translation>&quot;text&quot; 必须是这一步的名称</translation>
    </message>
    <message>
        <source>&quot;changes&quot; must be a list of cell changes</source>
        <translation>&quot;changes&quot; 必须是格子变化的列表</translation>
    </message>
    <message>
        <source>&quot;changes&quot; names more cells than the grid has</source>
        <translation>&quot;changes&quot; 列出的格子比盘面上的还多</translation>
    </message>
    <message>
        <source>it is not a string</source>
        <translation>它不是字符串</translation>
    </message>
    <message>
        <source>change %1 (&quot;%2&quot;) is not a change of a cell: %3</source>
        <translation>第 %1 个变化（&quot;%2&quot;）不是格子的变化：%3</translation>
    </message>
    <message>
        <source>&quot;changes&quot; names row %1, column %2 twice</source>
        <translation>&quot;changes&quot; 两次列出第 %1 行第 %2 列</translation>
    </message>
    <message>
        <source>&quot;mode&quot; of a move must be &quot;enter&gt;play&quot; or &quot;play&gt;enter&quot;</source>
        <translation>一步的 &quot;mode&quot; 必须是 &quot;enter&gt;play&quot; 或 &quot;play&gt;enter&quot;</translation>
    </message>
    <message>
        <source>it changes nothing</source>
        <translation>它什么也没改变</translation>
    </message>
    <message>
        <source>&quot;checkpoints&quot; must be a list</source>
        <translation>&quot;checkpoints&quot; 必须是列表</translation>
    </message>
    <message>
        <source>checkpoint %1 of &quot;checkpoints&quot; needs &quot;elapsedMs&quot;, &quot;moves&quot; and %2 rows of &quot;cells&quot;</source>
        <translation>&quot;checkpoints&quot; 中的检查点 %1 需要 &quot;elapsedMs&quot;、&quot;moves&quot; 和 %2 行 &quot;cells&quot;</translation>
    </message>
    <message>
        <source>row %1 of checkpoint %2&apos;s &quot;cells&quot; must hold %3 cell codes</source>
        <translation>检查点 %2 的 &quot;cells&quot; 第 %1 行必须包含 %3 个格子代码</translation>
    </message>
    <message>
        <source>row %1, column %2 of checkpoint %3 is not a cell code: %4</source>
        <translation>检查点 %3 的第 %1 行第 %2 列不是格子代码：%4</translation>
    </message>
    <message>
        <source>move %1 of &quot;history&quot; does not lead to the position: row %2, column %3 differs</source>
        <translation>&quot;history&quot; 的第 %1 步不能得到该局面：第 %2 行第 %3 列不同</translation>
    </message>
    <message>
        <source>move %1 of &quot;history&quot; does not lead to the position: its &quot;mode&quot; differs</source>
        <translation>&quot;history&quot; 的第 %1 步不能得到该局面：它的 &quot;mode&quot; 不同</translation>
    </message>
    <message>
        <source>&quot;variant&quot; must be an f-puzzles puzzle in a string</source>
        <translation>&quot;variant&quot; 必须是字符串形式的 f-puzzles 题目</translation>
    </message>
    <message>
        <source>&quot;variant&quot;: %1</source>
        <translation>&quot;variant&quot;：%1</translation>
    </message>
    <message>
        <source>&quot;variant&quot; is a puzzle of size %1, not %2</source>
        <translation>&quot;variant&quot; 是大小为 %1 的题目，而不是 %2</translation>
    </message>
</context>
<context>
    <name>StepText</name>
    <message>
        <source>%1 (a loop): %2. Every link of the loop holds both ways, so cells that see both ends of one of its weak links cannot hold that value (%3).</source>
        <translation>%1（环）：%2。环上的每个链接都双向成立，因此与其中某条弱链两端都相关的格不能填该数（%3）。</translation>
    </message>
    <message>
        <source>%1: %2. The assumption leads to its own opposite, so it is false (%3).</source>
        <translation>%1：%2。该假设推出了它自身的反面，因此不成立（%3）。</translation>
    </message>
    <message>
        <source>if %1</source>
        <translation>若 %1</translation>
    </message>
    <message>
        <source>%1: %2. One assumption leads to a contradiction, so it is false (%3).</source>
        <translation>%1：%2。同一个假设导出了矛盾，因此它不成立（%3）。</translation>
    </message>
    <message>
        <source>%1: %2. Every case leads to the same conclusion, so it holds (%3).</source>
        <translation>%1：%2。每种情况都得出相同的结论，因此结论成立（%3）。</translation>
    </message>
    <message>
        <source>a grouped X-loop</source>
        <translation>分组X环</translation>
    </message>
    <message>
        <source>an X-loop</source>
        <translation>X环</translation>
    </message>
    <message>
        <source>a grouped Skyscraper</source>
        <translation>分组摩天楼</translation>
    </message>
    <message>
        <source>a Skyscraper</source>
        <translation>摩天楼</translation>
    </message>
    <message>
        <source>grouped %1 Skyscrapers</source>
        <translation>分组 %1 连摩天楼</translation>
    </message>
    <message>
        <source>%1 Skyscrapers</source>
        <translation>%1 连摩天楼</translation>
    </message>
    <message>
        <source>a grouped 2-String Kite</source>
        <translation>分组双线风筝</translation>
    </message>
    <message>
        <source>a 2-String Kite</source>
        <translation>双线风筝</translation>
    </message>
    <message>
        <source>a grouped 3-String Kite</source>
        <translation>分组三线风筝</translation>
    </message>
    <message>
        <source>a 3-String Kite</source>
        <translation>三线风筝</translation>
    </message>
    <message>
        <source>a grouped Turbot fish</source>
        <translation>分组多宝鱼</translation>
    </message>
    <message>
        <source>a Turbot fish</source>
        <translation>多宝鱼</translation>
    </message>
    <message>
        <source>grouped</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 holds %2 as well, where the two arms of its box cross; the cells the chain joins to either arm, and the cells that lose %2, see it too, so it is ruled out with the arm and the link holds.</source>
        <translation>%1 也含有候选数 %2，位于该宫两条臂的交叉处；链连到任一条臂上的格，以及被删去 %2 的格，也都与它相关，所以它会随该臂一起被排除，这条链接仍然成立。</translation>
    </message>
    <message>
        <source>%1 on %2: %3, back to where it started. Each = is a strong link (its house, of %4 in turn, has %2 only at its two ends), each - a weak link (two ends that share a house: at most one holds %2). Around such a loop every weak link is strong as well: one of its ends holds %2, so cells that see both ends of a weak link lose %2 (%5).</source>
        <translation>数字 %2 的%1：%3，回到起点。每个 = 表示一条强链（依次位于%4，在该区域中 %2 只出现在它的两端），每个 - 表示一条弱链（两端同处一个区域：至多一端为 %2）。在这样的环上，每条弱链同时也是强链：两端必有一端为 %2，因此与某条弱链两端都相关的格删去 %2（%5）。</translation>
    </message>
    <message>
        <source>%1 on %2: %3. Each = is a strong link (its house, of %4 in turn, has %2 only at its two ends), each - a weak link (two ends that share a house: at most one holds %2). If the first end does not hold %2, the links make the last one hold it: one of the two does, so cells that see both lose %2 (%5).</source>
        <translation>数字 %2 的%1：%3。每个 = 表示一条强链（依次位于%4，在该区域中 %2 只出现在它的两端），每个 - 表示一条弱链（两端同处一个区域：至多一端为 %2）。如果链的起点不是 %2，这些链接就会迫使终点是它：两者必有其一为该数，因此与两者都相关的格删去 %2（%5）。</translation>
    </message>
    <message>
        <source>ER %1 so far, EP %2, ED %3; needs techniques beyond the engine, or guessing</source>
        <translation>目前 ER %1，EP %2，ED %3；需要引擎能力以外的技巧，或者需要猜测</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>极难</translation>
    </message>
    <message>
        <source>%1: ER %2, EP %3, ED %4, score %5</source>
        <translation>%1：ER %2，EP %3，ED %4，分数 %5</translation>
    </message>
    <message>
        <source>ER: the hardest step (Sudoku Explainer&apos;s scale)
EP: the hardest step before the first digit is placed
ED: the first step
Score: HoDoKu-style points for every step</source>
        <translation>ER：最难一步的评分（Sudoku Explainer 标准）
EP：填入第一个数字之前最难一步的评分
ED：第一步的评分
分数：按 HoDoKu 的方式为每一步计分</translation>
    </message>
    <message>
        <source>Extreme — beyond the techniques Qudoku knows</source>
        <translation>极难——超出了 Qudoku 掌握的技巧</translation>
    </message>
    <message>
        <source>singles only</source>
        <translation>只需唯一数技巧</translation>
    </message>
    <message>
        <source>needs %1</source>
        <translation>需要%1</translation>
    </message>
    <message>
        <source>Easy — %1</source>
        <translation>简单——%1</translation>
    </message>
    <message>
        <source>Medium — %1</source>
        <translation>中等——%1</translation>
    </message>
    <message>
        <source>Hard — %1</source>
        <translation>困难——%1</translation>
    </message>
    <message>
        <source>Extreme — %1</source>
        <translation>极难——%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>唯一空格</translation>
    </message>
    <message>
        <source>Hidden single</source>
        <translation>隐性唯一数</translation>
    </message>
    <message>
        <source>Direct pointing</source>
        <translation>直接宫区块</translation>
    </message>
    <message>
        <source>Direct hidden pair</source>
        <translation>直接隐性数对</translation>
    </message>
    <message>
        <source>Naked single</source>
        <translation>唯一余数</translation>
    </message>
    <message>
        <source>Direct hidden triple</source>
        <translation>直接隐性三数组</translation>
    </message>
    <message>
        <source>Pointing</source>
        <translation>宫区块</translation>
    </message>
    <message>
        <source>Claiming</source>
        <translation>行列区块</translation>
    </message>
    <message>
        <source>Naked pair</source>
        <translation>显性数对</translation>
    </message>
    <message>
        <source>X-Wing</source>
        <translation>X-Wing</translation>
    </message>
    <message>
        <source>Hidden pair</source>
        <translation>隐性数对</translation>
    </message>
    <message>
        <source>Finned X-Wing</source>
        <translation>带鳍X-Wing</translation>
    </message>
    <message>
        <source>Sashimi X-Wing</source>
        <translation>退化鳍X-Wing</translation>
    </message>
    <message>
        <source>Naked triple</source>
        <translation>显性三数组</translation>
    </message>
    <message>
        <source>Swordfish</source>
        <translation>剑鱼</translation>
    </message>
    <message>
        <source>Hidden triple</source>
        <translation>隐性三数组</translation>
    </message>
    <message>
        <source>Two strong links</source>
        <translation>双强链</translation>
    </message>
    <message>
        <source>Three strong links</source>
        <translation>三强链</translation>
    </message>
    <message>
        <source>Four strong links</source>
        <translation>四强链</translation>
    </message>
    <message>
        <source>Finned Swordfish</source>
        <translation>带鳍剑鱼</translation>
    </message>
    <message>
        <source>Sashimi Swordfish</source>
        <translation>退化鳍剑鱼</translation>
    </message>
    <message>
        <source>Finned Jellyfish</source>
        <translation>带鳍水母</translation>
    </message>
    <message>
        <source>Sashimi Jellyfish</source>
        <translation>退化鳍水母</translation>
    </message>
    <message>
        <source>Franken fish</source>
        <translation>弗兰肯鱼（Franken Fish）</translation>
    </message>
    <message>
        <source>Mutant fish</source>
        <translation>变异鱼（Mutant Fish）</translation>
    </message>
    <message>
        <source>XY-Wing</source>
        <translation>XY-Wing</translation>
    </message>
    <message>
        <source>XYZ-Wing</source>
        <translation>XYZ-Wing</translation>
    </message>
    <message>
        <source>WXYZ-Wing</source>
        <translation>WXYZ-Wing</translation>
    </message>
    <message>
        <source>VWXYZ-Wing</source>
        <translation>VWXYZ-Wing</translation>
    </message>
    <message>
        <source>UVWXYZ-Wing</source>
        <translation>UVWXYZ-Wing</translation>
    </message>
    <message>
        <source>TUVWXYZ-Wing</source>
        <translation>TUVWXYZ-Wing</translation>
    </message>
    <message>
        <source>Unique rectangle or loop</source>
        <translation>唯一矩形或唯一环</translation>
    </message>
    <message>
        <source>Unique rectangle type 1</source>
        <translation>唯一矩形类型 1</translation>
    </message>
    <message>
        <source>Unique rectangle type 4</source>
        <translation>唯一矩形类型 4</translation>
    </message>
    <message>
        <source>Unique rectangle type 2</source>
        <translation>唯一矩形类型 2</translation>
    </message>
    <message>
        <source>Unique rectangle type 3</source>
        <translation>唯一矩形类型 3</translation>
    </message>
    <message>
        <source>Unique rectangle type 5</source>
        <translation>唯一矩形类型 5</translation>
    </message>
    <message>
        <source>Unique rectangle type 6</source>
        <translation>唯一矩形类型 6</translation>
    </message>
    <message>
        <source>Hidden rectangle</source>
        <translation>隐性唯一矩形</translation>
    </message>
    <message>
        <source>Avoidable rectangle type 1</source>
        <translation>可避免矩形类型 1</translation>
    </message>
    <message>
        <source>Avoidable rectangle type 2</source>
        <translation>可避免矩形类型 2</translation>
    </message>
    <message>
        <source>Naked quad</source>
        <translation>显性四数组</translation>
    </message>
    <message>
        <source>Jellyfish</source>
        <translation>水母</translation>
    </message>
    <message>
        <source>Hidden quad</source>
        <translation>隐性四数组</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>BUG type 2</source>
        <translation>BUG 类型 2</translation>
    </message>
    <message>
        <source>BUG type 3</source>
        <translation>BUG 类型 3</translation>
    </message>
    <message>
        <source>BUG type 4</source>
        <translation>BUG 类型 4</translation>
    </message>
    <message>
        <source>BUG+n</source>
        <translation>BUG+n</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <translation>摩天楼</translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <translation>双线风筝</translation>
    </message>
    <message>
        <source>Empty rectangle</source>
        <translation>空矩形</translation>
    </message>
    <message>
        <source>Simple colouring</source>
        <translation>简单染色</translation>
    </message>
    <message>
        <source>Multi-colouring</source>
        <translation>多重染色</translation>
    </message>
    <message>
        <source>X-Chain</source>
        <translation>X链</translation>
    </message>
    <message>
        <source>Turbot fish</source>
        <translation>多宝鱼</translation>
    </message>
    <message>
        <source>W-Wing</source>
        <translation>W-Wing</translation>
    </message>
    <message>
        <source>Remote pair</source>
        <translation>远程数对</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <translation>XY链</translation>
    </message>
    <message>
        <source>Alternating inference chain</source>
        <translation>交替推理链（AIC）</translation>
    </message>
    <message>
        <source>Aligned pair exclusion</source>
        <translation>对齐数对排除</translation>
    </message>
    <message>
        <source>Sue de Coq</source>
        <translation>Sue de Coq</translation>
    </message>
    <message>
        <source>ALS-XZ</source>
        <translation>ALS-XZ</translation>
    </message>
    <message>
        <source>Forcing chain</source>
        <translation>强制链</translation>
    </message>
    <message>
        <source>Nishio forcing chain</source>
        <translation>Nishio 强制链</translation>
    </message>
    <message>
        <source>Multiple forcing chains</source>
        <translation>多重强制链</translation>
    </message>
    <message>
        <source>Dynamic forcing chains</source>
        <translation>动态强制链</translation>
    </message>
    <message>
        <source>Dynamic forcing chains (+)</source>
        <translation>动态强制链（+）</translation>
    </message>
    <message>
        <source>Nested forcing chains</source>
        <translation>嵌套强制链</translation>
    </message>
    <message>
        <source>Aligned triple exclusion</source>
        <translation>对齐三数组排除</translation>
    </message>
    <message>
        <source>ALS-XY-Wing</source>
        <translation>ALS-XY-Wing</translation>
    </message>
    <message>
        <source>ALS-XY-Chain</source>
        <translation>ALS-XY-Chain</translation>
    </message>
    <message>
        <source>Death blossom</source>
        <translation>死亡绽放（Death Blossom）</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>extreme</source>
        <translation>极难</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>第 %1 宫</translation>
    </message>
    <message>
        <source>Look at %1.</source>
        <translation>看这里：%1。</translation>
    </message>
    <message>
        <source>Look for a step of this kind: %1.</source>
        <translation>找一找这类步骤：%1。</translation>
    </message>
    <message>
        <source>There is a step of this kind in %1: %2.</source>
        <translation>%1中有这类步骤：%2。</translation>
    </message>
    <message>
        <source>Full house: %1 is the last empty cell of %2, so it holds %3.</source>
        <translation>唯一空格：%1 是%2中最后一个空格，所以填 %3。</translation>
    </message>
    <message>
        <source>Hidden single: in %1, only %2 can hold %3.</source>
        <translation>隐性唯一数：在%1中，只有 %2 能填 %3。</translation>
    </message>
    <message>
        <source>Naked single: %1 is the only candidate left in %2.</source>
        <translation>唯一余数：%1 是 %2 中仅剩的候选数。</translation>
    </message>
    <message>
        <source>%1: in %2, %3 lies only where %2 meets %4, so the rest of %4 cannot hold %3 (%5).</source>
        <translation>%1：在%2中，%3 只出现在%2与%4的交汇处，因此%4的其余格不能填 %3（%5）。</translation>
    </message>
    <message>
        <source>%1: in %2, %3 lies only where %2 meets %4, so the rest of %4 cannot hold %3. That leaves %5 as the only place for %3 in %6 (%7).</source>
        <translation>%1：在%2中，%3 只出现在%2与%4的交汇处，因此%4的其余格不能填 %3。这样 %5 就成了%6中唯一能填 %3 的位置（%7）。</translation>
    </message>
    <message>
        <source>Direct claiming</source>
        <translation>直接行列区块</translation>
    </message>
    <message>
        <source>%1: in %2, %3 fit only in %4, so those cells hold nothing else. That leaves %5 as the only place for %6 in %2 (%7).</source>
        <translation>%1：在%2中，%3 只能填在 %4，因此这些格不能再填其他数。这样 %5 就成了%2中唯一能填 %6 的位置（%7）。</translation>
    </message>
    <message>
        <source>%1: %2 hold only %3 between them, so the other cells of %4 lose them (%5).</source>
        <translation>%1：%2 合起来只有候选数 %3，因此%4的其他格删去这些数（%5）。</translation>
    </message>
    <message>
        <source>%1: in %2, %3 fit only in %4, so those cells lose their other candidates (%5).</source>
        <translation>%1：在%2中，%3 只能填在 %4，因此这些格删去其他候选数（%5）。</translation>
    </message>
    <message>
        <source>%1 on %2: in %3, %2 lies only in %4, so the rest of %4 cannot hold %2 (%5).</source>
        <translation>数字 %2 的%1：在%3中，%2 只出现在%4中，因此%4的其余格不能填 %2（%5）。</translation>
    </message>
    <message>
        <source>%1 on %2: in %3, %2 lies only in %4 apart from the fin %5; either the fish holds or a fin is %2, and both rule out %2 in the cells that see the fin (%6).</source>
        <translation>数字 %2 的%1：在%3中，除了鳍 %5 之外，%2 只出现在%4中；要么鱼成立，要么某个鳍为 %2，两种情况都会排除与鳍相关的格中的 %2（%6）。</translation>
    </message>
    <message>
        <source>the rest of %1 cannot hold %2, nor can a cell of the base that lies in two of them</source>
        <translation>%1的其余格不能填 %2，基础区域中同时位于其中两个区域的格也不能填</translation>
    </message>
    <message>
        <source>the rest of %1 cannot hold %2</source>
        <translation>%1的其余格不能填 %2</translation>
    </message>
    <message>
        <source>%1 on %2: each of %3 needs %2 once, in cells no two of them share, and all their places for %2 lie in %4. Each of %4 takes %2 only once, so the %2s of %3 fill them, one each, and %5 (%6).</source>
        <translation>数字 %2 的%1：%3各自需要一个 %2，且它们没有共用的格，而它们所有能填 %2 的位置都在%4中。%4各自只能容纳一个 %2，所以%3的 %2 恰好在其中各占一个，于是%5（%6）。</translation>
    </message>
    <message>
        <source>%1 on %2: each of %3 needs %2 once, in cells no two of them share, and all their places for %2 lie in %4 except the fin cells %5. Either a fin is %2, or the %2s of %3 fill %4, one each, and %6; the cells of that rest that see every fin lose %2 both ways (%7).</source>
        <translation>数字 %2 的%1：%3各自需要一个 %2，且它们没有共用的格，除鳍格 %5 外，它们所有能填 %2 的位置都在%4中。要么某个鳍为 %2，要么%3的 %2 在%4中各占一个，于是%6；这些其余格中与所有鳍都相关的格，无论哪种情况都要删去 %2（%7）。</translation>
    </message>
    <message>
        <source>Multi-colouring on %1: in each of two chains of strong links, one of two colours holds %1 throughout: colour A (%2) or B (%3), and colour C (%4) or D (%5).</source>
        <translation>数字 %1 的多重染色：在两组由强链连成的链中，每组的两种颜色必有一种全部为 %1：A 色（%2）或 B 色（%3），以及 C 色（%4）或 D 色（%5）。</translation>
    </message>
    <message>
        <source>A cell of A sees a cell of C, and one sees a cell of D: if A held %1, neither C nor D could, so A&apos;s cells lose %1 (%2).</source>
        <translation>A 色有一格与 C 色的某格相关，也有一格与 D 色的某格相关：如果 A 色为 %1，C 色和 D 色就都不能为该数，因此 A 色的格删去 %1（%2）。</translation>
    </message>
    <message>
        <source>A cell of B sees a cell of D, so B and D are not both true: A or C holds %1, and cells that see both lose it (%2).</source>
        <translation>B 色有一格与 D 色的某格相关，所以 B 色和 D 色不能同时成立：A 色或 C 色必有一个为 %1，与两者都相关的格删去该数（%2）。</translation>
    </message>
    <message>
        <source>%1: whatever the pivot %2 holds, one of the pincers %3 holds %4, so %5.</source>
        <translation>%1：无论枢纽格 %2 填什么，钳格 %3 中总有一格为 %4，因此 %5。</translation>
    </message>
    <message>
        <source>%1: in %2, %3 hold %4 between them, one value more than cells, so without any one of those values they would be locked to the others. The pincer %5 holds %6.</source>
        <translation>%1：在%2中，%3 合起来有候选数 %4，比格数多一个，因此只要缺少其中任何一个数，它们就会被锁定为其余的数。钳格 %5 为 %6。</translation>
    </message>
    <message>
        <source>Every cell of the set holding %1 sees the pincer: if the pincer is %1, the set lacks %1 and holds %2; otherwise the pincer is %2. So %2 is in the pincer or the set, and cells that see every %2 of both lose it (%3).</source>
        <translation>该组中所有含 %1 的格都与钳格相关：如果钳格为 %1，该组就没有 %1，必含 %2；否则钳格为 %2。所以 %2 不在钳格中就在该组中，与两者中所有 %2 都相关的格删去该数（%3）。</translation>
    </message>
    <message>
        <source>Every cell of the set holding %1 sees the pincer (doubly linked): whichever of %2 the pincer holds, the set lacks it and holds all its other values. So %3 are placed in the set, and cells that see every one of a value there lose it; %2 are each in the pincer or the set, and cells that see every one of a value in both lose it (%4).</source>
        <translation>该组中所有含 %1 的格都与钳格相关（双重链接）：无论钳格填 %2 中的哪一个，该组都没有这个数，而含有其余所有的数。所以 %3 必定在该组中，与组中某个数的所有位置都相关的格删去该数；%2 各自不在钳格中就在该组中，与两者中某个数的所有位置都相关的格删去该数（%4）。</translation>
    </message>
    <message>
        <source>%1: %2 would otherwise hold only %3 and the puzzle would have two solutions, so one of %4 holds %5; with %6 that makes a naked subset on %7 in %8, whose other cells lose them (%9).</source>
        <translation>%1：否则 %2 将只含 %3，题目就会有两个解，所以 %4 中有一格为 %5；它与 %6 一起在%8中构成 %7 的显性数组，因此该区域的其他格删去这些数（%9）。</translation>
    </message>
    <message>
        <source>%1: %2 would otherwise hold only %3 and the puzzle would have two solutions (%4).</source>
        <translation>%1：否则 %2 将只含 %3，题目就会有两个解（%4）。</translation>
    </message>
    <message>
        <source>%1: %2 would otherwise hold only %3 and the puzzle would have two solutions, so one of %4 holds %5, and the cells that see all of them lose it (%6).</source>
        <translation>%1：否则 %2 将只含 %3，题目就会有两个解，所以 %4 中有一格为 %5，与它们全都相关的格删去该数（%6）。</translation>
    </message>
    <message>
        <source>%1: %2 form a rectangle on %3, and %4 hold only those. In %5, %6 lies only in the rectangle, so if %7 held %6 both would, and %4 would both be %8: the values could swap and the puzzle would have two solutions (%9).</source>
        <translation>%1：%2 构成含有 %3 的矩形，其中 %4 只含这两个数。在%5中，%6 只出现在矩形内，所以如果 %7 为 %6，两格就都会是它，而 %4 就都会是 %8：两个数可以互换，题目就会有两个解（%9）。</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>%1: %2 form a rectangle on %3. In %4, %5 lies only in the rectangle: if %6 held %7, its two neighbours in the rectangle would hold %5, the corner facing it (which holds only %3) %7, and the values could swap: the puzzle would have two solutions (%8).</source>
        <translation>%1：%2 构成含有 %3 的矩形。在%4中，%5 只出现在矩形内：如果 %6 为 %7，它在矩形中的两个相邻角就会是 %5，与它相对的角（只含 %3）就会是 %7，两个数可以互换：题目就会有两个解（%8）。</translation>
    </message>
    <message>
        <source>BUG+1: without its extra candidates %1, %2 would leave every empty cell two candidates and every value two places in each house, and such a grid has no solution or several. So %2 holds one of them (%3).</source>
        <translation>BUG+1：如果去掉 %2 的多余候选数 %1，每个空格都只剩两个候选数，每个数在每个区域中都只有两个位置，这样的盘面要么无解，要么有多个解。所以 %2 必为其中之一（%3）。</translation>
    </message>
    <message>
        <source>BUG+1: every other empty cell has two candidates; without %1 in %2 the puzzle would not have exactly one solution (%3).</source>
        <translation>BUG+1：其他空格都只有两个候选数；如果 %2 不是 %1，题目就不会恰好只有一个解（%3）。</translation>
    </message>
    <message>
        <source>%1: without their extra candidates (%2), every empty cell would have two candidates and every value two places in each house, and such a grid has no solution or several.</source>
        <translation>%1：如果去掉多余的候选数（%2），每个空格都只剩两个候选数，每个数在每个区域中都只有两个位置，这样的盘面要么无解，要么有多个解。</translation>
    </message>
    <message>
        <source>So one of those cells holds %1, and the cells that see all of them lose it (%2).</source>
        <translation>所以这些格中有一格为 %1，与它们全都相关的格删去该数（%2）。</translation>
    </message>
    <message>
        <source>So one of those candidates is true, and a candidate that would rule out all of them is false (%1).</source>
        <translation>所以这些候选数中至少有一个成立，会把它们全部排除的候选数必定不成立（%1）。</translation>
    </message>
    <message>
        <source>So one of %1 holds %2; with %3 that makes a naked subset on %4 in %5, whose other cells lose them (%6).</source>
        <translation>所以 %1 中有一格为 %2；它与 %3 一起在%5中构成 %4 的显性数组，因此该区域的其他格删去这些数（%6）。</translation>
    </message>
    <message>
        <source>So one of the two cells holds its extra. In %1, %2 lies only in these two cells, so one of them is %2 and the other holds its extra: each keeps only those (%3).</source>
        <translation>所以这两格中有一格为它的多余候选数。在%1中，%2 只出现在这两格，所以其中一格为 %2，另一格为它的多余候选数：每格只保留这些候选数（%3）。</translation>
    </message>
    <message>
        <source>ALS-XZ: in %1, %2 can hold only %3, and in %4, %5 can hold only %6: each set has one value more than cells. %7 can be in only one of them (its cells in the two sets all see each other), so the other set is locked to its remaining values and either way a set holds %8; cells that see every %8 of both lose it (%9).</source>
        <translation>ALS-XZ：在%1中，%2 只能填 %3；在%4中，%5 只能填 %6：每组的数都比格数多一个。%7 只能出现在其中一组（它在两组中的格彼此相关），所以另一组被锁定为其余的数；无论哪种情况，总有一组含有 %8，与两组中所有 %8 都相关的格删去该数（%9）。</translation>
    </message>
    <message>
        <source>%1 on %2: no two of these cells that see each other can hold the same value, and every combination of their values that uses a removed candidate would (%3).</source>
        <translation>%1（%2）：这些格中彼此相关的两格不能填相同的数，而所有用到被删候选数的取值组合都会违反这一点（%3）。</translation>
    </message>
    <message>
        <source>%1 on %2: no two of these cells that see each other can hold the same value, and together they cannot take every candidate of %3, each of which sees all of them. Every combination of their values that uses a removed candidate breaks one of these rules (%4).</source>
        <translation>%1（%2）：这些格中彼此相关的两格不能填相同的数；而 %3各自与这些格全都相关，这些格合起来不能占去其中任何一格的全部候选数。所有用到被删候选数的取值组合都会违反其中一条规则（%4）。</translation>
    </message>
    <message>
        <source>Sue de Coq: where %1 meets %2, %3 hold %4 values for %5 cells. %6 in the rest of %1 and %7 in the rest of %2 share none of these values and make up the difference (a value from outside takes a cell of its own), so together these cells hold as many values as they have cells and each value is placed among them. The values of the %1 part, and those of the intersection that the %2 part lacks, leave the rest of %1; the same goes for %2 (%8).</source>
        <translation>Sue de Coq：在%1与%2的交汇处，%5 个格 %3中共有 %4 个数。%1其余部分中的 %6，与%2其余部分中的 %7，彼此没有共同的数，并补足了差额（外来的数各自占据一格），所以这些格合起来的数的个数与格数相等，每个数都必定填在其中。%1部分的数，以及交汇处中%2部分所没有的数，要从%1的其余格中删去；%2同理（%8）。</translation>
    </message>
    <message>
        <source>ALS-XY-Wing: in %1, %2; in %3, %4; and in %5, %6: each set holds one value more than it has cells, so it lacks at most one of them. The third set shares %7 with the first and %8 with the second, and in each pair the cells with that value all see each other, so only one of the two sets can hold it. The third set holds %7 or %8, so the first or the second set lacks it, is locked and holds %9; cells that see every %9 of both lose it (%10).</source>
        <translation>ALS-XY-Wing：%1中的 %2；%3中的 %4；以及%5中的 %6：每组的数都比格数多一个，所以每组至多缺少其中一个数。第三组与第一组共有 %7，与第二组共有 %8，每一对中含该数的格都彼此相关，所以两组中只有一组能含该数。第三组含 %7 或 %8，所以第一组或第二组缺少该数，从而被锁定并含有 %9；与这两组中所有 %9 都相关的格删去该数（%10）。</translation>
    </message>
    <message>
        <source>ALS-XY-Chain: %1 are almost locked sets (one value more than cells, so each lacks at most one), linked in a row, each two neighbours by a value only one of them can hold: %2. If the first set lacked %3 it would hold the first link&apos;s value, so the second set would lack that one and hold the next link&apos;s value, and so on until the last set holds %3. So %3 is in the first set or the last, and cells that see every %3 of both lose it (%4).</source>
        <translation>ALS-XY-Chain：%1都是几乎锁定集（ALS，数比格多一个，所以每组至多缺少一个数），它们依次相连，相邻两组之间由一个只能出现在其中一组的数连接：%2。如果第一组缺少 %3，它就必含第一个链接的数，于是第二组缺少该数而必含下一个链接的数，依此类推，直到最后一组含有 %3。所以 %3 不在第一组就在最后一组，与两组中所有 %3 都相关的格删去该数（%4）。</translation>
    </message>
    <message>
        <source>for %1, %2</source>
        <translation>%1 的花瓣为 %2</translation>
    </message>
    <message>
        <source>Death blossom: the stem %1 holds %2. For each of its values there is a petal, an almost locked set (one value more than cells) whose cells with that value all see the stem: %3. Whichever value the stem takes, its petal lacks it, is locked and holds %4, which every petal has; cells that see every %4 of the petals lose it (%5).</source>
        <translation>死亡绽放：花茎 %1 为 %2。它的每个候选数都对应一片花瓣，即一个几乎锁定集（数比格多一个），其中含该数的格都与花茎相关：%3。无论花茎取哪个数，对应的花瓣就缺少该数，从而被锁定并含有每片花瓣都有的 %4；与各花瓣中所有 %4 都相关的格删去该数（%5）。</translation>
    </message>
    <message>
        <source>%1 on %2: %3, so %4.</source>
        <translation>数字 %2 的%1：%3，因此 %4。</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>%1 holds %2, which is not the solution&apos;s digit there.</source>
        <translation>%1 填的是 %2，但这不是该格的正确数字。</translation>
    </message>
    <message>
        <source>The pencil marks of %1 leave out the digit that belongs there.</source>
        <translation>%1 的笔记漏掉了该格的正确数字。</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 和 %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%2 的 %1</translation>
    </message>
    <message>
        <source>the four cells would hold %1 crosswise, and the two values could swap places without touching a given: the puzzle would have two solutions</source>
        <translation>这四格会交叉填入 %1，两个数可以互换位置而不涉及任何已知数：题目就会有两个解</translation>
    </message>
    <message>
        <source>%1: %2, %3 and %4 were solved on the way, none of them a given. If %5 held %6, %7 (%8).</source>
        <translation>%1：%2、%3、%4是解题过程中填出的，均非已知数。如果 %5 为 %6，%7（%8）。</translation>
    </message>
    <message>
        <source>%1: %2 and %3 were solved on the way, neither of them a given; %4 can only be %5 or %6, %7 only %8 or %6. Were neither %6, %9. So one of them is %6, and the cells that see both lose it (%10).</source>
        <translation>%1：%2、%3是解题过程中填出的，均非已知数；%4 只能是 %5 或 %6，%7 只能是 %8 或 %6。如果两者都不是 %6，%9。所以其中一格为 %6，与两者都相关的格删去该数（%10）。</translation>
    </message>
    <message>
        <source>%1 (type %2, a rectangle)</source>
        <translation>%1（类型 %2，矩形）</translation>
    </message>
    <message>
        <source>%1 (type %2, a loop of %3 cells)</source>
        <translation>%1（类型 %2，%3 格的环）</translation>
    </message>
    <message>
        <source>%1: %2 all hold %3, on two rows, two columns and two boxes; if they held nothing else, %3 could swap and the puzzle would have two solutions.</source>
        <translation>%1：%2 都含有 %3，分布在两行、两列和两宫中；如果它们不含其他候选数，%3 就可以互换，题目就会有两个解。</translation>
    </message>
    <message>
        <source>%1: %2 all hold %3, and each house with one of them holds two, taking turns along the loop; if they held nothing else, %3 could swap and the puzzle would have two solutions.</source>
        <translation>%1：%2 都含有 %3，含有其中某格的每个区域都恰含其中两格，沿着环交替出现；如果它们不含其他候选数，%3 就可以互换，题目就会有两个解。</translation>
    </message>
    <message>
        <source>So %1, the only one with more, holds one of its other candidates (%2).</source>
        <translation>所以唯一含有更多候选数的 %1 必为其他候选数之一（%2）。</translation>
    </message>
    <message>
        <source>So one of %1 holds %2, and the cells that see all of them lose it (%3).</source>
        <translation>所以 %1 中有一格为 %2，与它们全都相关的格删去该数（%3）。</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, so one of them is %2; were either %4, the other would complete the pattern (%5).</source>
        <translation>在%1中，%2 只出现在 %3，所以其中一格为 %2；如果任一格为 %4，另一格就会补全这个模式（%5）。</translation>
    </message>
    <message>
        <source>So one of %1 holds %2, and at most one of them holds %3: for %3 the two act as one cell. In %4, %5 then fit only in that cell and %6, so those lose their other candidates (%7).</source>
        <translation>所以 %1 中有一格为 %2，且其中至多一格为 %3：对 %3 而言，这两格相当于一格。于是在%4中，%5 只能填在这个格和 %6 中，因此这些格删去其他候选数（%7）。</translation>
    </message>
    <message>
        <source>So one of %1 holds %2: with %3 that makes a naked subset on %4 in %5, whose other cells lose them (%6).</source>
        <translation>所以 %1 中有一格为 %2：它与 %3 一起在%5中构成 %4 的显性数组，因此该区域的其他格删去这些数（%6）。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>one sentence after another</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Very hard</source>
        <translation>超难</translation>
    </message>
    <message>
        <source>a long solve: %1 steps, singles only</source>
        <translation>解题很长：%1 步，只用唯一数</translation>
    </message>
    <message>
        <source>a long solve: %1 steps, none harder than %2</source>
        <translation>解题很长：%1 步，没有比%2更难的</translation>
    </message>
    <message>
        <source>Very hard — %1</source>
        <translation>超难 — %1</translation>
    </message>
    <message>
        <source>very hard</source>
        <translation>超难</translation>
    </message>
    <message>
        <source>This grid has more than one solution, and no logical step can be certain from here: every candidate left is in some solution. Add givens, or Solve fills in one of them.</source>
        <translation>这个盘面有不止一个解，从这里没有哪一步逻辑推理是确定的：剩下的每个候选数都出现在某个解中。请添加已知数，或用“求解”填入其中一个解。</translation>
    </message>
    <message>
        <source>The search for a step was stopped: it grew too large for this grid. This puzzle has more than one solution, so there may be no step that holds in all of them. Add givens, or Solve fills in one of them.</source>
        <translation>寻找下一步的搜索已停止：对这个盘面来说它变得太大了。这道题目有不止一个解，所以可能没有在所有解中都成立的步骤。请添加已知数，或用“求解”填入其中一个解。</translation>
    </message>
    <message>
        <source>The search for a step was stopped: it grew too large for this grid, before any technique Qudoku knows found a step. Solve can still show the answer.</source>
        <translation>寻找下一步的搜索已停止：对这个盘面来说它变得太大了，Qudoku 掌握的技巧都还没找到一步。“求解”仍可显示答案。</translation>
    </message>
    <message>
        <source>%1 is at least %2 and at most %3</source>
        <translation>%1 在 %2 到 %3 之间</translation>
    </message>
    <message>
        <source>%1 is at least %2</source>
        <translation>%1 至少为 %2</translation>
    </message>
    <message>
        <source>%1 is at most %2</source>
        <translation>%1 至多为 %2</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 为 %2</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Anti-knight: %1=%2 removes %2 from %3.</source>
        <translation>无马步：%1=%2，从 %3 中删去 %2。</translation>
    </message>
    <message>
        <source>Anti-king: %1=%2 removes %2 from %3.</source>
        <translation>无王步：%1=%2，从 %3 中删去 %2。</translation>
    </message>
    <message>
        <source>Odd cell %1: its digit is odd, so %2 (%3).</source>
        <translation>奇数格 %1：其中的数字是奇数，因此 %2（%3）。</translation>
    </message>
    <message>
        <source>Even cell %1: its digit is even, so %2 (%3).</source>
        <translation>偶数格 %1：其中的数字是偶数，因此 %2（%3）。</translation>
    </message>
    <message>
        <source>White dot %1: the two digits differ by %2, so %3 (%4).</source>
        <translation>白点 %1：两个数字之差为 %2，因此 %3（%4）。</translation>
    </message>
    <message>
        <source>Black dot %1: one is double the other, so %2 (%3).</source>
        <translation>黑点 %1：一个数是另一个数的两倍，因此 %2（%3）。</translation>
    </message>
    <message>
        <source>Black dot %1: one is %2 times the other, so %3 (%4).</source>
        <translation>黑点 %1：一个数是另一个数的 %2 倍，因此 %3（%4）。</translation>
    </message>
    <message>
        <source>X %1: the two digits sum to 10, so %2 (%3).</source>
        <translation>X %1：两个数字之和为 10，因此 %2（%3）。</translation>
    </message>
    <message>
        <source>V %1: the two digits sum to 5, so %2 (%3).</source>
        <translation>V %1：两个数字之和为 5，因此 %2（%3）。</translation>
    </message>
    <message>
        <source>XV mark %1: the two digits sum to %2, so %3 (%4).</source>
        <translation>XV 标记 %1：两个数字之和为 %2，因此 %3（%4）。</translation>
    </message>
    <message>
        <source>Non-consecutive %1: neighbours differ by more than 1, so %2 (%3).</source>
        <translation>无连续 %1：相邻两格之差大于 1，因此 %2（%3）。</translation>
    </message>
    <message>
        <source>No dot between %1 (negative rule): their digits are in no relation a dot would show, so %2 (%3).</source>
        <translation>%1 之间没有点（反点规则）：这两格的数字不满足任何点所表示的关系，因此 %2（%3）。</translation>
    </message>
    <message>
        <source>No X or V between %1 (negative rule): their digits sum to neither 10 nor 5, so %2 (%3).</source>
        <translation>%1 之间没有 X 或 V（反 XV 规则）：这两格的数字之和既不是 10 也不是 5，因此 %2（%3）。</translation>
    </message>
    <message>
        <source>Minimum %1: smaller than its neighbours %2, so %3 (%4).</source>
        <translation>极小格 %1：小于相邻格 %2，因此 %3（%4）。</translation>
    </message>
    <message>
        <source>Maximum %1: larger than its neighbours %2, so %3 (%4).</source>
        <translation>极大格 %1：大于相邻格 %2，因此 %3（%4）。</translation>
    </message>
    <message>
        <source>Thermometer %1→%2: the digits increase from the bulb, so %3 (%4).</source>
        <translation>温度计 %1→%2：数字从球端开始递增，因此 %3（%4）。</translation>
    </message>
    <message>
        <source>Quadruple %1: %2 must appear among these four cells, so %3 (%4).</source>
        <translation>四格提示 %1：这四格中必须出现 %2，因此 %3（%4）。</translation>
    </message>
    <message>
        <source>%1 would have no place left for %2</source>
        <translation>%1 中将没有位置可填 %2</translation>
    </message>
    <message>
        <source>%1 would have no candidate left</source>
        <translation>%1 将没有候选数</translation>
    </message>
    <message>
        <source>%1 and %2 would break the rules</source>
        <translation>%1 和 %2 将违反规则</translation>
    </message>
    <message>
        <source>%1: if %2 were %3, %4. So %2 is not %3 (%5).</source>
        <translation>%1：假如 %2 为 %3，%4。因此 %2 不是 %3（%5）。</translation>
    </message>
    <message>
        <source>%1: if %2 were %3, the steps that follow would be %2=%3 → %4; then %5. So %2 is not %3 (%6).</source>
        <translation>%1：假如 %2 为 %3，接下来的步骤将是 %2=%3 → %4；然后，%5。因此 %2 不是 %3（%6）。</translation>
    </message>
    <message>
        <source>Anti-knight</source>
        <translation>无马步</translation>
    </message>
    <message>
        <source>Anti-king</source>
        <translation>无王步</translation>
    </message>
    <message>
        <source>Odd/even cell</source>
        <translation>奇偶格</translation>
    </message>
    <message>
        <source>White dot</source>
        <translation>白点</translation>
    </message>
    <message>
        <source>Black dot</source>
        <translation>黑点</translation>
    </message>
    <message>
        <source>XV</source>
        <translation>XV</translation>
    </message>
    <message>
        <source>Non-consecutive</source>
        <translation>无连续</translation>
    </message>
    <message>
        <source>Minimum/maximum</source>
        <translation>极小格/极大格</translation>
    </message>
    <message>
        <source>No dot (negative rule)</source>
        <translation>无点（反点规则）</translation>
    </message>
    <message>
        <source>No X or V (negative rule)</source>
        <translation>无 X 或 V（反 XV 规则）</translation>
    </message>
    <message>
        <source>Thermometer</source>
        <translation>温度计</translation>
    </message>
    <message>
        <source>Quadruple</source>
        <translation>四格提示</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>第 %1 区域</translation>
    </message>
    <message>
        <source>the diagonal %1–%2</source>
        <translation>对角线 %1–%2</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>第 %1 个窗口</translation>
    </message>
    <message>
        <source>disjoint group %1</source>
        <translation>第 %1 个同位组</translation>
    </message>
    <message>
        <source>extra region %1</source>
        <translation>第 %1 个额外区域</translation>
    </message>
    <message>
        <source>Killer cage: %1=%2 removes %2 from %3, in the same cage (digits do not repeat in a cage).</source>
        <translation>杀手笼子：%1=%2 从同一笼子中的 %3 删去 %2（笼子内数字不重复）。</translation>
    </message>
    <message>
        <source>{%1}</source>
        <comment>a set of digits</comment>
        <translation>{%1}</translation>
    </message>
    <message numerus="yes">
        <source>Killer cage %1 in %2: %n different digit(s) adding up to %1, which the candidates allow only as %3, so %4 (%5).</source>
        <translation>
            <numerusform>杀手笼子 %1（%2）：%n 个不同数字之和为 %1，候选数只允许 %3，所以 %4（%5）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Killer cage</source>
        <translation>杀手笼子</translation>
    </message>
    <message>
        <source>Innies (rule of 45)</source>
        <translation>内含格（45 法则）</translation>
    </message>
    <message>
        <source>Outies (rule of 45)</source>
        <translation>外伸格（45 法则）</translation>
    </message>
    <message>
        <source>Arrow %1: the digits along the arrow add up to the number in its circle, so %2 (%3).</source>
        <translation>箭头 %1：箭头上的数字之和等于其圆圈中的数，所以 %2（%3）。</translation>
    </message>
    <message>
        <source>Little killer %1 on %2→%3: the digits along the diagonal add up to %1, so %4 (%5).</source>
        <translation>小杀手 %1（%2→%3）：对角线上的数字之和为 %1，所以 %4（%5）。</translation>
    </message>
    <message>
        <source>Sandwich %1 on %2→%3: the digits between the %4 and the %5 add up to %1, so %6 (%7).</source>
        <translation>三明治 %1（%2→%3）：%4 与 %5 之间的数字之和为 %1，所以 %6（%7）。</translation>
    </message>
    <message>
        <source>X-sum %1 on %2→%3: the first X digits add up to %1, X being the first of them, so %4 (%5).</source>
        <translation>X 和 %1（%2→%3）：前 X 个数字之和为 %1，X 为其中第一个数字，所以 %4（%5）。</translation>
    </message>
    <message>
        <source>Skyscraper %1 on %2→%3: %1 digits are seen from the clue (each taller than those before it), so %4 (%5).</source>
        <translation>摩天楼 %1（%2→%3）：从提示处能看到 %1 个数字（每个都比之前的高），所以 %4（%5）。</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>箭头</translation>
    </message>
    <message>
        <source>Little killer</source>
        <translation>小杀手</translation>
    </message>
    <message>
        <source>Sandwich</source>
        <translation>三明治</translation>
    </message>
    <message>
        <source>X-sum</source>
        <translation>X 和</translation>
    </message>
    <message>
        <source>Skyscraper clue</source>
        <translation>摩天楼提示</translation>
    </message>
    <message>
        <source>Renban line: %1=%2 removes %2 from %3, on the same line (digits do not repeat on a renban line).</source>
        <translation>连续线：%1=%2 从同一条线上的 %3 删去 %2（连续线上的数字不重复）。</translation>
    </message>
    <message numerus="yes">
        <source>Renban line %1: %n consecutive digit(s) in any order, so %2 (%3).</source>
        <translation>
            <numerusform>连续线 %1：%n 个连续数字，顺序任意，所以 %2（%3）。</numerusform>
        </translation>
    </message>
    <message>
        <source>German whispers line %1: neighbours on it differ by at least %2, so %3 (%4).</source>
        <translation>德式耳语线 %1：线上相邻数字至少相差 %2，所以 %3（%4）。</translation>
    </message>
    <message>
        <source>Palindrome line %1: it reads the same from either end, so %2 (%3).</source>
        <translation>回文线 %1：从两端读起都相同，所以 %2（%3）。</translation>
    </message>
    <message>
        <source>Between line %1: the digits between the circles lie strictly between the circles&apos; digits, so %2 (%3).</source>
        <translation>区间线 %1：两圆圈之间的数字严格介于圆圈中的数字之间，所以 %2（%3）。</translation>
    </message>
    <message>
        <source>Region-sum line %1: its digits in each region it passes add up to the same total, so %2 (%3).</source>
        <translation>区域和线 %1：它在所经过的每个区域内的数字之和都相同，所以 %2（%3）。</translation>
    </message>
    <message>
        <source>Entropic line %1: any three consecutive cells hold a low, a middle and a high digit, so %2 (%3).</source>
        <translation>熵线 %1：任意连续三格各含一个低、一个中和一个高数字，所以 %2（%3）。</translation>
    </message>
    <message>
        <source>Modular line %1: any three consecutive cells hold different remainders mod 3, so %2 (%3).</source>
        <translation>模线 %1：任意连续三格的数字模 3 余数各不相同，所以 %2（%3）。</translation>
    </message>
    <message>
        <source>Zipper line %1: cells at the same distance from its centre add up to the same total, so %2 (%3).</source>
        <translation>拉链线 %1：与其中心距离相同的格子之和都相同，所以 %2（%3）。</translation>
    </message>
    <message>
        <source>Renban line</source>
        <translation>连续线</translation>
    </message>
    <message>
        <source>German whispers</source>
        <translation>德式耳语</translation>
    </message>
    <message>
        <source>Palindrome</source>
        <translation>回文</translation>
    </message>
    <message>
        <source>Between line</source>
        <translation>区间线</translation>
    </message>
    <message>
        <source>Region-sum line</source>
        <translation>区域和线</translation>
    </message>
    <message>
        <source>Entropic line</source>
        <translation>熵线</translation>
    </message>
    <message>
        <source>Modular line</source>
        <translation>模线</translation>
    </message>
    <message>
        <source>Zipper line</source>
        <translation>拉链线</translation>
    </message>
    <message>
        <source>Innies of %1: the digits there total %2 and the cages wholly inside total %3, so what is left, %4, totals %5; so %6 (%7).</source>
        <translation>%1 的内含格：其中数字之和为 %2，完全位于其中的笼子之和为 %3，所以剩下的 %4 之和为 %5；所以 %6（%7）。</translation>
    </message>
    <message>
        <source>Outies of %1: the digits there total %2 and the cages reaching into %1 total %3, so what those cages hold outside, %4, totals %5; so %6 (%7).</source>
        <translation>%1 的外伸格：其中数字之和为 %2，伸入 %1 的笼子之和为 %3，所以这些笼子在外面的部分 %4 之和为 %5；所以 %6（%7）。</translation>
    </message>
    <message>
        <source>the rule of 45 (innies or outies)</source>
        <translation>45 法则（内含格或外伸格）</translation>
    </message>
    <message>
        <source>Proof by search</source>
        <translation>搜索证明</translation>
    </message>
    <message>
        <source>No technique Qudoku knows finds a step here; the next hint shows a digit the solver proves.</source>
        <translation>Qudoku 已知的技巧在此都找不到下一步；下一条提示会显示求解器证明的一个数字。</translation>
    </message>
    <message>
        <source>Proof by search: no technique Qudoku knows finds a step from here. The solver tried every way to finish the grid with another digit than %2 in %1, and none works, so %1 holds %2.</source>
        <translation>搜索证明：Qudoku 已知的技巧在此都找不到下一步。求解器尝试了在 %1 填入 %2 以外数字来完成盘面的所有方式，全都行不通，所以 %1 是 %2。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Play, enter and solve Sudoku puzzles.</source>
        <translation>游玩、输入和求解数独题目。</translation>
    </message>
    <message>
        <source>A puzzle file (any format qudoku-cli reads) or a saved game (.qudoku).</source>
        <translation>题目文件（qudoku-cli 能读取的任何格式）或已保存的游戏（.qudoku）。</translation>
    </message>
</context>
<context>
    <name>qudoku::render</name>
    <message>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>is a directory</source>
        <translation>是一个文件夹</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>not a picture (expected %1)</source>
        <translation>不是图片（应为 %1）</translation>
    </message>
    <message>
        <source>the picture is %1 × %2 pixels, more than the %3 megapixels read</source>
        <translation>图片为 %1 × %2 像素，超过可读取的 %3 百万像素</translation>
    </message>
    <message>
        <source>the picture is damaged and cannot be decoded: %1</source>
        <translation>图片已损坏，无法解码：%1</translation>
    </message>
    <message>
        <source>the file is cut short: it ends at byte %1, before its end (IEND chunk)</source>
        <translation>文件不完整：在第 %1 字节处中断，缺少结尾（IEND 块）</translation>
    </message>
    <message>
        <source>the bytes at %1 should begin a PNG chunk, but its type (0x%2) is not four letters</source>
        <translation>第 %1 字节处应是一个 PNG 块的开头，但其类型（0x%2）不是四个字母</translation>
    </message>
    <message>
        <source>the %1 chunk at byte %2 claims %3 bytes, more than a PNG chunk may hold</source>
        <translation>第 %2 字节处的 %1 块声称有 %3 字节，超出 PNG 块的上限</translation>
    </message>
    <message>
        <source>the file is cut short: it ends at byte %1, inside its %2 chunk</source>
        <translation>文件不完整：在第 %1 字节处中断，位于其 %2 块中间</translation>
    </message>
    <message>
        <source>the %1 chunk at byte %2 is damaged: its bytes do not match its checksum (CRC)</source>
        <translation>第 %2 字节处的 %1 块已损坏：其内容与校验和（CRC）不符</translation>
    </message>
    <message>
        <source>the file is cut short: it ends at byte %1, inside its %2 segment</source>
        <translation>文件不完整：在第 %1 字节处中断，位于其 %2 段中间</translation>
    </message>
    <message>
        <source>the file is cut short: it ends at byte %1, before its image data</source>
        <translation>文件不完整：在第 %1 字节处中断，位于其图像数据之前</translation>
    </message>
    <message>
        <source>the file is cut short: it ends at byte %1, before its end marker (EOI)</source>
        <translation>文件不完整：在第 %1 字节处中断，位于其结束标记 (EOI) 之前</translation>
    </message>
    <message>
        <source>the file is cut short: it ends at byte %1, and the lowest %2 rows of the picture are missing</source>
        <translation>文件不完整：在第 %1 字节处中断，图片最下方的 %2 行像素缺失</translation>
    </message>
    <message>
        <source>the file is cut short: it ends at byte %1, inside its header</source>
        <translation>文件不完整：在第 %1 字节处中断，位于其文件头中间</translation>
    </message>
    <message>
        <source>the file is cut short: it ends at byte %1, but its pixels run to byte %2</source>
        <translation>文件不完整：在第 %1 字节处中断，但其像素数据应延续到第 %2 字节</translation>
    </message>
    <message>
        <source>the file is cut short: it ends at byte %1, before its picture is whole</source>
        <translation>文件不完整：在第 %1 字节处中断，图像尚未完整</translation>
    </message>
</context>
<context>
    <name>qudoku::ui</name>
    <message>
        <source>The picture is smaller than a readable board (about 120 pixels across).</source>
        <translation>图片比可读的盘面还小（约 120 像素宽）。</translation>
    </message>
    <message>
        <source>The picture is too large to read.</source>
        <translation>图片太大，无法读取。</translation>
    </message>
    <message>
        <source>The grid found is not 9×9; only 9×9 puzzles are read.</source>
        <translation>找到的盘面不是 9×9；只读取 9×9 题目。</translation>
    </message>
    <message>
        <source>Reading was cancelled.</source>
        <translation>读取已取消。</translation>
    </message>
    <message>
        <source>No grid was found in the picture. Drag the corners onto the grid&apos;s outer corners to read it from there.</source>
        <translation>图片中找不到盘面。把四个角拖到盘面的外角上，即可从那里读取。</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::AnalysisSession</name>
    <message>
        <source>Checking the puzzle…</source>
        <translation>正在检查题目…</translation>
    </message>
    <message>
        <source>Rating the puzzle…</source>
        <translation>正在为题目评分…</translation>
    </message>
    <message>
        <source>Looking for a step…</source>
        <translation>正在寻找下一步…</translation>
    </message>
    <message>
        <source>Finding the solution path…</source>
        <translation>正在寻找解题路径…</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>正在求解…</translation>
    </message>
    <message>
        <source>Reading the picture…</source>
        <translation>正在读取图片…</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::Assistant</name>
    <message>
        <source>Solving…</source>
        <translation>正在求解…</translation>
    </message>
    <message>
        <source>Finding a cell to reveal…</source>
        <translation>正在寻找可以揭示的格…</translation>
    </message>
    <message>
        <source>Checking your digits…</source>
        <translation>正在检查你填的数字…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>This puzzle cannot be solved: %1.</source>
        <translation>此题无法求解：%1。</translation>
    </message>
    <message>
        <source>Your digits contradict every solution of this puzzle.</source>
        <translation>你填的数字与此题的所有解都矛盾。</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>此题无解。</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>求解</translation>
    </message>
    <message numerus="yes">
        <source>Solved: the computer filled %n cell(s).</source>
        <translation>
            <numerusform>已解出：电脑填入了 %n 格。</numerusform>
        </translation>
    </message>
    <message>
        <source>The grid is already solved.</source>
        <translation>盘面已经全部填好。</translation>
    </message>
    <message>
        <source>Nothing to reveal: the givens break the rules (%1).</source>
        <translation>无法揭示：已知数违反了规则（%1）。</translation>
    </message>
    <message>
        <source>Nothing to reveal: this puzzle has no solution.</source>
        <translation>无法揭示：此题无解。</translation>
    </message>
    <message>
        <source>Nothing to reveal: your digits fit none of this puzzle&apos;s solutions.</source>
        <translation>无法揭示：你填的数字与此题的任何一个解都不符。</translation>
    </message>
    <message>
        <source>Nothing to reveal: there is no empty cell.</source>
        <translation>无法揭示：已经没有空格了。</translation>
    </message>
    <message>
        <source>Revealed: %1 is %2.</source>
        <translation>已揭示：%1 是 %2。</translation>
    </message>
    <message>
        <source>Some of your digits are wrong: use Check to find them.</source>
        <translation>你填的数字中有错误：用“检查”可以找出来。</translation>
    </message>
    <message>
        <source>Cannot check: this puzzle has no solution.</source>
        <translation>无法检查：此题无解。</translation>
    </message>
    <message>
        <source>Your digits fit at least one of this puzzle&apos;s solutions.</source>
        <translation>你填的数字至少与此题的一个解相符。</translation>
    </message>
    <message>
        <source>Your digits fit none of this puzzle&apos;s solutions; it has more than one, so no single digit can be called wrong.</source>
        <translation>你填的数字与此题的任何一个解都不符；但此题有多个解，因此无法断定哪个数字是错的。</translation>
    </message>
    <message>
        <source>All your digits are right so far.</source>
        <translation>到目前为止，你填的数字全部正确。</translation>
    </message>
    <message numerus="yes">
        <source>%n of your digits differ from the solution (crossed out).</source>
        <translation>
            <numerusform>你填的数字中有 %n 个与解不符（已划掉）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qudoku::ui::Autosave</name>
    <message>
        <source>it is not valid JSON (%1 at byte %2)</source>
        <translation>文件不是有效的 JSON（第 %2 字节处：%1）</translation>
    </message>
    <message>
        <source>it is %1 bytes, more than an autosave can be (%2)</source>
        <translation>它有 %1 字节，超过了自动保存可能的大小（%2）</translation>
    </message>
    <message>
        <source>its file is held by another Qudoku window</source>
        <translation>它的文件被另一个 Qudoku 窗口占用</translation>
    </message>
    <message>
        <source>%1 could not be written</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>&quot;keep&quot; must be a whole number from 0 to %1 (the moves so far)</source>
        <translation>&quot;keep&quot; 必须是 0 到 %1 之间的整数（到目前为止的步数）</translation>
    </message>
    <message>
        <source>&quot;moves&quot; must be a list of moves</source>
        <translation>&quot;moves&quot; 必须是步骤的列表</translation>
    </message>
    <message>
        <source>move %1 of &quot;moves&quot;: %2</source>
        <translation>&quot;moves&quot; 的第 %1 步：%2</translation>
    </message>
    <message>
        <source>&quot;index&quot; must be a whole number from 0 to %1 (the moves of the history)</source>
        <translation>&quot;index&quot; 必须是 0 到 %1 之间的整数（历史中的步数）</translation>
    </message>
    <message>
        <source>&quot;elapsedMs&quot; must be a number of milliseconds</source>
        <translation>&quot;elapsedMs&quot; 必须是毫秒数</translation>
    </message>
    <message>
        <source>&quot;hintsUsed&quot; must be a whole number from 0</source>
        <translation>&quot;hintsUsed&quot; 必须是不小于 0 的整数</translation>
    </message>
    <message>
        <source>&quot;solvedByComputer&quot; must be true or false</source>
        <translation>&quot;solvedByComputer&quot; 必须是 true 或 false</translation>
    </message>
    <message>
        <source>line %1 is not a record (%2 at byte %3 of the line)</source>
        <translation>第 %1 行不是记录（该行第 %3 字节处：%2）</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>不是对象</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>it is open in another Qudoku window</source>
        <translation>它已在另一个 Qudoku 窗口中打开</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::BoardWidget</name>
    <message>
        <source>Sudoku board</source>
        <translation>数独盘面</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>The clock has stopped. Click the board, or press Pause, to go on.</source>
        <translation>计时已停止。点击盘面或按“暂停”继续。</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::CageCombinationsView</name>
    <message>
        <source>Cage combinations</source>
        <translation>笼子组合</translation>
    </message>
    <message>
        <source>(more cages under the selection)</source>
        <translation>（所选范围内还有更多笼子）</translation>
    </message>
    <message numerus="yes">
        <source>Cage %1 in %n cell(s) (%2):</source>
        <translation>
            <numerusform>笼子 %1，共 %n 格（%2）：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no %n different digit(s) add up to %1.</source>
        <translation>
            <numerusform>没有 %n 个不同数字之和为 %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>all %n fit the candidates.</source>
        <translation>
            <numerusform>全部 %n 组都符合候选数。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n fit the candidates (the others are struck out).</source>
        <translation>
            <numerusform>%n 组中有 %1 组符合候选数（其余已划掉）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a cell of a cage to see the sets of digits that add up to its sum.</source>
        <translation>选择一个笼子中的格，查看和为该笼子之和的数字组合。</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::CustomGameDialog</name>
    <message>
        <source>Custom Game</source>
        <translation>自定义游戏</translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>&amp;Grade</source>
        <translation>按难度(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Practise a technique</source>
        <translation>练习技巧(&amp;P)</translation>
    </message>
    <message>
        <source>The givens&apos; positions look the same after this turn or reflection</source>
        <translation>已知数的位置在这种旋转或翻转之后保持不变</translation>
    </message>
    <message>
        <source>&amp;Minimal: no given can be left out</source>
        <translation>极小(&amp;M)：任何一个已知数都不能去掉</translation>
    </message>
    <message>
        <source>Taking away any given would give the puzzle a second solution</source>
        <translation>去掉任何一个已知数都会使题目出现第二个解</translation>
    </message>
    <message>
        <source>Rare choices (a late technique on a small grid, strict symmetry with a high grade) take longer; you can cancel while the puzzle is made.</source>
        <translation>少见的组合（在小盘面上练习高阶技巧、高难度加严格对称）需要更长时间；生成题目时可以随时取消。</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>大小(&amp;S)：</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>难度：</translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation>对称方式(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>Qudoku cannot make this puzzle: %1.</source>
        <translation>Qudoku 无法生成这样的题目：%1。</translation>
    </message>
    <message>
        <source>None checked: classic Sudoku.</source>
        <translation>都不勾选：经典数独。</translation>
    </message>
    <message>
        <source>Any difficulty (fastest)</source>
        <translation>任意难度（最快）</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>&amp;Minimal: no two cages can be joined</source>
        <translation>最简(&amp;M)：任意两个笼子都不能合并</translation>
    </message>
    <message>
        <source>Joining any two neighbouring cages would give the puzzle a second solution</source>
        <translation>合并任意两个相邻的笼子都会使题目出现第二个解</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::Game</name>
    <message>
        <source>Start playing</source>
        <translation>开始游戏</translation>
    </message>
    <message>
        <source>Edit givens</source>
        <translation>编辑已知数</translation>
    </message>
    <message>
        <source>Erase %1</source>
        <translation>擦除 %1</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>在 %2 填入 %1</translation>
    </message>
    <message>
        <source>Pencil mark %1 in %2</source>
        <translation>在 %2 切换笔记 %1</translation>
    </message>
    <message>
        <source>Fill all candidates</source>
        <translation>填入所有候选数</translation>
    </message>
    <message>
        <source>Clear all pencil marks</source>
        <translation>清除所有笔记</translation>
    </message>
    <message>
        <source>Hint in %1</source>
        <translation>揭示 %1</translation>
    </message>
    <message>
        <source>Erase the pencil marks of %1</source>
        <translation>清除 %1 的笔记</translation>
    </message>
    <message>
        <source>Colour %1 off %2</source>
        <translation>移除 %2 的颜色 %1</translation>
    </message>
    <message>
        <source>Colour %1 on %2</source>
        <translation>为 %2 涂上颜色 %1</translation>
    </message>
    <message>
        <source>Corner mark %1 in %2</source>
        <translation>%2 的角落笔记 %1</translation>
    </message>
    <message>
        <source>Colour of candidate %1 in %2</source>
        <translation>%2 中候选数 %1 的颜色</translation>
    </message>
    <message>
        <source>Erase the corner marks of %1</source>
        <translation>擦除 %1 的角落笔记</translation>
    </message>
    <message>
        <source>Erase the colours of %1</source>
        <translation>擦除 %1 的颜色</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Back to checkpoint %1</source>
        <translation>回到检查点 %1</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::HintLadder</name>
    <message>
        <source>Fix this first</source>
        <translation>先改正这些错误</translation>
    </message>
    <message>
        <source>Hint 1 of 3: where to look</source>
        <translation>提示 1/3：看哪里</translation>
    </message>
    <message>
        <source>Hint 2 of 3: the technique</source>
        <translation>提示 2/3：用什么技巧</translation>
    </message>
    <message>
        <source>Hint 3 of 3: the deduction</source>
        <translation>提示 3/3：推理过程</translation>
    </message>
    <message>
        <source>Looking for a step…</source>
        <translation>正在寻找下一步…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>The givens break the rules, so there is no hint to give.</source>
        <translation>已知数违反了规则，因此无法给出提示。</translation>
    </message>
    <message>
        <source>This puzzle has no solution, so there is no hint to give.</source>
        <translation>此题无解，因此无法给出提示。</translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation>题目已解完。</translation>
    </message>
    <message>
        <source>The digits and pencil marks leave a cell or a value without a place.</source>
        <translation>当前的数字和笔记使某个格无数可填，或使某个数无处可填。</translation>
    </message>
    <message>
        <source>No step holds in every solution from here: this puzzle has more than one solution, so the remaining cells can be filled in more than one way. Solve fills in one of them.</source>
        <translation>从这里开始，没有在所有解中都成立的步骤：此题有多个解，剩余的格有不止一种填法。“求解”会填入其中一种。</translation>
    </message>
    <message>
        <source>No step found with the techniques Qudoku knows: this position needs harder ones, or a guess. Solve can still show the answer.</source>
        <translation>用 Qudoku 掌握的技巧找不到下一步：当前局面需要更难的技巧，或者需要猜测。“求解”仍然可以给出答案。</translation>
    </message>
    <message>
        <source>Step rating: %1.</source>
        <translation>本步评分：%1。</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution; this step holds in every one of them.</source>
        <translation>此题有多个解；这一步在所有解中都成立。</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::HintPanel</name>
    <message>
        <source>H&amp;int</source>
        <translation>提示(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <source>Ne&amp;xt Step</source>
        <translation>下一步(&amp;X)</translation>
    </message>
    <message>
        <source>Solution Pa&amp;th</source>
        <translation>解题路径(&amp;T)</translation>
    </message>
    <message>
        <source>One rung further: where to look, the technique, the whole deduction, then apply it (Ctrl+H)</source>
        <translation>再深入一级：看哪里、用什么技巧、完整推理，最后应用这一步（Ctrl+H）</translation>
    </message>
    <message>
        <source>Apply the step the hint is on, as one move you can undo</source>
        <translation>应用提示所指的这一步，作为一次可以撤销的操作</translation>
    </message>
    <message>
        <source>Apply this step and show the next one at the same rung</source>
        <translation>应用这一步，并在同一级别显示下一步</translation>
    </message>
    <message>
        <source>List every step from the current position, with ratings (Ctrl+P)</source>
        <translation>列出从当前局面起的每一步及其评分（Ctrl+P）</translation>
    </message>
    <message>
        <source>Press Hint for a nudge: where to look first, then the technique, then the whole deduction.</source>
        <translation>按“提示”获得点拨：先告诉你看哪里，再告诉你用什么技巧，最后给出完整推理。</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::MainWindow</name>
    <message>
        <source>Puzzle</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Puzzle number</source>
        <translation>题目编号</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Solution Path</source>
        <translation>解题路径</translation>
    </message>
    <message>
        <source>Type a puzzle&apos;s givens and choose Start Playing, or pick New Game.</source>
        <translation>输入题目的已知数后选择“开始游戏”，或者选择“新游戏”。</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>%1×%1 puzzles</source>
        <translation>%1×%1 题目</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>解题(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keys and Mouse</source>
        <translation>键盘与鼠标(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Qudoku</source>
        <translation>关于 Qudoku(&amp;A)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Your game could not be saved automatically (%1): save it yourself before you quit.</source>
        <translation>无法自动保存你的游戏（%1）：请在退出前手动保存。</translation>
    </message>
    <message>
        <source>Applied: %1.</source>
        <translation>已应用：%1。</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>未保存的游戏</translation>
    </message>
    <message>
        <source>Type the givens, then choose Start Playing.</source>
        <translation>输入已知数，然后选择“开始游戏”。</translation>
    </message>
    <message>
        <source>Enter some givens first.</source>
        <translation>请先输入一些已知数。</translation>
    </message>
    <message>
        <source>Cannot start playing: %1. Fix the givens first.</source>
        <translation>无法开始游戏：%1。请先修正已知数。</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>求解</translation>
    </message>
    <message>
        <source>Your digits contradict every solution of this puzzle. Solve from the givens alone, replacing your digits?</source>
        <translation>你填的数字与此题的所有解都矛盾。要只根据已知数求解，并替换掉你填的数字吗？</translation>
    </message>
    <message>
        <source>Your unfinished game could not be restored: %1. The file was set aside as %2.</source>
        <translation>无法恢复你未完成的游戏：%1。该文件已另存为 %2。</translation>
    </message>
    <message>
        <source>Welcome back: your unfinished game is restored.</source>
        <translation>欢迎回来：已恢复你未完成的游戏。</translation>
    </message>
    <message>
        <source>Welcome back: the givens you were typing are restored.</source>
        <translation>欢迎回来：已恢复你正在输入的已知数。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>已打开 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) in %1 could not be read; the first: %2.</source>
        <translation>
            <numerusform>%1 中有 %n 道题目无法读取；第一处：%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>Cannot paste: %1.</source>
        <translation>无法粘贴：%1。</translation>
    </message>
    <message>
        <source>Pasted puzzle</source>
        <translation>粘贴的题目</translation>
    </message>
    <message>
        <source>This puzzle cannot be played: %1. Fix the givens, then choose Start Playing.</source>
        <translation>此题无法开始：%1。请修正已知数，然后选择“开始游戏”。</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2.</source>
        <translation>第 %1 题，共 %2 题。</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>/ %1</translation>
    </message>
    <message>
        <source>Open Puzzle or Game</source>
        <translation>打开题目或游戏</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>保存游戏</translation>
    </message>
    <message>
        <source>Saved games (*.qudoku)</source>
        <translation>已保存的游戏 (*.qudoku)</translation>
    </message>
    <message>
        <source>Copied the grid as one line.</source>
        <translation>已将盘面复制为一行文本。</translation>
    </message>
    <message>
        <source>Copied the puzzle code %1: whoever pastes it gets this puzzle.</source>
        <translation>已复制题目代码 %1：任何人粘贴它都能得到这道题目。</translation>
    </message>
    <message>
        <source>Stopped making %1.</source>
        <translation>已停止生成%1。</translation>
    </message>
    <message>
        <source>Qudoku could not make %1 (tried for as long as it may).</source>
        <translation>Qudoku 未能生成%1（已尝试到时间上限）。</translation>
    </message>
    <message>
        <source>“%1” is not a puzzle code: column %2: %3.</source>
        <translation>“%1”不是有效的题目代码：第 %2 个字符：%3。</translation>
    </message>
    <message>
        <source>Puzzle %1</source>
        <translation>题目 %1</translation>
    </message>
    <message>
        <source>New game: %1, code %2. Good luck!</source>
        <translation>新游戏：%1，代码 %2。祝你好运！</translation>
    </message>
    <message>
        <source>Puzzle of %1: %2, code %3. Good luck!</source>
        <translation>%1 的每日一题：%2，代码 %3。祝你好运！</translation>
    </message>
    <message>
        <source>The puzzle&apos;s rating: its grade and hardest technique (Sudoku Explainer-style ER of the hardest step, HoDoKu-style score)</source>
        <translation>题目评分：难度和所需的最难技巧（最难一步的 Sudoku Explainer 式 ER 评分，以及 HoDoKu 式分数）</translation>
    </message>
    <message>
        <source>Qudoku</source>
        <translation>Qudoku</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>游戏中</translation>
    </message>
    <message>
        <source>Entering givens</source>
        <translation>正在输入已知数</translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>Time –</source>
        <translation>用时 –</translation>
    </message>
    <message>
        <source>Time %1, paused</source>
        <translation>用时 %1，已暂停</translation>
    </message>
    <message>
        <source>Time %1</source>
        <translation>用时 %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] — Qudoku</source>
        <translation>%1[*] — Qudoku</translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <comment>seconds so far</comment>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>Making %1…</source>
        <translation>正在生成%1…</translation>
    </message>
    <message numerus="yes">
        <source>, %n tried</source>
        <comment>candidate puzzles tried so far</comment>
        <translation>
            <numerusform>，已尝试 %n 道</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n step(s)</source>
        <comment>steps found so far</comment>
        <translation>
            <numerusform>，已找到 %n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>its solutions are still being counted</source>
        <translation>仍在计算解的个数</translation>
    </message>
    <message>
        <source>the puzzle has more than one</source>
        <translation>该题有不止一个解</translation>
    </message>
    <message>
        <source>the puzzle has none</source>
        <translation>该题无解</translation>
    </message>
    <message>
        <source>Printed without the solution: %1.</source>
        <translation>打印时未附答案：%1。</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG 图片 (*.svg)</translation>
    </message>
    <message>
        <source>sudoku</source>
        <translation>数独</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Cannot export to %1: the name must end in .pdf, .png or .svg.</source>
        <translation>无法导出到 %1：文件名必须以 .pdf、.png 或 .svg 结尾。</translation>
    </message>
    <message>
        <source>Could not export to %1: %2.</source>
        <translation>导出到 %1 失败：%2。</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>已导出到 %1。</translation>
    </message>
    <message>
        <source>Could not print: the printer did not start.</source>
        <translation>无法打印：打印机未能启动。</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>数独</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>打印预览</translation>
    </message>
    <message>
        <source>Expor&amp;t</source>
        <translation>导出(&amp;T)</translation>
    </message>
    <message>
        <source>Cannot export %1: %2</source>
        <translation>无法导出 %1：%2</translation>
    </message>
    <message>
        <source>Exported the puzzle to %1.</source>
        <translation>已将题目导出到 %1。</translation>
    </message>
    <message>
        <source>Puzzles and games (*.qudoku *.txt *.sudoku %1);;Saved games (*.qudoku);;All files (*)</source>
        <translation>题目和游戏 (*.qudoku *.txt *.sudoku %1);;已保存的游戏 (*.qudoku);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 puzzle (*.%2)</source>
        <translation>%1 题目 (*.%2)</translation>
    </message>
    <message>
        <source>Copied the position as a pencil-mark grid.</source>
        <translation>已将局面复制为候选数盘面。</translation>
    </message>
    <message>
        <source>Welcome to Qudoku! A puzzle is on its way. Also: New Game (Ctrl+N), Daily Puzzle (Ctrl+D), Enter a Puzzle (Ctrl+Shift+N).</source>
        <translation>欢迎使用 Qudoku！题目马上就好。另有：新游戏（Ctrl+N）、每日一题（Ctrl+D）、输入题目（Ctrl+Shift+N）。</translation>
    </message>
    <message>
        <source>Qudoku cannot keep games by itself right now (writing its files fails), so the current game would be lost. Save it first?</source>
        <translation>Qudoku 目前无法自动保留游戏（写入文件失败），当前游戏将会丢失。先保存吗？</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>放弃(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>That game could not be brought back: %1.</source>
        <translation>无法恢复那局游戏：%1。</translation>
    </message>
    <message>
        <source>Back to %1, as you left it.</source>
        <translation>回到 %1，一切如你离开时。</translation>
    </message>
    <message>
        <source>Empty Grid of Si&amp;ze</source>
        <translation>指定大小的空白盘面(&amp;Z)</translation>
    </message>
    <message>
        <source>Recent &amp;Games</source>
        <translation>最近的游戏(&amp;G)</translation>
    </message>
    <message>
        <source>Unfinished games you left for another one: each comes back as you left it</source>
        <translation>你为另一局而离开的未完成游戏：每一局都按你离开时的样子回来</translation>
    </message>
    <message>
        <source>Welcome to Qudoku: %1, code %2. New Game: Ctrl+N · Daily Puzzle: Ctrl+D · Enter a Puzzle: Ctrl+Shift+N</source>
        <translation>欢迎使用 Qudoku：%1，代码 %2。新游戏：Ctrl+N · 每日一题：Ctrl+D · 输入题目：Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>The game before, %1, is kept in Game → Recent Games.</source>
        <translation>之前的游戏 %1 保存在 游戏 → 最近的游戏 中。</translation>
    </message>
    <message>
        <source>Solved by Qudoku</source>
        <translation>由 Qudoku 解出</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>已解出</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) clash</source>
        <translation>
            <numerusform>%n 格冲突</numerusform>
        </translation>
    </message>
    <message>
        <source>I&amp;nput Mode</source>
        <translation>输入模式(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Back to Checkpoint</source>
        <translation>回到检查点(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message numerus="yes">
        <source>Checkpoint %1 set at %2, after %n move(s): Play → Back to Checkpoint returns to it.</source>
        <translation>
            <numerusform>已在 %2 设置检查点 %1，共 %n 步：解题 → 回到检查点 可回到这里。</numerusform>
        </translation>
    </message>
    <message>
        <source>Restarted: the puzzle as given. Undo brings your game back.</source>
        <translation>已重新开始：回到题目的初始状态。撤销可恢复你的进度。</translation>
    </message>
    <message numerus="yes">
        <source>%1  at %2, after %n move(s)</source>
        <translation>
            <numerusform>%1  %2，第 %n 步后</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to checkpoint %1. Undo returns to where you were.</source>
        <translation>已回到检查点 %1。撤销可回到之前的位置。</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution: no move can be called wrong.</source>
        <translation>这道题目有不止一个解：没有哪一步能算作错误。</translation>
    </message>
    <message>
        <source>The solution is not known yet: try again in a moment.</source>
        <translation>还不知道答案：请稍后再试。</translation>
    </message>
    <message>
        <source>No wrong digit and no lost candidate so far: nothing to undo.</source>
        <translation>到目前为止没有填错的数字，也没有删掉正确的候选数：无需撤销。</translation>
    </message>
    <message>
        <source>Back to the last correct position, before “%1”. Redo goes forward again.</source>
        <translation>已回到最后的正确局面，即“%1”之前。重做可再次前进。</translation>
    </message>
    <message>
        <source>highlighting %1</source>
        <translation>突出显示 %1</translation>
    </message>
    <message>
        <source>bivalue cells</source>
        <translation>双值格</translation>
    </message>
    <message>
        <source>Filter: %1</source>
        <translation>筛选：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s) in Game → Recent Games.</source>
        <translation>
            <numerusform>还有 %n 局未完成的游戏，见 游戏 → 最近的游戏。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open %1: it is open in another Qudoku window.</source>
        <translation>无法打开 %1：它已在另一个 Qudoku 窗口中打开。</translation>
    </message>
    <message>
        <source>Cannot save %1: it is open in another Qudoku window.</source>
        <translation>无法保存 %1：它已在另一个 Qudoku 窗口中打开。</translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 without the oldest %n moves of its undo history (with them the file would be too large to open).</source>
        <translation>
            <numerusform>已保存 %1，但去掉了撤销历史中最早的 %n 步（否则文件会大到无法打开）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Digit first: each click on a cell enters %1</source>
        <translation>先选数字：每次单击格子都填入 %1</translation>
    </message>
    <message>
        <source>Digit first: each click on a cell toggles corner mark %1</source>
        <translation>先选数字：每次单击格子都添加或移除角落笔记 %1</translation>
    </message>
    <message>
        <source>Digit first: each click on a cell toggles centre mark %1</source>
        <translation>先选数字：每次单击格子都添加或移除中心笔记 %1</translation>
    </message>
    <message>
        <source>Digit first: each click on a cell toggles colour %1</source>
        <translation>先选数字：每次单击格子都添加或移除颜色%1</translation>
    </message>
    <message>
        <source>Esc ends the sticky digit, then clears the filters</source>
        <translation>Esc 先取消锁定的数字，再清除筛选</translation>
    </message>
    <message>
        <source>Pictures (%1)</source>
        <translation>图片 (%1)</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>剪贴板</translation>
    </message>
    <message>
        <source>the dropped picture</source>
        <translation>拖入的图片</translation>
    </message>
    <message>
        <source>Open Image</source>
        <translation>打开图片</translation>
    </message>
    <message>
        <source>Pictures (%1);;All files (*)</source>
        <translation>图片 (%1);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot read the picture: %1</source>
        <translation>无法读取图片：%1</translation>
    </message>
    <message>
        <source>Puzzle from %1</source>
        <translation>来自 %1 的题目</translation>
    </message>
    <message>
        <source>Digits read from %1</source>
        <translation>从 %1 读取的数字</translation>
    </message>
    <message>
        <source>The puzzle read from %1 is ready to check: fix any digit, then choose Start Playing.</source>
        <translation>从 %1 读取的题目已可检查：改正任何数字，然后选择“开始游戏”。</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation>无法粘贴：%1</translation>
    </message>
    <message>
        <source>Copied a SudokuPad link to this puzzle.</source>
        <translation>已复制此题目的 SudokuPad 链接。</translation>
    </message>
    <message>
        <source>Copied an f-puzzles link to this puzzle.</source>
        <translation>已复制此题目的 f-puzzles 链接。</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::NumberPad</name>
    <message>
        <source>Colour the selected cells %1 (Alt+click on a candidate: that candidate)</source>
        <translation>把所选格子涂成%1（Alt+单击候选数：只涂该候选数）</translation>
    </message>
    <message>
        <source>Enter %1 (with no cell selected: enter it with each click; Alt+click: highlight it)</source>
        <translation>填入 %1（未选格子时：每次单击格子都填入它；Alt+单击：突出显示它）</translation>
    </message>
    <message>
        <source>All placed</source>
        <translation>已全部填入</translation>
    </message>
    <message numerus="yes">
        <source>%n still to place</source>
        <translation>
            <numerusform>还差 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Corner mark %1</source>
        <comment>a pad button, for screen readers</comment>
        <translation>角落笔记 %1</translation>
    </message>
    <message>
        <source>Centre mark %1</source>
        <comment>a pad button, for screen readers</comment>
        <translation>中心笔记 %1</translation>
    </message>
    <message>
        <source>Enter %1</source>
        <comment>a pad button, for screen readers</comment>
        <translation>填入 %1</translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation>颜色 %1</translation>
    </message>
    <message>
        <source>%1, all placed</source>
        <translation>%1，已全部填入</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n still to place</source>
        <translation>
            <numerusform>%1，还差 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys: 1 then %1, or %2</source>
        <comment>typing 16: 1 then 6, or G</comment>
        <translation>按键：1 再按 %1，或 %2</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::PathPanel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>技巧</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Solution path</source>
        <translation>解题路径</translation>
    </message>
    <message>
        <source>Finding the solution path…</source>
        <translation>正在寻找解题路径…</translation>
    </message>
    <message>
        <source>The board has changed since this path was found.</source>
        <translation>找到此路径之后，盘面已经发生了变化。</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::PictureReviewDialog</name>
    <message>
        <source>Puzzle from %1</source>
        <translation>来自 %1 的题目</translation>
    </message>
    <message>
        <source>Reading the picture</source>
        <translation>正在读取图片</translation>
    </message>
    <message>
        <source>Click a cell (or move with the arrow keys) and type its digit; 0 or Delete empties it. Cells marked ? were hard to read. Drag a round handle onto a corner of the grid to read it from there. Esc cancels the reading.</source>
        <translation>单击一个格子（或用方向键移动）并输入它的数字；0 或 Delete 清空它。标有 ? 的格子难以辨认。把圆形手柄拖到盘面的一个角上，即可从那里读取。Esc 取消读取。</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>接受(&amp;A)</translation>
    </message>
    <message>
        <source>Put these digits on the board in Enter mode, to check and then Start Playing</source>
        <translation>把这些数字以输入模式放到盘面上，检查后再开始游戏</translation>
    </message>
    <message>
        <source>Reading cancelled. Drag the handles onto the grid&apos;s corners to read it from there, or type the digits yourself.</source>
        <translation>读取已取消。把手柄拖到盘面的角上即可从那里读取，也可以自己输入数字。</translation>
    </message>
    <message numerus="yes">
        <source>%n digit(s) read.</source>
        <translation>
            <numerusform>读取了 %n 个数字。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) marked ? to check against the picture.</source>
        <translation>
            <numerusform>%n 个格子标有 ?，请对照图片检查。</numerusform>
        </translation>
    </message>
    <message>
        <source>These digits have no solution: some must be wrong.</source>
        <translation>这些数字无解：其中一些一定有误。</translation>
    </message>
    <message>
        <source>These digits have exactly one solution.</source>
        <translation>这些数字恰有唯一解。</translation>
    </message>
    <message>
        <source>These digits have more than one solution: a digit may be missing.</source>
        <translation>这些数字有不止一个解：可能漏了一个数字。</translation>
    </message>
    <message>
        <source>Start Playing checks the puzzle once it is on the board.</source>
        <translation>题目放到盘面上后，“开始游戏”会检查它。</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::PictureReviewView</name>
    <message>
        <source>The picture and the puzzle read from it</source>
        <translation>图片及从中读取的题目</translation>
    </message>
    <message>
        <source>Arrow keys move between cells; type a digit to fix a cell, 0 or Delete to empty it</source>
        <translation>方向键在格子间移动；输入数字改正格子，0 或 Delete 清空它</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::PuzzleCheck</name>
    <message numerus="yes">
        <source>Not checked: counting the solutions took longer than %n s. The puzzle may have no solution, or several.</source>
        <translation>
            <numerusform>未检查：计算解的个数超过了 %n 秒。此题可能无解，也可能有多个解。</numerusform>
        </translation>
    </message>
    <message>
        <source>Check cancelled: the puzzle may have no solution, or several.</source>
        <translation>检查已取消：此题可能无解，也可能有多个解。</translation>
    </message>
    <message>
        <source>This puzzle has exactly one solution. Good luck!</source>
        <translation>此题恰好有唯一解。祝你好运！</translation>
    </message>
    <message>
        <source>%1 (%2 or %3)</source>
        <translation>%1（%2 或 %3）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>, and %n more</source>
        <translation>
            <numerusform>，另有 %n 格</numerusform>
        </translation>
    </message>
    <message>
        <source>This puzzle has more than one solution: the board marks where two of them differ.</source>
        <translation>此题有多个解：盘面上标出了其中两个解的不同之处。</translation>
    </message>
    <message>
        <source>Several Solutions</source>
        <translation>多个解</translation>
    </message>
    <message numerus="yes">
        <source>This puzzle has more than one solution. Two of them differ in the %n cell(s) marked on the board: %1.</source>
        <translation>
            <numerusform>此题有多个解。其中两个解在盘面上标出的 %n 个格中不同：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>A given is probably missing or mistyped: edit the givens to fix it, or play anyway (any grid that follows the rules then counts).</source>
        <translation>可能漏填或填错了某个已知数：请编辑已知数进行修正，或者仍然开始游戏（届时任何符合规则的盘面都算解出）。</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>此题无解。</translation>
    </message>
    <message>
        <source>No Solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <source>This puzzle has no solution: its givens follow the rules, but no grid completes them. A given is probably mistyped.</source>
        <translation>此题无解：已知数符合规则，但无法补全成完整的盘面。可能填错了某个已知数。</translation>
    </message>
    <message>
        <source>Edit the givens to fix it, or play anyway.</source>
        <translation>请编辑已知数进行修正，或者仍然开始游戏。</translation>
    </message>
    <message>
        <source>This puzzle has no solution: its givens break the rules (%1).</source>
        <translation>此题无解：已知数违反了规则（%1）。</translation>
    </message>
    <message>
        <source>The givens of this puzzle break the rules (%1).</source>
        <translation>此题的已知数违反了规则（%1）。</translation>
    </message>
    <message>
        <source>&amp;Edit Givens</source>
        <translation>编辑已知数(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Play Anyway</source>
        <translation>仍然开始游戏(&amp;P)</translation>
    </message>
    <message>
        <source>Playing anyway: any grid that follows the rules counts.</source>
        <translation>仍然开始游戏：任何符合规则的盘面都算解出。</translation>
    </message>
    <message>
        <source>Edit the givens, then choose Start Playing. Your digits stay where they still fit.</source>
        <translation>编辑已知数，然后选择“开始游戏”。你填的数字只要仍然合规就会保留。</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::PuzzleCodeDialog</name>
    <message>
        <source>The puzzle code (for example 9H-4KZ7QP2M; Edit → Copy Puzzle Code gives a game&apos;s code):</source>
        <translation>题目代码（例如 9H-4KZ7QP2M；编辑 → 复制题目代码 可得到一局游戏的代码）：</translation>
    </message>
    <message>
        <source>Puzzle from Code</source>
        <translation>从代码获取题目</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>开始(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Column %1: %2.</source>
        <translation>第 %1 列：%2。</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::PuzzleRating</name>
    <message>
        <source>Rating…</source>
        <translation>正在评分…</translation>
    </message>
    <message>
        <source>Not rated: several solutions</source>
        <translation>未评分：有多个解</translation>
    </message>
    <message>
        <source>Not rated: no solution</source>
        <translation>未评分：无解</translation>
    </message>
    <message numerus="yes">
        <source>Not rated: took longer than %n s</source>
        <translation>
            <numerusform>未评分：耗时超过 %n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>Not rated: cancelled</source>
        <translation>未评分：已取消</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::RecentFiles</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>无最近文件</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>清除菜单(&amp;C)</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::RecentGames</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>今天 %1</translation>
    </message>
    <message>
        <source>%1: givens being typed, %2 of %3 cells, left %4</source>
        <translation>%1：正在输入已知数，%3 格中已填 %2 格，离开于 %4</translation>
    </message>
    <message>
        <source>%1: %2 of %3 cells, %4, left %5</source>
        <translation>%1：%3 格中已填 %2 格，用时 %4，离开于 %5</translation>
    </message>
    <message>
        <source>No unfinished games</source>
        <translation>没有未完成的游戏</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::RulesPanel</name>
    <message>
        <source>by %1</source>
        <translation>作者：%1</translation>
    </message>
    <message>
        <source>The setter&apos;s rules:</source>
        <translation>出题人给出的规则：</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::ScoreKeeper</name>
    <message>
        <source>%1×%1 %2</source>
        <translation>%2 %1×%1</translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>Your first solved %1 puzzle.</source>
        <translation>这是你解出的第一道%1 题目。</translation>
    </message>
    <message>
        <source>A new personal best for %1 puzzles: it was %2.</source>
        <translation>%1 题目的个人最佳新纪录！原纪录为 %2。</translation>
    </message>
    <message>
        <source>Your best for %1 puzzles is %2.</source>
        <translation>你在%1 题目上的最佳成绩是 %2。</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) used.</source>
        <translation>
            <numerusform>使用了 %n 次提示。</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved in %1</source>
        <translation>解题用时 %1</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>The new language shows the next time Qudoku starts.</source>
        <translation>新语言将在下次启动 Qudoku 时生效。</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Row, column and box of the selected cell</source>
        <translation>所选格所在的行、列和宫</translation>
    </message>
    <message>
        <source>Cells with the same digit</source>
        <translation>相同数字的格</translation>
    </message>
    <message>
        <source>Conflicts (digits that break a rule)</source>
        <translation>冲突（违反规则的数字）</translation>
    </message>
    <message>
        <source>Highlight</source>
        <translation>高亮显示</translation>
    </message>
    <message>
        <source>Remove a placed digit from its peers&apos; pencil marks</source>
        <translation>填入数字时，从相关格的笔记中移除该数字</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>When I press Check</source>
        <translation>按“检查”时</translation>
    </message>
    <message>
        <source>Right away, after every move</source>
        <translation>每步之后立即检查</translation>
    </message>
    <message>
        <source>Where to look</source>
        <translation>看哪里</translation>
    </message>
    <message>
        <source>The technique</source>
        <translation>用什么技巧</translation>
    </message>
    <message>
        <source>The whole deduction</source>
        <translation>完整推理</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Mistakes:</source>
        <translation>错误检查(&amp;M)：</translation>
    </message>
    <message>
        <source>First &amp;hint shows:</source>
        <translation>第一级提示显示(&amp;H)：</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>In fixed places</source>
        <translation>固定位置</translation>
    </message>
    <message>
        <source>In a centred row</source>
        <translation>居中一行</translation>
    </message>
    <message>
        <source>Hi&amp;de the timer (it still counts for the statistics)</source>
        <translation>隐藏计时器(&amp;D)（仍为统计计时）</translation>
    </message>
    <message>
        <source>&amp;Centre marks:</source>
        <translation>中心笔记(&amp;C)：</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::SolutionPath</name>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>此题无解。</translation>
    </message>
    <message>
        <source>Fix these first; the path starts from a correct board:</source>
        <translation>请先改正以下错误；解题路径要从正确的盘面开始：</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s). %1.</source>
        <translation>
            <numerusform>共 %n 步。%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>This puzzle has more than one solution; these steps hold in every one of them.</source>
        <translation>此题有多个解；这些步骤在所有解中都成立。</translation>
    </message>
    <message>
        <source>After these no step holds in every solution: the rest can be filled in more than one way.</source>
        <translation>在这些步骤之后，没有在所有解中都成立的步骤：剩余部分有不止一种填法。</translation>
    </message>
    <message>
        <source>After these the engine finds no more steps: the rest needs harder techniques, or a guess.</source>
        <translation>在这些步骤之后，引擎找不到更多步骤：剩余部分需要更难的技巧，或者需要猜测。</translation>
    </message>
    <message>
        <source>The path ends in a contradiction.</source>
        <translation>该路径以矛盾告终。</translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation>题目已解完。</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::StatisticsDialog</name>
    <message>
        <source>not rated</source>
        <translation>未评分</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>重置(&amp;R)…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>No games yet. A game counts once it ends: solved, solved by the computer, or left for another puzzle.</source>
        <translation>还没有游戏记录。一局游戏结束后才会计入：被你解出、由电脑解出，或者中途换成了另一道题目。</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>已玩</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>已解出</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>最佳用时</translation>
    </message>
    <message>
        <source>Average time</source>
        <translation>平均用时</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>使用提示</translation>
    </message>
    <message>
        <source>Statistics by size and grade</source>
        <translation>按大小和难度统计</translation>
    </message>
    <message>
        <source>Times are playing time: a paused game&apos;s clock stands still.</source>
        <translation>用时均指实际游戏时间：游戏暂停时，计时也会停止。</translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>重置统计</translation>
    </message>
    <message>
        <source>Forget every game played so far, with its times? This cannot be undone.</source>
        <translation>要清除目前为止所有游戏记录及其用时吗？此操作无法撤销。</translation>
    </message>
</context>
</TS>
