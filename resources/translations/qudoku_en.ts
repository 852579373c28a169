<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Cli</name>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n puzzle(s) on %2</source>
        <translation>
            <numerusform>%1: %n puzzle on %2</numerusform>
            <numerusform>%1: %n puzzles on %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepText</name>
    <message numerus="yes">
        <source>Killer cage %1 in %2: %n different digit(s) adding up to %1, which the candidates allow only as %3, so %4 (%5).</source>
        <translation>
            <numerusform>Killer cage %1 in %2: %n digit adding up to %1, which the candidates allow only as %3, so %4 (%5).</numerusform>
            <numerusform>Killer cage %1 in %2: %n different digits adding up to %1, which the candidates allow only as %3, so %4 (%5).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Renban line %1: %n consecutive digit(s) in any order, so %2 (%3).</source>
        <translation>
            <numerusform>Renban line %1: %n consecutive digit in any order, so %2 (%3).</numerusform>
            <numerusform>Renban line %1: %n consecutive digits in any order, so %2 (%3).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qudoku::ui::Assistant</name>
    <message numerus="yes">
        <source>Solved: the computer filled %n cell(s).</source>
        <translation>
            <numerusform>Solved: the computer filled %n cell.</numerusform>
            <numerusform>Solved: the computer filled %n cells.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of your digits differ from the solution (crossed out).</source>
        <translation>
            <numerusform>%n of your digits differs from the solution (crossed out).</numerusform>
            <numerusform>%n of your digits differ from the solution (crossed out).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qudoku::ui::CageCombinationsView</name>
    <message numerus="yes">
        <source>Cage %1 in %n cell(s) (%2):</source>
        <translation>
            <numerusform>Cage %1 in %n cell (%2):</numerusform>
            <numerusform>Cage %1 in %n cells (%2):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no %n different digit(s) add up to %1.</source>
        <translation>
            <numerusform>no %n digit adds up to %1.</numerusform>
            <numerusform>no %n different digits add up to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>all %n fit the candidates.</source>
        <translation>
            <numerusform>its %n set fits the candidates.</numerusform>
            <numerusform>all %n fit the candidates.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n fit the candidates (the others are struck out).</source>
        <translation>
            <numerusform>%1 of %n fits the candidates (the others are struck out).</numerusform>
            <numerusform>%1 of %n fit the candidates (the others are struck out).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qudoku::ui::MainWindow</name>
    <message numerus="yes">
        <source>%n s</source>
        <comment>seconds so far</comment>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n step(s)</source>
        <comment>steps found so far</comment>
        <translation>
            <numerusform>, %n step</numerusform>
            <numerusform>, %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) in %1 could not be read; the first: %2.</source>
        <translation>
            <numerusform>%n puzzle in %1 could not be read; the first: %2.</numerusform>
            <numerusform>%n puzzles in %1 could not be read; the first: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n tried</source>
        <comment>candidate puzzles tried so far</comment>
        <translation>
            <numerusform>, %n tried</numerusform>
            <numerusform>, %n tried</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) clash</source>
        <translation>
            <numerusform>%n cell clashes</numerusform>
            <numerusform>%n cells clash</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checkpoint %1 set at %2, after %n move(s): Play → Back to Checkpoint returns to it.</source>
        <translation>
            <numerusform>Checkpoint %1 set at %2, after %n move: Play → Back to Checkpoint returns to it.</numerusform>
            <numerusform>Checkpoint %1 set at %2, after %n moves: Play → Back to Checkpoint returns to it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1  at %2, after %n move(s)</source>
        <translation>
            <numerusform>%1  at %2, after %n move</numerusform>
            <numerusform>%1  at %2, after %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s) in Game → Recent Games.</source>
        <translation>
            <numerusform>%n more unfinished game in Game → Recent Games.</numerusform>
            <numerusform>%n more unfinished games in Game → Recent Games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 without the oldest %n moves of its undo history (with them the file would be too large to open).</source>
        <translation>
            <numerusform>Saved %1 without the oldest %n move of its undo history (with it the file would be too large to open).</numerusform>
            <numerusform>Saved %1 without the oldest %n moves of its undo history (with them the file would be too large to open).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qudoku::ui::NumberPad</name>
    <message numerus="yes">
        <source>%n still to place</source>
        <translation>
            <numerusform>%n still to place</numerusform>
            <numerusform>%n still to place</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n still to place</source>
        <translation>
            <numerusform>%1, %n still to place</numerusform>
            <numerusform>%1, %n still to place</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qudoku::ui::PictureReviewDialog</name>
    <message numerus="yes">
        <source>%n digit(s) read.</source>
        <translation>
            <numerusform>%n digit read.</numerusform>
            <numerusform>%n digits read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) marked ? to check against the picture.</source>
        <translation>
            <numerusform>%n cell marked ? to check against the picture.</numerusform>
            <numerusform>%n cells marked ? to check against the picture.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qudoku::ui::PuzzleCheck</name>
    <message numerus="yes">
        <source>Not checked: counting the solutions took longer than %n s. The puzzle may have no solution, or several.</source>
        <translation>
            <numerusform>Not checked: counting the solutions took longer than %n s. The puzzle may have no solution, or several.</numerusform>
            <numerusform>Not checked: counting the solutions took longer than %n s. The puzzle may have no solution, or several.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, and %n more</source>
        <translation>
            <numerusform>, and %n more</numerusform>
            <numerusform>, and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This puzzle has more than one solution. Two of them differ in the %n cell(s) marked on the board: %1.</source>
        <translation>
            <numerusform>This puzzle has more than one solution. Two of them differ in the %n cell marked on the board: %1.</numerusform>
            <numerusform>This puzzle has more than one solution. Two of them differ in the %n cells marked on the board: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qudoku::ui::PuzzleRating</name>
    <message numerus="yes">
        <source>Not rated: took longer than %n s</source>
        <translation>
            <numerusform>Not rated: took longer than %n s</numerusform>
            <numerusform>Not rated: took longer than %n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qudoku::ui::ScoreKeeper</name>
    <message numerus="yes">
        <source>%n hint(s) used.</source>
        <translation>
            <numerusform>%n hint used.</numerusform>
            <numerusform>%n hints used.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qudoku::ui::SolutionPath</name>
    <message numerus="yes">
        <source>%n step(s). %1.</source>
        <translation>
            <numerusform>%n step. %1.</numerusform>
            <numerusform>%n steps. %1.</numerusform>
        </translation>
    </message>
</context>
</TS>
