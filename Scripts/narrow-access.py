#!/usr/bin/env python3
"""Makes every OddsLab declaration that nothing outside OddsLab uses `internal`, keeping `package`
and `public` only where another module needs them (Docs/architecture.md, "OddsLab's boundary").
Re-runnable: run it again after a merge, on any tree, and it narrows what is new. Run it twice: a
second run finds the members of types that the first run's signature rule kept visible (on 0.8.0
the first run left 1,372 lines, the second 1,347; a third run was not measured).

    Scripts/narrow-access.py              # narrow, then check with the compiler (see below)
    Scripts/narrow-access.py --dry-run    # only print what it would drop and the counts
    Scripts/narrow-access.py --build      # ...and end with `swift build --build-tests`

What it does, in order:

1. Test files that import OddsLab import it `@testable` (debug builds have `-enable-testing`, also
   with the lab's `-O`; the tests only build in debug), so the tests count as inside the module.
2. "Outside" is every other Sources/ target that imports OddsLab, Fuzz/Targets (built without
   `-enable-testing`), Benchmarks/ (a separate package) and Scripts/fifth-game (the Dice files a CI
   step adds), with comments removed. A `public`/`package` declaration of Sources/OddsLab whose name appears there
   as a word keeps its modifier; the others lose it (an `init` or `subscript` goes by its type's
   name). Then every declaration inside a type that ended up internal loses its modifier too.
   Lines that a script under Scripts/ matches verbatim (the fifth game's edits, the mutants) are
   never touched.
3. The compiler decides the rest: `swiftc -typecheck` of OddsLab alone (against the modules of the
   last debug build, `.build/debug/Modules`, so one `swift build` must have run) and, for every
   error, the modifier is restored on each dropped declaration the error or its notes point at (a
   witness of a package protocol, a type in a package signature, what an `@inlinable` body reads),
   or failing that on the dropped declarations the error names; repeated until it type-checks.
   Then the dependents that see OddsLab (OddsReports, RelatedReports, casino-odds, the tests)
   are not type-checked here: a name they use is never dropped, so `--build` (or `swift build
   --build-tests`) is the one real build at the end.

It prints the count BoundaryTests checks (lines with a `public`/`package` modifier per 1,000 lines
of Sources/OddsLab, the grep below) before and after, and its run time.

    grep -rhE '^\\s*(@[A-Za-z]+(\\([^)]*\\))?\\s+)*(public|package)\\b' Sources/OddsLab | wc -l
"""

import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAB = ROOT / "Sources" / "OddsLab"
MODIFIER_LINE = re.compile(r"^\s*(@[A-Za-z]+(\([^)]*\))?\s+)*(public|package)\b")
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
DECLARATION = re.compile(
    r"^(?P<indent>\s*)(?P<attributes>(@[A-Za-z]+(\([^)]*\))?\s+)*)(?P<access>public|package)\s+"
    r"(?P<rest>.*)$")
OTHER_MODIFIERS = {
    "static", "class", "final", "override", "mutating", "nonmutating", "convenience", "required",
    "lazy", "weak", "unowned", "indirect", "nonisolated", "dynamic", "optional", "prefix", "postfix",
    "infix", "consuming", "borrowing", "private(set)", "fileprivate(set)", "internal(set)",
}
TYPE_KEYWORDS = {"struct", "enum", "class", "actor", "protocol"}


def swift_files(folder):
    return sorted(p for p in folder.rglob("*.swift") if ".build" not in p.parts)


def code_only(text, keep_strings):
    """`text` without comments (and, unless keep_strings, without string literals' contents).
    Newlines are kept, so line numbers stay."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    if text[i] == "\n":
                        out.append("\n")
                    i += 1
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
            hashes = len(re.match(r"#*", text[i:]).group(0))
            i += hashes
            multi = text.startswith('"""', i)
            quote = '"""' if multi else '"'
            close = quote + "#" * hashes
            i += len(quote)
            out.append('"')
            while i < n and not text.startswith(close, i):
                if text[i] == "\\" and hashes == 0:
                    if keep_strings:
                        out.append(text[i:i + 2])
                    i += 2
                    continue
                if keep_strings or text[i] == "\n":
                    out.append(text[i])
                i += 1
            i += len(close)
            out.append('"')
        else:
            out.append(c)
            i += 1
    return "".join(out)


