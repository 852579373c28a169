#!/usr/bin/python3
"""A private desktop for accessibility tests: an X server (Xvfb), a D-Bus session bus and the AT-SPI
bus with its registry, all started here, in a fresh temporary HOME, and all stopped again however the
test ends (also on an exception, Ctrl+C or ctest's SIGTERM at its timeout). Nothing of the machine's
own session is used: not its display, not its session bus, not its settings.

    with A11ySession() as session:
        subprocess.run(["qudoku"], env=session.env)   # a Qt app on the AT-SPI bus
        session.use_in_this_process()                 # then: from gi.repository import Atspi

As a program it runs one command inside such a session (the Qt Test suite that needs Qt's
accessibility active, tst_ui_accessibility) and exits with the command's status:

    a11ysession.py [--seconds N] -- build/dev/tests/ui/tst_ui_accessibility

How it is put together, as a desktop session does it:
  1. Xvfb picks a free display itself (-displayfd), so parallel tests never collide.
  2. dbus-daemon --session, on a socket in the temporary directory, with DISPLAY in its environment.
  3. org.a11y.Bus.GetAddress on that bus: D-Bus activation starts at-spi-bus-launcher
     (at-spi2-core's service file), which starts the accessibility bus; the AT-SPI registry
     (at-spi2-registryd) is activated on that bus when the first client asks for it.
  4. Children get DISPLAY and DBUS_SESSION_BUS_ADDRESS (they find the AT-SPI bus there), Qt's xcb platform and
     QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 (Qt's bridge otherwise waits for a screen reader to say it
     is running), and English.
Every process is started in a process group of its own; the activated ones (launcher, accessibility
bus, registry) live in the session bus's group, and each group is ended with SIGTERM, then SIGKILL.
Should this script itself be killed outright (SIGKILL: nothing of it runs any more), the processes it
started directly get SIGTERM from the kernel (setpriv --pdeathsig, util-linux), and the activated ones
go with their buses.
"""

import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time

# Debian 12 packages that provide what this needs (tools/debian-packages.txt lists them).
PACKAGES = {
    "Xvfb": "xvfb",
    "dbus-daemon": "dbus-daemon",
    "dbus-send": "dbus-bin",
    "at-spi-bus-launcher": "at-spi2-core",
}
STARTUP_SECONDS = 30  # only a hang waits this long; each step normally takes milliseconds


class SessionError(RuntimeError):
    pass


def log(message):
    print(f"a11ysession: {message}", file=sys.stderr, flush=True)


def _require(program):
    path = shutil.which(program)
    if not path:
        raise SessionError(f"{program} not found: install the Debian package {PACKAGES[program]} "
                           "(tools/setup.sh installs tools/debian-packages.txt)")
    return path


def _dying_with_us(argv):
    """argv, run so that the kernel sends it SIGTERM when this script dies (even by SIGKILL)."""
    setpriv = shutil.which("setpriv")  # util-linux, an essential package in Debian
    return [setpriv, "--pdeathsig", "TERM", "--"] + list(argv) if setpriv else list(argv)


def _bus_launcher():
    for path in ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher"):
        if os.access(path, os.X_OK):
            return path
    raise SessionError("at-spi-bus-launcher not found: install the Debian package at-spi2-core")


def _read_line(fd, what, process, seconds=STARTUP_SECONDS):
    """The first line written to fd by `process`, or a SessionError after `seconds`."""
    deadline = time.monotonic() + seconds
    data = b""
    while b"\n" not in data:
        left = deadline - time.monotonic()
        if left <= 0:
            raise SessionError(f"{what} said nothing within {seconds} s")
        ready, _, _ = select.select([fd], [], [], min(left, 0.5))
        if ready:
            chunk = os.read(fd, 4096)
            if not chunk:
                raise SessionError(f"{what} exited (status {process.poll()}) before it was ready")
            data += chunk
        elif process.poll() is not None:
            raise SessionError(f"{what} exited with status {process.returncode} before it was ready")
    return data.split(b"\n", 1)[0].decode().strip()


