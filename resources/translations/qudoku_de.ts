<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>CellWording</name>
    <message>
        <source>, </source>
        <comment>between the items of a list: 1, 4, 9</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1, given</source>
        <comment>a cell&apos;s digit</comment>
        <translation>%1, vorgegeben</translation>
    </message>
    <message>
        <source>%1, computer&apos;s digit</source>
        <comment>a cell&apos;s digit</comment>
        <translation>%1, Ziffer des Computers</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a cell without a digit</comment>
        <translation>leer</translation>
    </message>
    <message>
        <source>candidates %1</source>
        <comment>the centre marks</comment>
        <translation>Kandidaten %1</translation>
    </message>
    <message>
        <source>corner %1</source>
        <comment>the corner marks</comment>
        <translation>Ecke %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a candidate and its colour: 4 orange</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>candidate colours %1</source>
        <translation>Kandidatenfarben %1</translation>
    </message>
    <message>
        <source>colours %1</source>
        <translation>Farben %1</translation>
    </message>
    <message>
        <source>colour %1</source>
        <translation>Farbe %1</translation>
    </message>
    <message>
        <source>conflict</source>
        <comment>the digit clashes with a peer&apos;s</comment>
        <translation>Konflikt</translation>
    </message>
    <message>
        <source>wrong</source>
        <comment>Check found the digit differs from the solution</comment>
        <translation>falsch</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a cell&apos;s place: what is in it</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of a cell&apos;s description</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Spalte %1</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>is a directory</source>
        <translation>ist ein Verzeichnis</translation>
    </message>
    <message>
        <source>read error</source>
        <translation>Lesefehler</translation>
    </message>
    <message>
        <source>not unique (2 or more solutions)</source>
        <translation>nicht eindeutig (2 oder mehr Lösungen)</translation>
    </message>
    <message>
        <source>Stopped by the cap (--max-technique %1): no technique up to %2 applies here; the next step needs %3.
</source>
        <translation>Durch die Obergrenze angehalten (--max-technique %1): Hier greift keine Technik bis %2; der nächste Schritt benötigt %3.
</translation>
    </message>
    <message>
        <source>No further step found with the techniques allowed (up to %1): the rest needs techniques beyond the engine, or guessing.
</source>
        <translation>Mit den erlaubten Techniken (bis %1) wurde kein weiterer Schritt gefunden: Der Rest benötigt Techniken, die die Engine nicht kennt, oder Raten.
</translation>
    </message>
    <message>
        <source>cannot read: </source>
        <translation>nicht lesbar: </translation>
    </message>
    <message>
        <source>generating: %1 of %2 puzzles, %3 candidates tried, %4:%5</source>
        <translation>erzeuge: %1 von %2 Rätseln, %3 Entwürfe probiert, %4:%5</translation>
    </message>
    <message>
        <source>, closest: </source>
        <translation>, am nächsten: </translation>
    </message>
    <message>
        <source>qudoku-cli: puzzle %1: no puzzle with one solution has this pattern (tried %2 solution grids)</source>
        <translation>qudoku-cli: Rätsel %1: Kein Rätsel mit genau einer Lösung hat dieses Muster (%2 Lösungsgitter probiert)</translation>
    </message>
    <message>
        <source>qudoku-cli: interrupted after %1 of %2 puzzles</source>
        <translation>qudoku-cli: abgebrochen nach %1 von %2 Rätseln</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>Try &apos;qudoku-cli --help&apos; for more information.</source>
        <translation>Weitere Informationen erhalten Sie mit &apos;qudoku-cli --help&apos;.</translation>
    </message>
    <message>
        <source>cannot read the pattern %1: %2</source>
        <translation>das Muster %1 ist nicht lesbar: %2</translation>
    </message>
    <message>
        <source> (a pattern marks its clue cells with x or any symbol)</source>
        <translation> (ein Muster markiert seine Vorgabezellen mit x oder einem beliebigen Zeichen)</translation>
    </message>
    <message>
        <source>--%1 needs --generate</source>
        <translation>--%1 erfordert --generate</translation>
    </message>
    <message>
        <source>--generate needs a number of puzzles of at least 1, got &apos;%1&apos;</source>
        <translation>--generate erfordert eine Anzahl von mindestens 1 Rätsel, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--size must be 4, 6, 9, 12, 16 or 25, got &apos;%1&apos;</source>
        <translation>--size muss 4, 6, 9, 12, 16 oder 25 sein, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--grade, --er and --technique exclude each other</source>
        <translation>--grade, --er und --technique schließen sich gegenseitig aus</translation>
    </message>
    <message>
        <source>--er needs a rating or a range such as 3.0-4.5, got &apos;%1&apos;</source>
        <translation>--er erfordert eine Bewertung oder einen Bereich wie 3.0-4.5, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown technique &apos;%1&apos; (expected one of: %2)</source>
        <translation>unbekannte Technik &apos;%1&apos; (erwartet wird eine von: %2)</translation>
    </message>
    <message>
        <source>unknown symmetry &apos;%1&apos; (expected none, rotate180, rotate90, mirror, flip, diagonal, anti-diagonal or dihedral)</source>
        <translation>unbekannte Symmetrie &apos;%1&apos; (erwartet: none, rotate180, rotate90, mirror, flip, diagonal, anti-diagonal oder dihedral)</translation>
    </message>
    <message>
        <source>--clues needs a number or a range such as 26-30, got &apos;%1&apos;</source>
        <translation>--clues erfordert eine Zahl oder einen Bereich wie 26-30, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the pattern is %1×%1, --size says %2</source>
        <translation>das Muster ist %1×%1, --size gibt %2 an</translation>
    </message>
    <message>
        <source>--seed needs a whole number, got &apos;%1&apos;</source>
        <translation>--seed erfordert eine ganze Zahl, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Solves Sudoku puzzles read from files or standard input and writes the answers to standard output.</source>
        <translation>Löst Sudoku-Rätsel aus Dateien oder von der Standardeingabe und schreibt die Lösungen auf die Standardausgabe.</translation>
    </message>
    <message>
        <source>Displays this help: options, formats, output and exit codes.</source>
        <translation>Zeigt diese Hilfe an: Optionen, Formate, Ausgabe und Exit-Codes.</translation>
    </message>
    <message>
        <source>Search algorithm: %1 (default: %2).</source>
        <translation>Suchalgorithmus: %1 (Standard: %2).</translation>
    </message>
    <message>
        <source>Print the number of solutions of each puzzle, one line each, instead of a solution. Counts stop at --limit and then print as e.g. 1000+.</source>
        <translation>Gibt statt einer Lösung die Anzahl der Lösungen jedes Rätsels aus, je eine Zeile. Die Zählung endet bei --limit und wird dann z. B. als 1000+ ausgegeben.</translation>
    </message>
    <message>
        <source>The highest count --count reports exactly (default: 1000).</source>
        <translation>Die höchste Anzahl, die --count genau angibt (Standard: 1000).</translation>
    </message>
    <message>
        <source>Print a solution only when it is the only one; a puzzle with several solutions is reported on standard error and counts as a failure.</source>
        <translation>Gibt eine Lösung nur aus, wenn sie die einzige ist; ein Rätsel mit mehreren Lösungen wird auf der Standardfehlerausgabe gemeldet und zählt als Fehlschlag.</translation>
    </message>
    <message>
        <source>Print per puzzle (algorithm, status, nodes, guesses, time) and a summary on standard error.</source>
        <translation>Gibt Angaben je Rätsel (Algorithmus, Status, Knoten, Rateversuche, Zeit) und eine Zusammenfassung auf der Standardfehlerausgabe aus.</translation>
    </message>
    <message>
        <source>Solve (or rate) on n threads (default: %1, the number of cores). Answers keep the input order and the input is streamed, so any file size runs in constant memory.</source>
        <translation>Löst (oder bewertet) mit n Threads (Standard: %1, die Anzahl der Kerne). Die Antworten behalten die Reihenfolge der Eingabe bei, und die Eingabe wird fortlaufend gelesen, sodass jede Dateigröße mit konstantem Speicherbedarf auskommt.</translation>
    </message>
    <message>
        <source>Print each puzzle&apos;s solving path in words, one step a line, then its rating.</source>
        <translation>Gibt den Lösungsweg jedes Rätsels in Worten aus, einen Schritt pro Zeile, danach seine Bewertung.</translation>
    </message>
    <message>
        <source>With --rate or --explain: let the engine use no technique harder than this one (e.g. x-wing; --help lists them).</source>
        <translation>Mit --rate oder --explain: lässt die Engine keine schwierigere Technik als diese verwenden (z. B. x-wing; --help listet sie auf).</translation>
    </message>
    <message>
        <source>With --rate or --explain: the rating scale, %1 (default: qudoku, every technique the engine knows; se: Sudoku Explainer&apos;s techniques and ratings).</source>
        <translation>Mit --rate oder --explain: die Bewertungsskala, %1 (Standard: qudoku, alle Techniken, die die Engine kennt; se: die Techniken und Bewertungen von Sudoku Explainer).</translation>
    </message>
    <message>
        <source>With --rate or --explain: print one JSON object per puzzle and line (JSON Lines), in input order, bad puzzles included (docs/cli.md has the fields).</source>
        <translation>Mit --rate oder --explain: gibt ein JSON-Objekt pro Rätsel und Zeile aus (JSON Lines), in der Reihenfolge der Eingabe, fehlerhafte Rätsel eingeschlossen (die Felder beschreibt docs/cli.md).</translation>
    </message>
    <message>
        <source>Make n new puzzles instead of reading any: one per line in the line format, each followed by its rating fields as --rate prints them. Puzzle i depends on the seed and i only, so the output is the same for a seed whatever -j is.</source>
        <translation>Erzeugt n neue Rätsel, statt welche einzulesen: eines pro Zeile im line-Format, jeweils gefolgt von seinen Bewertungsfeldern, wie --rate sie ausgibt. Rätsel i hängt nur vom Startwert und von i ab, daher ist die Ausgabe für einen Startwert unabhängig von -j immer dieselbe.</translation>
    </message>
    <message>
        <source>With --generate: the grid size, 4, 6, 9, 12, 16 or 25 (default: 9).</source>
        <translation>Mit --generate: die Gittergröße, 4, 6, 9, 12, 16 oder 25 (Standard: 9).</translation>
    </message>
    <message>
        <source>With --generate: the ER range, e.g. 3.0-4.5 (or one value).</source>
        <translation>Mit --generate: der ER-Bereich, z. B. 3.0-4.5 (oder ein einzelner Wert).</translation>
    </message>
    <message>
        <source>With --generate: the hardest technique the puzzle needs, e.g. x-wing (--help lists them).</source>
        <translation>Mit --generate: die schwierigste Technik, die das Rätsel benötigt, z. B. x-wing (--help listet sie auf).</translation>
    </message>
    <message>
        <source>With --generate: the symmetry of the clue positions: none, rotate180, rotate90, mirror, flip, diagonal, anti-diagonal or dihedral (default: none).</source>
        <translation>Mit --generate: die Symmetrie der Vorgabepositionen: none, rotate180, rotate90, mirror, flip, diagonal, anti-diagonal oder dihedral (Standard: none).</translation>
    </message>
    <message>
        <source>With --generate: no clue can be taken out without a second solution (with --symmetry: no symmetric group of clues).</source>
        <translation>Mit --generate: Keine Vorgabe lässt sich entfernen, ohne dass eine zweite Lösung entsteht (mit --symmetry: keine symmetrische Gruppe von Vorgaben).</translation>
    </message>
    <message>
        <source>With --generate: the number of clues, e.g. 26-30 (or one number).</source>
        <translation>Mit --generate: die Anzahl der Vorgaben, z. B. 26-30 (oder eine einzelne Zahl).</translation>
    </message>
    <message>
        <source>With --generate: a file with a grid whose filled cells (any symbol, or x) are where the clues go; its size is the puzzles&apos; size.</source>
        <translation>Mit --generate: eine Datei mit einem Gitter, dessen gefüllte Zellen (ein beliebiges Zeichen oder x) die Positionen der Vorgaben angeben; seine Größe bestimmt die Größe der Rätsel.</translation>
    </message>
    <message>
        <source>With --generate: the seed, a whole number (default: a random one, shown with --stats).</source>
        <translation>Mit --generate: der Startwert, eine ganze Zahl (Standard: ein zufälliger, den --stats anzeigt).</translation>
    </message>
    <message>
        <source>Puzzle files, read in turn; &apos;-&apos; or none reads standard input.</source>
        <translation>Rätseldateien, der Reihe nach gelesen; &apos;-&apos; oder keine Angabe liest die Standardeingabe.</translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos; (expected %2)</source>
        <translation>unbekannter Algorithmus &apos;%1&apos; (erwartet: %2)</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (expected %2)</source>
        <translation>unbekanntes Format &apos;%1&apos; (erwartet: %2)</translation>
    </message>
    <message>
        <source>--limit needs a whole number of at least 1, got &apos;%1&apos;</source>
        <translation>--limit erfordert eine ganze Zahl von mindestens 1, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--count, --unique, --rate and --explain exclude each other</source>
        <translation>--count, --unique, --rate und --explain schließen sich gegenseitig aus</translation>
    </message>
    <message>
        <source>unknown rating scale &apos;%1&apos; (expected %2)</source>
        <translation>unbekannte Bewertungsskala &apos;%1&apos; (erwartet: %2)</translation>
    </message>
    <message>
        <source>--json needs --rate or --explain</source>
        <translation>--json erfordert --rate oder --explain</translation>
    </message>
    <message>
        <source>--generate reads no input; got &apos;%1&apos;</source>
        <translation>--generate liest keine Eingabe; erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--%1 does not go with --generate</source>
        <translation>--%1 lässt sich nicht mit --generate kombinieren</translation>
    </message>
    <message>
        <source>-j/--jobs needs a whole number from 1 to %1, got &apos;%2&apos;</source>
        <translation>-j/--jobs erfordert eine ganze Zahl von 1 bis %1, erhalten: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>puzzle %1: </source>
        <translation>Rätsel %1: </translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>und %1 weitere</translation>
    </message>
    <message>
        <source>%1 · ER %2</source>
        <translation>%1 · ER %2</translation>
    </message>
    <message>
        <source>qudoku-cli: no puzzle with one solution to put in %1; nothing written</source>
        <translation>qudoku-cli: kein Rätsel mit genau einer Lösung für %1; nichts geschrieben</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>qudoku-cli: cannot write %1: %2</source>
        <translation>qudoku-cli: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n puzzle(s) on %2</source>
        <translation>
            <numerusform>%1: %n Rätsel auf %2</numerusform>
            <numerusform>%1: %n Rätsel auf %2</numerusform>
        </translation>
    </message>
    <message>
        <source>--%1 needs --pdf</source>
        <translation>--%1 erfordert --pdf</translation>
    </message>
    <message>
        <source>--pdf does not go with --count, --unique, --rate or --explain</source>
        <translation>--pdf lässt sich nicht mit --count, --unique, --rate oder --explain kombinieren</translation>
    </message>
    <message>
        <source>--pdf needs a file name (a PDF is not written to standard output)</source>
        <translation>--pdf erfordert einen Dateinamen (ein PDF wird nicht auf die Standardausgabe geschrieben)</translation>
    </message>
    <message>
        <source>--per-page must be 1, 2, 4 or 6, got &apos;%1&apos;</source>
        <translation>--per-page muss 1, 2, 4 oder 6 sein, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--paper must be a4 or letter, got &apos;%1&apos;</source>
        <translation>--paper muss a4 oder letter sein, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Lay the puzzles out as a PDF booklet in &lt;file&gt;, each under its number and rating (on the --rating scale); puzzles without one solution are left out and reported.</source>
        <translation>Die Rätsel als PDF-Heft in &lt;file&gt; setzen, jedes unter seiner Nummer und Bewertung (auf der Skala von --rating); Rätsel ohne genau eine Lösung werden ausgelassen und gemeldet.</translation>
    </message>
    <message>
        <source>With --pdf: puzzles a page, 1, 2, 4 or 6 (default: 4).</source>
        <translation>Mit --pdf: Rätsel pro Seite, 1, 2, 4 oder 6 (Standard: 4).</translation>
    </message>
    <message>
        <source>With --pdf: the solutions on the last pages, 6 to a page.</source>
        <translation>Mit --pdf: die Lösungen auf den letzten Seiten, 6 pro Seite.</translation>
    </message>
    <message>
        <source>With --pdf: a4 or letter (default: a4).</source>
        <translation>Mit --pdf: a4 oder letter (Standard: a4).</translation>
    </message>
    <message>
        <source>--max-technique needs --rate, --explain or --pdf</source>
        <translation>--max-technique erfordert --rate, --explain oder --pdf</translation>
    </message>
    <message>
        <source>--rating needs --rate, --explain or --pdf</source>
        <translation>--rating erfordert --rate, --explain oder --pdf</translation>
    </message>
    <message>
        <source>gave up after %1 s</source>
        <translation>nach %1 s aufgegeben</translation>
    </message>
    <message>
        <source>cannot read the pattern %1: it has %2 bytes, more than the %3 bytes (%4 MiB) a pattern may have</source>
        <translation>das Muster %1 ist nicht lesbar: es hat %2 Bytes, mehr als die %3 Bytes (%4 MiB), die ein Muster haben darf</translation>
    </message>
    <message>
        <source>cannot read the pattern %1: it has more than the %2 bytes (%3 MiB) a pattern may have</source>
        <translation>das Muster %1 ist nicht lesbar: es hat mehr als die %2 Bytes (%3 MiB), die ein Muster haben darf</translation>
    </message>
    <message>
        <source>Give up on a puzzle after this many seconds (a decimal such as 0.5 or 30), in every mode: its answer is left empty, standard error says so, and the others go on.</source>
        <translation>Gibt ein Rätsel nach so vielen Sekunden auf (eine Dezimalzahl wie 0.5 oder 30), in jedem Modus: Seine Antwort bleibt leer, die Standardfehlerausgabe meldet es, und die anderen Rätsel laufen weiter.</translation>
    </message>
    <message>
        <source>--timeout needs a number of seconds above 0 and at most %1, such as 0.5 or 30, got &apos;%2&apos;</source>
        <translation>--timeout erfordert eine Anzahl Sekunden über 0 und höchstens %1, etwa 0.5 oder 30, erhalten: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>unknown grade &apos;%1&apos; (expected easy, medium, hard, very-hard or extreme)</source>
        <translation>unbekannter Schwierigkeitsgrad &apos;%1&apos; (erwartet: easy, medium, hard, very-hard oder extreme)</translation>
    </message>
    <message>
        <source>Rate each puzzle with the logic engine instead of solving it: one line each with its ER (Sudoku Explainer scale), HoDoKu-style score and grade, hardest technique, number of steps and what the grade rests on (&quot;graded-by=&quot; a technique or the length of the solve; &quot;capped=&quot; when --max-technique stopped it). Only puzzles with exactly one solution are rated.</source>
        <translation>Bewertet jedes Rätsel mit der Logik-Engine, statt es zu lösen: je eine Zeile mit ER-Wert (Skala von Sudoku Explainer), Punktzahl und Schwierigkeitsgrad nach HoDoKu-Art, schwierigster Technik, Anzahl der Schritte und dem, worauf der Schwierigkeitsgrad beruht (&quot;graded-by=&quot; eine Technik oder die Länge der Lösung; &quot;capped=&quot;, wenn --max-technique die Bewertung angehalten hat). Nur Rätsel mit genau einer Lösung werden bewertet.</translation>
    </message>
    <message>
        <source>With --generate: the grade, easy, medium, hard, very-hard or extreme (--rate prints very-hard as unfair, which is taken too).</source>
        <translation>Mit --generate: der Schwierigkeitsgrad, easy, medium, hard, very-hard oder extreme (--rate gibt very-hard als unfair aus, das ebenfalls angenommen wird).</translation>
    </message>
    <message>
        <source>Read the puzzle in each picture file (a photo, a scan or a screenshot; PNG, JPEG, BMP, GIF...): one line per file in order, the puzzle in the line format, or an empty line when no grid is found. With --json: the grid&apos;s corners, the doubtful cells and the number of solutions (0, 1, or 2 for several) too.</source>
        <translation>Das Rätsel in jeder Bilddatei lesen (ein Foto, ein Scan oder ein Bildschirmfoto; PNG, JPEG, BMP, GIF...): eine Zeile je Datei in ihrer Reihenfolge, das Rätsel im Zeilenformat, oder eine leere Zeile, wenn kein Gitter gefunden wird. Mit --json auch die Ecken des Gitters, die zweifelhaften Zellen und die Anzahl der Lösungen (0, 1, oder 2 für mehrere).</translation>
    </message>
    <message>
        <source>--%1 does not go with --read-image</source>
        <translation>--%1 passt nicht zu --read-image</translation>
    </message>
    <message>
        <source>--read-image needs picture files (standard input is not read)</source>
        <translation>--read-image braucht Bilddateien (die Standardeingabe wird nicht gelesen)</translation>
    </message>
    <message>
        <source>no grid found (the picture is smaller than a readable board, about 120 pixels across)</source>
        <translation>kein Gitter gefunden (das Bild ist kleiner als ein lesbares Spielfeld, etwa 120 Pixel breit)</translation>
    </message>
    <message>
        <source>no grid found (the grid is not 9×9; only 9×9 puzzles are read)</source>
        <translation>kein Gitter gefunden (das Gitter ist nicht 9×9; nur 9×9-Rätsel werden gelesen)</translation>
    </message>
    <message>
        <source>no grid found (the picture is too large to read)</source>
        <translation>kein Gitter gefunden (das Bild ist zu groß zum Lesen)</translation>
    </message>
    <message>
        <source>no grid found</source>
        <translation>kein Gitter gefunden</translation>
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
Formate (für jede Eingabe erkannt, sofern --format nicht angegeben ist):
  block    POJ 2676: die Anzahl der Fälle, dann je Fall 9 Zeilen mit 9 Ziffern, 0 = leer
             z. B. &quot;1&quot;, dann &quot;103000509&quot;, &quot;002109400&quot;, ... (9 Zeilen)
  line     POJ 3074: ein Rätsel pro Zeile, &apos;.&apos; oder &apos;0&apos; = leer; eine Zeile &quot;end&quot; beendet die Eingabe
             z. B. &quot;.2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.&quot;
  letters  POJ 3076: 16 Zeilen mit je 16 Buchstaben A-P, &apos;-&apos; = leer, Leerzeile zwischen den Fällen
             z. B. &quot;--A----C-----O-I&quot; (die erste von 16 Zeilen)
  grid     Zeilen mit optionalen Leerzeichen, &apos;|&apos; und Trennlinien, nach einer optionalen Titelzeile
             z. B. &quot;Grid 01&quot;, dann &quot;003020600&quot;, ... oder &quot;5 3 . | . 7 . | . . .&quot; und &quot;------+-------+------&quot;
  ss       Simple Sudoku (.ss): Zeilen in Dreiergruppen, &apos;.&apos; (alte Dateien: &apos;X&apos;) = leer, Striche
           zwischen den Bändern; z. B. &quot;1..|...|7..&quot;, ..., &quot;-----------&quot;
  sdk      SadMan Sudoku (.sdk): Notizen wie &quot;#ARuud&quot; (A Autor, D Beschreibung, C Kommentar, ...)
           und &quot;[Puzzle]&quot; dürfen vorangehen, dann 9 Zeilen mit 9 Zeichen, &apos;.&apos; = leer; z. B. &quot;2..1.5..3&quot;
  sdm      SudoCue-Sammlung (.sdm): ein Rätsel pro Zeile, &apos;0&apos; = leer; dem Text nach eine line-Datei,
           daher so gelesen bei einer Datei namens .sdm oder mit --format sdm
  pencilmarks
           ein Kandidatengitter aus HoDoKu oder einem Forum: die Kandidaten jeder Zelle, eine
           einstellige Zelle ist eine Vorgabe, &quot;+7&quot; ein unterwegs gelöster Wert;
           z. B. &quot;| 47 79 +8 | 39 +2 +1 | 345 345 +6 |&quot;
  candidates729
           729 Zeichen in einer Zeile, 9 pro Zelle: das k-te ist k, wenn k ein Kandidat ist, sonst
           &apos;.&apos; oder &apos;0&apos;; z. B. &quot;...4..7..&quot; für eine Zelle mit den Kandidaten 4 und 7
  Zeilen, die mit &apos;#&apos; beginnen, sind Kommentare (eine .sdk-Notiz ist &quot;#&quot; und ein Großbuchstabe).
  Gitter von 4x4 bis 25x25 liest jedes Format außer pencilmarks und candidates729 (4x4, 6x6 und
  9x9). Von einer Stellung mit Kandidaten werden die Vorgaben gelöst; die Antwort ist das gelöste
  Gitter in ihrem Format.

Ausgabe:
  Eine Antwort pro Rätsel, in der Reihenfolge der Eingabe und im Format des Rätsels; grid-Antworten
  wiederholen die Titelzeile des Rätsels, letters- und grid-Antworten trennt eine Leerzeile.
  Ein Rätsel ohne Antwort gibt nichts aus, außer im line-Format und mit --count oder --rate: Dort
  erscheint eine leere Zeile, damit die Ausgabe zur Eingabe passt (paste puzzles.txt answers.txt);
  --explain gibt seine Fehlerzeile als Block aus, --json ein Objekt mit &quot;status&quot; und &quot;error&quot;.
  Probleme gehen auf die Standardfehlerausgabe, je eine Zeile: &lt;file&gt;:&lt;line&gt;[:&lt;column&gt;]: &lt;message&gt;.

Erzeugen:
  qudoku-cli --generate 10 --grade hard --symmetry rotate180 --seed 42 &gt; hard.txt
  Jede Zeile ist ein Rätsel mit genau einer Lösung und, wenn es bewertet wurde (ein Ziel mit
  --grade, --er oder --technique, oder --rate), ein Leerzeichen und seine Bewertung, z. B.
    ...7.4....3.....96..1....(81 Zeichen) er=4.2 score=1142 grade=hard hardest=xy-wing steps=67 solved
    graded-by=xy-wing (die Technik des Schwierigkeitsgrads, oder &quot;length&quot;, wenn nur die Punktzahl einer langen Lösung ihn ergibt)
  Die Zeilen lassen sich direkt wieder einlesen: qudoku-cli --rate hard.txt gibt dieselben
  Bewertungen aus. Die Bewertung stammt von der Logik-Engine selbst (geprüft, nie angenommen). Ein
  seltenes Ziel dauert länger; in einem Terminal zeigt die Standardfehlerausgabe die probierten
  Entwürfe und den bisher nächsten Treffer. Ein ER-Ziel muss für irgendeine Technik erreichbar sein
  (9x9: 1.0 bis %HIGHEST_ER%). Mit einer Symmetrie bedeutet --minimal, dass sich keine symmetrische
  Gruppe von Vorgaben entfernen lässt. Ein Muster, das kein eindeutiges Rätsel zulässt, ergibt für
  jedes verlangte Rätsel eine leere Zeile und eine Meldung. Ohne Ziel bewertet --rate jedes
  Rätsel (der größte Teil der Arbeit: --generate 1000 --minimal ist ohne es etwa 20-mal schneller).