def outside_words():
    """Every identifier (and operator) written outside OddsLab by code that cannot see its
    internal declarations."""
    folders = [t for t in sorted((ROOT / "Sources").iterdir()) if t.is_dir() and t.name != "OddsLab"]
    folders += [ROOT / "Fuzz", ROOT / "Benchmarks"]
    files = []
    for folder in folders:
        found = swift_files(folder) if folder.is_dir() else []
        # Only a module that imports OddsLab can use it (CasinoCore's or Statistics' names do not count).
        if any(re.search(r"(?m)^(@testable )?import OddsLab$", p.read_text(encoding="utf-8")) for p in found):
            files += found
    files += swift_files(ROOT / "Scripts" / "fifth-game")  # Dice: the declarations it names stay as they are
    words, text = set(), []
    for path in files:
        code = code_only(path.read_text(encoding="utf-8"), keep_strings=True)
        words.update(IDENTIFIER.findall(code))
        text.append(code)
    return words, "\n".join(text)


def protected_lines():
    """Lines other scripts find verbatim in Sources/ (edits and mutants anchor on them)."""
    lines = set()
    for path in (ROOT / "Scripts").rglob("*.py"):
        if path.name == Path(__file__).name:
            continue
        for literal in re.findall(r'"((?:[^"\\\n]|\\.)*)"', path.read_text(encoding="utf-8")):
            literal = literal.replace("\\n", "").strip()
            if len(literal) > 12:
                lines.add(literal)
    return lines


class Declaration:
    def __init__(self, path, index, line, access, kind, name, owner, owners):
        self.path, self.index, self.line, self.access = path, index, line, access
        self.kind, self.name, self.owner, self.owners = kind, name, owner, owners
        self.dropped = False

    def where(self):
        return f"{self.path.relative_to(ROOT)}:{self.index + 1}"


def parse_declaration(rest):
    """(kind, name) of a declaration line's text after its access modifier, or None."""
    words = rest
    while True:
        words = words.lstrip()
        match = re.match(r"@[A-Za-z]+(\([^)]*\))?", words)
        if match:
            words = words[match.end():]
            continue
        token = re.match(r"[a-z]+(\(set\))?", words)
        if token and token.group(0) in OTHER_MODIFIERS and not re.match(r"class\s+[A-Z]", words):
            words = words[token.end():]
            continue
        break
    match = re.match(r"(func|var|let|struct|enum|class|actor|protocol|typealias|init|subscript)\b\??\s*", words)
    if not match:
        return None
    kind = match.group(1)
    after = words[match.end():]
    if kind in ("init", "subscript"):
        return kind, None
    if kind == "func":
        name = re.match(r"`?([A-Za-z_][A-Za-z0-9_]*|[-+*/%<>=!&|^~.?]+)`?", after)
    else:
        name = re.match(r"`?([A-Za-z_][A-Za-z0-9_]*)`?", after)
    return (kind, name.group(1)) if name else None


def lab_declarations():
    """Every line of Sources/OddsLab with a `public`/`package` modifier the script understands,
    with the types it sits in."""
    declarations, skipped, sources = [], [], {}
    for path in swift_files(LAB):
        text = path.read_text(encoding="utf-8")
        lines = text.split("\n")
        sources[path] = lines
        code_lines = code_only(text, keep_strings=False).split("\n")
        stack, pending = [], None  # stack of (type name or None, depth at which it opened)
        depth = 0
        for index, (line, code) in enumerate(zip(lines, code_lines)):
            owners = [name for name, _ in stack if name]
            match = DECLARATION.match(line)
            if match and MODIFIER_LINE.match(line):
                parsed = parse_declaration(match.group("rest"))
                if parsed is None:
                    skipped.append((path, index, line))
                else:
                    kind, name = parsed
                    owner = owners[-1] if owners else None
                    declarations.append(Declaration(
                        path, index, line, match.group("access"), kind, name, owner, list(owners)))
            # Types and extensions opened on this line.
            stripped = re.sub(r"@[A-Za-z]+(\([^)]*\))?", "", code)
            opened = re.search(r"\b(struct|enum|class|actor|protocol|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)", stripped)
            if opened and not re.search(r"\bclass\s+(func|var|let)\b", stripped):
                pending = opened.group(2).split(".")[-1]
            for character in code:
                if character == "{":
                    stack.append((pending, depth))
                    pending = None
                    depth += 1
                elif character == "}":
                    depth -= 1
                    if stack:
                        stack.pop()
    return declarations, skipped, sources


def count(sources):
    lines = sum(len(lines) - (1 if lines and lines[-1] == "" else 0) for lines in sources.values())
    marked = sum(1 for lines in sources.values() for line in lines if MODIFIER_LINE.match(line))
    public = sum(1 for lines in sources.values() for line in lines
                 if re.match(r"^\s*(@[A-Za-z]+(\([^)]*\))?\s+)*public\b", line))
    return marked, public, lines