class A11ySession:
    def __init__(self):
        self.dir = None
        self.env = None
        self.a11y_address = None
        self._groups = []  # (name, Popen) of the process groups to end

    # --- starting -----------------------------------------------------------------------------
    def __enter__(self):
        previous = signal.getsignal(signal.SIGTERM)
        if previous in (signal.SIG_DFL, None):
            # ctest ends a test that overran with SIGTERM: turn it into an exception, so the
            # processes started here are stopped on the way out.
            signal.signal(signal.SIGTERM, _terminate)
        try:
            self._start()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def _start(self):
        xvfb, dbus_daemon = _require("Xvfb"), _require("dbus-daemon")
        _require("dbus-send")
        _bus_launcher()
        self.dir = tempfile.mkdtemp(prefix="qudoku-a11y-")
        home = os.path.join(self.dir, "home")
        runtime = os.path.join(self.dir, "runtime")
        os.makedirs(home)
        os.makedirs(runtime, mode=0o700)
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("DBUS_", "AT_SPI_", "XDG_", "WAYLAND_", "QT_", "LC_", "LANG"))
               and k not in ("DISPLAY", "XAUTHORITY", "SESSION_MANAGER")}
        env.update({
            "HOME": home,  # no settings, autosave or recent games from the user's
            "XDG_RUNTIME_DIR": runtime,
            "XDG_CONFIG_HOME": os.path.join(home, ".config"),
            "XDG_DATA_HOME": os.path.join(home, ".local", "share"),
            "XDG_CACHE_HOME": os.path.join(home, ".cache"),
            "XDG_STATE_HOME": os.path.join(home, ".local", "state"),
            "GSETTINGS_BACKEND": "memory",  # the bus launcher reads a setting; no dconf service
            "LANG": "C.UTF-8",
            "LANGUAGE": "en",
        })
        # Sanitizer options and the like stay (a sanitizer build's app reports into the test's log).

        # 1. The X server, on whatever display is free.
        read_fd, write_fd = os.pipe()
        x = subprocess.Popen(_dying_with_us([xvfb, "-displayfd", str(write_fd), "-screen", "0", "1280x1024x24",
                                             "-nolisten", "tcp", "-noreset"]),
                             pass_fds=(write_fd,), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=open(os.path.join(self.dir, "xvfb.log"), "wb"),
                             start_new_session=True, env=env)
        self._groups.append(("Xvfb", x))
        os.close(write_fd)
        try:
            display = _read_line(read_fd, "Xvfb", x)
        finally:
            os.close(read_fd)
        env["DISPLAY"] = f":{display}"

        # 2. The session bus, in the temporary directory.
        read_fd, write_fd = os.pipe()
        bus = subprocess.Popen(_dying_with_us([dbus_daemon, "--session", "--nofork", "--nopidfile",
                                               f"--address=unix:dir={runtime}", f"--print-address={write_fd}"]),
                               pass_fds=(write_fd,), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=open(os.path.join(self.dir, "dbus.log"), "wb"),
                               start_new_session=True, env=env)
        self._groups.append(("dbus-daemon", bus))
        os.close(write_fd)
        try:
            env["DBUS_SESSION_BUS_ADDRESS"] = _read_line(read_fd, "dbus-daemon", bus)
        finally:
            os.close(read_fd)

        # 3. The accessibility bus, started by D-Bus activation as on a desktop. Its address is not
        # put in the children's environment: Qt 6.4's bridge, given AT_SPI_BUS_ADDRESS, connects in
        # a constructor whose "enabled" signal nobody hears yet, and stays inactive (measured: the
        # app never appeared on the bus). Without it, Qt asks org.a11y.Bus, as on a desktop.
        self.a11y_address = self._a11y_bus_address(env)

        # 4. What the children need to be on it.
        env.update({
            "QT_QPA_PLATFORM": "xcb",
            "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
            "QT_ACCESSIBILITY": "1",
        })
        self.env = env
        log(f"display {env['DISPLAY']}, session bus {env['DBUS_SESSION_BUS_ADDRESS']}, "
            f"AT-SPI bus {self.a11y_address}, HOME {home}")

    def _a11y_bus_address(self, env):
        deadline = time.monotonic() + STARTUP_SECONDS
        error = ""
        while time.monotonic() < deadline:
            result = subprocess.run(["dbus-send", "--session", "--print-reply=literal", "--reply-timeout=10000",
                                     "--dest=org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus.GetAddress"],
                                    env=env, capture_output=True, text=True, timeout=STARTUP_SECONDS)
            address = result.stdout.strip()
            if result.returncode == 0 and address:
                return address
            error = result.stderr.strip()
            time.sleep(0.2)
        raise SessionError(f"no AT-SPI bus: org.a11y.Bus.GetAddress failed ({error})")

    def use_in_this_process(self):
        """Points this process's own AT-SPI client (gi's Atspi) at the session: call it before
        Atspi.init()."""
        for key in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "HOME", "XDG_RUNTIME_DIR", "GSETTINGS_BACKEND"):
            os.environ[key] = self.env[key]
        os.environ["AT_SPI_BUS_ADDRESS"] = self.a11y_address  # libatspi takes it as it is

    def start(self, name, argv, **kwargs):
        """Starts a program in the session, in a process group of its own that close() ends."""
        process = subprocess.Popen(_dying_with_us(argv), env=self.env, start_new_session=True, **kwargs)
        self._groups.append((name, process))
        return process

    # --- stopping -----------------------------------------------------------------------------
    def close(self):
        # Nothing interrupts the cleanup (ctest's SIGTERM, a test's SIGALRM, Ctrl+C): they wait until
        # every process is gone.
        held = {signal.SIGTERM, signal.SIGINT, signal.SIGALRM}
        previous = signal.pthread_sigmask(signal.SIG_BLOCK, held)
        try:
            self._close()
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, previous)

    def _close(self):
        # Last started first: the app before the buses, the buses before the X server.
        for name, process in reversed(self._groups):
            _end_group(name, process)
        self._groups = []
        if self.dir:
            for log_name in ("xvfb.log", "dbus.log"):
                path = os.path.join(self.dir, log_name)
                if os.path.exists(path) and os.path.getsize(path) and os.environ.get("QUDOKU_A11Y_VERBOSE"):
                    log(f"{log_name}:\n{open(path, errors='replace').read()}")
            shutil.rmtree(self.dir, ignore_errors=True)
            self.dir = None


