#!/usr/bin/python3
"""The board as a screen reader meets it, through a real assistive-technology client.

Starts qudoku in a private desktop (a11ysession.py: Xvfb, a D-Bus session bus, the AT-SPI bus and
registry, a fresh HOME) on a known puzzle, and reads it from outside the process with libatspi (gi's
Atspi, the library Orca is built on), as Orca would:

  1. finds the app on the AT-SPI bus (by its process id) and, in its tree, the board: a table named
     "Sudoku board", 9 × 9, with row and column headers;
  2. reads cells: r1c1 "Row 1, column 1: 5, given", r1c3 "Row 1, column 3: empty";
  3. clicks r1c1 (the click activates the window: there is no window manager to do it), presses Right
     twice and checks the focus came to r1c2, then r1c3 (focus events and the cell's focused state);
  4. types 4 and checks the cell's name-change event arrived and its name is now "Row 1, column 3: 4";
  5. reads the hint panel's words;
  6. quits through the Game menu's Quit item (its AT-SPI action) and checks the app exits with status 0
     (under the sanitizers: a clean teardown).
Every key and click goes through the AT-SPI registry (Atspi.generate_keyboard_event and
generate_mouse_event), not through the app.

    tst_atspi_board.py --app build/dev/app/gui/qudoku

Exits 0 when all holds; otherwise prints what it expected, what it found, the events it saw and the
app's output. Every process it started is stopped however it ends, and the whole run is bounded
(--seconds, 120 by default) so a hang fails instead of waiting for ctest.
"""

import argparse
import os
import signal
import subprocess
import sys
import time
import traceback
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from a11ysession import A11ySession, SessionError  # noqa: E402

# The classic puzzle (tests/ui/testsupport.h kPuzzle): row 1 is 5 3 . . 7 . . . .; r1c3's digit is 4.
PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
STEP_SECONDS = 30  # the longest wait for one thing to happen; only a failure waits that long
KEY_RIGHT = 0xFF53  # X keysyms
KEY_4 = 0x34


class Failure(Exception):
    pass


class Overran(BaseException):
    """The whole test took longer than --seconds (SIGALRM), or a signal stopped it (ctest's SIGTERM at
    its time limit, Ctrl+C). A BaseException, so the `except Exception` around calls into an app that
    may still be starting does not swallow it."""


# Why the test must stop, set by the signal handlers; Client.pump() raises it. A handler that raised
# by itself would often do so inside one of libatspi's event callbacks, where PyGObject prints the
# exception and drops it (measured: a 1 s limit went unnoticed through a 2.4 s run).
stop_reason = None
time_limit = None  # --seconds


def stop_on_signal(signum, frame):
    global stop_reason
    if stop_reason is None:
        stop_reason = f"the test took longer than {time_limit} s" if signum == signal.SIGALRM else f"stopped by signal {signum}"


def say(message):
    print(f"tst_atspi_board: {message}", flush=True)


class Client:
    """libatspi in this process, its events gathered as they come."""

    def __init__(self):
        import gi
        gi.require_version("Atspi", "2.0")
        from gi.repository import Atspi, GLib
        self.Atspi, self.GLib = Atspi, GLib
        if Atspi.init() not in (0, 1):  # 1: already initialised
            raise Failure("Atspi.init() failed")
        self.events = []  # (type, source, detail1)
        self._listener = Atspi.EventListener.new(self._on_event)
        # What Orca listens to for a table: focus, state and name changes.
        for kind in ("focus:", "object:state-changed:focused", "object:state-changed:selected",
                     "object:property-change:accessible-name"):
            self._listener.register(kind)

    def _on_event(self, event):
        self.events.append((event.type, event.source, event.detail1))

    def pump(self):
        context = self.GLib.MainContext.default()
        while context.iteration(False):
            pass
        if stop_reason is not None:
            raise Overran(stop_reason)

    def wait_for(self, what, probe, seconds=STEP_SECONDS):
        """Pumps events until probe() returns something true, and returns it; Failure after `seconds`."""
        deadline = time.monotonic() + seconds
        last_error = None
        while True:
            self.pump()
            try:
                result = probe()
                if result:
                    return result
            except Exception as error:  # a GLib.Error from a call into an app still starting
                last_error = error
            if time.monotonic() > deadline:
                detail = f" (last error: {last_error})" if last_error else ""
                raise Failure(f"{what}: not seen within {seconds} s{detail}")
            time.sleep(0.05)

    def app_with_pid(self, pid):
        desktop = self.Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            if app is not None and app.get_process_id() == pid:
                return app
        return None

    def find(self, root, matches, limit=3000):
        """The first accessible under root (breadth first) that matches; tables are not entered (their
        cells are reached through the Table interface)."""
        queue, seen = [root], 0
        while queue and seen < limit:
            node = queue.pop(0)
            seen += 1
            if matches(node):
                return node
            if node.get_role() == self.Atspi.Role.TABLE:
                continue
            for i in range(node.get_child_count()):
                child = node.get_child_at_index(i)
                if child is not None:
                    queue.append(child)
        return None

    def name(self, accessible):
        accessible.clear_cache()  # ask the app, not libatspi's cache
        return accessible.get_name()

    def describe(self, accessible):
        try:
            return f"{accessible.get_role_name()} \"{accessible.get_name()}\""
        except Exception as error:  # the object may be gone
            return f"<{error}>"