def drop(line, access):
    return re.sub(r"\b" + access + r"\s+", "", line, count=1)


def write(sources, declarations):
    changed = {}
    for declaration in declarations:
        lines = sources[declaration.path]
        new = drop(declaration.line, declaration.access) if declaration.dropped else declaration.line
        if lines[declaration.index] != new:
            lines[declaration.index] = new
            changed[declaration.path] = lines
    for path, lines in changed.items():
        path.write_text("\n".join(lines), encoding="utf-8")


def build_dir():
    path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()
    return Path(path)


def package_name(build):
    """The `-package-name` the last build gave the modules (SwiftPM derives it from the folder's name),
    which OddsLab must share to see CasinoCore's `package` declarations."""
    plan = (build / ".." / ".." / "debug.yaml").resolve()
    if not plan.exists():
        plan = (build / ".." / "debug.yaml").resolve()
    text = plan.read_text(encoding="utf-8") if plan.exists() else ""
    found = re.search(r'"-module-name","OddsLab".*?"-package-name","([^"]+)"', text)
    if not found:
        sys.exit(f"narrow-access: no OddsLab build in {plan}: run swift build first")
    return found.group(1)


def typecheck(build):
    command = [
        "swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", "OddsLab",
        "-package-name", package_name(build), "-enable-testing", "-I", str(build / "Modules"),
        "-Xcc", f"-fmodule-map-file={build / 'XoshiroLanes.build' / 'module.modulemap'}",
        "-Xcc", "-I", "-Xcc", str(ROOT / "Sources" / "XoshiroLanes" / "include"),
        "-Xcc", "-mpopcnt", "-wmo", "-diagnostic-style=llvm",
    ] + [str(p) for p in swift_files(LAB)]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    return result.returncode, result.stderr


DIAGNOSTIC = re.compile(r"^(?P<file>/[^:]+\.swift):(?P<line>\d+):(?P<column>\d+): (?P<kind>error|warning|note): (?P<message>.*)$")


def diagnostics(stderr):
    """Errors, each with its notes: [(error, [notes])], every item (file, line, message)."""
    found = []
    for raw in stderr.split("\n"):
        match = DIAGNOSTIC.match(raw)
        if not match:
            continue
        item = (Path(match.group("file")).resolve(), int(match.group("line")) - 1, match.group("message"))
        if match.group("kind") == "error":
            found.append((item, []))
        elif match.group("kind") == "note" and found:
            found[-1][1].append(item)
    return found


def restore_for(errors, declarations, promote, demote):
    """The dropped declarations the errors need back; lines to make `package` go into `promote`."""
    dropped = {(d.path, d.index): d for d in declarations if d.dropped}
    by_name = {}
    for d in declarations:
        if d.dropped and d.name:
            by_name.setdefault(d.name, []).append(d)
    kept = {(d.path, d.index): d for d in declarations if not d.dropped}
    restore, unresolved = set(), []
    for error, notes in errors:
        # A member of an extension constrained to internal types cannot be visible at all.
        if "in an extension with internal requirements" in error[2] and (error[0], error[1]) in kept:
            demote.add(kept[(error[0], error[1])])
            continue
        hits = [dropped[(path, index)] for path, index, _ in [error] + notes if (path, index) in dropped]
        if not hits:
            for path, index, message in [error] + notes:
                for name in re.findall(r"'([A-Za-z_][A-Za-z0-9_]*)", message):
                    hits += by_name.get(name, [])
        if not hits:
            # The declaration the error sits on (its attributes may be on the lines above).
            path, index, _ = error
            for back in range(0, 4):
                if (path, index - back) in dropped:
                    hits.append(dropped[(path, index - back)])
                    break
        if hits:
            restore.update(hits)
            continue
        # A declaration an earlier run made internal that new code needs (a later merge): the
        # notes point at it ("type declared here"); it gets `package`.
        added = [(path, index) for path, index, message in notes
                 if "declared here" in message and path.is_relative_to(LAB) and (path, index) not in dropped]
        if added and "internal" in error[2]:
            promote.update(added)
        else:
            unresolved.append(error)
    return restore, unresolved