Hefte:
  qudoku-cli --pdf heft.pdf --per-page 4 --solutions --paper letter raetsel.txt
  Jedes Rätsel mit genau einer Lösung kommt hinein, in der Reihenfolge der Eingabe, unter seiner
  Nummer und Bewertung; die Lösungen folgen auf den letzten Seiten. Die Ziffern sind im PDF Text
  (durchsuchbar, kopierbar).

Techniken (für --max-technique und --technique), die einfachsten zuerst:
  %TECHNIQUES%

Exit-Codes:
  0  jedes Rätsel wurde gelöst (oder gezählt oder erzeugt)
  1  ein Rätsel hatte keine Lösung, war ungültig (fehlerhafter Text oder widersprüchliche Vorgaben),
     war mit --unique nicht eindeutig, ließ sich mit --pattern nicht erzeugen oder brauchte
     mit --timeout zu lange
  2  falscher Aufruf oder eine Eingabedatei nicht lesbar (fehlt, ist ein Verzeichnis, keine Rechte,
     eine Zeile länger als %MAX_LINE% MiB: dort endet das Lesen)
  130  --generate durch Strg+C oder SIGTERM beendet (die geschriebenen Zeilen sind ganze Rätsel)
</translation>
    </message>
    <message>
        <source>--generate does not go with --count, --unique, --explain or --pdf</source>
        <translation>--generate lässt sich nicht mit --count, --unique, --explain oder --pdf kombinieren</translation>
    </message>
    <message>
        <source>no solution grid of these rules found in %1 tries (the combination is too tight)</source>
        <translation>in %1 Versuchen kein Lösungsgitter für diese Regeln gefunden (die Kombination ist zu streng)</translation>
    </message>
    <message>
        <source>a jigsaw is 4×4 to 16×16, not %1×%1</source>
        <translation>ein Jigsaw ist 4×4 bis 16×16 groß, nicht %1×%1</translation>
    </message>
    <message>
        <source>--variant %1 needs a size with boxes, 4, 6, 9, 12 or 16 (any of 4 to 16 with jigsaw), not %2</source>
        <translation>--variant %1 erfordert eine Größe mit Blöcken, 4, 6, 9, 12 oder 16 (mit jigsaw jede von 4 bis 16), nicht %2</translation>
    </message>
    <message>
        <source>windoku needs square boxes: 4×4, 9×9 or 16×16, not %1×%1</source>
        <translation>windoku erfordert quadratische Blöcke: 4×4, 9×9 oder 16×16, nicht %1×%1</translation>
    </message>
    <message>
        <source>x has both diagonals already: drop diagonal</source>
        <translation>x enthält bereits beide Diagonalen: diagonal weglassen</translation>
    </message>
    <message>
        <source>--variant %1 does not keep the symmetry %2 (docs/cli.md lists the symmetries each variant keeps)</source>
        <translation>--variant %1 erhält die Symmetrie %2 nicht (docs/cli.md listet die Symmetrien auf, die jede Variante erhält)</translation>
    </message>
    <message>
        <source>the rules of --variant %1 on a %2×%2 grid have no solution</source>
        <translation>die Regeln von --variant %1 haben auf einem %2×%2-Gitter keine Lösung</translation>
    </message>
    <message>
        <source>the solver found no %2×%2 grid for --variant %1 in reasonable time; these rules are too tight to generate</source>
        <translation>der Löser hat in vertretbarer Zeit kein %2×%2-Gitter für --variant %1 gefunden; diese Regeln sind zu streng, um Rätsel damit zu erzeugen</translation>
    </message>
    <message>
        <source>--variant names %1 twice</source>
        <translation>--variant nennt %1 zweimal</translation>
    </message>
    <message>
        <source>unknown variant &apos;%1&apos; (expected one or more of %2, separated by commas)</source>
        <translation>unbekannte Variante &apos;%1&apos; (erwartet: eine oder mehrere von %2, durch Kommas getrennt)</translation>
    </message>
    <message>
        <source>--size must be 4 to 16 for a jigsaw, got &apos;%1&apos;</source>
        <translation>--size muss für ein Jigsaw 4 bis 16 sein, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--variant killer makes puzzles with no givens, only cages: --clues and --pattern do not apply</source>
        <translation>--variant killer erzeugt Rätsel ohne Vorgaben, nur mit Käfigen: --clues und --pattern gelten dafür nicht</translation>
    </message>
    <message>
        <source>Input format: %1; or for variant puzzles %2 (fpuzzles: any of them, told apart within; default: detected for each input).</source>
        <translation>Eingabeformat: %1; oder für Varianten-Rätsel %2 (fpuzzles: jede davon, innerhalb unterschieden; Standard: für jede Eingabe erkannt).</translation>
    </message>
    <message>
        <source>With --generate: variant rules, one or more of x, diagonal, windoku, jigsaw, anti-knight, anti-king, non-consecutive, killer, thermometer and arrow, separated by commas (e.g. jigsaw,x); the puzzles are written as f-puzzles JSON, one object a line.</source>
        <translation>Mit --generate: Variantenregeln, eine oder mehrere von x, diagonal, windoku, jigsaw, anti-knight, anti-king, non-consecutive, killer, thermometer und arrow, durch Kommas getrennt (z. B. jigsaw,x); die Rätsel werden als f-puzzles-JSON ausgegeben, ein Objekt je Zeile.</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <source>expected a puzzle, found none</source>
        <translation>Rätsel erwartet, keines gefunden</translation>
    </message>
    <message>
        <source>expected %1, got &apos;%2&apos;</source>
        <translation>%1 erwartet, &apos;%2&apos; gefunden</translation>
    </message>
    <message>
        <source>expected %1 symbols in this row, got %2</source>
        <translation>%1 Zeichen in dieser Zeile erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>expected %1 symbols (a %2×%2 puzzle), got %3</source>
        <translation>%1 Zeichen erwartet (ein %2×%2-Rätsel), %3 gefunden</translation>
    </message>
    <message>
        <source>expected 16, 36, 81, 144, 256 or 625 symbols (a 4×4 to 25×25 puzzle), got %1</source>
        <translation>16, 36, 81, 144, 256 oder 625 Zeichen erwartet (ein Rätsel von 4×4 bis 25×25), %1 gefunden</translation>
    </message>
    <message>
        <source>expected %1 rows, got %2</source>
        <translation>%1 Zeilen erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>expected the rows of a puzzle after its title, found none</source>
        <translation>Zeilen eines Rätsels nach seinem Titel erwartet, keine gefunden</translation>
    </message>
    <message>
        <source>expected the number of cases on the first line, got &apos;%1&apos;</source>
        <translation>Anzahl der Fälle in der ersten Zeile erwartet, &apos;%1&apos; gefunden</translation>
    </message>
    <message>
        <source>case count: expected %1 (from the first line), got %2</source>
        <translation>Anzahl der Fälle: %1 erwartet (laut erster Zeile), %2 gefunden</translation>
    </message>
    <message>
        <source>case count: expected %1 (from the first line), got more</source>
        <translation>Anzahl der Fälle: %1 erwartet (laut erster Zeile), mehr gefunden</translation>
    </message>
    <message>
        <source>expected a row of 4, 6, 9, 12, 16 or 25 symbols, got %1</source>
        <translation>Zeile mit 4, 6, 9, 12, 16 oder 25 Zeichen erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected a number 1-%1, got &apos;%2&apos;</source>
        <translation>Zahl 1-%1 erwartet, &apos;%2&apos; gefunden</translation>
    </message>
    <message>
        <source>a digit %1, &apos;.&apos; or &apos;0&apos;</source>
        <translation>Ziffer %1, &apos;.&apos; oder &apos;0&apos;</translation>
    </message>
    <message>
        <source>a letter %1 or &apos;-&apos;</source>
        <translation>Buchstabe %1 oder &apos;-&apos;</translation>
    </message>
    <message>
        <source>a symbol %1, &apos;.&apos; or &apos;0&apos;</source>
        <translation>Zeichen %1, &apos;.&apos; oder &apos;0&apos;</translation>
    </message>
    <message>
        <source>a symbol %1 or &apos;.&apos;</source>
        <translation>Zeichen %1 oder &apos;.&apos;</translation>
    </message>
    <message>
        <source>%1 twice in %2 (%3, %4)</source>
        <translation>%1 doppelt in %2 (%3, %4)</translation>
    </message>
    <message>
        <source>digit %1</source>
        <translation>Ziffer %1</translation>
    </message>
    <message>
        <source>symbol %1</source>
        <translation>Zeichen %1</translation>
    </message>
    <message>
        <source>r%1c%2</source>
        <translation>r%1c%2</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>Block %1</translation>
    </message>
    <message>
        <source>unique solution</source>
        <translation>eindeutige Lösung</translation>
    </message>
    <message>
        <source>several solutions</source>
        <translation>mehrere Lösungen</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>keine Lösung</translation>
    </message>
    <message>
        <source>conflicting givens</source>
        <translation>widersprüchliche Vorgaben</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>stopped at the solution limit</source>
        <translation>beim Lösungslimit angehalten</translation>
    </message>
    <message>
        <source>grids are 4×4, 6×6, 9×9, 12×12, 16×16 or 25×25</source>
        <translation>Gitter sind 4×4, 6×6, 9×9, 12×12, 16×16 oder 25×25 groß</translation>
    </message>
    <message>
        <source>the clue range must run from a low to a high number of clues, within the %1 cells of a %2×%2 grid</source>
        <translation>der Vorgabenbereich muss von einer niedrigen zu einer hohen Anzahl von Vorgaben reichen, innerhalb der %1 Zellen eines %2×%2-Gitters</translation>
    </message>
    <message>
        <source>a %1×%1 puzzle with one solution needs at least %2 clues</source>
        <translation>ein %1×%1-Rätsel mit genau einer Lösung braucht mindestens %2 Vorgaben</translation>
    </message>
    <message>
        <source>the pattern has %1 cells, a %2×%2 grid has %3</source>
        <translation>das Muster hat %1 Zellen, ein %2×%2-Gitter hat %3</translation>
    </message>
    <message>
        <source>the pattern&apos;s clue cells are not symmetric under %1: %2 is a clue, %3 is not</source>
        <translation>die Vorgabezellen des Musters sind nicht symmetrisch bezüglich %1: %2 ist eine Vorgabe, %3 nicht</translation>
    </message>
    <message>
        <source>the pattern&apos;s clue cells are not symmetric under %1</source>
        <translation>die Vorgabezellen des Musters sind nicht symmetrisch bezüglich %1</translation>
    </message>
    <message>
        <source>the pattern has %1 clues, outside the clue range %2-%3</source>
        <translation>das Muster hat %1 Vorgaben, außerhalb des Vorgabenbereichs %2-%3</translation>
    </message>
    <message>
        <source>the ER range must run from a low to a high rating</source>
        <translation>der ER-Bereich muss von einer niedrigen zu einer hohen Bewertung reichen</translation>
    </message>
    <message>
        <source>no step the logic engine rates falls between ER %1 and %2 (%3×%3 ratings run from 1.0 to %4)</source>
        <translation>kein Schritt, den die Logik-Engine bewertet, liegt zwischen ER %1 und %2 (Bewertungen bei %3×%3 reichen von 1.0 bis %4)</translation>
    </message>
    <message>
        <source>the logic engine does not know that technique</source>
        <translation>die Logik-Engine kennt diese Technik nicht</translation>
    </message>
    <message>
        <source>%1 is a step of Sudoku Explainer&apos;s rating scale only; puzzles are rated on the qudoku scale, where no puzzle ends on it</source>
        <translation>%1 ist nur ein Schritt der Bewertungsskala von Sudoku Explainer; Rätsel werden auf der qudoku-Skala bewertet, auf der kein Rätsel mit diesem Schritt endet</translation>
    </message>
    <message>
        <source>expected %1 cells (a %2×%2 grid of candidates), got %3</source>
        <translation>%1 Zellen erwartet (ein %2×%2-Gitter aus Kandidaten), erhalten: %3</translation>
    </message>
    <message>
        <source>expected %1 characters (%2 for each cell of a %2×%2 grid), got %3</source>
        <translation>%1 Zeichen erwartet (%2 für jede Zelle eines %2×%2-Gitters), erhalten: %3</translation>
    </message>
    <message>
        <source>expected candidates %1, got &apos;%2&apos;</source>
        <translation>Kandidaten %1 erwartet, erhalten: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>expected each candidate once, got &apos;%1&apos;</source>
        <translation>jeden Kandidaten einmal erwartet, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos; or &apos;.&apos; (candidate %1 of %2), got &apos;%3&apos;</source>
        <translation>&apos;%1&apos; oder &apos;.&apos; erwartet (Kandidat %1 von %2), erhalten: &apos;%3&apos;</translation>
    </message>
    <message>
        <source>expected at least one candidate for %1, got none</source>
        <translation>mindestens einen Kandidaten für %1 erwartet, keinen erhalten</translation>
    </message>
    <message>
        <source>expected a line of at most %1 bytes (%2 MiB), got a longer one; the rest is not read</source>
        <translation>eine Zeile mit höchstens %1 Bytes (%2 MiB) erwartet, eine längere erhalten; der Rest wird nicht gelesen</translation>
    </message>
    <message>
        <source>does not look like a Sudoku puzzle (tried %1); it starts with &apos;%2&apos;</source>
        <translation>sieht nicht wie ein Sudoku-Rätsel aus (versucht: %1); es beginnt mit &apos;%2&apos;</translation>
    </message>
    <message>
        <source>a case count and rows</source>
        <translation>eine Fallzahl und Zeilen</translation>
    </message>
    <message>
        <source>one puzzle a line</source>
        <translation>ein Rätsel je Zeile</translation>
    </message>
    <message>
        <source>rows of letters</source>
        <translation>Zeilen aus Buchstaben</translation>
    </message>
    <message>
        <source>a grid of rows</source>
        <translation>ein Gitter aus Zeilen</translation>
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
        <translation>Notizen</translation>
    </message>
    <message>
        <source>candidate strings</source>
        <translation>Kandidatenketten</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>Gebiet %1</translation>
    </message>
    <message>
        <source>diagonal %1</source>
        <translation>Diagonale %1</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>Fenster %1</translation>
    </message>
    <message>
        <source>disjoint group %1</source>
        <translation>Positionsgruppe %1</translation>
    </message>
    <message>
        <source>extra region %1</source>
        <translation>Zusatzgebiet %1</translation>
    </message>
    <message>
        <source>%1 broken (%2)</source>
        <translation>%1 verletzt (%2)</translation>
    </message>
    <message>
        <source>anti-knight</source>
        <translation>Anti-Rössel</translation>
    </message>
    <message>
        <source>anti-king</source>
        <translation>Anti-König</translation>
    </message>
    <message>
        <source>non-consecutive</source>
        <translation>nicht aufeinanderfolgend</translation>
    </message>
    <message>
        <source>white dot</source>
        <translation>weißer Punkt</translation>
    </message>
    <message>
        <source>black dot</source>
        <translation>schwarzer Punkt</translation>
    </message>
    <message>
        <source>XV mark</source>
        <translation>XV-Zeichen</translation>
    </message>
    <message>
        <source>negative white dots</source>
        <translation>negative weiße Punkte</translation>
    </message>
    <message>
        <source>negative black dots</source>
        <translation>negative schwarze Punkte</translation>
    </message>
    <message>
        <source>negative XV</source>
        <translation>negatives XV</translation>
    </message>
    <message>
        <source>odd cell</source>
        <translation>ungerade Zelle</translation>
    </message>
    <message>
        <source>even cell</source>
        <translation>gerade Zelle</translation>
    </message>
    <message>
        <source>minimum cell</source>
        <translation>Minimum-Zelle</translation>
    </message>
    <message>
        <source>maximum cell</source>
        <translation>Maximum-Zelle</translation>
    </message>
    <message>
        <source>thermometer</source>
        <translation>Thermometer</translation>
    </message>
    <message>
        <source>quadruple</source>
        <translation>Quadrupel</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>The puzzle is not valid JSON.</source>
        <translation>Das Rätsel ist kein gültiges JSON.</translation>
    </message>
    <message>
        <source>The puzzle&apos;s JSON is nested too deep.</source>
        <translation>Das JSON des Rätsels ist zu tief verschachtelt.</translation>
    </message>
    <message>
        <source>The puzzle is too large to read.</source>
        <translation>Das Rätsel ist zu groß, um gelesen zu werden.</translation>
    </message>
    <message>
        <source>This is not an f-puzzles puzzle.</source>
        <translation>Das ist kein f-puzzles-Rätsel.</translation>
    </message>
    <message>
        <source>A value of the puzzle is not of the expected kind.</source>
        <translation>Ein Wert im Rätsel hat nicht den erwarteten Typ.</translation>
    </message>
    <message>
        <source>The puzzle&apos;s size must be from 4 to 16.</source>
        <translation>Die Größe des Rätsels muss zwischen 4 und 16 liegen.</translation>
    </message>
    <message>
        <source>The puzzle names a cell outside its grid.</source>
        <translation>Das Rätsel nennt eine Zelle außerhalb seines Gitters.</translation>
    </message>
    <message>
        <source>The puzzle&apos;s grid is not N rows of N cells with digits from 1 to N.</source>
        <translation>Das Gitter des Rätsels besteht nicht aus N Zeilen mit je N Zellen und Ziffern von 1 bis N.</translation>
    </message>
    <message>
        <source>The puzzle&apos;s regions are not N regions of N cells each.</source>
        <translation>Die Gebiete des Rätsels sind nicht N Gebiete mit je N Zellen.</translation>
    </message>
    <message>
        <source>A rule of the puzzle does not fit its cells.</source>
        <translation>Eine Regel des Rätsels passt nicht zu ihren Zellen.</translation>
    </message>
    <message>
        <source>This puzzle uses %1, which Qudoku cannot solve yet.</source>
        <translation>Dieses Rätsel verwendet %1; solche Rätsel kann Qudoku noch nicht lösen.</translation>
    </message>
    <message>
        <source>This is not an f-puzzles or SudokuPad link.</source>
        <translation>Das ist kein f-puzzles- oder SudokuPad-Link.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 At %2.</source>
        <translation>%1 Bei %2.</translation>
    </message>
    <message>
        <source>%1 At %2: %3</source>
        <translation>%1 Bei %2: %3</translation>
    </message>
    <message>
        <source>%1 is the step of a rule these puzzles do not have</source>
        <translation>%1 ist der Schritt einer Regel, die diese Rätsel nicht haben</translation>
    </message>
    <message>
        <source>%1 is switched off under these rules (it needs classic boxes and no extra houses)</source>
        <translation>%1 ist unter diesen Regeln abgeschaltet (die Technik braucht klassische Blöcke und keine zusätzlichen Bereiche)</translation>
    </message>
    <message>
        <source>killer cage</source>
        <translation>Killer-Käfig</translation>
    </message>
    <message>
        <source>arrow</source>
        <translation>Pfeil</translation>
    </message>
    <message>
        <source>little killer</source>
        <translation>Little Killer</translation>
    </message>
    <message>
        <source>sandwich</source>
        <translation>Sandwich</translation>
    </message>
    <message>
        <source>X-sum</source>
        <translation>X-Summe</translation>
    </message>
    <message>
        <source>skyscraper</source>
        <translation>Wolkenkratzer</translation>
    </message>
    <message>
        <source>renban line</source>
        <translation>Renban-Linie</translation>
    </message>
    <message>
        <source>German whispers line</source>
        <translation>German-Whispers-Linie</translation>
    </message>
    <message>
        <source>palindrome line</source>
        <translation>Palindrom-Linie</translation>
    </message>
    <message>
        <source>between line</source>
        <translation>Zwischenlinie</translation>
    </message>
    <message>
        <source>region-sum line</source>
        <translation>Regionssummen-Linie</translation>
    </message>
    <message>
        <source>entropic line</source>
        <translation>Entropie-Linie</translation>
    </message>
    <message>
        <source>modular line</source>
        <translation>Modulo-Linie</translation>
    </message>
    <message>
        <source>zipper line</source>
        <translation>Reißverschluss-Linie</translation>
    </message>
    <message>
        <source>%1 is on no rating scale, so no rated puzzle ends on it (%2)</source>
        <translation>%1 gehört zu keiner Bewertungsskala, daher endet kein bewertetes Rätsel damit (%2)</translation>
    </message>
    <message>
        <source>it is the hints&apos; last resort: a digit proved by the solver</source>
        <translation>es ist der letzte Ausweg der Hinweise: eine Ziffer, die der Löser beweist</translation>
    </message>
    <message>
        <source>Sudoku Explainer&apos;s rating leaves it off</source>
        <translation>die Bewertung von Sudoku Explainer lässt es aus</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Start a new game: pick a grade, today&apos;s puzzle or a puzzle code</source>
        <translation>Ein neues Spiel beginnen: Schwierigkeitsgrad, Tagesrätsel oder Rätselcode wählen</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Leicht</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Mittel</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Schwer</translation>
    </message>
    <message>
        <source>E&amp;xtreme</source>
        <translation>E&amp;xtrem</translation>
    </message>
    <message>
        <source>&amp;Custom…</source>
        <translation>&amp;Benutzerdefiniert…</translation>
    </message>
    <message>
        <source>Choose the size, the grade or a technique to practise, the symmetry of the givens, minimal or not</source>
        <translation>Größe, Schwierigkeitsgrad oder zu übende Technik, Symmetrie der Vorgaben und Minimalität wählen</translation>
    </message>
    <message>
        <source>&amp;Daily Puzzle</source>
        <translation>&amp;Tagesrätsel</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle: the same for every player today, easy on Monday, harder through the week</source>
        <translation>Das Rätsel des Tages: heute für alle Spieler gleich, montags leicht, im Lauf der Woche schwerer</translation>
    </message>
    <message>
        <source>Puzzle from C&amp;ode…</source>
        <translation>Rätsel aus &amp;Code…</translation>
    </message>
    <message>
        <source>Play the puzzle a friend&apos;s puzzle code names (you can also paste the code)</source>
        <translation>Das Rätsel spielen, das der Rätselcode eines Freundes angibt (Sie können den Code auch einfügen)</translation>
    </message>
    <message>
        <source>Copy Puzzle C&amp;ode</source>
        <translation>Rätsel&amp;code kopieren</translation>
    </message>
    <message>
        <source>Copy this puzzle&apos;s code, which gives a friend the same puzzle</source>
        <translation>Den Code dieses Rätsels kopieren, mit dem ein Freund dasselbe Rätsel bekommt</translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Ne&amp;xt Puzzle in File</source>
        <translation>Nä&amp;chstes Rätsel in der Datei</translation>
    </message>
    <message>
        <source>&amp;Previous Puzzle in File</source>
        <translation>&amp;Vorheriges Rätsel in der Datei</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
    <message>
        <source>&amp;Copy Grid</source>
        <translation>Spielfeld &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the grid as one line of symbols</source>
        <translation>Das Spielfeld als eine Zeile von Zeichen kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>Rätsel e&amp;infügen</translation>
    </message>
    <message>
        <source>Lock the digits entered so far as the puzzle&apos;s givens and start the clock</source>
        <translation>Die bisher eingegebenen Ziffern als Vorgaben des Rätsels festlegen und die Uhr starten</translation>
    </message>
    <message>
        <source>&amp;Edit Givens</source>
        <translation>&amp;Vorgaben bearbeiten</translation>
    </message>
    <message>
        <source>Go back to entering the givens; your digits stay where they still fit (undoable)</source>
        <translation>Zurück zur Eingabe der Vorgaben; Ihre Ziffern bleiben, wo sie noch passen (lässt sich rückgängig machen)</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Fill All Candidates</source>
        <translation>&amp;Alle Kandidaten eintragen</translation>
    </message>
    <message>
        <source>C&amp;lear All Pencil Marks</source>
        <translation>Alle Notizen ent&amp;fernen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hinweis</translation>
    </message>
    <message>
        <source>A hint in steps: where to look, which technique, the full explanation, then apply it</source>
        <translation>Ein Hinweis in Stufen: wo Sie suchen sollten, welche Technik, die vollständige Erklärung, dann anwenden</translation>
    </message>
    <message>
        <source>&amp;Reveal a Cell</source>
        <translation>&amp;Zelle aufdecken</translation>
    </message>
    <message>
        <source>Fill in the cell that is easiest to deduce</source>
        <translation>Die Zelle ausfüllen, die sich am leichtesten ableiten lässt</translation>
    </message>
    <message>
        <source>Show Solution &amp;Path</source>
        <translation>Lösungs&amp;weg anzeigen</translation>
    </message>
    <message>
        <source>List every step needed from the current position, with ratings</source>
        <translation>Alle nötigen Schritte ab der aktuellen Stellung auflisten, mit Bewertungen</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Cross out your digits that differ from the solution</source>
        <translation>Ihre Ziffern durchstreichen, die von der Lösung abweichen</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Lösen</translation>
    </message>
    <message>
        <source>Fill every empty cell</source>
        <translation>Alle leeren Zellen ausfüllen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop everything the computer is working on (Esc)</source>
        <translation>Alles abbrechen, woran der Computer gerade arbeitet (Esc)</translation>
    </message>
    <message>
        <source>&amp;Dismiss Hint</source>
        <translation>Hinweis aus&amp;blenden</translation>
    </message>
    <message>
        <source>Take the hint or the previewed step off the board (Esc)</source>
        <translation>Den Hinweis oder den Schritt in der Vorschau vom Spielfeld nehmen (Esc)</translation>
    </message>
    <message>
        <source>Games played and solved, best and average times, hints used: by size and grade</source>
        <translation>Gespielte und gelöste Spiele, Bestzeiten und Durchschnittszeiten, genutzte Hinweise: nach Größe und Schwierigkeitsgrad</translation>
    </message>
    <message>
        <source>Hide the board and stop the clock (Pause or Ctrl+Shift+P)</source>
        <translation>Das Spielfeld verbergen und die Uhr anhalten (Pause oder Strg+Umschalt+P)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Print the board, with a preview first</source>
        <translation>Das Spielfeld drucken, zuerst mit einer Vorschau</translation>
    </message>
    <message>
        <source>As &amp;PDF…</source>
        <translation>Als &amp;PDF…</translation>
    </message>
    <message>
        <source>As P&amp;NG Image…</source>
        <translation>Als P&amp;NG-Bild…</translation>
    </message>
    <message>
        <source>As &amp;SVG Image…</source>
        <translation>Als &amp;SVG-Bild…</translation>
    </message>
    <message>
        <source>Include Pencil &amp;Marks</source>
        <translation>N&amp;otizen einbeziehen</translation>
    </message>
    <message>
        <source>Prints and exports show your pencil marks</source>
        <translation>Ausdrucke und Exporte zeigen Ihre Notizen</translation>
    </message>
    <message>
        <source>Prints and exports add the solution: beside the puzzle in an image, on a page of its own in a PDF or on paper</source>
        <translation>Ausdrucke und Exporte fügen die Lösung hinzu: neben dem Rätsel in einem Bild, auf einer eigenen Seite im PDF oder auf Papier</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Copy with Pencil &amp;Marks</source>
        <translation>&amp;Mit Notizen kopieren</translation>
    </message>
    <message>
        <source>Copy the position as a pencil-mark grid, as HoDoKu and the forums write it: givens, your digits as +digit, each empty cell&apos;s pencil marks (or, without marks, its candidates)</source>
        <translation>Die Stellung als Kandidatengitter kopieren, wie HoDoKu und die Foren es schreiben: Vorgaben, Ihre Ziffern als +Ziffer, die Notizen jeder leeren Zelle (oder, ohne Notizen, ihre Kandidaten)</translation>
    </message>
    <message>
        <source>Play the puzzle on the clipboard (a line, a grid, a pencil-mark grid, 729 candidates or any format Open reads)</source>
        <translation>Das Rätsel aus der Zwischenablage spielen (eine Zeile, ein Gitter, ein Kandidatengitter, 729 Kandidaten oder jedes Format, das Öffnen liest)</translation>
    </message>
    <message>
        <source>Remove Marks from Peers When Pl&amp;acing</source>
        <translation>Notizen in Nachbarzellen beim &amp;Setzen entfernen</translation>
    </message>
    <message>
        <source>&amp;Very Hard</source>
        <translation>Seh&amp;r schwer</translation>
    </message>
    <message>
        <source>&amp;Enter a Puzzle</source>
        <translation>Rätsel &amp;eingeben</translation>
    </message>
    <message>
        <source>An empty grid of this size: type a puzzle&apos;s givens (from a newspaper, a book), then choose Start Playing</source>
        <translation>Ein leeres Spielfeld dieser Größe: die Vorgaben eines Rätsels eintippen (aus einer Zeitung, einem Buch), dann „Spiel starten“ wählen</translation>
    </message>
    <message>
        <source>S&amp;tart Playing</source>
        <translation>Spiel s&amp;tarten</translation>
    </message>
    <message>
        <source>Statisti&amp;cs…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>P&amp;ause</translation>
    </message>
    <message>
        <source>Include the S&amp;olution</source>
        <translation>Die &amp;Lösung einbeziehen</translation>
    </message>
    <message>
        <source>&amp;Digits</source>
        <translation>&amp;Ziffern</translation>
    </message>
    <message>
        <source>Digit</source>
        <translation>Ziffer</translation>
    </message>
    <message>
        <source>Keys enter digits (Z; Space or Tab: the next mode)</source>
        <translation>Tasten tragen Ziffern ein (Z; Leertaste oder Tab: der nächste Modus)</translation>
    </message>
    <message>
        <source>&amp;Corner Marks</source>
        <translation>&amp;Ecknotizen</translation>
    </message>
    <message>
        <source>Corner</source>
        <translation>Ecke</translation>
    </message>
    <message>
        <source>Keys toggle corner marks, in the order typed (X; Shift+digit in any mode)</source>
        <translation>Tasten setzen oder entfernen Ecknotizen, in der getippten Reihenfolge (X; Umschalt+Ziffer in jedem Modus)</translation>
    </message>
    <message>
        <source>C&amp;entre Marks</source>
        <translation>&amp;Mittelnotizen</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>Keys toggle centre marks, the candidates hints read (C; Ctrl+digit in any mode)</source>
        <translation>Tasten setzen oder entfernen Mittelnotizen, die Kandidaten, die Hinweise lesen (C; Strg+Ziffer in jedem Modus)</translation>
    </message>
    <message>
        <source>Co&amp;lours</source>
        <translation>&amp;Farben</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Keys 1–9 toggle colours on the cells; Alt+click colours one candidate (V; Ctrl+Shift+digit in any mode)</source>
        <translation>Die Tasten 1–9 setzen oder entfernen Farben der Zellen; Alt+Klick färbt einen Kandidaten (V; Strg+Umschalt+Ziffer in jedem Modus)</translation>
    </message>
    <message>
        <source>Erase the selected cells&apos; current layer; in digit mode their digits, else their centre marks, else their corner marks, else their colours (Delete, Backspace, 0 or .)</source>
        <translation>Die aktuelle Ebene der ausgewählten Zellen löschen; im Ziffernmodus ihre Ziffern, sonst ihre Mittelnotizen, sonst ihre Ecknotizen, sonst ihre Farben (Entf, Rücktaste, 0 oder .)</translation>
    </message>
    <message>
        <source>Set Chec&amp;kpoint</source>
        <translation>&amp;Kontrollpunkt setzen</translation>
    </message>
    <message>
        <source>Keep the position as it is now, to come back to (Play → Back to Checkpoint)</source>
        <translation>Die jetzige Stellung festhalten, um zu ihr zurückzukehren (Spielen → Zurück zum Kontrollpunkt)</translation>
    </message>
    <message>
        <source>Back to the &amp;Last Correct Position</source>
        <translation>Zurück zur letzten richtigen &amp;Stellung</translation>
    </message>
    <message>
        <source>Undo to just before the first move that put a wrong digit or removed a true candidate (counts as a hint)</source>
        <translation>Bis kurz vor den ersten Zug zurücknehmen, der eine falsche Ziffer setzte oder einen richtigen Kandidaten entfernte (zählt als Hinweis)</translation>
    </message>
    <message>
        <source>Restart the P&amp;uzzle</source>
        <translation>Rätsel &amp;neu beginnen</translation>
    </message>
    <message>
        <source>Take out every digit, mark and colour of yours, as one move you can undo</source>
        <translation>Alle Ihre Ziffern, Notizen und Farben entfernen, als ein Zug, den Sie rückgängig machen können</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>Highlight &amp;Bivalue Cells</source>
        <translation>&amp;Zellen mit zwei Kandidaten hervorheben</translation>
    </message>
    <message>
        <source>Mark the cells with exactly two candidates (Esc clears the filters)</source>
        <translation>Die Zellen mit genau zwei Kandidaten markieren (Esc hebt die Filter auf)</translation>
    </message>
    <message>
        <source>&amp;Clear Filters</source>
        <translation>&amp;Filter aufheben</translation>
    </message>
    <message>
        <source>Stop highlighting a digit and bivalue cells (Esc)</source>
        <translation>Eine Ziffer und Zellen mit zwei Kandidaten nicht mehr hervorheben (Esc)</translation>
    </message>
    <message>
        <source>&amp;Hide the Timer</source>
        <translation>&amp;Uhr ausblenden</translation>
    </message>
    <message>
        <source>The clock is not shown; it still counts, for the statistics</source>
        <translation>Die Uhr wird nicht angezeigt; sie läuft für die Statistik weiter</translation>
    </message>
    <message>
        <source>Open I&amp;mage…</source>
        <translation>B&amp;ild öffnen…</translation>
    </message>
    <message>
        <source>Read a puzzle from a photo, a scan or a screenshot (you can also paste a picture or drop one on the window)</source>
        <translation>Ein Rätsel aus einem Foto, einem Scan oder einem Bildschirmfoto lesen (Sie können auch ein Bild einfügen oder auf das Fenster ziehen)</translation>
    </message>
    <message>
        <source>A variant puzzle: jigsaw, X, diagonal, windoku, anti-knight, anti-king, non-consecutive</source>
        <translation>Ein Varianten-Rätsel: Jigsaw, X, Diagonale, Windoku, Anti-Rössel, Anti-König, nicht aufeinanderfolgend</translation>
    </message>
    <message>
        <source>Copy a link that opens this puzzle, its rules and your digits on f-puzzles.com</source>
        <translation>Einen Link kopieren, der dieses Rätsel mit seinen Regeln und Ihren Ziffern auf f-puzzles.com öffnet</translation>
    </message>
    <message>
        <source>Copy a link that opens this puzzle and its rules on SudokuPad</source>
        <translation>Einen Link kopieren, der dieses Rätsel mit seinen Regeln auf SudokuPad öffnet</translation>
    </message>
    <message>
        <source>V&amp;ariant…</source>
        <translation>V&amp;ariante…</translation>
    </message>
    <message>
        <source>Copy as f-pu&amp;zzles Link</source>
        <translation>Als f-pu&amp;zzles-Link kopieren</translation>
    </message>
    <message>
        <source>Copy as Su&amp;dokuPad Link</source>
        <translation>Als Su&amp;dokuPad-Link kopieren</translation>
    </message>
    <message>
        <source>&amp;Killer…</source>
        <translation>&amp;Killer…</translation>
    </message>
    <message>
        <source>A killer: cages with their sums and no givens, 4×4 to 16×16, by grade; with X or a jigsaw if you like</source>
        <translation>Ein Killer: Käfige mit ihren Summen und keine Vorgaben, 4×4 bis 16×16, nach Schwierigkeitsgrad; auf Wunsch mit X oder als Puzzle-Sudoku</translation>
    </message>