def expect(what, found, wanted):
    if found != wanted:
        raise Failure(f"{what}: expected {wanted!r}, found {found!r}")
    say(f"ok: {what}: {found!r}")


def run(app_path, session, log_path):
    session.use_in_this_process()
    client = Client()  # listening before the app starts: its bridge learns of the listeners at once
    try:
        steps(client, app_path, session, log_path)
    except BaseException:
        if client.events:
            say(f"the last events seen (of {len(client.events)}):")
            for kind, source, detail in client.events[-20:]:
                say(f"  {kind} ({detail}) from {client.describe(source)}")
        raise


def steps(client, app_path, session, log_path):
    puzzle = os.path.join(session.dir, "classic.txt")
    with open(puzzle, "w") as f:
        f.write(PUZZLE + "\n")
    with open(log_path, "wb") as log:
        app = session.start("qudoku", [app_path, puzzle], stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT)
    say(f"started {app_path} {puzzle} (pid {app.pid})")

    def alive():
        if app.poll() is not None:
            raise Failure(f"qudoku exited with status {app.returncode}")
        return True

    Atspi = client.Atspi
    application = client.wait_for("qudoku on the AT-SPI bus", lambda: alive() and client.app_with_pid(app.pid))
    say(f"found the application: {client.describe(application)}")

    # 1. The board: a 9 × 9 table with headers.
    table = client.wait_for(
        "a table named \"Sudoku board\"",
        lambda: alive() and client.find(application, lambda a: a.get_role() == Atspi.Role.TABLE
                                        and a.get_name() == "Sudoku board"))
    expect("rows", Atspi.Table.get_n_rows(table), 9)
    expect("columns", Atspi.Table.get_n_columns(table), 9)
    expect("children (the cells)", table.get_child_count(), 81)
    expect("row 3's header", client.name(Atspi.Table.get_row_header(table, 2)), "Row 3")
    expect("column 5's header", client.name(Atspi.Table.get_column_header(table, 4)), "Column 5")

    # 2. Cells, by row and column.
    r1c1 = Atspi.Table.get_accessible_at(table, 0, 0)
    r1c3 = Atspi.Table.get_accessible_at(table, 0, 2)
    expect("r1c1's role", r1c1.get_role(), Atspi.Role.TABLE_CELL)
    expect("r1c1", client.name(r1c1), "Row 1, column 1: 5, given")
    expect("r1c3", client.name(r1c3), "Row 1, column 3: empty")
    expect("r1c3's index in the table", r1c3.get_index_in_parent(), 2)

    # 3. The keyboard comes to the board with a click on r1c1; Right twice moves the cursor to r1c3.
    extents = r1c1.get_extents(Atspi.CoordType.SCREEN)
    if extents.width <= 0 or extents.height <= 0:
        raise Failure(f"r1c1 has no place on the screen: {extents.x},{extents.y} {extents.width}x{extents.height}")
    Atspi.generate_mouse_event(extents.x + extents.width // 2, extents.y + extents.height // 2, "b1c")
    client.wait_for("r1c1 focused after the click",
                    lambda: alive() and r1c1.get_state_set().contains(Atspi.StateType.FOCUSED))
    say("ok: r1c1 has the focus")

    def focus_went_to(index):
        def probe():
            for kind, source, detail in client.events:
                if kind in ("focus:", "object:state-changed:focused") and (kind == "focus:" or detail == 1):
                    try:
                        if source.get_index_in_parent() == index and source.get_role() == Atspi.Role.TABLE_CELL:
                            return True
                    except Exception:
                        pass
            return False
        return probe

    for column in (1, 2):
        client.events.clear()
        Atspi.generate_keyboard_event(KEY_RIGHT, None, Atspi.KeySynthType.SYM)
        client.wait_for(f"a focus event on r1c{column + 1} after Right", focus_went_to(column))
        say(f"ok: Right: the focus event came from r1c{column + 1}")
    expect("r1c3's state says focused", r1c3.get_state_set().contains(Atspi.StateType.FOCUSED), True)
    expect("r1c3's state says selected", r1c3.get_state_set().contains(Atspi.StateType.SELECTED), True)
    expect("r1c1's state no longer says focused", r1c1.get_state_set().contains(Atspi.StateType.FOCUSED), False)

    # 4. A digit: the cell says so, and tells the client it changed.
    client.events.clear()
    Atspi.generate_keyboard_event(KEY_4, None, Atspi.KeySynthType.SYM)

    def name_changed():
        for kind, source, _ in client.events:
            if kind == "object:property-change:accessible-name":
                try:
                    if source.get_index_in_parent() == 2 and source.get_role() == Atspi.Role.TABLE_CELL:
                        return True
                except Exception:
                    pass
        return False

    client.wait_for("a name-change event from r1c3 after typing 4", lambda: alive() and name_changed())
    say("ok: typing 4: r1c3 sent a name change")
    expect("r1c3 after typing 4", client.name(r1c3), "Row 1, column 3: 4")
    expect("the same cell read again through the table", client.name(Atspi.Table.get_accessible_at(table, 0, 2)),
           "Row 1, column 3: 4")

    # 5. The hint panel's words are there to read.
    words = client.find(application, lambda a: (a.get_name() or "").startswith("Press Hint for a nudge"))
    if words is None:
        raise Failure("the hint panel's words (\"Press Hint for a nudge...\") are not in the tree")
    say(f"ok: the hint panel reads {client.describe(words)}")

    # 6. Game → Quit, through the menu item's action as a screen reader user picks it: the app quits by
    # itself, cleanly (under the sanitizers its teardown with the bridge active is checked too: a
    # report would end it with another status). Not Ctrl+Q: Qt's bridge keeps a copy of each key event
    # until the registry answers whether a listener took it, and a key that quits the app leaves that
    # copy behind (LeakSanitizer saw it in 2 of 12 runs: a QKeyEvent and its text "q").
    quit_item = client.find(application, lambda a: a.get_role() == Atspi.Role.MENU_ITEM and a.get_name() == "Quit")
    if quit_item is None:
        raise Failure("no menu item \"Quit\" in the tree")
    with warnings.catch_warnings():  # get_action_name is deprecated, but its successor is not in gi's 2.46 binding
        warnings.simplefilter("ignore", DeprecationWarning)
        actions = [Atspi.Action.get_action_name(quit_item, i) for i in range(Atspi.Action.get_n_actions(quit_item))]
    if not actions:
        raise Failure("the menu item \"Quit\" has no action")
    try:
        Atspi.Action.do_action(quit_item, 0)  # "Press"
    except Exception as error:  # the app may be gone before it answers
        say(f"(the Quit action's call ended with: {error})")
    status = client.wait_for("qudoku quitting after Game → Quit", lambda: app.poll() is not None and (app.returncode,))[0]
    expect(f"qudoku's exit status after Game → Quit ({actions[0]})", status, 0)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--app", required=True, help="the qudoku executable")
    parser.add_argument("--seconds", type=int, default=120, help="the longest the whole test may take")
    args = parser.parse_args()
    if not os.access(args.app, os.X_OK):
        say(f"error: no executable at {args.app}")
        return 1

    global time_limit
    time_limit = args.seconds
    for signum in (signal.SIGALRM, signal.SIGTERM, signal.SIGINT):
        signal.signal(signum, stop_on_signal)
    signal.alarm(args.seconds)
    started = time.monotonic()
    log_path = None
    try:
        with A11ySession() as session:
            log_path = os.path.join(session.dir, "qudoku.log")
            try:
                run(args.app, session, log_path)
                signal.alarm(0)  # done in time: stopping the session is not part of the test
            except BaseException:
                # The session's directory (and the app's log) goes when the session closes: show it now.
                if os.path.exists(log_path):
                    output = open(log_path, errors="replace").read().strip()
                    say("qudoku's output:\n" + (output[-4000:] if output else "(nothing)"))
                raise
    except (Failure, SessionError, Overran) as error:
        say(f"FAIL: {error}")
        return 1
    except Exception:  # a mistake of the script's own, or a client call that broke: say where
        say("FAIL: " + traceback.format_exc())
        return 1
    finally:
        signal.alarm(0)
    say(f"passed in {time.monotonic() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