def close_over_signatures(declarations):
    """Restores every dropped type that a visible declaration's first line names (its type, its
    parameters, its result, what it throws), until none is left: what the compiler would ask for
    one chain link per pass."""
    while True:
        types = {}
        for d in declarations:
            if d.kind in TYPE_KEYWORDS | {"typealias"}:
                types.setdefault(d.name, []).append(d)
        visible_types = {name for name, found in types.items() if any(not d.dropped for d in found)}
        changed = False
        for d in declarations:
            if d.dropped or d.kind in TYPE_KEYWORDS:
                continue  # a type's own line names what it conforms to, which may stay internal
            if any(owner in types and owner not in visible_types for owner in d.owners):
                continue  # inside an internal type: visible to no one
            signature = DECLARATION.match(d.line).group("rest")
            for word in set(IDENTIFIER.findall(signature)) - {d.name}:
                for named in types.get(word, []):
                    if named.dropped:
                        named.dropped = False
                        changed = True
        if not changed:
            return


def lab_declarations_after_format(previous):
    """The dropped `init` lines of the tree as it is now (the formatter may have moved lines):
    declarations without a modifier, found by the `init` keyword."""
    found, sources = [], {}
    for path in swift_files(LAB):
        lines = path.read_text(encoding="utf-8").split("\n")
        sources[path] = lines
        for index, line in enumerate(lines):
            if re.match(r"^\s*(@[A-Za-z]+(\([^)]*\))?\s+)*(convenience\s+)?init\b", line):
                found.append(Declaration(path, index, line, "", "init", None, None, []))
    return found, [], sources


