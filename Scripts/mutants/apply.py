"""Applies one mutant of the mutation run to a copy of the tree: python3 apply.py TREE NAME.

Each mutant is a text edit found by its text, not by file and line, so it still applies when a file
moves: the old text must occur exactly once under TREE/Sources. Exit 1 when it does not.
"""

import pathlib
import sys

MUTANTS = {
    # Payouts rounded to nearest instead of floor: 1.97x on 5 minutes pays 10, not 9.
    "payout-rounded-to-nearest": (
        "        wager * hundredths / 100\n",
        "        (wager * hundredths + 50) / 100\n",
    ),
    # Plinko's first row goes right 513 times in 1024: the top ten bits at 511 or above, the other
    # rows from the bits below the top one.
    "plinko-first-row-513-of-1024": (
        "        PlinkoEngine.bucket(forBounces: word &>> shift)\n",
        "        (word >> 54 >= 511 ? 1 : 0) + PlinkoEngine.bucket(forBounces: (word << 1) &>> (shift + 1))\n",
    ),
    # Slots' lookup table built with the middle reel's stop read with the third reel's radix:
    # nothing changes on equal strips (the default's 22 each), everything on a 4 x 3 x 5 machine.
    "slots-middle-reel-wrong-radix": (
        """        var index = 0
        for a in ids[0] {
            for b in ids[1] {
                for c in ids[2] {
                    lookup[index] = bySymbols[(a * s + b) * s + c]
                    index += 1
                }
            }
        }
""",
        """        let l1 = ids[1].count, l2 = ids[2].count
        for r in 0..<configuration.cycle {
            let a = ids[0][r / (l1 * l2)], b = ids[1][r / l2 % l2 % l1], c = ids[2][r % l2]
            lookup[r] = bySymbols[(a * s + b) * s + c]
        }
""",
    ),
    # Slots' `outcome(forStops:)` indexing the table with the second and third strip lengths swapped:
    # inside the table on a 4 x 3 x 5 machine, so nothing crashes, and play (which reads the table at
    # the cycle position) is unchanged; only the decision proof's check of every public path sees it.
    "slots-outcome-for-stops-radix": (
        "        Int(lookup[Int(truncatingIfNeeded: (a &* lengths.1 &+ b) &* lengths.2 &+ c)])\n",
        "        Int(lookup[Int(truncatingIfNeeded: (a &* lengths.2 &+ b) &* lengths.1 &+ c)])\n",
    ),
    # The gain rule's smallest gaining stake rounded down, 100 / excess for ⌈100 / excess⌉: Crash 1.40x
    # is taken at 2 minutes, where floor(2 · 1.40) = 2 hands the stake back (issue 39). A floor of 95 %
    # refuses every such bet anyway, so only `check`'s gain-rule case, which asks with the floor off,
    # can see it.
    "gain-rule-rounded-down": (
        "        return (100 + excess - 1) / excess\n",
        "        return max(1, 100 / excess)\n",
    ),
    # Crash decided at 96.7 % while its table claims 97 %: the threshold of a 3.3 % edge.
    "crash-96.7-behind-a-97-claim": (
        "        self.winThreshold = CrashEngine.winThreshold(returnPPM: configuration.returnPPM, target: target.centi)\n",
        "        self.winThreshold = CrashEngine.winThreshold(returnPPM: configuration.returnPPM * 967 / 970, target: target.centi)\n",
    ),
}


def main() -> int:
    tree, name = pathlib.Path(sys.argv[1]), sys.argv[2]
    if name not in MUTANTS:
        print(f"mutants: no mutant {name!r}; known: {', '.join(MUTANTS)}")
        return 1
    old, new = MUTANTS[name]
    hits = [p for p in sorted((tree / "Sources").rglob("*.swift")) if old in p.read_text()]
    found = sum(p.read_text().count(old) for p in hits)
    if found != 1:
        print(f"mutants: {name}: its text occurs {found} times under Sources (must be once); update apply.py")
        return 1
    path = hits[0]
    path.write_text(path.read_text().replace(old, new))
    print(f"mutants: {name}: edited {path.relative_to(tree)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
