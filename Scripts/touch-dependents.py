#!/usr/bin/env python3
"""Makes the next `swift build` recompile every module a changed file can reach.

    Scripts/touch-dependents.py PACKAGE_JSON TREE FILE...

PACKAGE_JSON is `swift package dump-package` of TREE; each FILE a path under TREE's Sources/<target>/
or Tests/<target>/. Touches every source file of each FILE's target and of every target that depends
on it, directly or not, and prints their names on one line.

Why: when only a function body changes, SwiftPM recompiles that module but not its dependents, and a
dependent keeps the code it inlined from the old body: an `@inlinable` body, or in a release build
any body (the package builds with `-cross-module-optimization`). A payout-rounding mutant in
`Centi.payout` failed 1 test and 0 checks built incrementally, 10 tests and `check` once its
dependents were rebuilt (issue 42). A touched file is recompiled whatever it imports; the modules
nothing here reaches (swift-argument-parser among them) stay built, which a clean build would redo.
The mutated target is touched too: inside it, other files may have inlined the old body as well.
"""
import json
import os
import sys


def main():
    package = json.load(open(sys.argv[1]))
    tree = sys.argv[2]
    files = sys.argv[3:]
    depends_on = {}
    folders = {}
    for target in package["targets"]:
        names = []
        for dependency in target.get("dependencies", []):
            for kind in ("byName", "target"):
                if kind in dependency:
                    names.append(dependency[kind][0])
        depends_on[target["name"]] = names
        default = "Tests" if target["type"] == "test" else "Sources"
        folders[target["name"]] = target.get("path") or os.path.join(default, target["name"])
    by_folder = {folder: name for name, folder in folders.items()}
    changed = set()
    for path in files:
        parts = os.path.normpath(path).split(os.sep)
        folder = os.path.join(parts[0], parts[1]) if len(parts) > 2 else None
        if folder not in by_folder:
            sys.exit(f"touch-dependents: {path} is in no target's folder")
        changed.add(by_folder[folder])
    # Every target that reaches a changed one through its dependencies (a fixed point: the graph is small).
    reached = set(changed)
    grew = True
    while grew:
        grew = False
        for name, names in depends_on.items():
            if name not in reached and reached.intersection(names):
                reached.add(name)
                grew = True
    for name in sorted(reached):
        for root, _, names in os.walk(os.path.join(tree, folders[name])):
            for file in names:
                if file.endswith((".swift", ".c", ".h")):
                    os.utime(os.path.join(root, file))
    print(" ".join(sorted(reached)))


if __name__ == "__main__":
    main()
