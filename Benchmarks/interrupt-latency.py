#!/usr/bin/env python3
"""How fast a casino-odds command stops on Ctrl-C, as a user presses it.

Runs the command on a pseudo-terminal (so it shows its progress line), types Ctrl-C (0x03) after
DELAY seconds, and prints the exit status and the milliseconds from the key to the end of the
process. Usage:

    Benchmarks/interrupt-latency.py DELAY .build/release/casino-odds day --days 1000000

Docs/cli.md ("Progress and Ctrl-C") quotes what it measured.
"""
import os
import pty
import select
import sys
import time

delay = float(sys.argv[1])
command = sys.argv[2:]
pid, fd = pty.fork()
if pid == 0:
    os.execvp(command[0], command)
start = time.monotonic()
pressed = None
screen = b""
while True:
    if pressed is None and time.monotonic() - start >= delay:
        os.write(fd, b"\x03")
        pressed = time.monotonic()
    ready, _, _ = select.select([fd], [], [], 0.005)
    if ready:
        try:
            data = os.read(fd, 4096)
        except OSError:
            data = b""
        if not data:
            break
        screen += data
    elif os.waitpid(pid, os.WNOHANG)[0]:
        break
ended = time.monotonic()
_, status = os.waitpid(pid, 0)
last = screen.decode(errors="replace").replace("\r", "\n").strip().splitlines()[-1:]
if pressed is None:
    print(f"exit {os.waitstatus_to_exitcode(status)} before Ctrl-C")
else:
    print(f"exit {os.waitstatus_to_exitcode(status)}; stopped {1000 * (ended - pressed):.0f} ms after Ctrl-C")
print("last line:", last[0] if last else "")