</context>
<context>
    <name>GeneratorText</name>
    <message>
        <source>no symmetry</source>
        <translation>keine Symmetrie</translation>
    </message>
    <message>
        <source>half turn</source>
        <translation>halbe Drehung</translation>
    </message>
    <message>
        <source>quarter turns</source>
        <translation>Vierteldrehungen</translation>
    </message>
    <message>
        <source>mirror (left–right)</source>
        <translation>Spiegelung (links–rechts)</translation>
    </message>
    <message>
        <source>flip (up–down)</source>
        <translation>Spiegelung (oben–unten)</translation>
    </message>
    <message>
        <source>main diagonal</source>
        <translation>Hauptdiagonale</translation>
    </message>
    <message>
        <source>anti-diagonal</source>
        <translation>Gegendiagonale</translation>
    </message>
    <message>
        <source>all of them (dihedral)</source>
        <translation>alle zusammen (Diedersymmetrie)</translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>a minimal %1 %2 puzzle</source>
        <translation>ein minimales %2-Rätsel (%1)</translation>
    </message>
    <message>
        <source>a %1 %2 puzzle</source>
        <translation>ein %2-Rätsel (%1)</translation>
    </message>
    <message>
        <source>a minimal %1 puzzle for %2</source>
        <translation>ein minimales %1-Rätsel (Technik: %2)</translation>
    </message>
    <message>
        <source>a %1 puzzle for %2</source>
        <translation>ein %1-Rätsel (Technik: %2)</translation>
    </message>
    <message>
        <source>a minimal %1 puzzle</source>
        <translation>ein minimales %1-Rätsel</translation>
    </message>
    <message>
        <source>a %1 puzzle</source>
        <translation>ein %1-Rätsel</translation>
    </message>
    <message>
        <source>%1 with symmetry: %2</source>
        <translation>%1 mit Symmetrie: %2</translation>
    </message>
    <message>
        <source>minimal %1 %2</source>
        <translation>%2, %1, minimal</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2, %1</translation>
    </message>
    <message>
        <source>minimal %1 for %2</source>
        <translation>%1, Technik: %2, minimal</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1, Technik: %2</translation>
    </message>
    <message>
        <source>minimal %1</source>
        <translation>%1, minimal</translation>
    </message>
    <message>
        <source>expected a puzzle code such as 9H-4KZ7QP2M</source>
        <translation>Rätselcode wie 9H-4KZ7QP2M erwartet</translation>
    </message>
    <message>
        <source>expected the size first (4, 6, 9, 12, 16 or 25)</source>
        <translation>Größe am Anfang erwartet (4, 6, 9, 12, 16 oder 25)</translation>
    </message>
    <message>
        <source>expected a grade letter after the size (E, M, H, U or X) or a technique in brackets</source>
        <translation>nach der Größe Buchstabe für den Schwierigkeitsgrad (E, M, H, U oder X) oder Technik in eckigen Klammern erwartet</translation>
    </message>
    <message>
        <source>expected the name of a technique Qudoku knows, between [ and ]</source>
        <translation>Name einer Technik, die Qudoku kennt, zwischen [ und ] erwartet</translation>
    </message>
    <message>
        <source>expected a dash and the puzzle&apos;s number after it</source>
        <translation>Bindestrich und danach die Nummer des Rätsels erwartet</translation>
    </message>
    <message>
        <source>expected only digits and letters other than U in the puzzle&apos;s number</source>
        <translation>nur Ziffern und Buchstaben außer U in der Nummer des Rätsels erwartet</translation>
    </message>
    <message>
        <source>the puzzle&apos;s number is too long</source>
        <translation>die Nummer des Rätsels ist zu lang</translation>
    </message>
    <message>
        <source>expected a dash before the puzzle&apos;s number</source>
        <translation>Bindestrich vor der Nummer des Rätsels erwartet</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 mit den Regeln %2</translation>
    </message>
    <message>
        <source>%1×%1 %2</source>
        <translation>%1×%1, %2</translation>
    </message>
    <message>
        <source>Jigsaw</source>
        <translation>Jigsaw</translation>
    </message>
    <message>
        <source>X (both diagonals)</source>
        <translation>X (beide Diagonalen)</translation>
    </message>
    <message>
        <source>Diagonal (r1c1 to the far corner)</source>
        <translation>Diagonale (von r1c1 zur gegenüberliegenden Ecke)</translation>
    </message>
    <message>
        <source>Windoku</source>
        <translation>Windoku</translation>
    </message>
    <message>
        <source>Anti-knight</source>
        <translation>Anti-Rössel</translation>
    </message>
    <message>
        <source>Anti-king</source>
        <translation>Anti-König</translation>
    </message>
    <message>
        <source>Non-consecutive</source>
        <translation>Nicht aufeinanderfolgend</translation>
    </message>
    <message>
        <source>jigsaw</source>
        <translation>Jigsaw</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>diagonal</source>
        <translation>Diagonale</translation>
    </message>
    <message>
        <source>windoku</source>
        <translation>Windoku</translation>
    </message>
    <message>
        <source>anti-knight</source>
        <translation>Anti-Rössel</translation>
    </message>
    <message>
        <source>anti-king</source>
        <translation>Anti-König</translation>
    </message>
    <message>
        <source>non-consecutive</source>
        <translation>nicht aufeinanderfolgend</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source>a jigsaw is 4×4 to 16×16</source>
        <translation>ein Jigsaw ist 4×4 bis 16×16 groß</translation>
    </message>
    <message>
        <source>a %1×%1 grid has no boxes; choose Jigsaw for it, or a size of 4, 6, 9, 12 or 16</source>
        <translation>ein %1×%1-Gitter hat keine Blöcke; wählen Sie dafür Jigsaw oder eine Größe von 4, 6, 9, 12 oder 16</translation>
    </message>
    <message>
        <source>windoku needs square boxes: 4×4, 9×9 or 16×16</source>
        <translation>Windoku braucht quadratische Blöcke: 4×4, 9×9 oder 16×16</translation>
    </message>
    <message>
        <source>X has both diagonals already: leave Diagonal out</source>
        <translation>X enthält bereits beide Diagonalen: Lassen Sie Diagonale weg</translation>
    </message>
    <message>
        <source>%1 does not keep the symmetry “%2”</source>
        <translation>%1 erhält die Symmetrie „%2“ nicht</translation>
    </message>
    <message>
        <source>these rules have no solution on a %1×%1 grid</source>
        <translation>diese Regeln haben auf einem %1×%1-Gitter keine Lösung</translation>
    </message>
    <message>
        <source>these rules are too tight to fill a %1×%1 grid in reasonable time</source>
        <translation>diese Regeln sind zu streng, um ein %1×%1-Gitter in vertretbarer Zeit zu füllen</translation>
    </message>
    <message>
        <source>Killer (cages with sums, no givens)</source>
        <translation>Killer (Käfige mit Summen, keine Vorgaben)</translation>
    </message>
    <message>
        <source>killer</source>
        <translation>Killer</translation>
    </message>
    <message>
        <source>a killer has no givens, only cages: leave out the clue count and the pattern</source>
        <translation>ein Killer hat keine Vorgaben, nur Käfige: Lassen Sie die Anzahl der Vorgaben und das Muster weg</translation>
    </message>
    <message>
        <source>variants are made up to 16×16; a %1×%1 puzzle is classic Sudoku</source>
        <translation>Varianten gibt es bis 16×16; ein %1×%1-Rätsel ist klassisches Sudoku</translation>
    </message>
    <message>
        <source>Thermometers (digits rise from the bulb)</source>
        <translation>Thermometer (Ziffern steigen vom Kolben an)</translation>
    </message>
    <message>
        <source>Arrows (the circle is the sum of its arrow)</source>
        <translation>Pfeile (der Kreis ist die Summe seines Pfeils)</translation>
    </message>
    <message>
        <source>thermometer</source>
        <translation>Thermometer</translation>
    </message>
    <message>
        <source>arrow</source>
        <translation>Pfeil</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Keys and Mouse</source>
        <translation>Tasten und Maus</translation>
    </message>
    <message>
        <source>About Qudoku</source>
        <translation>Über Qudoku</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Qudoku&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Play, enter and solve Sudoku puzzles from 4×4 to 25×25, with hints that explain themselves.&lt;/p&gt;&lt;p&gt;Released under the MIT licence.&lt;/p&gt;&lt;p&gt;Bundled puzzles: the easy ones were made with the generator of the public Kaggle 1 million Sudoku data set (Kyubyong Park); the medium and hard ones come from the Sudoku Exchange puzzle bank, which its authors placed in the public domain.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Qudoku&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Sudoku-Rätsel von 4×4 bis 25×25 spielen, eingeben und lösen – mit Hinweisen, die sich selbst erklären.&lt;/p&gt;&lt;p&gt;Veröffentlicht unter der MIT-Lizenz.&lt;/p&gt;&lt;p&gt;Mitgelieferte Rätsel: Die leichten wurden mit dem Generator des öffentlichen Kaggle-Datensatzes „1 million Sudoku games“ (Kyubyong Park) erstellt; die mittleren und schweren stammen aus der Rätselsammlung Sudoku Exchange Puzzle Bank, die ihre Autoren als gemeinfrei freigegeben haben.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Arrows&lt;/b&gt;, &lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move the cursor (Ctrl+Home/End: first/last cell); with &lt;b&gt;Shift&lt;/b&gt; or &lt;b&gt;Ctrl&lt;/b&gt; the cells passed are added to the selection&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Click, drag&lt;/td&gt;&lt;td&gt;select a cell, or the cells dragged over; &lt;b&gt;Ctrl&lt;/b&gt;+click adds or removes one; &lt;b&gt;Shift&lt;/b&gt;+click a rectangle; double-click every cell with that digit; &lt;b&gt;Ctrl+A&lt;/b&gt; all&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;, letters&lt;/td&gt;&lt;td&gt;into every selected cell, in the current mode: digit, corner mark, centre mark or colour (one move, however many cells)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Z&lt;/b&gt;, &lt;b&gt;X&lt;/b&gt;, &lt;b&gt;C&lt;/b&gt;, &lt;b&gt;V&lt;/b&gt;&lt;/td&gt;&lt;td&gt;digit, corner, centre, colour mode (where the letter is not a symbol of the grid); &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Tab&lt;/b&gt;: the next mode; the pad&apos;s four buttons too&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift&lt;/b&gt;, &lt;b&gt;Ctrl&lt;/b&gt;, &lt;b&gt;Ctrl+Shift&lt;/b&gt; + digit&lt;/td&gt;&lt;td&gt;a corner mark, a centre mark, a colour, whatever the mode&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Delete&lt;/b&gt;, &lt;b&gt;Backspace&lt;/b&gt;, &lt;b&gt;0&lt;/b&gt;, &lt;b&gt;.&lt;/b&gt;&lt;/td&gt;&lt;td&gt;erase the current mode&apos;s layer; in digit mode the digits, then the centre marks, then the corner marks, then the colours&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Pad digit with nothing selected&lt;/td&gt;&lt;td&gt;it sticks: each click on a cell enters it (Esc ends it); &lt;b&gt;Alt&lt;/b&gt;+click highlights that digit, as a digit key does with nothing selected&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Right-click&lt;/td&gt;&lt;td&gt;the centre mark under the pointer (or the sticky digit&apos;s); in colour mode, &lt;b&gt;Alt&lt;/b&gt;+click colours one candidate&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Return&lt;/b&gt;&lt;/td&gt;&lt;td&gt;start playing the entered givens&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint: each press goes one step further (where to look, the technique, the whole deduction, then apply it)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the solution path: every step from here, with ratings; click one to see it&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+H&lt;/b&gt;, &lt;b&gt;Ctrl+K&lt;/b&gt;, &lt;b&gt;Ctrl+Shift+Return&lt;/b&gt;&lt;/td&gt;&lt;td&gt;reveal a cell, check, solve&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+B&lt;/b&gt;&lt;/td&gt;&lt;td&gt;set a checkpoint (Play → Back to Checkpoint returns to it)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;cancel what the computer is working on; when it is idle, take the hint off the board; then the sticky digit, the filters, the selection&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+E&lt;/b&gt;&lt;/td&gt;&lt;td&gt;edit the givens again (undo goes back)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Pause&lt;/b&gt; or &lt;b&gt;Ctrl+Shift+P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pause: the board is hidden and the clock stops (also while the window is minimised or a dialog is open)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; or &lt;b&gt;Ctrl+Y&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo, redo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl++&lt;/b&gt;, &lt;b&gt;Ctrl+-&lt;/b&gt;, &lt;b&gt;Ctrl+0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zoom in, out, back to fit&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;, &lt;b&gt;Return&lt;/b&gt;&lt;/td&gt;&lt;td&gt;a new game like the last one&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;, &lt;b&gt;Ctrl+Shift+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the daily puzzle; an empty grid to enter a puzzle&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Pfeiltasten&lt;/b&gt;, &lt;b&gt;Pos1&lt;/b&gt;, &lt;b&gt;Ende&lt;/b&gt;&lt;/td&gt;&lt;td&gt;den Cursor bewegen (Strg+Pos1/Ende: erste/letzte Zelle); mit &lt;b&gt;Umschalt&lt;/b&gt; oder &lt;b&gt;Strg&lt;/b&gt; kommen die überquerten Zellen zur Auswahl hinzu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Klicken, Ziehen&lt;/td&gt;&lt;td&gt;eine Zelle auswählen oder die überzogenen Zellen; &lt;b&gt;Strg&lt;/b&gt;+Klick fügt eine hinzu oder nimmt sie weg; &lt;b&gt;Umschalt&lt;/b&gt;+Klick ein Rechteck; Doppelklick jede Zelle mit dieser Ziffer; &lt;b&gt;Strg+A&lt;/b&gt; alle&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;, Buchstaben&lt;/td&gt;&lt;td&gt;in jede ausgewählte Zelle, im aktuellen Modus: Ziffer, Ecknotiz, Mittelnotiz oder Farbe (ein Zug, wie viele Zellen es auch sind)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Z&lt;/b&gt;, &lt;b&gt;X&lt;/b&gt;, &lt;b&gt;C&lt;/b&gt;, &lt;b&gt;V&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Ziffern-, Eck-, Mittel-, Farbmodus (wo der Buchstabe kein Symbol des Spielfelds ist); &lt;b&gt;Leertaste&lt;/b&gt; oder &lt;b&gt;Tab&lt;/b&gt;: der nächste Modus; auch die vier Tasten des Tastenfelds&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Umschalt&lt;/b&gt;, &lt;b&gt;Strg&lt;/b&gt;, &lt;b&gt;Strg+Umschalt&lt;/b&gt; + Ziffer&lt;/td&gt;&lt;td&gt;eine Ecknotiz, eine Mittelnotiz, eine Farbe, in jedem Modus&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Entf&lt;/b&gt;, &lt;b&gt;Rücktaste&lt;/b&gt;, &lt;b&gt;0&lt;/b&gt;, &lt;b&gt;.&lt;/b&gt;&lt;/td&gt;&lt;td&gt;die Ebene des aktuellen Modus löschen; im Ziffernmodus die Ziffern, dann die Mittelnotizen, dann die Ecknotizen, dann die Farben&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ziffer des Tastenfelds ohne Auswahl&lt;/td&gt;&lt;td&gt;sie bleibt haften: jeder Klick auf eine Zelle trägt sie ein (Esc beendet das); &lt;b&gt;Alt&lt;/b&gt;+Klick hebt diese Ziffer hervor, wie eine Zifferntaste ohne Auswahl&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Rechtsklick&lt;/td&gt;&lt;td&gt;die Mittelnotiz unter dem Zeiger (oder die der haftenden Ziffer); im Farbmodus färbt &lt;b&gt;Alt&lt;/b&gt;+Klick einen Kandidaten&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+Eingabe&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mit den eingegebenen Vorgaben zu spielen beginnen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Hinweis: jeder Druck geht einen Schritt weiter (wo man suchen sollte, die Technik, die ganze Schlussfolgerung, dann anwenden)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;der Lösungsweg: jeder Schritt von hier, mit Bewertungen; einen anklicken, um ihn zu sehen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+Umschalt+H&lt;/b&gt;, &lt;b&gt;Strg+K&lt;/b&gt;, &lt;b&gt;Strg+Umschalt+Eingabe&lt;/b&gt;&lt;/td&gt;&lt;td&gt;eine Zelle aufdecken, prüfen, lösen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+B&lt;/b&gt;&lt;/td&gt;&lt;td&gt;einen Kontrollpunkt setzen (Spielen → Zurück zum Kontrollpunkt kehrt zu ihm zurück)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;abbrechen, woran der Computer arbeitet; wenn er nichts tut, den Hinweis vom Spielfeld nehmen; dann die haftende Ziffer, die Filter, die Auswahl&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+E&lt;/b&gt;&lt;/td&gt;&lt;td&gt;die Vorgaben wieder bearbeiten (Rückgängig geht zurück)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Pause&lt;/b&gt; oder &lt;b&gt;Strg+Umschalt+P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Pause: das Spielfeld wird verdeckt und die Uhr hält an (auch solange das Fenster minimiert oder ein Dialog offen ist)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+Z&lt;/b&gt;, &lt;b&gt;Strg+Umschalt+Z&lt;/b&gt; oder &lt;b&gt;Strg+Y&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rückgängig, wiederholen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg++&lt;/b&gt;, &lt;b&gt;Strg+-&lt;/b&gt;, &lt;b&gt;Strg+0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vergrößern, verkleinern, wieder passend&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+N&lt;/b&gt;, &lt;b&gt;Eingabe&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ein neues Spiel wie das letzte&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+D&lt;/b&gt;, &lt;b&gt;Strg+Umschalt+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;das Tagesrätsel; ein leeres Spielfeld, um ein Rätsel einzugeben&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>Himmelblau</translation>
    </message>
    <message>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>vermilion</source>
        <translation>Zinnoberrot</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>black</source>
        <translation>Schwarz</translation>
    </message>