def switch_tests_to_testable():
    switched = []
    for path in swift_files(ROOT / "Tests"):
        text = path.read_text(encoding="utf-8")
        new = re.sub(r"(?m)^import OddsLab$", "@testable import OddsLab", text)
        if new != text:
            path.write_text(new, encoding="utf-8")
            switched.append(path)
    return switched


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dry-run", action="store_true", help="print what would change, change nothing")
    parser.add_argument("--build", action="store_true", help="end with swift build --build-tests")
    parser.add_argument("--verbose", action="store_true", help="list every declaration kept and why")
    arguments = parser.parse_args()
    started = time.monotonic()
    os.chdir(ROOT)

    declarations, skipped, sources = lab_declarations()
    marked, public, lines = count(sources)
    print(f"before: {marked} lines with public/package ({public} public) in {lines} lines of Sources/OddsLab"
          f" = {1000 * marked / lines:.1f} per kloc")

    words, outside_text = outside_words()
    protected = protected_lines()

    def used_outside(declaration):
        name = declaration.name if declaration.kind not in ("init", "subscript") else declaration.owner
        if name is None:
            return True
        if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
            return name in words
        return name in outside_text  # an operator

    kept_by_name = 0
    for declaration in declarations:
        if declaration.line.strip() in protected:
            continue
        if used_outside(declaration):
            kept_by_name += 1
        else:
            declaration.dropped = True
    # Inside a type that no declaration keeps visible, nothing is visible: drop those too.
    visible_types = {d.name for d in declarations if d.kind in TYPE_KEYWORDS and not d.dropped}

    lab_types = {d.name for d in declarations if d.kind in TYPE_KEYWORDS}

    def inside_internal_type(declaration):
        # Only OddsLab's own types: an extension of CasinoCore's `ExactFraction` is not inside one.
        return any(owner in lab_types and owner not in visible_types for owner in declaration.owners)

    if arguments.dry_run:
        extra = [d for d in declarations if not d.dropped and inside_internal_type(d)
                 and d.line.strip() not in protected]
        dropped = [d for d in declarations if d.dropped]
        for d in dropped + extra:
            print(f"drop {d.where()}: {d.line.strip()}")
        print(f"would drop {len(dropped)} by name and {len(extra)} inside internal types; "
              f"{kept_by_name} names used outside; {len(skipped)} lines not understood (kept)")
        for path, index, line in skipped:
            print(f"  not understood {path.relative_to(ROOT)}:{index + 1}: {line.strip()}")
        return 0

    switched = switch_tests_to_testable()
    print(f"tests: {len(switched)} files switched to @testable import OddsLab")
    build = build_dir()

    def settle(round_name):
        close_over_signatures(declarations)
        write(sources, declarations)
        for attempt in range(1, 40):
            status, stderr = typecheck(build)
            errors = diagnostics(stderr)
            if os.environ.get("NARROW_ACCESS_LOG"):
                Path(os.environ["NARROW_ACCESS_LOG"] + f"-{round_name.replace(' ', '-')}-{attempt}.txt").write_text(stderr)
            if status == 0:
                print(f"{round_name}: type-checks after {attempt} pass(es)")
                return
            promote, demote = set(), set()
            restore, unresolved = restore_for(errors, declarations, promote, demote)
            for declaration in demote:
                declaration.dropped = True
            for path, index in promote:
                text = path.read_text(encoding="utf-8").split("\n")
                line = text[index]
                if not MODIFIER_LINE.match(line):
                    text[index] = re.sub(r"^(\s*(@[A-Za-z]+(\([^)]*\))?\s+)*)", r"\1package ", line, count=1)
                    path.write_text("\n".join(text), encoding="utf-8")
                    sources[path][index] = text[index]
                    print(f"  package again: {path.relative_to(ROOT)}:{index + 1}")
            if not (restore or promote or demote):
                sys.stderr.write(stderr[-6000:])
                sys.exit(f"narrow-access: {len(unresolved)} error(s) no dropped declaration explains (above)")
            for declaration in restore:
                declaration.dropped = False
            close_over_signatures(declarations)
            for path, index in promote:
                text = path.read_text(encoding="utf-8").split("\n")
                line = text[index]
                if not MODIFIER_LINE.match(line):
                    text[index] = re.sub(r"^(\s*(@[A-Za-z]+(\([^)]*\))?\s+)*)", r"\1package ", line, count=1)
                    path.write_text("\n".join(text), encoding="utf-8")
                    sources[path][index] = text[index]
                    print(f"  package again: {path.relative_to(ROOT)}:{index + 1}")
            if not (restore or promote or demote):
                sys.stderr.write(stderr[-6000:])
                sys.exit(f"narrow-access: {len(unresolved)} error(s) no dropped declaration explains (above)")
            # What a restored declaration's first line names must be visible too: restore those
            # types now rather than one compiler pass each.
            types = {}
            for d in declarations:
                if d.dropped and d.kind in TYPE_KEYWORDS | {"typealias"}:
                    types.setdefault(d.name, []).append(d)
            queue = list(restore)
            while queue:
                declaration = queue.pop()
                declaration.dropped = False
                if declaration.kind in TYPE_KEYWORDS:
                    continue  # a type's own line names what it conforms to, which may stay internal
                signature = DECLARATION.match(declaration.line).group("rest")
                for word in set(IDENTIFIER.findall(signature)) - {declaration.name}:
                    for named in types.pop(word, []):
                        restore.add(named)
                        queue.append(named)
            print(f"{round_name}, pass {attempt}: {len(errors)} errors, {len(restore)} modifiers restored,"
                  f" {len(demote)} dropped")
            write(sources, declarations)
        sys.exit("narrow-access: no fixed point after 40 passes")

    settle("by name")
    visible_types = {d.name for d in declarations if d.kind in TYPE_KEYWORDS and not d.dropped}
    more = [d for d in declarations if not d.dropped and inside_internal_type(d) and d.line.strip() not in protected]
    for declaration in more:
        declaration.dropped = True
    print(f"inside internal types: {len(more)} more dropped")
    settle("inside internal types")

    # The formatter: lines a dropped modifier shortened are joined, and an `init` that became the
    # same as the synthesized one (UseSynthesizedInitializer) keeps its modifier instead.
    changed = sorted({str(d.path) for d in declarations if d.dropped})
    if changed:
        subprocess.run(["swift", "format", "format", "-i", "--configuration", ".swift-format"] + changed, cwd=ROOT)
        lint = subprocess.run(["swift", "format", "lint", "--configuration", ".swift-format"] + changed, cwd=ROOT,
                              capture_output=True, text=True)
        flagged = {(Path(m.group(1)).resolve(), int(m.group(2)) - 1)
                   for m in re.finditer(r"^(.+?\.swift):(\d+):\d+: \w+: \[UseSynthesizedInitializer\]",
                                        lint.stderr + lint.stdout, re.M)}
        declarations, skipped, sources = lab_declarations_after_format(declarations)
        again = [d for d in declarations if (d.path.resolve(), d.index) in flagged and d.kind == "init"]
        for d in again:
            text = d.path.read_text(encoding="utf-8").split("\n")
            text[d.index] = re.sub(r"^(\s*(@[A-Za-z]+(\([^)]*\))?\s+)*)", r"\1package ", text[d.index], count=1)
            d.path.write_text("\n".join(text), encoding="utf-8")
        print(f"formatted {len(changed)} files; {len(again)} inits keep package (else the synthesized one)")
        status, stderr = typecheck(build)
        if status != 0:
            sys.stderr.write(stderr[-4000:])
            sys.exit("narrow-access: the formatted tree does not type-check")
        _, _, sources = lab_declarations()

    marked, public, lines = count(sources)
    print(f"after: {marked} lines with public/package ({public} public) in {lines} lines of Sources/OddsLab"
          f" = {1000 * marked / lines:.1f} per kloc")
    if arguments.build:
        subprocess.run(["swift", "build", "--build-tests"], cwd=ROOT, check=True)
    print(f"narrow-access: {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
