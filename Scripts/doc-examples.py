#!/usr/bin/env python3
"""Run the `$ casino-odds …` examples of the docs and compare their output.

An example is a line `$ casino-odds …` inside a fenced code block of Docs/*.md or
README.md (the block's first line), followed by the output the doc shows, up to the
next `$ ` line or the end of the block. Each command runs through `bash -c` (pipes into
head, tail, grep work), with `casino-odds` on PATH as the binary given by --tool, in a
temporary folder shared by the commands of one block (so a file one command writes is
there for the next); stdout and stderr are compared together, the exit status is not.
Text must be the same, trailing whitespace and trailing blank lines aside.

Prints one line per example: OK, DIFF (with a short diff) or SKIP (with why), then the
counts. Exit status: 0 when nothing differs (or --update rewrote what did), 1 when an
example differs, 2 on bad usage or a missing tool.

  python3 Scripts/doc-examples.py --tool .build/release/casino-odds
  python3 Scripts/doc-examples.py --tool .build/release/casino-odds --update
  python3 Scripts/doc-examples.py --tool .build/release/casino-odds --only Docs/tuning.md
"""

import argparse
import difflib
import glob
import os
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROMPT = "$ casino-odds"
# Commands known to take long at these sizes: skipped without running them.
LONG_COMMANDS = {"day", "week", "redeem", "sweep", "report"}
LONG_DAYS = 100_000


class Example:
    def __init__(self, path, line, command, shown, first, end):
        self.path, self.line, self.command, self.shown = path, line, command, shown
        self.first, self.end = first, end  # 0-based line range of the shown output
        self.block = None


def find_examples(path):
    """The examples of one Markdown file, grouped by block."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    blocks, block, in_fence = [], None, False
    for i, text in enumerate(lines):
        if not in_fence:
            if text.startswith("```"):
                in_fence, block = True, []
            continue
        if text.strip() == "```":
            in_fence = False
            if block:
                blocks.append(block)
            continue
        if block == [] and not text.startswith(PROMPT + " "):
            block = None  # not an example block
        if block is None:
            continue
        if text.startswith("$ "):
            block.append(Example(path, i + 1, text[2:], [], i + 1, i + 1))
        else:
            example = block[-1]
            example.shown.append(text)
            example.end = i + 1
    for n, block in enumerate(blocks):
        for example in block:
            example.block = n
    return [example for block in blocks for example in block]


def known_slow(command):
    """Why a command would be slow without running it, or None."""
    words = shlex.split(command.split("|")[0])
    sub = words[1] if len(words) > 1 else ""
    if sub not in LONG_COMMANDS:
        return None
    if sub == "report":
        return "report runs the whole gate"
    for flag, value in zip(words, words[1:]):
        if flag == "--days" and value.replace("_", "").isdigit() and int(value) > LONG_DAYS:
            return f"--days {value} > {LONG_DAYS}"
    return None


def run(command, tool_dir, cwd, seconds):
    """(output, None) or (None, why it was skipped)."""
    env = dict(os.environ, PATH=tool_dir + os.pathsep + os.environ.get("PATH", ""))
    process = subprocess.Popen(["bash", "-c", command], cwd=cwd, env=env, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               start_new_session=True)
    try:
        output, _ = process.communicate(timeout=seconds)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        return None, f"took more than {seconds:g} s"
    return output, None


def normalise(lines):
    lines = [line.rstrip() for line in lines]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def main():
    parser = argparse.ArgumentParser(
        description="Run the `$ casino-odds ...` examples of Docs/*.md and README.md "
                    "and compare the output they show with the real output.",
        epilog="Exit status: 0 when nothing differs (or --update rewrote what did), "
               "1 when an example differs, 2 on bad usage or a missing tool.")
    parser.add_argument("--tool", required=True, metavar="PATH",
                        help="the casino-odds binary to run (e.g. .build/release/casino-odds)")
    parser.add_argument("--update", action="store_true",
                        help="rewrite each differing example's shown output with the real output")
    parser.add_argument("--only", metavar="FILE", help="check one Markdown file only")
    parser.add_argument("--max-seconds", type=float, default=30, metavar="N",
                        help="skip an example still running after N seconds (default: 30)")
    args = parser.parse_args()

    tool = os.path.abspath(args.tool)
    if not (os.path.isfile(tool) and os.access(tool, os.X_OK)):
        print(f"doc-examples.py: --tool {args.tool}: no executable file there "
              "(build it: swift build -c release)", file=sys.stderr)
        return 2
    if args.max_seconds <= 0:
        print("doc-examples.py: --max-seconds must be more than 0", file=sys.stderr)
        return 2
    if args.only:
        if not os.path.isfile(args.only):
            print(f"doc-examples.py: --only {args.only}: no such file", file=sys.stderr)
            return 2
        files = [os.path.abspath(args.only)]
    else:
        files = sorted(glob.glob(os.path.join(ROOT, "Docs", "*.md"))) + [os.path.join(ROOT, "README.md")]

    counts = {"OK": 0, "DIFF": 0, "SKIP": 0}
    with tempfile.TemporaryDirectory(prefix="doc-examples-") as scratch:
        tool_dir = os.path.join(scratch, "bin")
        os.mkdir(tool_dir)
        os.symlink(tool, os.path.join(tool_dir, "casino-odds"))
        for path in files:
            name = os.path.relpath(path, ROOT)
            examples, updates = find_examples(path), []
            for example in examples:
                cwd = os.path.join(scratch, f"{re.sub(r'[^A-Za-z0-9]', '_', name)}-{example.block}")
                os.makedirs(cwd, exist_ok=True)
                where = f"{name}:{example.line}: {example.command}"
                why = known_slow(example.command)
                output = None
                if why is None:
                    started = time.monotonic()
                    output, why = run(example.command, tool_dir, cwd, args.max_seconds)
                if why is not None:
                    counts["SKIP"] += 1
                    print(f"SKIP  {where}  ({why})")
                    continue
                shown, real = normalise(example.shown), normalise(output.split("\n"))
                if shown == real:
                    counts["OK"] += 1
                    print(f"OK    {where}")
                    continue
                counts["DIFF"] += 1
                print(f"DIFF  {where}  ({time.monotonic() - started:.1f} s)")
                diff = list(difflib.unified_diff(shown, real, "shown", "real", lineterm="", n=1))
                for text in diff[2:26]:
                    print("      " + text)
                if len(diff) > 26:
                    print(f"      … {len(diff) - 26} more diff lines")
                updates.append((example, real))
            if args.update and updates:
                with open(path, encoding="utf-8") as f:
                    lines = f.read().split("\n")
                for example, real in reversed(updates):
                    lines[example.first:example.end] = real
                with open(path, "w", encoding="utf-8") as f:
                    f.write("\n".join(lines))
                print(f"updated {len(updates)} example(s) in {name}")

    print(f"{counts['OK']} OK, {counts['DIFF']} DIFF, {counts['SKIP']} SKIP"
          + (" (DIFFs rewritten)" if args.update and counts["DIFF"] else ""))
    return 1 if counts["DIFF"] and not args.update else 0


if __name__ == "__main__":
    sys.exit(main())