</context>
<context>
    <name>PuzzleFile</name>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>das ist ein Ordner</translation>
    </message>
    <message>
        <source>it is not a file but a device or a pipe</source>
        <translation>das ist keine Datei, sondern ein Gerät oder eine Pipe</translation>
    </message>
    <message>
        <source>it is %1, more than the %2 Qudoku reads from a file</source>
        <translation>die Datei ist %1 groß, mehr als die %2, die Qudoku aus einer Datei liest</translation>
    </message>
    <message>
        <source>it has more than the %1 Qudoku reads from a file</source>
        <translation>die Datei ist größer als die %1, die Qudoku aus einer Datei liest</translation>
    </message>
    <message>
        <source>the text is %1, more than the %2 Qudoku reads at once</source>
        <translation>der Text ist %1 groß, mehr als die %2, die Qudoku auf einmal liest</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Cells a chess knight&apos;s move apart may not hold the same digit.</source>
        <translation>Zellen, die einen Rösselsprung voneinander entfernt sind, dürfen nicht dieselbe Ziffer enthalten.</translation>
    </message>
    <message>
        <source>Cells a chess king&apos;s move apart (touching diagonally too) may not hold the same digit.</source>
        <translation>Zellen, die einen Königszug voneinander entfernt sind (auch diagonal benachbarte), dürfen nicht dieselbe Ziffer enthalten.</translation>
    </message>
    <message>
        <source>Orthogonally adjacent cells may not hold consecutive digits.</source>
        <translation>Waagrecht oder senkrecht benachbarte Zellen dürfen keine aufeinanderfolgenden Ziffern enthalten.</translation>
    </message>
    <message>
        <source>Cells joined by a white dot differ by the number in the dot, or by 1 when it has none.</source>
        <translation>Zellen, die ein weißer Punkt verbindet, unterscheiden sich um die Zahl im Punkt, oder um 1, wenn er keine hat.</translation>
    </message>
    <message>
        <source>Cells joined by a white dot hold consecutive digits.</source>
        <translation>Zellen, die ein weißer Punkt verbindet, enthalten aufeinanderfolgende Ziffern.</translation>
    </message>
    <message>
        <source>In cells joined by a black dot, one digit is the number in the dot times the other, or double it when it has none.</source>
        <translation>In Zellen, die ein schwarzer Punkt verbindet, ist eine Ziffer das Vielfache der anderen um die Zahl im Punkt, oder das Doppelte, wenn er keine hat.</translation>
    </message>
    <message>
        <source>In cells joined by a black dot, one digit is double the other.</source>
        <translation>In Zellen, die ein schwarzer Punkt verbindet, ist eine Ziffer das Doppelte der anderen.</translation>
    </message>
    <message>
        <source>Cells joined by an X sum to 10; cells joined by a V sum to 5.</source>
        <translation>Zellen, die ein X verbindet, ergeben zusammen 10; Zellen, die ein V verbindet, ergeben 5.</translation>
    </message>
    <message>
        <source>All white dots are given: adjacent cells without one do not differ by the dots&apos; numbers (1 when there are none).</source>
        <translation>Alle weißen Punkte sind gegeben: Benachbarte Zellen ohne Punkt unterscheiden sich nicht um die Zahlen der Punkte (1, wenn sie keine haben).</translation>
    </message>
    <message>
        <source>All black dots are given: in adjacent cells without one, neither digit is double the other.</source>
        <translation>Alle schwarzen Punkte sind gegeben: In benachbarten Zellen ohne Punkt ist keine Ziffer das Doppelte der anderen.</translation>
    </message>
    <message>
        <source>All X and V are given: adjacent cells without one sum to neither 10 nor 5.</source>
        <translation>Alle X und V sind gegeben: Benachbarte Zellen ohne X oder V ergeben zusammen weder 10 noch 5.</translation>
    </message>
    <message>
        <source>Digits in grey circles are odd.</source>
        <translation>Ziffern in grauen Kreisen sind ungerade.</translation>
    </message>
    <message>
        <source>Digits in grey squares are even.</source>
        <translation>Ziffern in grauen Quadraten sind gerade.</translation>
    </message>
    <message>
        <source>A shaded cell whose arrows point in holds a digit smaller than each orthogonal neighbour.</source>
        <translation>Eine schattierte Zelle, deren Pfeile nach innen zeigen, enthält eine kleinere Ziffer als jede waagrecht oder senkrecht benachbarte Zelle.</translation>
    </message>
    <message>
        <source>A shaded cell whose arrows point out holds a digit larger than each orthogonal neighbour.</source>
        <translation>Eine schattierte Zelle, deren Pfeile nach außen zeigen, enthält eine größere Ziffer als jede waagrecht oder senkrecht benachbarte Zelle.</translation>
    </message>
    <message>
        <source>Digits strictly increase along each thermometer from its bulb.</source>
        <translation>Entlang jedes Thermometers steigen die Ziffern von der Kugel aus streng an.</translation>
    </message>
    <message>
        <source>The digits in a white circle appear in the four cells around it (a digit shown twice, twice).</source>
        <translation>Die Ziffern in einem weißen Kreis kommen in den vier Zellen um ihn herum vor (eine zweimal gezeigte Ziffer zweimal).</translation>
    </message>
    <message>
        <source>Place the digits 1 to %1 once each in every row, column and box.</source>
        <translation>Tragen Sie die Ziffern 1 bis %1 in jede Zeile, jede Spalte und jeden Block je einmal ein.</translation>
    </message>
    <message>
        <source>Place the digits 1 to %1 once each in every row, column and outlined region.</source>
        <translation>Tragen Sie die Ziffern 1 bis %1 in jede Zeile, jede Spalte und jedes umrandete Gebiet je einmal ein.</translation>
    </message>
    <message>
        <source>Digits may not repeat on either of the two marked diagonals.</source>
        <translation>Auf keiner der beiden markierten Diagonalen darf sich eine Ziffer wiederholen.</translation>
    </message>
    <message>
        <source>Digits may not repeat on the marked diagonal.</source>
        <translation>Auf der markierten Diagonale darf sich keine Ziffer wiederholen.</translation>
    </message>
    <message>
        <source>Each shaded window also holds the digits 1 to %1 once each.</source>
        <translation>Auch jedes schattierte Fenster enthält die Ziffern 1 bis %1 je einmal.</translation>
    </message>
    <message>
        <source>Cells in the same place in their boxes hold different digits.</source>
        <translation>Zellen an derselben Stelle ihrer Blöcke enthalten verschiedene Ziffern.</translation>
    </message>
    <message>
        <source>Digits may not repeat in a shaded extra region.</source>
        <translation>In einem schattierten Zusatzgebiet darf sich keine Ziffer wiederholen.</translation>
    </message>
    <message>
        <source>Anti-knight</source>
        <translation>Anti-Rössel</translation>
    </message>
    <message>
        <source>Anti-king</source>
        <translation>Anti-König</translation>
    </message>
    <message>
        <source>Non-consecutive</source>
        <translation>Nicht aufeinanderfolgend</translation>
    </message>
    <message>
        <source>White dot</source>
        <translation>Weißer Punkt</translation>
    </message>
    <message>
        <source>Black dot</source>
        <translation>Schwarzer Punkt</translation>
    </message>
    <message>
        <source>X or V</source>
        <translation>X oder V</translation>
    </message>
    <message>
        <source>No white dot</source>
        <translation>Kein weißer Punkt</translation>
    </message>
    <message>
        <source>No black dot</source>
        <translation>Kein schwarzer Punkt</translation>
    </message>
    <message>
        <source>No X or V</source>
        <translation>Kein X oder V</translation>
    </message>
    <message>
        <source>Odd cell</source>
        <translation>Ungerade Zelle</translation>
    </message>
    <message>
        <source>Even cell</source>
        <translation>Gerade Zelle</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>Thermometer</source>
        <translation>Thermometer</translation>
    </message>
    <message>
        <source>Quadruple</source>
        <translation>Quadrupel</translation>
    </message>
    <message>
        <source>lockout lines</source>
        <translation>Lockout-Linien</translation>
    </message>
    <message>
        <source>nabner lines</source>
        <translation>Nabner-Linien</translation>
    </message>
    <message>
        <source>double arrows</source>
        <translation>Doppelpfeile</translation>
    </message>
    <message>
        <source>clones</source>
        <translation>Klone</translation>
    </message>
    <message>
        <source>row indexers</source>
        <translation>Zeilenindexer</translation>
    </message>
    <message>
        <source>column indexers</source>
        <translation>Spaltenindexer</translation>
    </message>
    <message>
        <source>box indexers</source>
        <translation>Blockindexer</translation>
    </message>
    <message>
        <source>Digits may not repeat in a dashed cage, and they add up to the small number in its corner.</source>
        <translation>Ziffern dürfen sich in einem gestrichelten Käfig nicht wiederholen, und ihre Summe ist die kleine Zahl in seiner Ecke.</translation>
    </message>
    <message>
        <source>Killer cage</source>
        <translation>Killer-Käfig</translation>
    </message>
    <message>
        <source>cages with a number whose rule only the puzzle&apos;s text states</source>
        <translation>Käfige mit einer Zahl, deren Regel nur der Text des Rätsels nennt</translation>
    </message>
    <message>
        <source>The digits along an arrow add up to the number in its circle; a circle of several cells reads as one number, its digits from the first cell on. Digits may repeat on an arrow.</source>
        <translation>Die Ziffern entlang eines Pfeils ergeben zusammen die Zahl in seinem Kreis; ein Kreis aus mehreren Zellen wird als eine Zahl gelesen, ihre Ziffern ab der ersten Zelle. Ziffern dürfen sich auf einem Pfeil wiederholen.</translation>
    </message>
    <message>
        <source>The digits along an arrow add up to the digit in its circle. Digits may repeat on an arrow.</source>
        <translation>Die Ziffern entlang eines Pfeils ergeben zusammen die Ziffer in seinem Kreis. Ziffern dürfen sich auf einem Pfeil wiederholen.</translation>
    </message>
    <message>
        <source>A number outside the grid is the sum of the digits along the diagonal its small arrow points along. Digits may repeat on a diagonal.</source>
        <translation>Eine Zahl außerhalb des Gitters ist die Summe der Ziffern entlang der Diagonale, in die ihr kleiner Pfeil zeigt. Ziffern dürfen sich auf einer Diagonale wiederholen.</translation>
    </message>
    <message>
        <source>A number at the end of a row or column is the sum of the digits between the %1 and the %2 in it.</source>
        <translation>Eine Zahl am Ende einer Zeile oder Spalte ist die Summe der Ziffern zwischen der %1 und der %2 darin.</translation>
    </message>
    <message>
        <source>A number at the end of a row or column (an X-sum) is the sum of its first X digits from that end, X being the first of them.</source>
        <translation>Eine Zahl am Ende einer Zeile oder Spalte (eine X-Summe) ist die Summe ihrer ersten X Ziffern von diesem Ende aus, wobei X die erste von ihnen ist.</translation>
    </message>
    <message>
        <source>A number at the end of a row or column says how many digits are seen from there, reading the digits as buildings&apos; heights: a taller one hides the lower ones behind it.</source>
        <translation>Eine Zahl am Ende einer Zeile oder Spalte gibt an, wie viele Ziffern von dort aus zu sehen sind, wenn man die Ziffern als Gebäudehöhen liest: Ein höheres verdeckt die niedrigeren dahinter.</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>Pfeil</translation>
    </message>
    <message>
        <source>Little killer</source>
        <translation>Little Killer</translation>
    </message>
    <message>
        <source>Sandwich</source>
        <translation>Sandwich</translation>
    </message>
    <message>
        <source>X-sum</source>
        <translation>X-Summe</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <translation>Wolkenkratzer</translation>
    </message>
    <message>
        <source>Digits on a purple line are different and consecutive, in any order.</source>
        <translation>Die Ziffern auf einer violetten Linie sind verschieden und aufeinanderfolgend, in beliebiger Reihenfolge.</translation>
    </message>
    <message>
        <source>Neighbouring digits on a green line differ by at least %1.</source>
        <translation>Benachbarte Ziffern auf einer grünen Linie unterscheiden sich um mindestens %1.</translation>
    </message>
    <message>
        <source>Neighbouring digits on a green line differ by at least the line&apos;s number, or %1 when it has none.</source>
        <translation>Benachbarte Ziffern auf einer grünen Linie unterscheiden sich mindestens um die Zahl der Linie, oder um %1, wenn sie keine hat.</translation>
    </message>
    <message>
        <source>A grey line reads the same from either end.</source>
        <translation>Eine graue Linie liest sich von beiden Enden gleich.</translation>
    </message>
    <message>
        <source>Digits on a line between two circles lie strictly between the digits in the circles.</source>
        <translation>Die Ziffern auf einer Linie zwischen zwei Kreisen liegen echt zwischen den Ziffern in den Kreisen.</translation>
    </message>
    <message>
        <source>Where a blue line passes through several regions, its digits in each region add up to the same total.</source>
        <translation>Wo eine blaue Linie durch mehrere Regionen läuft, ergeben ihre Ziffern in jeder Region dieselbe Summe.</translation>
    </message>
    <message>
        <source>%1-%2</source>
        <comment>a range of digits</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Any three consecutive cells on an orange line hold one low (%1), one middle (%2) and one high (%3) digit.</source>
        <translation>Je drei aufeinanderfolgende Zellen auf einer orangen Linie enthalten eine niedrige (%1), eine mittlere (%2) und eine hohe (%3) Ziffer.</translation>
    </message>
    <message>
        <source>Any three consecutive cells on a teal line hold digits with different remainders when divided by 3.</source>
        <translation>Je drei aufeinanderfolgende Zellen auf einer blaugrünen Linie enthalten Ziffern mit verschiedenen Resten bei Division durch 3.</translation>
    </message>
    <message>
        <source>Digits at the same distance from the centre of a lavender line add up to the same total, which is the middle digit on a line of odd length.</source>
        <translation>Ziffern im gleichen Abstand von der Mitte einer lavendelfarbenen Linie ergeben dieselbe Summe; bei ungerader Länge ist das die mittlere Ziffer.</translation>
    </message>
    <message>
        <source>Renban line</source>
        <translation>Renban-Linie</translation>
    </message>
    <message>
        <source>German whispers</source>
        <translation>German Whispers</translation>
    </message>
    <message>
        <source>Palindrome</source>
        <translation>Palindrom</translation>
    </message>
    <message>
        <source>Between line</source>
        <translation>Zwischenlinie</translation>
    </message>
    <message>
        <source>Region-sum line</source>
        <translation>Regionssummen-Linie</translation>
    </message>
    <message>
        <source>Entropic line</source>
        <translation>Entropie-Linie</translation>
    </message>
    <message>
        <source>Modular line</source>
        <translation>Modulo-Linie</translation>
    </message>
    <message>
        <source>Zipper line</source>
        <translation>Reißverschluss-Linie</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>&quot;%1&quot; must be a list of %2 rows</source>
        <translation>&quot;%1&quot; muss eine Liste von %2 Zeilen sein</translation>
    </message>
    <message>
        <source>row %1 of &quot;%2&quot; must hold %3 values</source>
        <translation>Zeile %1 von &quot;%2&quot; muss %3 Werte enthalten</translation>
    </message>
    <message>
        <source>row %1, column %2 of &quot;%3&quot; must be a number from 0 to %4</source>
        <translation>Zeile %1, Spalte %2 von &quot;%3&quot; muss eine Zahl von 0 bis %4 sein</translation>
    </message>
    <message>
        <source>the file is not valid JSON (%1 at byte %2)</source>
        <translation>die Datei ist kein gültiges JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>the file is not a Qudoku save file (no &quot;format&quot;: &quot;qudoku-save&quot;)</source>
        <translation>die Datei ist kein Qudoku-Spielstand (kein &quot;format&quot;: &quot;qudoku-save&quot;)</translation>
    </message>
    <message>
        <source>save file version %1 is not supported (this Qudoku reads version %2)</source>
        <translation>Spielstand-Version %1 wird nicht unterstützt (diese Qudoku-Version liest Version %2)</translation>
    </message>
    <message>
        <source>&quot;size&quot; %1 is not a supported grid size (4, 6, 9, 12, 16 or 25)</source>
        <translation>&quot;size&quot; %1 ist keine unterstützte Gittergröße (4, 6, 9, 12, 16 oder 25)</translation>
    </message>
    <message>
        <source>&quot;boxRows&quot; and &quot;boxCols&quot; do not match size %1</source>
        <translation>&quot;boxRows&quot; und &quot;boxCols&quot; passen nicht zur Größe %1</translation>
    </message>
    <message>
        <source>&quot;alphabet&quot; must be one of digits, letters, digits-letters, hex and fit size %1</source>
        <translation>&quot;alphabet&quot; muss digits, letters, digits-letters oder hex sein und zur Größe %1 passen</translation>
    </message>
    <message>
        <source>&quot;mode&quot; must be &quot;play&quot; or &quot;enter&quot;</source>
        <translation>&quot;mode&quot; muss &quot;play&quot; oder &quot;enter&quot; sein</translation>
    </message>
    <message>
        <source>&quot;elapsedMs&quot; must be a number of milliseconds</source>
        <translation>&quot;elapsedMs&quot; muss eine Anzahl von Millisekunden sein</translation>
    </message>
    <message>
        <source>row %1, column %2 holds both a given and a digit</source>
        <translation>Zeile %1, Spalte %2 enthält sowohl eine Vorgabe als auch eine Ziffer</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot; must be a list</source>
        <translation>&quot;pencilMarks&quot; muss eine Liste sein</translation>
    </message>
    <message>
        <source>each pencil mark entry needs &quot;row&quot; and &quot;col&quot; from 1 to %1 and a list &quot;marks&quot;</source>
        <translation>jeder Notizeintrag braucht &quot;row&quot; und &quot;col&quot; von 1 bis %1 und eine Liste &quot;marks&quot;</translation>
    </message>
    <message>
        <source>pencil mark %1 at row %2, column %3 is not from 1 to %4</source>
        <translation>Notiz %1 in Zeile %2, Spalte %3 liegt nicht zwischen 1 und %4</translation>
    </message>
    <message>
        <source>&quot;hintsUsed&quot; must be a whole number from 0</source>
        <translation>&quot;hintsUsed&quot; muss eine ganze Zahl ab 0 sein</translation>
    </message>
    <message>
        <source>&quot;solvedByComputer&quot; must be true or false</source>
        <translation>&quot;solvedByComputer&quot; muss true oder false sein</translation>
    </message>
    <message>
        <source>&quot;computerDigits&quot; must be a list</source>
        <translation>&quot;computerDigits&quot; muss eine Liste sein</translation>
    </message>
    <message>
        <source>each &quot;computerDigits&quot; entry needs &quot;row&quot; and &quot;col&quot; from 1 to %1</source>
        <translation>jeder Eintrag von &quot;computerDigits&quot; braucht &quot;row&quot; und &quot;col&quot; von 1 bis %1</translation>
    </message>
    <message>
        <source>&quot;computerDigits&quot; names row %1, column %2, which holds no digit of the player&apos;s</source>
        <translation>&quot;computerDigits&quot; nennt Zeile %1, Spalte %2, in der keine Ziffer des Spielers steht</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not expected at character %2</source>
        <translation>„%1“ wird an Zeichen %2 nicht erwartet</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no value after it</source>
        <translation>nach „%1“ folgt kein Wert</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a value from 1 to %2</source>
        <translation>„%1“ ist kein Wert von 1 bis %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; takes one value</source>
        <translation>„%1“ nimmt einen Wert</translation>
    </message>
    <message>
        <source>value %1 is repeated after &quot;%2&quot;</source>
        <translation>Wert %1 steht nach „%2“ mehrmals</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a colour from 1 to %2</source>
        <translation>„%1“ ist keine Farbe von 1 bis %2</translation>
    </message>
    <message>
        <source>colour %1 is repeated</source>
        <translation>Farbe %1 steht mehrmals</translation>
    </message>
    <message>
        <source>&quot;Q&quot; takes pairs of a value and a colour</source>
        <translation>„Q“ nimmt Paare aus einem Wert und einer Farbe</translation>
    </message>
    <message>
        <source>it does not start with the cell, &quot;r1c1:&quot; to &quot;r%1c%1:&quot;</source>
        <translation>sie beginnt nicht mit der Zelle, „r1c1:“ bis „r%1c%1:“</translation>
    </message>
    <message>
        <source>it has no &quot;&gt;&quot; between the state before and the state after</source>
        <translation>zwischen dem Zustand davor und dem danach steht kein „&gt;“</translation>
    </message>
    <message>
        <source>the state before: %1</source>
        <translation>der Zustand davor: %1</translation>
    </message>
    <message>
        <source>the state after: %1</source>
        <translation>der Zustand danach: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list</source>
        <translation>&quot;%1&quot; muss eine Liste sein</translation>
    </message>
    <message>
        <source>each &quot;%1&quot; entry needs &quot;row&quot; and &quot;col&quot; from 1 to %2</source>
        <translation>jeder Eintrag von &quot;%1&quot; braucht &quot;row&quot; und &quot;col&quot; von 1 bis %2</translation>
    </message>
    <message>
        <source>each &quot;cornerMarks&quot; entry needs a list &quot;marks&quot;</source>
        <translation>jeder Eintrag von &quot;cornerMarks&quot; braucht eine Liste &quot;marks&quot;</translation>
    </message>
    <message>
        <source>corner mark %1 at row %2, column %3 is not from 1 to %4 or is repeated</source>
        <translation>die Ecknotiz %1 in Zeile %2, Spalte %3 liegt nicht zwischen 1 und %4 oder steht mehrmals</translation>
    </message>
    <message>
        <source>each &quot;colours&quot; entry needs a list &quot;colours&quot;</source>
        <translation>jeder Eintrag von &quot;colours&quot; braucht eine Liste &quot;colours&quot;</translation>
    </message>
    <message>
        <source>colour %1 at row %2, column %3 is not from 1 to %4</source>
        <translation>die Farbe %1 in Zeile %2, Spalte %3 liegt nicht zwischen 1 und %4</translation>
    </message>
    <message>
        <source>the &quot;candidateColours&quot; entry at row %1, column %2 needs a &quot;value&quot; from 1 to %3 and a &quot;colour&quot; from 1 to %4</source>
        <translation>der Eintrag von &quot;candidateColours&quot; in Zeile %1, Spalte %2 braucht einen &quot;value&quot; von 1 bis %3 und eine &quot;colour&quot; von 1 bis %4</translation>
    </message>
    <message>
        <source>&quot;history&quot; must be a list of moves</source>
        <translation>&quot;history&quot; muss eine Liste von Zügen sein</translation>
    </message>
    <message>
        <source>move %1 of &quot;history&quot;: %2</source>
        <translation>Zug %1 von &quot;history&quot;: %2</translation>
    </message>
    <message>
        <source>&quot;historyIndex&quot; must be a whole number from 0 to %1 (the moves in &quot;history&quot;)</source>
        <translation>&quot;historyIndex&quot; muss eine ganze Zahl von 0 bis %1 sein (die Züge in &quot;history&quot;)</translation>
    </message>
    <message>
        <source>a move must be an object with &quot;text&quot; and &quot;changes&quot;</source>
        <translation>ein Zug muss ein Objekt mit &quot;text&quot; und &quot;changes&quot; sein</translation>
    </message>
    <message>
        <source>&quot;text&quot; must be the move&apos;s name</source>
        <translation>&quot;text&quot; muss der Name des Zugs sein</translation>
    </message>
    <message>
        <source>&quot;changes&quot; must be a list of cell changes</source>
        <translation>&quot;changes&quot; muss eine Liste von Zelländerungen sein</translation>
    </message>
    <message>
        <source>&quot;changes&quot; names more cells than the grid has</source>
        <translation>&quot;changes&quot; nennt mehr Zellen, als das Spielfeld hat</translation>
    </message>
    <message>
        <source>it is not a string</source>
        <translation>sie ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>change %1 (&quot;%2&quot;) is not a change of a cell: %3</source>
        <translation>Änderung %1 („%2“) ist keine Änderung einer Zelle: %3</translation>
    </message>
    <message>
        <source>&quot;changes&quot; names row %1, column %2 twice</source>
        <translation>&quot;changes&quot; nennt Zeile %1, Spalte %2 zweimal</translation>
    </message>
    <message>
        <source>&quot;mode&quot; of a move must be &quot;enter&gt;play&quot; or &quot;play&gt;enter&quot;</source>
        <translation>der &quot;mode&quot; eines Zugs muss &quot;enter&gt;play&quot; oder &quot;play&gt;enter&quot; sein</translation>
    </message>
    <message>
        <source>it changes nothing</source>
        <translation>er ändert nichts</translation>
    </message>
    <message>
        <source>&quot;checkpoints&quot; must be a list</source>
        <translation>&quot;checkpoints&quot; muss eine Liste sein</translation>
    </message>
    <message>
        <source>checkpoint %1 of &quot;checkpoints&quot; needs &quot;elapsedMs&quot;, &quot;moves&quot; and %2 rows of &quot;cells&quot;</source>
        <translation>Kontrollpunkt %1 von &quot;checkpoints&quot; braucht &quot;elapsedMs&quot;, &quot;moves&quot; und %2 Zeilen &quot;cells&quot;</translation>
    </message>
    <message>
        <source>row %1 of checkpoint %2&apos;s &quot;cells&quot; must hold %3 cell codes</source>
        <translation>Zeile %1 der &quot;cells&quot; von Kontrollpunkt %2 muss %3 Zellcodes enthalten</translation>
    </message>
    <message>
        <source>row %1, column %2 of checkpoint %3 is not a cell code: %4</source>
        <translation>Zeile %1, Spalte %2 von Kontrollpunkt %3 ist kein Zellcode: %4</translation>
    </message>
    <message>
        <source>move %1 of &quot;history&quot; does not lead to the position: row %2, column %3 differs</source>
        <translation>Zug %1 von &quot;history&quot; führt nicht zur Stellung: Zeile %2, Spalte %3 weicht ab</translation>
    </message>
    <message>
        <source>move %1 of &quot;history&quot; does not lead to the position: its &quot;mode&quot; differs</source>
        <translation>Zug %1 von &quot;history&quot; führt nicht zur Stellung: sein &quot;mode&quot; weicht ab</translation>
    </message>
    <message>
        <source>&quot;variant&quot; must be an f-puzzles puzzle in a string</source>
        <translation>&quot;variant&quot; muss ein f-puzzles-Rätsel in einer Zeichenkette sein</translation>
    </message>
    <message>
        <source>&quot;variant&quot;: %1</source>
        <translation>&quot;variant&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;variant&quot; is a puzzle of size %1, not %2</source>
        <translation>&quot;variant&quot; ist ein Rätsel der Größe %1, nicht %2</translation>
    </message>