def _group_alive(pgid):
    try:
        os.killpg(pgid, 0)
        return True
    except (ProcessLookupError, PermissionError):
        return False


def _end_group(name, process, seconds=5):
    """SIGTERM to the process group, SIGKILL to what is left after `seconds`; reaps the leader."""
    pgid = process.pid  # start_new_session: the leader's pid is the group's id
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(pgid, sig)
        except ProcessLookupError:
            break
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if process.poll() is not None and not _group_alive(pgid):
                break
            time.sleep(0.05)
        else:
            if sig == signal.SIGKILL:
                log(f"{name}: process group {pgid} still there after SIGKILL")
            continue
        break
    try:
        process.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        log(f"{name} (pid {process.pid}) did not exit")


class Stopped(BaseException):
    """A signal ended the test (ctest's SIGTERM at its time limit, Ctrl+C). A BaseException, so no
    `except Exception` on the way swallows it."""


def _terminate(signum, frame):
    raise Stopped(f"stopped by signal {signum}")


def main(argv):
    seconds = None
    if len(argv) >= 2 and argv[0] == "--seconds":
        seconds = int(argv[1])
        argv = argv[2:]
    if not argv or argv[0] != "--" or len(argv) < 2:
        print("usage: a11ysession.py [--seconds N] -- COMMAND [ARGS...]", file=sys.stderr)
        return 2
    if seconds:
        # The command's whole run, bounded below ctest's limit, so the session is stopped by this
        # script rather than left behind by a ctest that kills it.
        def overran(signum, frame):
            raise Stopped(f"{os.path.basename(argv[1])} took longer than {seconds} s")
        signal.signal(signal.SIGALRM, overran)
        signal.alarm(seconds)
    try:
        with A11ySession() as session:
            command = session.start(os.path.basename(argv[1]), argv[1:])
            status = command.wait()
            signal.alarm(0)
            return status
    except SessionError as error:
        log(f"error: {error}")
        return 1
    except Stopped as stop:
        log(str(stop))
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
