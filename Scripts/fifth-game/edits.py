#!/usr/bin/env python3
"""The two one-line edits that register Dice, applied to the tree in argv[1]: its engine in the
casino's list of games (`GameKind.engines`) and its descriptor in the lab's (`GameRegistry.games`).

Each edit names the line it replaces; if that line is gone (the registration points moved), the
script stops with the file and the line, so Docs/architecture.md's list is caught out of date.
"""
import sys
from pathlib import Path

root = Path(sys.argv[1])

# (file, [(line that must be present once, the line that replaces it)])
EDITS = [
    ("Sources/CasinoCore/Games/GameKind.swift", [
        ("        CrashEngine.self, PlinkoEngine.self, MinesEngine.self, SlotsEngine.self\n",
         "        CrashEngine.self, PlinkoEngine.self, MinesEngine.self, SlotsEngine.self, DiceEngine.self\n"),
    ]),
    ("Sources/OddsLab/Games/GameRegistry.swift", [
        ("    public static let games: [GameDescriptor] = [.crash, .plinko, .mines, .slots]\n",
         "    public static let games: [GameDescriptor] = [.crash, .plinko, .mines, .slots, .dice]\n"),
    ]),
]

for name, edits in EDITS:
    path = root / name
    text = path.read_text()
    for anchor, new in edits:
        if text.count(anchor) != 1:
            sys.exit(f"fifth-game: {name}: expected the line {anchor.strip()!r} once, found it {text.count(anchor)} times")
        text = text.replace(anchor, new)
    path.write_text(text)