</context>
<context>
    <name>StepText</name>
    <message>
        <source>%1 (a loop): %2. Every link of the loop holds both ways, so cells that see both ends of one of its weak links cannot hold that value (%3).</source>
        <translation>%1 (eine Schleife): %2. Jede Verbindung der Schleife gilt in beide Richtungen, daher können Zellen, die beide Enden einer ihrer schwachen Verbindungen sehen, diesen Wert nicht enthalten (%3).</translation>
    </message>
    <message>
        <source>%1: %2. The assumption leads to its own opposite, so it is false (%3).</source>
        <translation>%1: %2. Die Annahme führt zu ihrem eigenen Gegenteil, also ist sie falsch (%3).</translation>
    </message>
    <message>
        <source>if %1</source>
        <translation>wenn %1</translation>
    </message>
    <message>
        <source>%1: %2. One assumption leads to a contradiction, so it is false (%3).</source>
        <translation>%1: %2. Eine Annahme führt zu einem Widerspruch, also ist sie falsch (%3).</translation>
    </message>
    <message>
        <source>%1: %2. Every case leads to the same conclusion, so it holds (%3).</source>
        <translation>%1: %2. Jeder Fall führt zum selben Ergebnis, also gilt es (%3).</translation>
    </message>
    <message>
        <source>a grouped X-loop</source>
        <translation>ein gruppierter X-Loop</translation>
    </message>
    <message>
        <source>an X-loop</source>
        <translation>ein X-Loop</translation>
    </message>
    <message>
        <source>a grouped Skyscraper</source>
        <translation>ein gruppierter Skyscraper</translation>
    </message>
    <message>
        <source>a Skyscraper</source>
        <translation>ein Skyscraper</translation>
    </message>
    <message>
        <source>grouped %1 Skyscrapers</source>
        <translation>%1 gruppierte Skyscraper</translation>
    </message>
    <message>
        <source>%1 Skyscrapers</source>
        <translation>%1 Skyscraper</translation>
    </message>
    <message>
        <source>a grouped 2-String Kite</source>
        <translation>ein gruppierter 2-String Kite</translation>
    </message>
    <message>
        <source>a 2-String Kite</source>
        <translation>ein 2-String Kite</translation>
    </message>
    <message>
        <source>a grouped 3-String Kite</source>
        <translation>ein gruppierter 3-String Kite</translation>
    </message>
    <message>
        <source>a 3-String Kite</source>
        <translation>ein 3-String Kite</translation>
    </message>
    <message>
        <source>a grouped Turbot fish</source>
        <translation>ein gruppierter Turbot Fish</translation>
    </message>
    <message>
        <source>a Turbot fish</source>
        <translation>ein Turbot Fish</translation>
    </message>
    <message>
        <source>grouped</source>
        <translation>gruppiert</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 holds %2 as well, where the two arms of its box cross; the cells the chain joins to either arm, and the cells that lose %2, see it too, so it is ruled out with the arm and the link holds.</source>
        <translation>Auch %1 enthält %2, dort, wo sich die beiden Arme des Blocks kreuzen; die Zellen, die die Kette mit einem der Arme verbindet, und die Zellen, die %2 verlieren, sehen auch diese Zelle. Dort fällt der Kandidat also zusammen mit dem Arm weg, und die Verbindung gilt.</translation>
    </message>
    <message>
        <source>%1 on %2: %3, back to where it started. Each = is a strong link (its house, of %4 in turn, has %2 only at its two ends), each - a weak link (two ends that share a house: at most one holds %2). Around such a loop every weak link is strong as well: one of its ends holds %2, so cells that see both ends of a weak link lose %2 (%5).</source>
        <translation>%1 mit %2: %3, zurück zum Anfang. Jedes = ist eine starke Verbindung (in ihrem Haus, der Reihe nach %4, kommt %2 nur an ihren beiden Enden vor), jedes - eine schwache Verbindung (zwei Enden in einem gemeinsamen Haus: höchstens eines enthält %2). In einer solchen Schleife ist jede schwache Verbindung zugleich stark: Eines ihrer Enden enthält %2, daher verlieren Zellen, die beide Enden einer schwachen Verbindung sehen, %2 (%5).</translation>
    </message>
    <message>
        <source>%1 on %2: %3. Each = is a strong link (its house, of %4 in turn, has %2 only at its two ends), each - a weak link (two ends that share a house: at most one holds %2). If the first end does not hold %2, the links make the last one hold it: one of the two does, so cells that see both lose %2 (%5).</source>
        <translation>%1 mit %2: %3. Jedes = ist eine starke Verbindung (in ihrem Haus, der Reihe nach %4, kommt %2 nur an ihren beiden Enden vor), jedes - eine schwache Verbindung (zwei Enden in einem gemeinsamen Haus: höchstens eines enthält %2). Enthält das erste Ende %2 nicht, zwingen die Verbindungen den Wert ins letzte: Eines der beiden enthält ihn, daher verlieren Zellen, die beide sehen, %2 (%5).</translation>
    </message>
    <message>
        <source>ER %1 so far, EP %2, ED %3; needs techniques beyond the engine, or guessing</source>
        <translation>bisher ER %1, EP %2, ED %3; benötigt Techniken, die die Engine nicht kennt, oder Raten</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extrem</translation>
    </message>
    <message>
        <source>%1: ER %2, EP %3, ED %4, score %5</source>
        <translation>%1: ER %2, EP %3, ED %4, Punkte %5</translation>
    </message>
    <message>
        <source>ER: the hardest step (Sudoku Explainer&apos;s scale)
EP: the hardest step before the first digit is placed
ED: the first step
Score: HoDoKu-style points for every step</source>
        <translation>ER: der schwierigste Schritt (Skala von Sudoku Explainer)
