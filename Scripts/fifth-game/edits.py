#!/usr/bin/env python3
"""The four one-line or one-case edits that register Dice, applied to the tree in argv[1].

Each edit names the line it follows; if that line is gone (the registration points moved), the
script stops with the file and the line, so Docs/architecture.md's list is caught out of date.
"""
import sys
from pathlib import Path

root = Path(sys.argv[1])

# (file, [(line that must be present once, new text, True: replaces the line / False: goes after it)])
EDITS = [
    ("Sources/CasinoCore/Games/GameKind.swift", [
        ("    case crash, plinko, mines, slots\n", "    case crash, plinko, mines, slots, dice\n", True),
    ]),
    ("Sources/CasinoCore/Games/AnyGameEngine.swift", [
        ("    case slots(SlotsEngine)\n", "    case dice(DiceEngine)\n", False),
        ("        case .slots: return .slots\n", "        case .dice: return .dice\n", False),
        ("        case .slots(let engine): return engine.outcomeTable\n",
         "        case .dice(let engine): return engine.outcomeTable\n", False),
        ("        case .slots(let engine): return engine.playOutcome(using: &generator)\n",
         "        case .dice(let engine): return engine.playOutcome(using: &generator)\n", False),
        ("        case .slots(let engine): return try body(engine)\n",
         "        case .dice(let engine): return try body(engine)\n", False),
        ("            self = .slots(try SlotsEngine(configuration: configuration.slots))\n",
         "        case .dice:\n"
         "            guard words.count == 4, words[0] == \"roll\", let w = Int(words[3]) else { return nil }\n"
         "            self = .dice(try DiceEngine(configuration: configuration.dice, options: DiceOptions(winningFaces: w)))\n",
         False),
    ]),
    ("Sources/CasinoCore/Games/GameConfiguration.swift", [
        ("    public var slots: SlotsConfiguration\n", "    public var dice: DiceConfiguration = .defaults\n", False),
        ("        try slots.validate()\n", "        try dice.validate()\n", False),
    ]),
    ("Sources/OddsLab/Games/GameRegistry.swift", [
        ("        case .slots: return .slots\n", "        case .dice: return .dice\n", False),
    ]),
]

for name, edits in EDITS:
    path = root / name
    text = path.read_text()
    for anchor, new, replace in edits:
        if text.count(anchor) != 1:
            sys.exit(f"fifth-game: {name}: expected the line {anchor.strip()!r} once, found it {text.count(anchor)} times")
        text = text.replace(anchor, new if replace else anchor + new)
    path.write_text(text)