EP: der schwierigste Schritt, bevor die erste Ziffer gesetzt wird
ED: der erste Schritt
Punkte: Punkte für jeden Schritt, wie bei HoDoKu</translation>
    </message>
    <message>
        <source>Extreme — beyond the techniques Qudoku knows</source>
        <translation>Extrem — jenseits der Techniken, die Qudoku kennt</translation>
    </message>
    <message>
        <source>singles only</source>
        <translation>nur Singles</translation>
    </message>
    <message>
        <source>needs %1</source>
        <translation>benötigt %1</translation>
    </message>
    <message>
        <source>Easy — %1</source>
        <translation>Leicht — %1</translation>
    </message>
    <message>
        <source>Medium — %1</source>
        <translation>Mittel — %1</translation>
    </message>
    <message>
        <source>Hard — %1</source>
        <translation>Schwer — %1</translation>
    </message>
    <message>
        <source>Extreme — %1</source>
        <translation>Extrem — %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Hidden single</source>
        <translation>Versteckter Single</translation>
    </message>
    <message>
        <source>Direct pointing</source>
        <translation>Direktes Pointing</translation>
    </message>
    <message>
        <source>Direct hidden pair</source>
        <translation>Direktes verstecktes Paar</translation>
    </message>
    <message>
        <source>Naked single</source>
        <translation>Nackter Single</translation>
    </message>
    <message>
        <source>Direct hidden triple</source>
        <translation>Direktes verstecktes Tripel</translation>
    </message>
    <message>
        <source>Pointing</source>
        <translation>Locked Candidates Typ 1 (Pointing)</translation>
    </message>
    <message>
        <source>Claiming</source>
        <translation>Locked Candidates Typ 2 (Claiming)</translation>
    </message>
    <message>
        <source>Naked pair</source>
        <translation>Nacktes Paar</translation>
    </message>
    <message>
        <source>X-Wing</source>
        <translation>X-Wing</translation>
    </message>
    <message>
        <source>Hidden pair</source>
        <translation>Verstecktes Paar</translation>
    </message>
    <message>
        <source>Finned X-Wing</source>
        <translation>Finned X-Wing</translation>
    </message>
    <message>
        <source>Sashimi X-Wing</source>
        <translation>Sashimi X-Wing</translation>
    </message>
    <message>
        <source>Naked triple</source>
        <translation>Nacktes Tripel</translation>
    </message>
    <message>
        <source>Swordfish</source>
        <translation>Swordfish</translation>
    </message>
    <message>
        <source>Hidden triple</source>
        <translation>Verstecktes Tripel</translation>
    </message>
    <message>
        <source>Two strong links</source>
        <translation>Zwei starke Verbindungen</translation>
    </message>
    <message>
        <source>Three strong links</source>
        <translation>Drei starke Verbindungen</translation>
    </message>
    <message>
        <source>Four strong links</source>
        <translation>Vier starke Verbindungen</translation>
    </message>
    <message>
        <source>Finned Swordfish</source>
        <translation>Finned Swordfish</translation>
    </message>
    <message>
        <source>Sashimi Swordfish</source>
        <translation>Sashimi Swordfish</translation>
    </message>
    <message>
        <source>Finned Jellyfish</source>
        <translation>Finned Jellyfish</translation>
    </message>
    <message>
        <source>Sashimi Jellyfish</source>
        <translation>Sashimi Jellyfish</translation>
    </message>
    <message>
        <source>Franken fish</source>
        <translation>Franken-Fisch</translation>
    </message>
    <message>
        <source>Mutant fish</source>
        <translation>Mutanten-Fisch</translation>
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
        <translation>Unique Rectangle oder Loop</translation>
    </message>
    <message>
        <source>Unique rectangle type 1</source>
        <translation>Unique Rectangle Typ 1</translation>
    </message>
    <message>
        <source>Unique rectangle type 4</source>
        <translation>Unique Rectangle Typ 4</translation>
    </message>
    <message>
        <source>Unique rectangle type 2</source>
        <translation>Unique Rectangle Typ 2</translation>
    </message>
    <message>
        <source>Unique rectangle type 3</source>
        <translation>Unique Rectangle Typ 3</translation>
    </message>
    <message>
        <source>Unique rectangle type 5</source>
        <translation>Unique Rectangle Typ 5</translation>
    </message>
    <message>
        <source>Unique rectangle type 6</source>
        <translation>Unique Rectangle Typ 6</translation>
    </message>
    <message>
        <source>Hidden rectangle</source>
        <translation>Hidden Rectangle</translation>
    </message>
    <message>
        <source>Avoidable rectangle type 1</source>
        <translation>Avoidable Rectangle Typ 1</translation>
    </message>
    <message>
        <source>Avoidable rectangle type 2</source>
        <translation>Avoidable Rectangle Typ 2</translation>
    </message>
    <message>
        <source>Naked quad</source>
        <translation>Nacktes Quadrupel</translation>
    </message>
    <message>
        <source>Jellyfish</source>
        <translation>Jellyfish</translation>
    </message>
    <message>
        <source>Hidden quad</source>
        <translation>Verstecktes Quadrupel</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>BUG type 2</source>
        <translation>BUG Typ 2</translation>
    </message>
    <message>
        <source>BUG type 3</source>
        <translation>BUG Typ 3</translation>
    </message>
    <message>
        <source>BUG type 4</source>
        <translation>BUG Typ 4</translation>
    </message>
    <message>
        <source>BUG+n</source>
        <translation>BUG+n</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <translation>Skyscraper</translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <translation>2-String Kite</translation>
    </message>
    <message>
        <source>Empty rectangle</source>
        <translation>Empty Rectangle</translation>
    </message>
    <message>
        <source>Simple colouring</source>
        <translation>Einfaches Färben</translation>
    </message>
    <message>
        <source>Multi-colouring</source>
        <translation>Mehrfaches Färben</translation>
    </message>
    <message>
        <source>X-Chain</source>
        <translation>X-Chain</translation>
    </message>
    <message>
        <source>Turbot fish</source>
        <translation>Turbot Fish</translation>
    </message>
    <message>
        <source>W-Wing</source>
        <translation>W-Wing</translation>
    </message>
    <message>
        <source>Remote pair</source>
        <translation>Remote Pair</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <translation>XY-Chain</translation>
    </message>
    <message>
        <source>Alternating inference chain</source>
        <translation>Alternating Inference Chain</translation>
    </message>
    <message>
        <source>Aligned pair exclusion</source>
        <translation>Aligned Pair Exclusion</translation>
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
        <translation>Forcing Chain</translation>
    </message>
    <message>
        <source>Nishio forcing chain</source>
        <translation>Nishio Forcing Chain</translation>
    </message>
    <message>
        <source>Multiple forcing chains</source>
        <translation>Multiple Forcing Chains</translation>
    </message>
    <message>
        <source>Dynamic forcing chains</source>
        <translation>Dynamic Forcing Chains</translation>
    </message>
    <message>
        <source>Dynamic forcing chains (+)</source>
        <translation>Dynamic Forcing Chains (+)</translation>
    </message>
    <message>
        <source>Nested forcing chains</source>
        <translation>Nested Forcing Chains</translation>
    </message>
    <message>
        <source>Aligned triple exclusion</source>
        <translation>Aligned Triple Exclusion</translation>
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
        <translation>Death Blossom</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>extreme</source>
        <translation>extrem</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>Block %1</translation>
    </message>
    <message>
        <source>Look at %1.</source>
        <translation>Schauen Sie sich %1 an.</translation>
    </message>
    <message>
        <source>Look for a step of this kind: %1.</source>
        <translation>Suchen Sie nach einem Schritt dieser Art: %1.</translation>
    </message>
    <message>
        <source>There is a step of this kind in %1: %2.</source>
        <translation>In %1 gibt es einen Schritt dieser Art: %2.</translation>
    </message>
    <message>
        <source>Full house: %1 is the last empty cell of %2, so it holds %3.</source>
        <translation>Full House: %1 ist die letzte leere Zelle in %2, also muss dort %3 stehen.</translation>
    </message>
    <message>
        <source>Hidden single: in %1, only %2 can hold %3.</source>
        <translation>Versteckter Single: In %1 kann %3 nur in %2 stehen.</translation>
    </message>
    <message>
        <source>Naked single: %1 is the only candidate left in %2.</source>
        <translation>Nackter Single: %1 ist der einzige verbliebene Kandidat in %2.</translation>
    </message>
    <message>
        <source>%1: in %2, %3 lies only where %2 meets %4, so the rest of %4 cannot hold %3 (%5).</source>
        <translation>%1: In %2 liegt %3 nur dort, wo sich %2 und %4 überschneiden, daher kann %3 im Rest von %4 nicht stehen (%5).</translation>
    </message>
    <message>
        <source>%1: in %2, %3 lies only where %2 meets %4, so the rest of %4 cannot hold %3. That leaves %5 as the only place for %3 in %6 (%7).</source>
        <translation>%1: In %2 liegt %3 nur dort, wo sich %2 und %4 überschneiden, daher kann %3 im Rest von %4 nicht stehen. Damit bleibt %5 als einziger Platz für %3 in %6 (%7).</translation>
    </message>
    <message>
        <source>Direct claiming</source>
        <translation>Direktes Claiming</translation>
    </message>
    <message>
        <source>%1: in %2, %3 fit only in %4, so those cells hold nothing else. That leaves %5 as the only place for %6 in %2 (%7).</source>
        <translation>%1: In %2 passen %3 nur in %4, daher enthalten diese Zellen nichts anderes. Damit bleibt %5 als einziger Platz für %6 in %2 (%7).</translation>
    </message>
    <message>
        <source>%1: %2 hold only %3 between them, so the other cells of %4 lose them (%5).</source>
        <translation>%1: %2 enthalten zusammen nur %3, daher verlieren die übrigen Zellen von %4 diese Kandidaten (%5).</translation>
    </message>
    <message>
        <source>%1: in %2, %3 fit only in %4, so those cells lose their other candidates (%5).</source>
        <translation>%1: In %2 passen %3 nur in %4, daher verlieren diese Zellen ihre übrigen Kandidaten (%5).</translation>
    </message>
    <message>
        <source>%1 on %2: in %3, %2 lies only in %4, so the rest of %4 cannot hold %2 (%5).</source>
        <translation>%1 mit %2: In %3 liegt %2 nur in %4, daher kann %2 im Rest von %4 nicht stehen (%5).</translation>
    </message>
    <message>
        <source>%1 on %2: in %3, %2 lies only in %4 apart from the fin %5; either the fish holds or a fin is %2, and both rule out %2 in the cells that see the fin (%6).</source>
        <translation>%1 mit %2: In %3 liegt %2 außer in der Flosse %5 nur in %4; entweder gilt der Fisch, oder eine Flosse ist %2, und beides schließt %2 in den Zellen aus, die die Flosse sehen (%6).</translation>
    </message>
    <message>
        <source>the rest of %1 cannot hold %2, nor can a cell of the base that lies in two of them</source>
        <translation>der Rest von %1 kann %2 nicht enthalten, ebenso wenig eine Zelle der Basis, die in zwei von ihnen liegt</translation>
    </message>
    <message>
        <source>the rest of %1 cannot hold %2</source>
        <translation>der Rest von %1 kann %2 nicht enthalten</translation>
    </message>
    <message>
        <source>%1 on %2: each of %3 needs %2 once, in cells no two of them share, and all their places for %2 lie in %4. Each of %4 takes %2 only once, so the %2s of %3 fill them, one each, and %5 (%6).</source>
        <translation>%1 mit %2: Jedes der Häuser %3 braucht %2 genau einmal, in Zellen, die keine zwei von ihnen gemeinsam haben, und alle ihre Plätze für %2 liegen in %4. Jedes der Häuser %4 nimmt %2 nur einmal auf, also füllt %2 aus %3 diese Häuser, je einmal pro Haus, und %5 (%6).</translation>
    </message>
    <message>
        <source>%1 on %2: each of %3 needs %2 once, in cells no two of them share, and all their places for %2 lie in %4 except the fin cells %5. Either a fin is %2, or the %2s of %3 fill %4, one each, and %6; the cells of that rest that see every fin lose %2 both ways (%7).</source>
        <translation>%1 mit %2: Jedes der Häuser %3 braucht %2 genau einmal, in Zellen, die keine zwei von ihnen gemeinsam haben, und alle ihre Plätze für %2 liegen bis auf die Flossenzellen %5 in %4. Entweder ist eine Flosse %2, oder %2 aus %3 füllt %4, je einmal pro Haus, und %6; die Zellen dieses Rests, die jede Flosse sehen, verlieren %2 in beiden Fällen (%7).</translation>
    </message>
    <message>
        <source>Multi-colouring on %1: in each of two chains of strong links, one of two colours holds %1 throughout: colour A (%2) or B (%3), and colour C (%4) or D (%5).</source>
        <translation>Mehrfaches Färben mit %1: In jeder von zwei Ketten aus starken Verbindungen enthält eine von zwei Farben durchgehend %1: Farbe A (%2) oder B (%3) sowie Farbe C (%4) oder D (%5).</translation>
    </message>
    <message>
        <source>A cell of A sees a cell of C, and one sees a cell of D: if A held %1, neither C nor D could, so A&apos;s cells lose %1 (%2).</source>
        <translation>Eine Zelle von A sieht eine Zelle von C, und eine Zelle von A sieht eine Zelle von D: Enthielte A %1, könnten weder C noch D diesen Wert enthalten, daher verlieren die Zellen von A %1 (%2).</translation>
    </message>
    <message>
        <source>A cell of B sees a cell of D, so B and D are not both true: A or C holds %1, and cells that see both lose it (%2).</source>
        <translation>Eine Zelle von B sieht eine Zelle von D, also können B und D nicht beide wahr sein: A oder C enthält %1, und Zellen, die beide sehen, verlieren diesen Kandidaten (%2).</translation>
    </message>
    <message>
        <source>%1: whatever the pivot %2 holds, one of the pincers %3 holds %4, so %5.</source>
        <translation>%1: Welchen Wert die Pivotzelle %2 auch annimmt, eine der Flügelzellen %3 enthält %4, also %5.</translation>
    </message>
    <message>
        <source>%1: in %2, %3 hold %4 between them, one value more than cells, so without any one of those values they would be locked to the others. The pincer %5 holds %6.</source>
        <translation>%1: In %2 enthalten %3 zusammen %4, einen Wert mehr als Zellen; ohne einen dieser Werte wären sie also auf die übrigen festgelegt. Die Flügelzelle %5 enthält %6.</translation>
    </message>
    <message>
        <source>Every cell of the set holding %1 sees the pincer: if the pincer is %1, the set lacks %1 and holds %2; otherwise the pincer is %2. So %2 is in the pincer or the set, and cells that see every %2 of both lose it (%3).</source>
        <translation>Jede Zelle der Gruppe, die %1 enthält, sieht die Flügelzelle: Ist die Flügelzelle %1, fehlt der Gruppe %1, und sie enthält %2; andernfalls ist die Flügelzelle %2. %2 steht also in der Flügelzelle oder in der Gruppe, und Zellen, die jedes Vorkommen von %2 in beiden sehen, verlieren diesen Wert (%3).</translation>
    </message>
    <message>
        <source>Every cell of the set holding %1 sees the pincer (doubly linked): whichever of %2 the pincer holds, the set lacks it and holds all its other values. So %3 are placed in the set, and cells that see every one of a value there lose it; %2 are each in the pincer or the set, and cells that see every one of a value in both lose it (%4).</source>
        <translation>Jede Zelle der Gruppe, die %1 enthält, sieht die Flügelzelle (doppelt verbunden): Welchen der Werte %2 die Flügelzelle auch enthält, er fehlt der Gruppe, die dann alle ihre übrigen Werte enthält. Die Werte %3 stehen also in der Gruppe, und Zellen, die jedes Vorkommen eines dieser Werte dort sehen, verlieren ihn; die Werte %2 stehen jeweils in der Flügelzelle oder in der Gruppe, und Zellen, die jedes Vorkommen eines dieser Werte in beiden sehen, verlieren ihn (%4).</translation>
    </message>
    <message>
        <source>%1: %2 would otherwise hold only %3 and the puzzle would have two solutions, so one of %4 holds %5; with %6 that makes a naked subset on %7 in %8, whose other cells lose them (%9).</source>
        <translation>%1: %2 enthielten sonst nur %3, und das Rätsel hätte zwei Lösungen, also enthält eine der Zellen %4 den Wert %5; zusammen mit %6 bildet das eine nackte Teilmenge mit %7 in %8, und die übrigen Zellen dort verlieren diese Werte (%9).</translation>
    </message>
    <message>
        <source>%1: %2 would otherwise hold only %3 and the puzzle would have two solutions (%4).</source>
        <translation>%1: %2 enthielten sonst nur %3, und das Rätsel hätte zwei Lösungen (%4).</translation>
    </message>
    <message>
        <source>%1: %2 would otherwise hold only %3 and the puzzle would have two solutions, so one of %4 holds %5, and the cells that see all of them lose it (%6).</source>
        <translation>%1: %2 enthielten sonst nur %3, und das Rätsel hätte zwei Lösungen, also enthält eine der Zellen %4 den Wert %5, und die Zellen, die alle davon sehen, verlieren ihn (%6).</translation>
    </message>
    <message>
        <source>%1: %2 form a rectangle on %3, and %4 hold only those. In %5, %6 lies only in the rectangle, so if %7 held %6 both would, and %4 would both be %8: the values could swap and the puzzle would have two solutions (%9).</source>
        <translation>%1: %2 bilden ein Rechteck mit %3, und %4 enthalten nur diese Werte. In %5 liegt %6 nur im Rechteck; enthielte also %7 den Wert %6, dann enthielten ihn beide, und %4 wären beide %8: Die Werte könnten tauschen, und das Rätsel hätte zwei Lösungen (%9).</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>%1: %2 form a rectangle on %3. In %4, %5 lies only in the rectangle: if %6 held %7, its two neighbours in the rectangle would hold %5, the corner facing it (which holds only %3) %7, and the values could swap: the puzzle would have two solutions (%8).</source>
        <translation>%1: %2 bilden ein Rechteck mit %3. In %4 liegt %5 nur im Rechteck: Enthielte %6 den Wert %7, enthielten die beiden angrenzenden Ecken des Rechtecks %5, die gegenüberliegende Ecke (die nur %3 enthält) %7, und die Werte könnten tauschen: Das Rätsel hätte zwei Lösungen (%8).</translation>
    </message>
    <message>
        <source>BUG+1: without its extra candidates %1, %2 would leave every empty cell two candidates and every value two places in each house, and such a grid has no solution or several. So %2 holds one of them (%3).</source>
        <translation>BUG+1: Ohne die zusätzlichen Kandidaten %1 in %2 hätte jede leere Zelle zwei Kandidaten und jeder Wert zwei Plätze in jedem Haus, und ein solches Gitter hat keine oder mehrere Lösungen. Also enthält %2 einen davon (%3).</translation>
    </message>
    <message>
        <source>BUG+1: every other empty cell has two candidates; without %1 in %2 the puzzle would not have exactly one solution (%3).</source>
        <translation>BUG+1: Jede andere leere Zelle hat zwei Kandidaten; ohne %1 in %2 hätte das Rätsel nicht genau eine Lösung (%3).</translation>
    </message>
    <message>
        <source>%1: without their extra candidates (%2), every empty cell would have two candidates and every value two places in each house, and such a grid has no solution or several.</source>
        <translation>%1: Ohne die zusätzlichen Kandidaten (%2) hätte jede leere Zelle zwei Kandidaten und jeder Wert zwei Plätze in jedem Haus, und ein solches Gitter hat keine oder mehrere Lösungen.</translation>
    </message>
    <message>
        <source>So one of those cells holds %1, and the cells that see all of them lose it (%2).</source>
        <translation>Also enthält eine dieser Zellen %1, und die Zellen, die alle davon sehen, verlieren diesen Wert (%2).</translation>
    </message>
    <message>
        <source>So one of those candidates is true, and a candidate that would rule out all of them is false (%1).</source>
        <translation>Also ist einer dieser Kandidaten wahr, und ein Kandidat, der sie alle ausschließen würde, ist falsch (%1).</translation>
    </message>
    <message>
        <source>So one of %1 holds %2; with %3 that makes a naked subset on %4 in %5, whose other cells lose them (%6).</source>
        <translation>Also enthält eine der Zellen %1 den Wert %2; zusammen mit %3 bildet das eine nackte Teilmenge mit %4 in %5, und die übrigen Zellen dort verlieren diese Werte (%6).</translation>
    </message>
    <message>
        <source>So one of the two cells holds its extra. In %1, %2 lies only in these two cells, so one of them is %2 and the other holds its extra: each keeps only those (%3).</source>
        <translation>Also enthält eine der beiden Zellen ihren Zusatzkandidaten. In %1 liegt %2 nur in diesen beiden Zellen, also ist eine davon %2, und die andere enthält ihren Zusatzkandidaten: Jede behält nur diese beiden Kandidaten (%3).</translation>
    </message>
    <message>
        <source>ALS-XZ: in %1, %2 can hold only %3, and in %4, %5 can hold only %6: each set has one value more than cells. %7 can be in only one of them (its cells in the two sets all see each other), so the other set is locked to its remaining values and either way a set holds %8; cells that see every %8 of both lose it (%9).</source>
        <translation>ALS-XZ: In %1 kommen in %2 nur %3 vor, und in %4 kommen in %5 nur %6 vor: Jede Gruppe hat einen Wert mehr als Zellen. %7 kann nur in einer der beiden Gruppen stehen (seine Zellen in beiden Gruppen sehen sich alle gegenseitig), also ist die andere Gruppe auf ihre übrigen Werte festgelegt, und in jedem Fall enthält eine Gruppe %8; Zellen, die jedes Vorkommen von %8 in beiden sehen, verlieren diesen Wert (%9).</translation>
    </message>
    <message>
        <source>%1 on %2: no two of these cells that see each other can hold the same value, and every combination of their values that uses a removed candidate would (%3).</source>
        <translation>%1 für %2: Keine zwei dieser Zellen, die sich sehen, können denselben Wert enthalten, und jede Kombination ihrer Werte, die einen entfernten Kandidaten verwendet, würde genau das tun (%3).</translation>
    </message>
    <message>
        <source>%1 on %2: no two of these cells that see each other can hold the same value, and together they cannot take every candidate of %3, each of which sees all of them. Every combination of their values that uses a removed candidate breaks one of these rules (%4).</source>
        <translation>%1 für %2: Keine zwei dieser Zellen, die sich sehen, können denselben Wert enthalten, und zusammen können sie nicht alle Kandidaten der Zellen %3 belegen, die jeweils alle diese Zellen sehen. Jede Kombination ihrer Werte, die einen entfernten Kandidaten verwendet, verletzt eine dieser Regeln (%4).</translation>
    </message>
    <message>
        <source>Sue de Coq: where %1 meets %2, %3 hold %4 values for %5 cells. %6 in the rest of %1 and %7 in the rest of %2 share none of these values and make up the difference (a value from outside takes a cell of its own), so together these cells hold as many values as they have cells and each value is placed among them. The values of the %1 part, and those of the intersection that the %2 part lacks, leave the rest of %1; the same goes for %2 (%8).</source>
        <translation>Sue de Coq: Wo sich %1 und %2 überschneiden, haben %3 zusammen %4 Werte für %5 Zellen. %6 im Rest von %1 und %7 im Rest von %2 haben keinen dieser Werte gemeinsam und gleichen die Differenz aus (ein Wert von außerhalb belegt eine eigene Zelle), daher enthalten diese Zellen zusammen so viele Werte, wie sie Zellen haben, und jeder Wert wird unter ihnen platziert. Die Werte des Teils in %1 und die Werte der Schnittmenge, die dem Teil in %2 fehlen, verschwinden aus dem Rest von %1; dasselbe gilt für %2 (%8).</translation>
    </message>
    <message>
        <source>ALS-XY-Wing: in %1, %2; in %3, %4; and in %5, %6: each set holds one value more than it has cells, so it lacks at most one of them. The third set shares %7 with the first and %8 with the second, and in each pair the cells with that value all see each other, so only one of the two sets can hold it. The third set holds %7 or %8, so the first or the second set lacks it, is locked and holds %9; cells that see every %9 of both lose it (%10).</source>
        <translation>ALS-XY-Wing: In %1: %2; in %3: %4; in %5: %6. Jede Gruppe enthält einen Wert mehr, als sie Zellen hat, also fehlt ihr höchstens einer davon. Die dritte Gruppe teilt %7 mit der ersten und %8 mit der zweiten, und in jedem Paar sehen sich die Zellen mit diesem Wert alle gegenseitig, also kann nur eine der beiden Gruppen ihn enthalten. Die dritte Gruppe enthält %7 oder %8, also fehlt dieser Wert der ersten oder der zweiten Gruppe, die damit festgelegt ist und %9 enthält; Zellen, die jedes Vorkommen von %9 in beiden sehen, verlieren diesen Wert (%10).</translation>
    </message>
    <message>
        <source>ALS-XY-Chain: %1 are almost locked sets (one value more than cells, so each lacks at most one), linked in a row, each two neighbours by a value only one of them can hold: %2. If the first set lacked %3 it would hold the first link&apos;s value, so the second set would lack that one and hold the next link&apos;s value, and so on until the last set holds %3. So %3 is in the first set or the last, and cells that see every %3 of both lose it (%4).</source>
        <translation>ALS-XY-Chain: %1 sind Almost Locked Sets (Gruppen mit einem Wert mehr als Zellen, also fehlt jeder höchstens einer), hintereinander verknüpft, je zwei benachbarte durch einen Wert, den nur eine von beiden enthalten kann: %2. Fehlte der ersten Gruppe %3, enthielte sie den Wert der ersten Verbindung, also fehlte dieser der zweiten Gruppe, die dann den Wert der nächsten Verbindung enthielte, und so weiter, bis die letzte Gruppe %3 enthält. %3 steht also in der ersten oder in der letzten Gruppe, und Zellen, die jedes Vorkommen von %3 in beiden sehen, verlieren diesen Wert (%4).</translation>
    </message>
    <message>
        <source>for %1, %2</source>
        <translation>für %1: %2</translation>
    </message>
    <message>
        <source>Death blossom: the stem %1 holds %2. For each of its values there is a petal, an almost locked set (one value more than cells) whose cells with that value all see the stem: %3. Whichever value the stem takes, its petal lacks it, is locked and holds %4, which every petal has; cells that see every %4 of the petals lose it (%5).</source>
        <translation>Death Blossom: Die Stielzelle %1 enthält %2. Für jeden ihrer Werte gibt es ein Blütenblatt, ein Almost Locked Set (ein Wert mehr als Zellen), dessen Zellen mit diesem Wert alle die Stielzelle sehen: %3. Welchen Wert die Stielzelle auch annimmt, dem zugehörigen Blütenblatt fehlt er; es ist damit festgelegt und enthält %4, den Wert, den jedes Blütenblatt hat; Zellen, die jedes Vorkommen von %4 in den Blütenblättern sehen, verlieren diesen Wert (%5).</translation>
    </message>
    <message>
        <source>%1 on %2: %3, so %4.</source>
        <translation>%1 mit %2: %3, also %4.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 holds %2, which is not the solution&apos;s digit there.</source>
        <translation>In %1 steht %2, aber laut Lösung gehört dort eine andere Ziffer hin.</translation>
    </message>
    <message>
        <source>The pencil marks of %1 leave out the digit that belongs there.</source>
        <translation>Den Notizen in %1 fehlt die Ziffer, die dort hingehört.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>the four cells would hold %1 crosswise, and the two values could swap places without touching a given: the puzzle would have two solutions</source>
        <translation>würden die vier Zellen %1 über Kreuz enthalten, und die beiden Werte könnten die Plätze tauschen, ohne eine Vorgabe zu berühren: Das Rätsel hätte zwei Lösungen</translation>
    </message>
    <message>
        <source>%1: %2, %3 and %4 were solved on the way, none of them a given. If %5 held %6, %7 (%8).</source>
        <translation>%1: %2, %3 und %4 wurden unterwegs gelöst, keine davon ist eine Vorgabe. Enthielte %5 den Wert %6, %7 (%8).</translation>
    </message>
    <message>
        <source>%1: %2 and %3 were solved on the way, neither of them a given; %4 can only be %5 or %6, %7 only %8 or %6. Were neither %6, %9. So one of them is %6, and the cells that see both lose it (%10).</source>
        <translation>%1: %2 und %3 wurden unterwegs gelöst, keine davon ist eine Vorgabe; %4 kann nur %5 oder %6 sein, %7 nur %8 oder %6. Wäre keine der beiden %6, %9. Also ist eine von ihnen %6, und die Zellen, die beide sehen, verlieren diesen Wert (%10).</translation>
    </message>
    <message>
        <source>%1 (type %2, a rectangle)</source>
        <translation>%1 (Typ %2, ein Rechteck)</translation>
    </message>
    <message>
        <source>%1 (type %2, a loop of %3 cells)</source>
        <translation>%1 (Typ %2, eine Schleife aus %3 Zellen)</translation>
    </message>
    <message>
        <source>%1: %2 all hold %3, on two rows, two columns and two boxes; if they held nothing else, %3 could swap and the puzzle would have two solutions.</source>
        <translation>%1: %2 enthalten alle %3, verteilt auf zwei Zeilen, zwei Spalten und zwei Blöcke; enthielten sie nichts anderes, könnten %3 tauschen, und das Rätsel hätte zwei Lösungen.</translation>
    </message>
    <message>
        <source>%1: %2 all hold %3, and each house with one of them holds two, taking turns along the loop; if they held nothing else, %3 could swap and the puzzle would have two solutions.</source>
        <translation>%1: %2 enthalten alle %3, und jedes Haus mit einer dieser Zellen enthält zwei davon, abwechselnd entlang der Schleife; enthielten sie nichts anderes, könnten %3 tauschen, und das Rätsel hätte zwei Lösungen.</translation>
    </message>
    <message>
        <source>So %1, the only one with more, holds one of its other candidates (%2).</source>
        <translation>Also enthält %1, die einzige Zelle mit weiteren Kandidaten, einen ihrer anderen Kandidaten (%2).</translation>
    </message>
    <message>
        <source>So one of %1 holds %2, and the cells that see all of them lose it (%3).</source>
        <translation>Also enthält eine der Zellen %1 den Wert %2, und die Zellen, die alle davon sehen, verlieren ihn (%3).</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, so one of them is %2; were either %4, the other would complete the pattern (%5).</source>
        <translation>In %1 liegt %2 nur in %3, also ist eine davon %2; wäre eine der beiden %4, würde die andere das Muster vervollständigen (%5).</translation>
    </message>
    <message>
        <source>So one of %1 holds %2, and at most one of them holds %3: for %3 the two act as one cell. In %4, %5 then fit only in that cell and %6, so those lose their other candidates (%7).</source>
        <translation>Also enthält eine der Zellen %1 den Wert %2, und höchstens eine von ihnen enthält %3: Für %3 wirken die beiden wie eine Zelle. In %4 passen %5 dann nur in diese Zelle und %6, daher verlieren diese ihre übrigen Kandidaten (%7).</translation>
    </message>
    <message>
        <source>So one of %1 holds %2: with %3 that makes a naked subset on %4 in %5, whose other cells lose them (%6).</source>
        <translation>Also enthält eine der Zellen %1 den Wert %2: Zusammen mit %3 bildet das eine nackte Teilmenge mit %4 in %5, und die übrigen Zellen dort verlieren diese Werte (%6).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>one sentence after another</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Very hard</source>
        <translation>Sehr schwer</translation>
    </message>
    <message>
        <source>a long solve: %1 steps, singles only</source>
        <translation>eine lange Lösung: %1 Schritte, nur Singles</translation>
    </message>
    <message>
        <source>a long solve: %1 steps, none harder than %2</source>
        <translation>eine lange Lösung: %1 Schritte, keiner schwerer als %2</translation>
    </message>
    <message>
        <source>Very hard — %1</source>
        <translation>Sehr schwer — %1</translation>
    </message>
    <message>
        <source>very hard</source>
        <translation>sehr schwer</translation>
    </message>
    <message>
        <source>This grid has more than one solution, and no logical step can be certain from here: every candidate left is in some solution. Add givens, or Solve fills in one of them.</source>
        <translation>Dieses Gitter hat mehr als eine Lösung, und von hier aus ist kein logischer Schritt sicher: Jeder verbliebene Kandidat steht in irgendeiner Lösung. Fügen Sie Vorgaben hinzu, oder „Lösen“ füllt eine der Lösungen ein.</translation>
    </message>
    <message>
        <source>The search for a step was stopped: it grew too large for this grid. This puzzle has more than one solution, so there may be no step that holds in all of them. Add givens, or Solve fills in one of them.</source>
        <translation>Die Suche nach einem Schritt wurde angehalten: Sie wurde für dieses Gitter zu groß. Dieses Rätsel hat mehr als eine Lösung, also gibt es vielleicht keinen Schritt, der in allen gilt. Fügen Sie Vorgaben hinzu, oder „Lösen“ füllt eine der Lösungen ein.</translation>
    </message>
    <message>
        <source>The search for a step was stopped: it grew too large for this grid, before any technique Qudoku knows found a step. Solve can still show the answer.</source>
        <translation>Die Suche nach einem Schritt wurde angehalten: Sie wurde für dieses Gitter zu groß, bevor eine der Techniken, die Qudoku kennt, einen Schritt fand. „Lösen“ kann die Lösung trotzdem zeigen.</translation>
    </message>
    <message>
        <source>%1 is at least %2 and at most %3</source>
        <translation>%1 ist mindestens %2 und höchstens %3</translation>
    </message>
    <message>
        <source>%1 is at least %2</source>
        <translation>%1 ist mindestens %2</translation>
    </message>
    <message>
        <source>%1 is at most %2</source>
        <translation>%1 ist höchstens %2</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Anti-knight: %1=%2 removes %2 from %3.</source>
        <translation>Anti-Rössel: %1=%2 entfernt %2 aus %3.</translation>
    </message>
    <message>
        <source>Anti-king: %1=%2 removes %2 from %3.</source>
        <translation>Anti-König: %1=%2 entfernt %2 aus %3.</translation>
    </message>
    <message>
        <source>Odd cell %1: its digit is odd, so %2 (%3).</source>
        <translation>Ungerade Zelle %1: Die Ziffer darin ist ungerade, also gilt: %2 (%3).</translation>
    </message>
    <message>
        <source>Even cell %1: its digit is even, so %2 (%3).</source>
        <translation>Gerade Zelle %1: Die Ziffer darin ist gerade, also gilt: %2 (%3).</translation>
    </message>
    <message>
        <source>White dot %1: the two digits differ by %2, so %3 (%4).</source>
        <translation>Weißer Punkt %1: Die beiden Ziffern unterscheiden sich um %2, also gilt: %3 (%4).</translation>
    </message>
    <message>
        <source>Black dot %1: one is double the other, so %2 (%3).</source>
        <translation>Schwarzer Punkt %1: Eine Ziffer ist das Doppelte der anderen, also gilt: %2 (%3).</translation>
    </message>
    <message>
        <source>Black dot %1: one is %2 times the other, so %3 (%4).</source>
        <translation>Schwarzer Punkt %1: Eine Ziffer ist das %2-Fache der anderen, also gilt: %3 (%4).</translation>
    </message>
    <message>
        <source>X %1: the two digits sum to 10, so %2 (%3).</source>
        <translation>X %1: Die beiden Ziffern ergeben zusammen 10, also gilt: %2 (%3).</translation>
    </message>
    <message>
        <source>V %1: the two digits sum to 5, so %2 (%3).</source>
        <translation>V %1: Die beiden Ziffern ergeben zusammen 5, also gilt: %2 (%3).</translation>
    </message>
    <message>
        <source>XV mark %1: the two digits sum to %2, so %3 (%4).</source>
        <translation>XV-Zeichen %1: Die beiden Ziffern ergeben zusammen %2, also gilt: %3 (%4).</translation>
    </message>
    <message>
        <source>Non-consecutive %1: neighbours differ by more than 1, so %2 (%3).</source>
        <translation>Nicht aufeinanderfolgend %1: Benachbarte Ziffern unterscheiden sich um mehr als 1, also gilt: %2 (%3).</translation>
    </message>
    <message>
        <source>No dot between %1 (negative rule): their digits are in no relation a dot would show, so %2 (%3).</source>
        <translation>Kein Punkt zwischen %1 (negative Regel): Die Ziffern dort stehen in keiner Beziehung, die ein Punkt anzeigen würde, also gilt: %2 (%3).</translation>
    </message>
    <message>
        <source>No X or V between %1 (negative rule): their digits sum to neither 10 nor 5, so %2 (%3).</source>
        <translation>Kein X oder V zwischen %1 (negative Regel): Die Ziffern dort ergeben zusammen weder 10 noch 5, also gilt: %2 (%3).</translation>
    </message>
    <message>
        <source>Minimum %1: smaller than its neighbours %2, so %3 (%4).</source>
        <translation>Minimum %1: Kleiner als die Nachbarzellen %2, also gilt: %3 (%4).</translation>
    </message>
    <message>
        <source>Maximum %1: larger than its neighbours %2, so %3 (%4).</source>
        <translation>Maximum %1: Größer als die Nachbarzellen %2, also gilt: %3 (%4).</translation>
    </message>
    <message>
        <source>Thermometer %1→%2: the digits increase from the bulb, so %3 (%4).</source>
        <translation>Thermometer %1→%2: Die Ziffern steigen von der Kugel aus an, also gilt: %3 (%4).</translation>
    </message>
    <message>
        <source>Quadruple %1: %2 must appear among these four cells, so %3 (%4).</source>
        <translation>Quadrupel %1: Diese vier Zellen müssen %2 enthalten, also gilt: %3 (%4).</translation>
    </message>
    <message>
        <source>%1 would have no place left for %2</source>
        <translation>%2 hätte in %1 keinen Platz mehr</translation>
    </message>
    <message>
        <source>%1 would have no candidate left</source>
        <translation>%1 hätte keinen Kandidaten mehr</translation>
    </message>
    <message>
        <source>%1 and %2 would break the rules</source>
        <translation>%1 und %2 würden gegen die Regeln verstoßen</translation>
    </message>
    <message>
        <source>%1: if %2 were %3, %4. So %2 is not %3 (%5).</source>
        <translation>%1: Hätte %2 den Wert %3, so folgte: %4. Also hat %2 nicht den Wert %3 (%5).</translation>
    </message>
    <message>
        <source>%1: if %2 were %3, the steps that follow would be %2=%3 → %4; then %5. So %2 is not %3 (%6).</source>
        <translation>%1: Hätte %2 den Wert %3, so folgten die Schritte %2=%3 → %4; danach: %5. Also hat %2 nicht den Wert %3 (%6).</translation>
    </message>
    <message>
        <source>Anti-knight</source>
        <translation>Anti-Rössel</translation>
    </message>
    <message>
        <source>Anti-king</source>
        <translation>Anti-König</translation>
    </message>
    <message>
        <source>Odd/even cell</source>
        <translation>Ungerade/gerade Zelle</translation>
    </message>
    <message>
        <source>White dot</source>
        <translation>Weißer Punkt</translation>
    </message>
    <message>
        <source>Black dot</source>
        <translation>Schwarzer Punkt</translation>
    </message>
    <message>
        <source>XV</source>
        <translation>XV</translation>
    </message>
    <message>
        <source>Non-consecutive</source>
        <translation>Nicht aufeinanderfolgend</translation>
    </message>
    <message>
        <source>Minimum/maximum</source>
        <translation>Minimum/Maximum</translation>
    </message>
    <message>
        <source>No dot (negative rule)</source>
        <translation>Kein Punkt (negative Regel)</translation>
    </message>
    <message>
        <source>No X or V (negative rule)</source>
        <translation>Kein X oder V (negative Regel)</translation>
    </message>
    <message>
        <source>Thermometer</source>
        <translation>Thermometer</translation>
    </message>
    <message>
        <source>Quadruple</source>
        <translation>Quadrupel</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>Gebiet %1</translation>
    </message>
    <message>
        <source>the diagonal %1–%2</source>
        <translation>Diagonale %1–%2</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>Fenster %1</translation>
    </message>
    <message>
        <source>disjoint group %1</source>
        <translation>Positionsgruppe %1</translation>
    </message>
    <message>
        <source>extra region %1</source>
        <translation>Zusatzgebiet %1</translation>
    </message>
    <message>
        <source>Killer cage: %1=%2 removes %2 from %3, in the same cage (digits do not repeat in a cage).</source>
        <translation>Killer-Käfig: %1=%2 entfernt %2 aus %3 im selben Käfig (Ziffern wiederholen sich in einem Käfig nicht).</translation>
    </message>
    <message>
        <source>{%1}</source>
        <comment>a set of digits</comment>
        <translation>{%1}</translation>
    </message>
    <message numerus="yes">
        <source>Killer cage %1 in %2: %n different digit(s) adding up to %1, which the candidates allow only as %3, so %4 (%5).</source>
        <translation>
            <numerusform>Killer-Käfig %1 in %2: %n Ziffer mit der Summe %1, was die Kandidaten nur als %3 zulassen, also %4 (%5).</numerusform>
            <numerusform>Killer-Käfig %1 in %2: %n verschiedene Ziffern mit der Summe %1, was die Kandidaten nur als %3 zulassen, also %4 (%5).</numerusform>
        </translation>
    </message>
    <message>
        <source>Killer cage</source>
        <translation>Killer-Käfig</translation>
    </message>
    <message>
        <source>Innies (rule of 45)</source>
        <translation>Innies (45er-Regel)</translation>
    </message>
    <message>
        <source>Outies (rule of 45)</source>
        <translation>Outies (45er-Regel)</translation>
    </message>
    <message>
        <source>Arrow %1: the digits along the arrow add up to the number in its circle, so %2 (%3).</source>
        <translation>Pfeil %1: Die Ziffern entlang des Pfeils ergeben zusammen die Zahl in seinem Kreis, also %2 (%3).</translation>
    </message>
    <message>
        <source>Little killer %1 on %2→%3: the digits along the diagonal add up to %1, so %4 (%5).</source>
        <translation>Little Killer %1 auf %2→%3: Die Ziffern entlang der Diagonale ergeben zusammen %1, also %4 (%5).</translation>
    </message>
    <message>
        <source>Sandwich %1 on %2→%3: the digits between the %4 and the %5 add up to %1, so %6 (%7).</source>
        <translation>Sandwich %1 auf %2→%3: Die Ziffern zwischen der %4 und der %5 ergeben zusammen %1, also %6 (%7).</translation>
    </message>
    <message>
        <source>X-sum %1 on %2→%3: the first X digits add up to %1, X being the first of them, so %4 (%5).</source>
        <translation>X-Summe %1 auf %2→%3: Die ersten X Ziffern ergeben zusammen %1, wobei X die erste von ihnen ist, also %4 (%5).</translation>
    </message>
    <message>
        <source>Skyscraper %1 on %2→%3: %1 digits are seen from the clue (each taller than those before it), so %4 (%5).</source>
        <translation>Wolkenkratzer %1 auf %2→%3: Vom Hinweis aus sind %1 Ziffern zu sehen (jede höher als die vor ihr), also %4 (%5).</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>Pfeil</translation>
    </message>
    <message>
        <source>Little killer</source>
        <translation>Little Killer</translation>
    </message>
    <message>
        <source>Sandwich</source>
        <translation>Sandwich</translation>
    </message>
    <message>
        <source>X-sum</source>
        <translation>X-Summe</translation>
    </message>
    <message>
        <source>Skyscraper clue</source>
        <translation>Wolkenkratzer-Hinweis</translation>
    </message>
    <message>
        <source>Renban line: %1=%2 removes %2 from %3, on the same line (digits do not repeat on a renban line).</source>
        <translation>Renban-Linie: %1=%2 entfernt %2 aus %3 auf derselben Linie (Ziffern wiederholen sich auf einer Renban-Linie nicht).</translation>
    </message>
    <message numerus="yes">
        <source>Renban line %1: %n consecutive digit(s) in any order, so %2 (%3).</source>
        <translation>
            <numerusform>Renban-Linie %1: %n aufeinanderfolgende Ziffer in beliebiger Reihenfolge, also %2 (%3).</numerusform>
            <numerusform>Renban-Linie %1: %n aufeinanderfolgende Ziffern in beliebiger Reihenfolge, also %2 (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>German whispers line %1: neighbours on it differ by at least %2, so %3 (%4).</source>
        <translation>German-Whispers-Linie %1: Nachbarn auf ihr unterscheiden sich um mindestens %2, also %3 (%4).</translation>
    </message>
    <message>
        <source>Palindrome line %1: it reads the same from either end, so %2 (%3).</source>
        <translation>Palindrom-Linie %1: Sie liest sich von beiden Enden gleich, also %2 (%3).</translation>
    </message>
    <message>
        <source>Between line %1: the digits between the circles lie strictly between the circles&apos; digits, so %2 (%3).</source>
        <translation>Zwischenlinie %1: Die Ziffern zwischen den Kreisen liegen echt zwischen den Ziffern der Kreise, also %2 (%3).</translation>
    </message>
    <message>
        <source>Region-sum line %1: its digits in each region it passes add up to the same total, so %2 (%3).</source>
        <translation>Regionssummen-Linie %1: Ihre Ziffern ergeben in jeder Region, die sie durchläuft, dieselbe Summe, also %2 (%3).</translation>
    </message>
    <message>
        <source>Entropic line %1: any three consecutive cells hold a low, a middle and a high digit, so %2 (%3).</source>
        <translation>Entropie-Linie %1: Je drei aufeinanderfolgende Zellen enthalten eine niedrige, eine mittlere und eine hohe Ziffer, also %2 (%3).</translation>
    </message>
    <message>
        <source>Modular line %1: any three consecutive cells hold different remainders mod 3, so %2 (%3).</source>
        <translation>Modulo-Linie %1: Je drei aufeinanderfolgende Zellen haben verschiedene Reste modulo 3, also %2 (%3).</translation>
    </message>
    <message>
        <source>Zipper line %1: cells at the same distance from its centre add up to the same total, so %2 (%3).</source>
        <translation>Reißverschluss-Linie %1: Zellen im gleichen Abstand von ihrer Mitte ergeben dieselbe Summe, also %2 (%3).</translation>
    </message>
    <message>
        <source>Renban line</source>
        <translation>Renban-Linie</translation>
    </message>
    <message>
        <source>German whispers</source>
        <translation>German Whispers</translation>
    </message>
    <message>
        <source>Palindrome</source>
        <translation>Palindrom</translation>
    </message>
    <message>
        <source>Between line</source>
        <translation>Zwischenlinie</translation>
    </message>
    <message>
        <source>Region-sum line</source>
        <translation>Regionssummen-Linie</translation>
    </message>
    <message>
        <source>Entropic line</source>
        <translation>Entropie-Linie</translation>
    </message>
    <message>
        <source>Modular line</source>
        <translation>Modulo-Linie</translation>
    </message>
    <message>
        <source>Zipper line</source>
        <translation>Reißverschluss-Linie</translation>
    </message>
    <message>
        <source>Innies of %1: the digits there total %2 and the cages wholly inside total %3, so what is left, %4, totals %5; so %6 (%7).</source>
        <translation>Innies von %1: Die Ziffern dort ergeben zusammen %2 und die ganz darin liegenden Käfige %3, also ergibt der Rest, %4, zusammen %5; also %6 (%7).</translation>
    </message>
    <message>
        <source>Outies of %1: the digits there total %2 and the cages reaching into %1 total %3, so what those cages hold outside, %4, totals %5; so %6 (%7).</source>
        <translation>Outies von %1: Die Ziffern dort ergeben zusammen %2 und die Käfige, die in %1 hineinreichen, %3, also ergibt der Teil dieser Käfige außerhalb, %4, zusammen %5; also %6 (%7).</translation>
    </message>
    <message>
        <source>the rule of 45 (innies or outies)</source>
        <translation>die 45er-Regel (Innies oder Outies)</translation>
    </message>
    <message>
        <source>Proof by search</source>
        <translation>Beweis durch Suche</translation>
    </message>
    <message>
        <source>No technique Qudoku knows finds a step here; the next hint shows a digit the solver proves.</source>
        <translation>Keine Technik, die Qudoku kennt, findet hier einen Schritt; der nächste Hinweis zeigt eine Ziffer, die der Löser beweist.</translation>
    </message>
    <message>
        <source>Proof by search: no technique Qudoku knows finds a step from here. The solver tried every way to finish the grid with another digit than %2 in %1, and none works, so %1 holds %2.</source>
        <translation>Beweis durch Suche: Keine Technik, die Qudoku kennt, findet von hier aus einen Schritt. Der Löser hat jede Möglichkeit durchprobiert, das Gitter mit einer anderen Ziffer als %2 in %1 zu vervollständigen, und keine geht auf, also steht in %1 eine %2.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Play, enter and solve Sudoku puzzles.</source>
        <translation>Sudoku-Rätsel spielen, eingeben und lösen.</translation>
    </message>
    <message>
        <source>A puzzle file (any format qudoku-cli reads) or a saved game (.qudoku).</source>
        <translation>Eine Rätseldatei (jedes Format, das qudoku-cli liest) oder ein gespeichertes Spiel (.qudoku).</translation>
    </message>
</context>
<context>
    <name>qudoku::render</name>
    <message>
        <source>out of memory</source>
        <translation>nicht genug Speicher</translation>
    </message>
    <message>
        <source>is a directory</source>
        <translation>ist ein Ordner</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>not a picture (expected %1)</source>
        <translation>kein Bild (erwartet: %1)</translation>
    </message>
    <message>
        <source>the picture is %1 × %2 pixels, more than the %3 megapixels read</source>
        <translation>das Bild hat %1 × %2 Pixel, mehr als die %3 Megapixel, die gelesen werden</translation>
    </message>
    <message>
        <source>the picture is damaged and cannot be decoded: %1</source>
        <translation>das Bild ist beschädigt und kann nicht dekodiert werden: %1</translation>
    </message>
    <message>
        <source>the file is cut short: it ends at byte %1, before its end (IEND chunk)</source>
        <translation>die Datei ist abgeschnitten: sie endet bei Byte %1, vor ihrem Ende (IEND-Chunk)</translation>
    </message>
    <message>
        <source>the bytes at %1 should begin a PNG chunk, but its type (0x%2) is not four letters</source>
        <translation>die Bytes bei %1 sollten einen PNG-Chunk beginnen, aber sein Typ (0x%2) besteht nicht aus vier Buchstaben</translation>
    </message>
    <message>
        <source>the %1 chunk at byte %2 claims %3 bytes, more than a PNG chunk may hold</source>
        <translation>der %1-Chunk bei Byte %2 gibt %3 Bytes an, mehr als ein PNG-Chunk fassen darf</translation>
    </message>
    <message>
        <source>the file is cut short: it ends at byte %1, inside its %2 chunk</source>
        <translation>die Datei ist abgeschnitten: sie endet bei Byte %1, mitten in ihrem %2-Chunk</translation>
    </message>
    <message>
        <source>the %1 chunk at byte %2 is damaged: its bytes do not match its checksum (CRC)</source>
        <translation>der %1-Chunk bei Byte %2 ist beschädigt: seine Bytes passen nicht zu seiner Prüfsumme (CRC)</translation>
    </message>
    <message>
        <source>the file is cut short: it ends at byte %1, inside its %2 segment</source>
        <translation>die Datei ist abgeschnitten: sie endet bei Byte %1, mitten in ihrem %2-Segment</translation>
    </message>
    <message>
        <source>the file is cut short: it ends at byte %1, before its image data</source>
        <translation>die Datei ist abgeschnitten: sie endet bei Byte %1, vor ihren Bilddaten</translation>
    </message>
    <message>
        <source>the file is cut short: it ends at byte %1, before its end marker (EOI)</source>
        <translation>die Datei ist abgeschnitten: sie endet bei Byte %1, vor ihrer Endmarke (EOI)</translation>
    </message>
    <message>
        <source>the file is cut short: it ends at byte %1, and the lowest %2 rows of the picture are missing</source>
        <translation>die Datei ist abgeschnitten: sie endet bei Byte %1, und die untersten %2 Pixelzeilen des Bildes fehlen</translation>
    </message>
    <message>
        <source>the file is cut short: it ends at byte %1, inside its header</source>
        <translation>die Datei ist abgeschnitten: sie endet bei Byte %1, mitten in ihrem Kopf</translation>
    </message>
    <message>
        <source>the file is cut short: it ends at byte %1, but its pixels run to byte %2</source>
        <translation>die Datei ist abgeschnitten: sie endet bei Byte %1, aber ihre Pixel reichen bis Byte %2</translation>
    </message>
    <message>
        <source>the file is cut short: it ends at byte %1, before its picture is whole</source>
        <translation>die Datei ist abgeschnitten: sie endet bei Byte %1, bevor ihr Bild vollständig ist</translation>
    </message>
</context>
<context>
    <name>qudoku::ui</name>
    <message>
        <source>The picture is smaller than a readable board (about 120 pixels across).</source>
        <translation>Das Bild ist kleiner als ein lesbares Spielfeld (etwa 120 Pixel breit).</translation>
    </message>
    <message>
        <source>The picture is too large to read.</source>
        <translation>Das Bild ist zu groß zum Lesen.</translation>
    </message>
    <message>
        <source>The grid found is not 9×9; only 9×9 puzzles are read.</source>
        <translation>Das gefundene Gitter ist nicht 9×9; nur 9×9-Rätsel werden gelesen.</translation>
    </message>
    <message>
        <source>Reading was cancelled.</source>
        <translation>Das Lesen wurde abgebrochen.</translation>
    </message>
    <message>
        <source>No grid was found in the picture. Drag the corners onto the grid&apos;s outer corners to read it from there.</source>
        <translation>Im Bild wurde kein Gitter gefunden. Ziehen Sie die Ecken auf die äußeren Ecken des Gitters, um es von dort zu lesen.</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::AnalysisSession</name>
    <message>
        <source>Checking the puzzle…</source>
        <translation>Rätsel wird geprüft…</translation>
    </message>
    <message>
        <source>Rating the puzzle…</source>
        <translation>Rätsel wird bewertet…</translation>
    </message>
    <message>
        <source>Looking for a step…</source>
        <translation>Schritt wird gesucht…</translation>
    </message>
    <message>
        <source>Finding the solution path…</source>
        <translation>Lösungsweg wird ermittelt…</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Wird gelöst…</translation>
    </message>
    <message>
        <source>Reading the picture…</source>
        <translation>Das Bild wird gelesen…</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::Assistant</name>
    <message>
        <source>Solving…</source>
        <translation>Wird gelöst…</translation>
    </message>
    <message>
        <source>Finding a cell to reveal…</source>
        <translation>Zelle zum Aufdecken wird gesucht…</translation>
    </message>
    <message>
        <source>Checking your digits…</source>
        <translation>Ihre Ziffern werden geprüft…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>This puzzle cannot be solved: %1.</source>
        <translation>Dieses Rätsel ist nicht lösbar: %1.</translation>
    </message>
    <message>
        <source>Your digits contradict every solution of this puzzle.</source>
        <translation>Ihre Ziffern widersprechen jeder Lösung dieses Rätsels.</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Dieses Rätsel hat keine Lösung.</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Lösen</translation>
    </message>
    <message numerus="yes">
        <source>Solved: the computer filled %n cell(s).</source>
        <translation>
            <numerusform>Gelöst: Der Computer hat %n Zelle ausgefüllt.</numerusform>
            <numerusform>Gelöst: Der Computer hat %n Zellen ausgefüllt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The grid is already solved.</source>
        <translation>Das Spielfeld ist bereits gelöst.</translation>
    </message>
    <message>
        <source>Nothing to reveal: the givens break the rules (%1).</source>
        <translation>Nichts aufzudecken: Die Vorgaben verstoßen gegen die Regeln (%1).</translation>
    </message>
    <message>
        <source>Nothing to reveal: this puzzle has no solution.</source>
        <translation>Nichts aufzudecken: Dieses Rätsel hat keine Lösung.</translation>
    </message>
    <message>
        <source>Nothing to reveal: your digits fit none of this puzzle&apos;s solutions.</source>
        <translation>Nichts aufzudecken: Ihre Ziffern passen zu keiner Lösung dieses Rätsels.</translation>
    </message>
    <message>
        <source>Nothing to reveal: there is no empty cell.</source>
        <translation>Nichts aufzudecken: Es gibt keine leere Zelle.</translation>
    </message>
    <message>
        <source>Revealed: %1 is %2.</source>
        <translation>Aufgedeckt: %1 ist %2.</translation>
    </message>
    <message>
        <source>Some of your digits are wrong: use Check to find them.</source>
        <translation>Einige Ihrer Ziffern sind falsch: Mit „Prüfen“ finden Sie sie.</translation>
    </message>
    <message>
        <source>Cannot check: this puzzle has no solution.</source>
        <translation>Prüfen nicht möglich: Dieses Rätsel hat keine Lösung.</translation>
    </message>
    <message>
        <source>Your digits fit at least one of this puzzle&apos;s solutions.</source>
        <translation>Ihre Ziffern passen zu mindestens einer Lösung dieses Rätsels.</translation>
    </message>
    <message>
        <source>Your digits fit none of this puzzle&apos;s solutions; it has more than one, so no single digit can be called wrong.</source>
        <translation>Ihre Ziffern passen zu keiner Lösung dieses Rätsels; es hat mehr als eine, daher lässt sich keine einzelne Ziffer als falsch bezeichnen.</translation>
    </message>
    <message>
        <source>All your digits are right so far.</source>
        <translation>Alle Ihre Ziffern sind bisher richtig.</translation>
    </message>
    <message numerus="yes">
        <source>%n of your digits differ from the solution (crossed out).</source>
        <translation>
            <numerusform>%n Ihrer Ziffern weicht von der Lösung ab (durchgestrichen).</numerusform>
            <numerusform>%n Ihrer Ziffern weichen von der Lösung ab (durchgestrichen).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qudoku::ui::Autosave</name>
    <message>
        <source>it is not valid JSON (%1 at byte %2)</source>
        <translation>die Datei ist kein gültiges JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>it is %1 bytes, more than an autosave can be (%2)</source>
        <translation>sie ist %1 Bytes groß, mehr als eine automatische Sicherung sein kann (%2)</translation>
    </message>
    <message>
        <source>its file is held by another Qudoku window</source>
        <translation>ihre Datei wird von einem anderen Qudoku-Fenster gehalten</translation>
    </message>
    <message>
        <source>%1 could not be written</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>&quot;keep&quot; must be a whole number from 0 to %1 (the moves so far)</source>
        <translation>&quot;keep&quot; muss eine ganze Zahl von 0 bis %1 sein (die bisherigen Züge)</translation>
    </message>
    <message>
        <source>&quot;moves&quot; must be a list of moves</source>
        <translation>&quot;moves&quot; muss eine Liste von Zügen sein</translation>
    </message>
    <message>
        <source>move %1 of &quot;moves&quot;: %2</source>
        <translation>Zug %1 von &quot;moves&quot;: %2</translation>
    </message>
    <message>
        <source>&quot;index&quot; must be a whole number from 0 to %1 (the moves of the history)</source>
        <translation>&quot;index&quot; muss eine ganze Zahl von 0 bis %1 sein (die Züge des Verlaufs)</translation>
    </message>
    <message>
        <source>&quot;elapsedMs&quot; must be a number of milliseconds</source>
        <translation>&quot;elapsedMs&quot; muss eine Anzahl Millisekunden sein</translation>
    </message>
    <message>
        <source>&quot;hintsUsed&quot; must be a whole number from 0</source>
        <translation>&quot;hintsUsed&quot; muss eine ganze Zahl ab 0 sein</translation>
    </message>
    <message>
        <source>&quot;solvedByComputer&quot; must be true or false</source>
        <translation>&quot;solvedByComputer&quot; muss true oder false sein</translation>
    </message>
    <message>
        <source>line %1 is not a record (%2 at byte %3 of the line)</source>
        <translation>Zeile %1 ist kein Eintrag (%2 bei Byte %3 der Zeile)</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>it is open in another Qudoku window</source>
        <translation>sie ist in einem anderen Qudoku-Fenster geöffnet</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::BoardWidget</name>
    <message>
        <source>Sudoku board</source>
        <translation>Sudoku-Spielfeld</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>The clock has stopped. Click the board, or press Pause, to go on.</source>
        <translation>Die Uhr ist angehalten. Klicken Sie auf das Spielfeld oder drücken Sie Pause, um weiterzuspielen.</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::CageCombinationsView</name>
    <message>
        <source>Cage combinations</source>
        <translation>Käfig-Kombinationen</translation>
    </message>
    <message>
        <source>(more cages under the selection)</source>
        <translation>(weitere Käfige in der Auswahl)</translation>
    </message>
    <message numerus="yes">
        <source>Cage %1 in %n cell(s) (%2):</source>
        <translation>
            <numerusform>Käfig %1 in %n Zelle (%2):</numerusform>
            <numerusform>Käfig %1 in %n Zellen (%2):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no %n different digit(s) add up to %1.</source>
        <translation>
            <numerusform>keine %n Ziffer ergibt %1.</numerusform>
            <numerusform>keine %n verschiedenen Ziffern ergeben %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>all %n fit the candidates.</source>
        <translation>
            <numerusform>die %n Menge passt zu den Kandidaten.</numerusform>
            <numerusform>alle %n passen zu den Kandidaten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n fit the candidates (the others are struck out).</source>
        <translation>
            <numerusform>%1 von %n passt zu den Kandidaten (die anderen sind durchgestrichen).</numerusform>
            <numerusform>%1 von %n passen zu den Kandidaten (die anderen sind durchgestrichen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a cell of a cage to see the sets of digits that add up to its sum.</source>
        <translation>Wählen Sie eine Zelle eines Käfigs, um die Ziffernmengen zu sehen, die seine Summe ergeben.</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::CustomGameDialog</name>
    <message>
        <source>Custom Game</source>
        <translation>Benutzerdefiniertes Spiel</translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>&amp;Grade</source>
        <translation>&amp;Schwierigkeitsgrad</translation>
    </message>
    <message>
        <source>&amp;Practise a technique</source>
        <translation>&amp;Technik üben</translation>
    </message>
    <message>
        <source>The givens&apos; positions look the same after this turn or reflection</source>
        <translation>Die Positionen der Vorgaben sehen nach dieser Drehung oder Spiegelung gleich aus</translation>
    </message>
    <message>
        <source>&amp;Minimal: no given can be left out</source>
        <translation>&amp;Minimal: Keine Vorgabe ist verzichtbar</translation>
    </message>
    <message>
        <source>Taking away any given would give the puzzle a second solution</source>
        <translation>Würde man irgendeine Vorgabe entfernen, hätte das Rätsel eine zweite Lösung</translation>
    </message>
    <message>
        <source>Rare choices (a late technique on a small grid, strict symmetry with a high grade) take longer; you can cancel while the puzzle is made.</source>
        <translation>Seltene Kombinationen (eine späte Technik auf einem kleinen Gitter, strenge Symmetrie bei hohem Schwierigkeitsgrad) dauern länger; Sie können abbrechen, während das Rätsel erstellt wird.</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Schwierigkeit:</translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation>S&amp;ymmetrie:</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>Qudoku cannot make this puzzle: %1.</source>
        <translation>Qudoku kann dieses Rätsel nicht erstellen: %1.</translation>
    </message>
    <message>
        <source>None checked: classic Sudoku.</source>
        <translation>Nichts angekreuzt: klassisches Sudoku.</translation>
    </message>
    <message>
        <source>Any difficulty (fastest)</source>
        <translation>Beliebige Schwierigkeit (am schnellsten)</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>&amp;Minimal: no two cages can be joined</source>
        <translation>&amp;Minimal: keine zwei Käfige lassen sich vereinen</translation>
    </message>
    <message>
        <source>Joining any two neighbouring cages would give the puzzle a second solution</source>
        <translation>Das Vereinen zweier benachbarter Käfige gäbe dem Rätsel eine zweite Lösung</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::Game</name>
    <message>
        <source>Start playing</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Edit givens</source>
        <translation>Vorgaben bearbeiten</translation>
    </message>
    <message>
        <source>Erase %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>Pencil mark %1 in %2</source>
        <translation>Notiz %1 in %2</translation>
    </message>
    <message>
        <source>Fill all candidates</source>
        <translation>Alle Kandidaten eintragen</translation>
    </message>
    <message>
        <source>Clear all pencil marks</source>
        <translation>Alle Notizen entfernen</translation>
    </message>
    <message>
        <source>Hint in %1</source>
        <translation>Hinweis in %1</translation>
    </message>
    <message>
        <source>Erase the pencil marks of %1</source>
        <translation>Notizen in %1 löschen</translation>
    </message>
    <message>
        <source>Colour %1 off %2</source>
        <translation>Farbe %1 von %2 entfernt</translation>
    </message>
    <message>
        <source>Colour %1 on %2</source>
        <translation>Farbe %1 auf %2</translation>
    </message>
    <message>
        <source>Corner mark %1 in %2</source>
        <translation>Ecknotiz %1 in %2</translation>
    </message>
    <message>
        <source>Colour of candidate %1 in %2</source>
        <translation>Farbe des Kandidaten %1 in %2</translation>
    </message>
    <message>
        <source>Erase the corner marks of %1</source>
        <translation>Die Ecknotizen von %1 löschen</translation>
    </message>
    <message>
        <source>Erase the colours of %1</source>
        <translation>Die Farben von %1 löschen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Back to checkpoint %1</source>
        <translation>Zurück zu Kontrollpunkt %1</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::HintLadder</name>
    <message>
        <source>Fix this first</source>
        <translation>Zuerst korrigieren</translation>
    </message>
    <message>
        <source>Hint 1 of 3: where to look</source>
        <translation>Hinweis 1 von 3: wo Sie suchen sollten</translation>
    </message>
    <message>
        <source>Hint 2 of 3: the technique</source>
        <translation>Hinweis 2 von 3: die Technik</translation>
    </message>
    <message>
        <source>Hint 3 of 3: the deduction</source>
        <translation>Hinweis 3 von 3: die Schlussfolgerung</translation>
    </message>
    <message>
        <source>Looking for a step…</source>
        <translation>Schritt wird gesucht…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The givens break the rules, so there is no hint to give.</source>
        <translation>Die Vorgaben verstoßen gegen die Regeln, daher gibt es keinen Hinweis.</translation>
    </message>
    <message>
        <source>This puzzle has no solution, so there is no hint to give.</source>
        <translation>Dieses Rätsel hat keine Lösung, daher gibt es keinen Hinweis.</translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation>Das Rätsel ist gelöst.</translation>
    </message>
    <message>
        <source>The digits and pencil marks leave a cell or a value without a place.</source>
        <translation>Nach den Ziffern und Notizen hat eine Zelle keinen möglichen Wert mehr oder ein Wert keinen Platz.</translation>
    </message>
    <message>
        <source>No step holds in every solution from here: this puzzle has more than one solution, so the remaining cells can be filled in more than one way. Solve fills in one of them.</source>
        <translation>Ab hier gilt kein Schritt in jeder Lösung: Dieses Rätsel hat mehr als eine Lösung, daher lassen sich die übrigen Zellen auf mehr als eine Weise füllen. „Lösen“ füllt sie auf eine dieser Weisen aus.</translation>
    </message>
    <message>
        <source>No step found with the techniques Qudoku knows: this position needs harder ones, or a guess. Solve can still show the answer.</source>
        <translation>Mit den Techniken, die Qudoku kennt, wurde kein Schritt gefunden: Diese Stellung erfordert schwierigere Techniken oder Raten. „Lösen“ kann trotzdem die Lösung zeigen.</translation>
    </message>
    <message>
        <source>Step rating: %1.</source>
        <translation>Bewertung des Schritts: %1.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution; this step holds in every one of them.</source>
        <translation>Dieses Rätsel hat mehr als eine Lösung; dieser Schritt gilt in jeder davon.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::HintPanel</name>
    <message>
        <source>H&amp;int</source>
        <translation>H&amp;inweis</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Anwenden</translation>
    </message>
    <message>
        <source>Ne&amp;xt Step</source>
        <translation>&amp;Nächster Schritt</translation>
    </message>
    <message>
        <source>Solution Pa&amp;th</source>
        <translation>Lösungs&amp;weg</translation>
    </message>
    <message>
        <source>One rung further: where to look, the technique, the whole deduction, then apply it (Ctrl+H)</source>
        <translation>Eine Stufe weiter: wo Sie suchen sollten, die Technik, die ganze Schlussfolgerung, dann anwenden (Strg+H)</translation>
    </message>
    <message>
        <source>Apply the step the hint is on, as one move you can undo</source>
        <translation>Den Schritt des Hinweises anwenden, als einen Zug, den Sie rückgängig machen können</translation>
    </message>
    <message>
        <source>Apply this step and show the next one at the same rung</source>
        <translation>Diesen Schritt anwenden und den nächsten auf derselben Stufe zeigen</translation>
    </message>
    <message>
        <source>List every step from the current position, with ratings (Ctrl+P)</source>
        <translation>Alle Schritte ab der aktuellen Stellung auflisten, mit Bewertungen (Strg+P)</translation>
    </message>
    <message>
        <source>Press Hint for a nudge: where to look first, then the technique, then the whole deduction.</source>
        <translation>Klicken Sie auf „Hinweis“, um einen Denkanstoß zu bekommen: zuerst, wo Sie suchen sollten, dann die Technik, dann die ganze Schlussfolgerung.</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::MainWindow</name>
    <message>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>Puzzle number</source>
        <translation>Rätselnummer</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Solution Path</source>
        <translation>Lösungsweg</translation>
    </message>
    <message>
        <source>Type a puzzle&apos;s givens and choose Start Playing, or pick New Game.</source>
        <translation>Geben Sie die Vorgaben eines Rätsels ein und wählen Sie „Spiel starten“, oder wählen Sie „Neues Spiel“.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>%1×%1 puzzles</source>
        <translation>%1×%1-Rätsel</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>S&amp;pielen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keys and Mouse</source>
        <translation>&amp;Tasten und Maus</translation>
    </message>
    <message>
        <source>&amp;About Qudoku</source>
        <translation>Ü&amp;ber Qudoku</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>Your game could not be saved automatically (%1): save it yourself before you quit.</source>
        <translation>Ihr Spiel konnte nicht automatisch gespeichert werden (%1): Speichern Sie es selbst, bevor Sie Qudoku beenden.</translation>
    </message>
    <message>
        <source>Applied: %1.</source>
        <translation>Angewendet: %1.</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Ungespeichertes Spiel</translation>
    </message>
    <message>
        <source>Type the givens, then choose Start Playing.</source>
        <translation>Geben Sie die Vorgaben ein und wählen Sie dann „Spiel starten“.</translation>
    </message>
    <message>
        <source>Enter some givens first.</source>
        <translation>Geben Sie zuerst Vorgaben ein.</translation>
    </message>
    <message>
        <source>Cannot start playing: %1. Fix the givens first.</source>
        <translation>Spielstart nicht möglich: %1. Korrigieren Sie zuerst die Vorgaben.</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Your digits contradict every solution of this puzzle. Solve from the givens alone, replacing your digits?</source>
        <translation>Ihre Ziffern widersprechen jeder Lösung dieses Rätsels. Nur anhand der Vorgaben lösen und Ihre Ziffern ersetzen?</translation>
    </message>
    <message>
        <source>Your unfinished game could not be restored: %1. The file was set aside as %2.</source>
        <translation>Ihr unvollendetes Spiel konnte nicht wiederhergestellt werden: %1. Die Datei wurde als %2 beiseitegelegt.</translation>
    </message>
    <message>
        <source>Welcome back: your unfinished game is restored.</source>
        <translation>Willkommen zurück: Ihr unvollendetes Spiel wurde wiederhergestellt.</translation>
    </message>
    <message>
        <source>Welcome back: the givens you were typing are restored.</source>
        <translation>Willkommen zurück: Die Vorgaben, die Sie gerade eingegeben haben, wurden wiederhergestellt.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) in %1 could not be read; the first: %2.</source>
        <translation>
            <numerusform>%n Rätsel in %1 konnte nicht gelesen werden: %2.</numerusform>
            <numerusform>%n Rätsel in %1 konnten nicht gelesen werden; das erste: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Cannot paste: %1.</source>
        <translation>Einfügen nicht möglich: %1.</translation>
    </message>
    <message>
        <source>Pasted puzzle</source>
        <translation>Eingefügtes Rätsel</translation>
    </message>
    <message>
        <source>This puzzle cannot be played: %1. Fix the givens, then choose Start Playing.</source>
        <translation>Dieses Rätsel kann nicht gespielt werden: %1. Korrigieren Sie die Vorgaben und wählen Sie dann „Spiel starten“.</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2.</source>
        <translation>Rätsel %1 von %2.</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>Open Puzzle or Game</source>
        <translation>Rätsel oder Spiel öffnen</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Saved games (*.qudoku)</source>
        <translation>Gespeicherte Spiele (*.qudoku)</translation>
    </message>
    <message>
        <source>Copied the grid as one line.</source>
        <translation>Spielfeld als eine Zeile kopiert.</translation>
    </message>
    <message>
        <source>Copied the puzzle code %1: whoever pastes it gets this puzzle.</source>
        <translation>Rätselcode %1 kopiert: Wer ihn einfügt, bekommt dieses Rätsel.</translation>
    </message>
    <message>
        <source>Stopped making %1.</source>
        <translation>Erstellung abgebrochen: %1.</translation>
    </message>
    <message>
        <source>Qudoku could not make %1 (tried for as long as it may).</source>
        <translation>Qudoku konnte %1 nicht erstellen (die erlaubte Zeit ist abgelaufen).</translation>
    </message>
    <message>
        <source>“%1” is not a puzzle code: column %2: %3.</source>
        <translation>„%1“ ist kein Rätselcode: Position %2: %3.</translation>
    </message>
    <message>
        <source>Puzzle %1</source>
        <translation>Rätsel %1</translation>
    </message>
    <message>
        <source>New game: %1, code %2. Good luck!</source>
        <translation>Neues Spiel: %1 (Code %2). Viel Glück!</translation>
    </message>
    <message>
        <source>Puzzle of %1: %2, code %3. Good luck!</source>
        <translation>Rätsel vom %1: %2 (Code %3). Viel Glück!</translation>
    </message>
    <message>
        <source>The puzzle&apos;s rating: its grade and hardest technique (Sudoku Explainer-style ER of the hardest step, HoDoKu-style score)</source>
        <translation>Die Bewertung des Rätsels: Schwierigkeitsgrad und schwierigste Technik (ER des schwierigsten Schritts wie bei Sudoku Explainer, Punktzahl wie bei HoDoKu)</translation>
    </message>
    <message>
        <source>Qudoku</source>
        <translation>Qudoku</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spiel läuft</translation>
    </message>
    <message>
        <source>Entering givens</source>
        <translation>Eingabe der Vorgaben</translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>Time –</source>
        <translation>Zeit –</translation>
    </message>
    <message>
        <source>Time %1, paused</source>
        <translation>Zeit %1, pausiert</translation>
    </message>
    <message>
        <source>Time %1</source>
        <translation>Zeit %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>%1[*] — Qudoku</source>
        <translation>%1[*] — Qudoku</translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <comment>seconds so far</comment>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
    <message>
        <source>Making %1…</source>
        <translation>Erstelle %1…</translation>
    </message>
    <message numerus="yes">
        <source>, %n tried</source>
        <comment>candidate puzzles tried so far</comment>
        <translation>
            <numerusform>, %n Entwurf probiert</numerusform>
            <numerusform>, %n Entwürfe probiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n step(s)</source>
        <comment>steps found so far</comment>
        <translation>
            <numerusform>, %n Schritt</numerusform>
            <numerusform>, %n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>its solutions are still being counted</source>
        <translation>seine Lösungen werden noch gezählt</translation>
    </message>
    <message>
        <source>the puzzle has more than one</source>
        <translation>das Rätsel hat mehr als eine</translation>
    </message>
    <message>
        <source>the puzzle has none</source>
        <translation>das Rätsel hat keine</translation>
    </message>
    <message>
        <source>Printed without the solution: %1.</source>
        <translation>Ohne die Lösung gedruckt: %1.</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>sudoku</source>
        <translation>sudoku</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Cannot export to %1: the name must end in .pdf, .png or .svg.</source>
        <translation>Export nach %1 nicht möglich: Der Name muss auf .pdf, .png oder .svg enden.</translation>
    </message>
    <message>
        <source>Could not export to %1: %2.</source>
        <translation>Export nach %1 fehlgeschlagen: %2.</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportiert nach %1.</translation>
    </message>
    <message>
        <source>Could not print: the printer did not start.</source>
        <translation>Drucken nicht möglich: Der Drucker hat nicht begonnen.</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Druckvorschau</translation>
    </message>
    <message>
        <source>Expor&amp;t</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <source>Cannot export %1: %2</source>
        <translation>%1 kann nicht exportiert werden: %2</translation>
    </message>
    <message>
        <source>Exported the puzzle to %1.</source>
        <translation>Das Rätsel wurde nach %1 exportiert.</translation>
    </message>
    <message>
        <source>Puzzles and games (*.qudoku *.txt *.sudoku %1);;Saved games (*.qudoku);;All files (*)</source>
        <translation>Rätsel und Spiele (*.qudoku *.txt *.sudoku %1);;Gespeicherte Spiele (*.qudoku);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 puzzle (*.%2)</source>
        <translation>%1-Rätsel (*.%2)</translation>
    </message>
    <message>
        <source>Copied the position as a pencil-mark grid.</source>
        <translation>Die Stellung wurde als Kandidatengitter kopiert.</translation>
    </message>
    <message>
        <source>Welcome to Qudoku! A puzzle is on its way. Also: New Game (Ctrl+N), Daily Puzzle (Ctrl+D), Enter a Puzzle (Ctrl+Shift+N).</source>
        <translation>Willkommen bei Qudoku! Ein Rätsel ist unterwegs. Außerdem: Neues Spiel (Strg+N), Tagesrätsel (Strg+D), Rätsel eingeben (Strg+Umschalt+N).</translation>
    </message>
    <message>
        <source>Qudoku cannot keep games by itself right now (writing its files fails), so the current game would be lost. Save it first?</source>
        <translation>Qudoku kann Spiele gerade nicht selbst aufbewahren (das Schreiben seiner Dateien schlägt fehl), das aktuelle Spiel ginge also verloren. Zuerst speichern?</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>That game could not be brought back: %1.</source>
        <translation>Dieses Spiel konnte nicht zurückgeholt werden: %1.</translation>
    </message>
    <message>
        <source>Back to %1, as you left it.</source>
        <translation>Zurück zu %1, so wie Sie es verlassen haben.</translation>
    </message>
    <message>
        <source>Empty Grid of Si&amp;ze</source>
        <translation>Leeres Spielfeld der &amp;Größe</translation>
    </message>
    <message>
        <source>Recent &amp;Games</source>
        <translation>Letzte Spie&amp;le</translation>
    </message>
    <message>
        <source>Unfinished games you left for another one: each comes back as you left it</source>
        <translation>Unbeendete Spiele, die Sie für ein anderes verlassen haben: Jedes kommt so zurück, wie Sie es verlassen haben</translation>
    </message>
    <message>
        <source>Welcome to Qudoku: %1, code %2. New Game: Ctrl+N · Daily Puzzle: Ctrl+D · Enter a Puzzle: Ctrl+Shift+N</source>
        <translation>Willkommen bei Qudoku: %1, Code %2. Neues Spiel: Strg+N · Tagesrätsel: Strg+D · Rätsel eingeben: Strg+Umschalt+N</translation>
    </message>
    <message>
        <source>The game before, %1, is kept in Game → Recent Games.</source>
        <translation>Das Spiel davor, %1, liegt unter Spiel → Letzte Spiele.</translation>
    </message>
    <message>
        <source>Solved by Qudoku</source>
        <translation>Von Qudoku gelöst</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) clash</source>
        <translation>
            <numerusform>%n Zelle im Konflikt</numerusform>
            <numerusform>%n Zellen im Konflikt</numerusform>
        </translation>
    </message>
    <message>
        <source>I&amp;nput Mode</source>
        <translation>Ein&amp;gabemodus</translation>
    </message>
    <message>
        <source>&amp;Back to Checkpoint</source>
        <translation>Zu&amp;rück zum Kontrollpunkt</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message numerus="yes">
        <source>Checkpoint %1 set at %2, after %n move(s): Play → Back to Checkpoint returns to it.</source>
        <translation>
            <numerusform>Kontrollpunkt %1 um %2 gesetzt, nach %n Zug: Spielen → Zurück zum Kontrollpunkt kehrt zu ihm zurück.</numerusform>
            <numerusform>Kontrollpunkt %1 um %2 gesetzt, nach %n Zügen: Spielen → Zurück zum Kontrollpunkt kehrt zu ihm zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restarted: the puzzle as given. Undo brings your game back.</source>
        <translation>Neu begonnen: das Rätsel wie vorgegeben. „Rückgängig“ bringt Ihr Spiel zurück.</translation>
    </message>
    <message numerus="yes">
        <source>%1  at %2, after %n move(s)</source>
        <translation>
            <numerusform>%1  um %2, nach %n Zug</numerusform>
            <numerusform>%1  um %2, nach %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to checkpoint %1. Undo returns to where you were.</source>
        <translation>Zurück bei Kontrollpunkt %1. „Rückgängig“ kehrt dorthin zurück, wo Sie waren.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution: no move can be called wrong.</source>
        <translation>Dieses Rätsel hat mehr als eine Lösung: Kein Zug kann falsch genannt werden.</translation>
    </message>
    <message>
        <source>The solution is not known yet: try again in a moment.</source>
        <translation>Die Lösung ist noch nicht bekannt: Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>No wrong digit and no lost candidate so far: nothing to undo.</source>
        <translation>Bisher keine falsche Ziffer und kein verlorener Kandidat: nichts zurückzunehmen.</translation>
    </message>
    <message>
        <source>Back to the last correct position, before “%1”. Redo goes forward again.</source>
        <translation>Zurück bei der letzten richtigen Stellung, vor „%1“. „Wiederholen“ geht wieder vorwärts.</translation>
    </message>
    <message>
        <source>highlighting %1</source>
        <translation>%1 hervorgehoben</translation>
    </message>
    <message>
        <source>bivalue cells</source>
        <translation>Zellen mit zwei Kandidaten</translation>
    </message>
    <message>
        <source>Filter: %1</source>
        <translation>Filter: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s) in Game → Recent Games.</source>
        <translation>
            <numerusform>%n weiteres unvollendetes Spiel unter Spiel → Letzte Spiele.</numerusform>
            <numerusform>%n weitere unvollendete Spiele unter Spiel → Letzte Spiele.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open %1: it is open in another Qudoku window.</source>
        <translation>%1 kann nicht geöffnet werden: Es ist in einem anderen Qudoku-Fenster geöffnet.</translation>
    </message>
    <message>
        <source>Cannot save %1: it is open in another Qudoku window.</source>
        <translation>%1 kann nicht gespeichert werden: Es ist in einem anderen Qudoku-Fenster geöffnet.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 without the oldest %n moves of its undo history (with them the file would be too large to open).</source>
        <translation>
            <numerusform>%1 ohne den ältesten %n Zug seines Verlaufs gespeichert (mit ihm wäre die Datei zu groß zum Öffnen).</numerusform>
            <numerusform>%1 ohne die ältesten %n Züge seines Verlaufs gespeichert (mit ihnen wäre die Datei zu groß zum Öffnen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Digit first: each click on a cell enters %1</source>
        <translation>Ziffer zuerst: Jeder Klick auf eine Zelle trägt %1 ein</translation>
    </message>
    <message>
        <source>Digit first: each click on a cell toggles corner mark %1</source>
        <translation>Ziffer zuerst: Jeder Klick auf eine Zelle setzt oder entfernt die Ecknotiz %1</translation>
    </message>
    <message>
        <source>Digit first: each click on a cell toggles centre mark %1</source>
        <translation>Ziffer zuerst: Jeder Klick auf eine Zelle setzt oder entfernt die Mittelnotiz %1</translation>
    </message>
    <message>
        <source>Digit first: each click on a cell toggles colour %1</source>
        <translation>Ziffer zuerst: Jeder Klick auf eine Zelle setzt oder entfernt die Farbe %1</translation>
    </message>
    <message>
        <source>Esc ends the sticky digit, then clears the filters</source>
        <translation>Esc beendet die haftende Ziffer, dann hebt es die Filter auf</translation>
    </message>
    <message>
        <source>Pictures (%1)</source>
        <translation>Bilder (%1)</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>der Zwischenablage</translation>
    </message>
    <message>
        <source>the dropped picture</source>
        <translation>dem abgelegten Bild</translation>
    </message>
    <message>
        <source>Open Image</source>
        <translation>Bild öffnen</translation>
    </message>
    <message>
        <source>Pictures (%1);;All files (*)</source>
        <translation>Bilder (%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot read the picture: %1</source>
        <translation>Das Bild kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Puzzle from %1</source>
        <translation>Rätsel aus %1</translation>
    </message>
    <message>
        <source>Digits read from %1</source>
        <translation>Ziffern aus %1 gelesen</translation>
    </message>
    <message>
        <source>The puzzle read from %1 is ready to check: fix any digit, then choose Start Playing.</source>
        <translation>Das aus %1 gelesene Rätsel ist bereit zur Prüfung: Korrigieren Sie jede Ziffer, dann wählen Sie „Spiel starten“.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation>Einfügen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Copied a SudokuPad link to this puzzle.</source>
        <translation>Ein SudokuPad-Link zu diesem Rätsel wurde kopiert.</translation>
    </message>
    <message>
        <source>Copied an f-puzzles link to this puzzle.</source>
        <translation>Ein f-puzzles-Link zu diesem Rätsel wurde kopiert.</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::NumberPad</name>
    <message>
        <source>Colour the selected cells %1 (Alt+click on a candidate: that candidate)</source>
        <translation>Die ausgewählten Zellen %1 färben (Alt+Klick auf einen Kandidaten: diesen Kandidaten)</translation>
    </message>
    <message>
        <source>Enter %1 (with no cell selected: enter it with each click; Alt+click: highlight it)</source>
        <translation>%1 eintragen (ohne ausgewählte Zelle: mit jedem Klick eintragen; Alt+Klick: hervorheben)</translation>
    </message>
    <message>
        <source>All placed</source>
        <translation>Alle gesetzt</translation>
    </message>
    <message numerus="yes">
        <source>%n still to place</source>
        <translation>
            <numerusform>noch %n zu setzen</numerusform>
            <numerusform>noch %n zu setzen</numerusform>
        </translation>
    </message>
    <message>
        <source>Corner mark %1</source>
        <comment>a pad button, for screen readers</comment>
        <translation>Ecknotiz %1</translation>
    </message>
    <message>
        <source>Centre mark %1</source>
        <comment>a pad button, for screen readers</comment>
        <translation>Mittelnotiz %1</translation>
    </message>
    <message>
        <source>Enter %1</source>
        <comment>a pad button, for screen readers</comment>
        <translation>%1 eintragen</translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation>Farbe %1</translation>
    </message>
    <message>
        <source>%1, all placed</source>
        <translation>%1, alle gesetzt</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n still to place</source>
        <translation>
            <numerusform>%1, noch %n zu setzen</numerusform>
            <numerusform>%1, noch %n zu setzen</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys: 1 then %1, or %2</source>
        <comment>typing 16: 1 then 6, or G</comment>
        <translation>Tasten: 1, dann %1, oder %2</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::PathPanel</name>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technik</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Solution path</source>
        <translation>Lösungsweg</translation>
    </message>
    <message>
        <source>Finding the solution path…</source>
        <translation>Lösungsweg wird ermittelt…</translation>
    </message>
    <message>
        <source>The board has changed since this path was found.</source>
        <translation>Das Spielfeld hat sich geändert, seit dieser Lösungsweg ermittelt wurde.</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::PictureReviewDialog</name>
    <message>
        <source>Puzzle from %1</source>
        <translation>Rätsel aus %1</translation>
    </message>
    <message>
        <source>Reading the picture</source>
        <translation>Das Bild wird gelesen</translation>
    </message>
    <message>
        <source>Click a cell (or move with the arrow keys) and type its digit; 0 or Delete empties it. Cells marked ? were hard to read. Drag a round handle onto a corner of the grid to read it from there. Esc cancels the reading.</source>
        <translation>Klicken Sie eine Zelle an (oder gehen Sie mit den Pfeiltasten hin) und tippen Sie ihre Ziffer; 0 oder Entf leert sie. Mit ? markierte Zellen waren schwer zu lesen. Ziehen Sie einen runden Griff auf eine Ecke des Gitters, um es von dort zu lesen. Esc bricht das Lesen ab.</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Übernehmen</translation>
    </message>
    <message>
        <source>Put these digits on the board in Enter mode, to check and then Start Playing</source>
        <translation>Diese Ziffern im Eingabemodus auf das Spielfeld setzen, zum Prüfen und dann „Spiel starten“</translation>
    </message>
    <message>
        <source>Reading cancelled. Drag the handles onto the grid&apos;s corners to read it from there, or type the digits yourself.</source>
        <translation>Lesen abgebrochen. Ziehen Sie die Griffe auf die Ecken des Gitters, um es von dort zu lesen, oder tippen Sie die Ziffern selbst.</translation>
    </message>
    <message numerus="yes">
        <source>%n digit(s) read.</source>
        <translation>
            <numerusform>%n Ziffer gelesen.</numerusform>
            <numerusform>%n Ziffern gelesen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) marked ? to check against the picture.</source>
        <translation>
            <numerusform>%n Zelle mit ? markiert: mit dem Bild vergleichen.</numerusform>
            <numerusform>%n Zellen mit ? markiert: mit dem Bild vergleichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>These digits have no solution: some must be wrong.</source>
        <translation>Diese Ziffern haben keine Lösung: Einige müssen falsch sein.</translation>
    </message>
    <message>
        <source>These digits have exactly one solution.</source>
        <translation>Diese Ziffern haben genau eine Lösung.</translation>
    </message>
    <message>
        <source>These digits have more than one solution: a digit may be missing.</source>
        <translation>Diese Ziffern haben mehr als eine Lösung: Vielleicht fehlt eine Ziffer.</translation>
    </message>
    <message>
        <source>Start Playing checks the puzzle once it is on the board.</source>
        <translation>„Spiel starten“ prüft das Rätsel, sobald es auf dem Spielfeld ist.</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::PictureReviewView</name>
    <message>
        <source>The picture and the puzzle read from it</source>
        <translation>Das Bild und das daraus gelesene Rätsel</translation>
    </message>
    <message>
        <source>Arrow keys move between cells; type a digit to fix a cell, 0 or Delete to empty it</source>
        <translation>Pfeiltasten wechseln zwischen Zellen; eine Ziffer korrigiert eine Zelle, 0 oder Entf leert sie</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::PuzzleCheck</name>
    <message numerus="yes">
        <source>Not checked: counting the solutions took longer than %n s. The puzzle may have no solution, or several.</source>
        <translation>
            <numerusform>Nicht geprüft: Das Zählen der Lösungen dauerte länger als %n s. Das Rätsel hat möglicherweise keine oder mehrere Lösungen.</numerusform>
            <numerusform>Nicht geprüft: Das Zählen der Lösungen dauerte länger als %n s. Das Rätsel hat möglicherweise keine oder mehrere Lösungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check cancelled: the puzzle may have no solution, or several.</source>
        <translation>Prüfung abgebrochen: Das Rätsel hat möglicherweise keine oder mehrere Lösungen.</translation>
    </message>
    <message>
        <source>This puzzle has exactly one solution. Good luck!</source>
        <translation>Dieses Rätsel hat genau eine Lösung. Viel Glück!</translation>
    </message>
    <message>
        <source>%1 (%2 or %3)</source>
        <translation>%1 (%2 oder %3)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>, and %n more</source>
        <translation>
            <numerusform> und %n weitere</numerusform>
            <numerusform> und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>This puzzle has more than one solution: the board marks where two of them differ.</source>
        <translation>Dieses Rätsel hat mehr als eine Lösung: Das Spielfeld markiert, wo sich zwei davon unterscheiden.</translation>
    </message>
    <message>
        <source>Several Solutions</source>
        <translation>Mehrere Lösungen</translation>
    </message>
    <message numerus="yes">
        <source>This puzzle has more than one solution. Two of them differ in the %n cell(s) marked on the board: %1.</source>
        <translation>
            <numerusform>Dieses Rätsel hat mehr als eine Lösung. Zwei davon unterscheiden sich in der %n auf dem Spielfeld markierten Zelle: %1.</numerusform>
            <numerusform>Dieses Rätsel hat mehr als eine Lösung. Zwei davon unterscheiden sich in den %n auf dem Spielfeld markierten Zellen: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>A given is probably missing or mistyped: edit the givens to fix it, or play anyway (any grid that follows the rules then counts).</source>
        <translation>Wahrscheinlich fehlt eine Vorgabe oder ist falsch eingegeben: Bearbeiten Sie die Vorgaben, um das zu beheben, oder spielen Sie trotzdem (dann zählt jedes regelkonform ausgefüllte Gitter).</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Dieses Rätsel hat keine Lösung.</translation>
    </message>
    <message>
        <source>No Solution</source>
        <translation>Keine Lösung</translation>
    </message>
    <message>
        <source>This puzzle has no solution: its givens follow the rules, but no grid completes them. A given is probably mistyped.</source>
        <translation>Dieses Rätsel hat keine Lösung: Seine Vorgaben verstoßen gegen keine Regel, aber kein Gitter vervollständigt sie. Wahrscheinlich ist eine Vorgabe falsch eingegeben.</translation>
    </message>
    <message>
        <source>Edit the givens to fix it, or play anyway.</source>
        <translation>Bearbeiten Sie die Vorgaben, um das zu beheben, oder spielen Sie trotzdem.</translation>
    </message>
    <message>
        <source>This puzzle has no solution: its givens break the rules (%1).</source>
        <translation>Dieses Rätsel hat keine Lösung: Seine Vorgaben verstoßen gegen die Regeln (%1).</translation>
    </message>
    <message>
        <source>The givens of this puzzle break the rules (%1).</source>
        <translation>Die Vorgaben dieses Rätsels verstoßen gegen die Regeln (%1).</translation>
    </message>
    <message>
        <source>&amp;Edit Givens</source>
        <translation>&amp;Vorgaben bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Play Anyway</source>
        <translation>&amp;Trotzdem spielen</translation>
    </message>
    <message>
        <source>Playing anyway: any grid that follows the rules counts.</source>
        <translation>Es wird trotzdem gespielt: Jedes regelkonform ausgefüllte Gitter zählt.</translation>
    </message>
    <message>
        <source>Edit the givens, then choose Start Playing. Your digits stay where they still fit.</source>
        <translation>Bearbeiten Sie die Vorgaben und wählen Sie dann „Spiel starten“. Ihre Ziffern bleiben, wo sie noch passen.</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::PuzzleCodeDialog</name>
    <message>
        <source>The puzzle code (for example 9H-4KZ7QP2M; Edit → Copy Puzzle Code gives a game&apos;s code):</source>
        <translation>Der Rätselcode (zum Beispiel 9H-4KZ7QP2M; Bearbeiten → Rätselcode kopieren liefert den Code eines Spiels):</translation>
    </message>
    <message>
        <source>Puzzle from Code</source>
        <translation>Rätsel aus Code</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>S&amp;pielen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Column %1: %2.</source>
        <translation>Spalte %1: %2.</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::PuzzleRating</name>
    <message>
        <source>Rating…</source>
        <translation>Wird bewertet…</translation>
    </message>
    <message>
        <source>Not rated: several solutions</source>
        <translation>Nicht bewertet: mehrere Lösungen</translation>
    </message>
    <message>
        <source>Not rated: no solution</source>
        <translation>Nicht bewertet: keine Lösung</translation>
    </message>
    <message numerus="yes">
        <source>Not rated: took longer than %n s</source>
        <translation>
            <numerusform>Nicht bewertet: dauerte länger als %n s</numerusform>
            <numerusform>Nicht bewertet: dauerte länger als %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>Not rated: cancelled</source>
        <translation>Nicht bewertet: abgebrochen</translation>
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
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::RecentGames</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>heute um %1</translation>
    </message>
    <message>
        <source>%1: givens being typed, %2 of %3 cells, left %4</source>
        <translation>%1: Vorgaben in Eingabe, %2 von %3 Zellen, verlassen %4</translation>
    </message>
    <message>
        <source>%1: %2 of %3 cells, %4, left %5</source>
        <translation>%1: %2 von %3 Zellen, %4, verlassen %5</translation>
    </message>
    <message>
        <source>No unfinished games</source>
        <translation>Keine unbeendeten Spiele</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::RulesPanel</name>
    <message>
        <source>by %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>The setter&apos;s rules:</source>
        <translation>Die Regeln des Rätselautors:</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::ScoreKeeper</name>
    <message>
        <source>%1×%1 %2</source>
        <translation>%1×%1, %2</translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>Your first solved %1 puzzle.</source>
        <translation>Ihr erstes gelöstes Rätsel (%1).</translation>
    </message>
    <message>
        <source>A new personal best for %1 puzzles: it was %2.</source>
        <translation>Neue persönliche Bestzeit für Rätsel (%1): bisher %2.</translation>
    </message>
    <message>
        <source>Your best for %1 puzzles is %2.</source>
        <translation>Ihre Bestzeit für Rätsel (%1) liegt bei %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) used.</source>
        <translation>
            <numerusform>%n Hinweis genutzt.</numerusform>
            <numerusform>%n Hinweise genutzt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved in %1</source>
        <translation>Gelöst in %1</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>The new language shows the next time Qudoku starts.</source>
        <translation>Die neue Sprache wird beim nächsten Start von Qudoku wirksam.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Row, column and box of the selected cell</source>
        <translation>Zeile, Spalte und Block der ausgewählten Zelle</translation>
    </message>
    <message>
        <source>Cells with the same digit</source>
        <translation>Zellen mit derselben Ziffer</translation>
    </message>
    <message>
        <source>Conflicts (digits that break a rule)</source>
        <translation>Konflikte (Ziffern, die gegen eine Regel verstoßen)</translation>
    </message>
    <message>
        <source>Highlight</source>
        <translation>Hervorheben</translation>
    </message>
    <message>
        <source>Remove a placed digit from its peers&apos; pencil marks</source>
        <translation>Gesetzte Ziffer aus den Notizen ihrer Nachbarzellen entfernen</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>When I press Check</source>
        <translation>Wenn ich auf „Prüfen“ klicke</translation>
    </message>
    <message>
        <source>Right away, after every move</source>
        <translation>Sofort, nach jedem Zug</translation>
    </message>
    <message>
        <source>Where to look</source>
        <translation>Wo Sie suchen sollten</translation>
    </message>
    <message>
        <source>The technique</source>
        <translation>Die Technik</translation>
    </message>
    <message>
        <source>The whole deduction</source>
        <translation>Die ganze Schlussfolgerung</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <source>&amp;Mistakes:</source>
        <translation>&amp;Fehler anzeigen:</translation>
    </message>
    <message>
        <source>First &amp;hint shows:</source>
        <translation>Erster &amp;Hinweis zeigt:</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>In fixed places</source>
        <translation>An festen Plätzen</translation>
    </message>
    <message>
        <source>In a centred row</source>
        <translation>In einer mittigen Reihe</translation>
    </message>
    <message>
        <source>Hi&amp;de the timer (it still counts for the statistics)</source>
        <translation>Die &amp;Uhr ausblenden (sie läuft für die Statistik weiter)</translation>
    </message>
    <message>
        <source>&amp;Centre marks:</source>
        <translation>Mittel&amp;notizen:</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::SolutionPath</name>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Dieses Rätsel hat keine Lösung.</translation>
    </message>
    <message>
        <source>Fix these first; the path starts from a correct board:</source>
        <translation>Korrigieren Sie zuerst diese Fehler; der Lösungsweg beginnt bei einem korrekten Spielfeld:</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s). %1.</source>
        <translation>
            <numerusform>%n Schritt. %1.</numerusform>
            <numerusform>%n Schritte. %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>This puzzle has more than one solution; these steps hold in every one of them.</source>
        <translation>Dieses Rätsel hat mehr als eine Lösung; diese Schritte gelten in jeder davon.</translation>
    </message>
    <message>
        <source>After these no step holds in every solution: the rest can be filled in more than one way.</source>
        <translation>Danach gilt kein Schritt mehr in jeder Lösung: Der Rest lässt sich auf mehr als eine Weise füllen.</translation>
    </message>
    <message>
        <source>After these the engine finds no more steps: the rest needs harder techniques, or a guess.</source>
        <translation>Danach findet die Engine keine weiteren Schritte: Der Rest erfordert schwierigere Techniken oder Raten.</translation>
    </message>
    <message>
        <source>The path ends in a contradiction.</source>
        <translation>Der Lösungsweg endet in einem Widerspruch.</translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation>Das Rätsel ist gelöst.</translation>
    </message>
</context>
<context>
    <name>qudoku::ui::StatisticsDialog</name>
    <message>
        <source>not rated</source>
        <translation>nicht bewertet</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Zurücksetzen…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>No games yet. A game counts once it ends: solved, solved by the computer, or left for another puzzle.</source>
        <translation>Noch keine Spiele. Ein Spiel zählt, sobald es endet: gelöst, vom Computer gelöst oder für ein anderes Rätsel verlassen.</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Schwierigkeitsgrad</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Bestzeit</translation>
    </message>
    <message>
        <source>Average time</source>
        <translation>Durchschnittszeit</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Genutzte Hinweise</translation>
    </message>
    <message>
        <source>Statistics by size and grade</source>
        <translation>Statistik nach Größe und Schwierigkeitsgrad</translation>
    </message>
    <message>
        <source>Times are playing time: a paused game&apos;s clock stands still.</source>
        <translation>Die Zeiten sind Spielzeiten: Während einer Pause steht die Uhr still.</translation>
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
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget every game played so far, with its times? This cannot be undone.</source>
        <translation>Alle bisher gespielten Spiele samt ihren Zeiten vergessen? Das kann nicht rückgängig gemacht werden.</translation>
    </message>
</context>
</TS>
