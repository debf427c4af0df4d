#!/usr/bin/env python3
"""Makes every OddsLab `package` declaration that no other module uses `internal`, keeping `package`
only where another module of this package needs it (Docs/architecture.md, "OddsLab's boundary").
Re-runnable: run it after a merge, on any tree, once `swift build` has built it (it reads that
build's index and modules).

    Scripts/narrow-access.py              # narrow, then check with the compiler (see below)
    Scripts/narrow-access.py --build      # ...and end with `swift build --build-tests`
    Scripts/narrow-access.py --log /tmp/n # ...writing each compiler run's diagnostics to /tmp/n-*.txt
    Scripts/narrow-access.py --table      # change nothing: the marked lines by folder and needing module

What it does, in order:

1. Test files that import OddsLab import it `@testable` (debug builds have `-enable-testing`, also
   with the lab's `-O`; the tests only build in debug), so the tests count as inside the module.
2. The index store of the last debug build (`.build/debug/index/store`, which SwiftPM writes on
   every debug build; read through the toolchain's libIndexStore) says which OddsLab declarations
   the code of another Sources/ module (OddsReports, RelatedReports, the tool) references. Every
   other `package` declaration loses its modifier. `public` is the front and stays as it is.
   Lines that a script under Scripts/ matches verbatim (the fifth game's edits, the mutants) are
   never touched.
3. The compiler decides the rest, against the modules of that build: OddsLab is type-checked and
   its module emitted, and for every error the modifier comes back on each dropped declaration the
   error or its notes point at (a witness of a package protocol, a type in a package signature,
   what an `@inlinable` body reads); then OddsReports, RelatedReports, the tool and each
   Fuzz/Targets file (built with `-package-name`, without `-enable-testing`) are type-checked
   against the narrowed OddsLab, and what they fail on comes back (the declaration a note points
   at, else the dropped declarations named on the failing line); repeated until all type-check.
   A restored declaration's signature types and its enclosing types come back with it.
4. Declarations inside OddsLab types that ended up internal lose their modifiers too; the
   formatter then runs on the changed files, and an `init` that became the same as the synthesized
   one (`UseSynthesizedInitializer` would flag it) is removed.

Benchmarks/ is another package and sees only `public`, which this script does not change (`.ci/run`
type-checks it). The fifth game's Dice descriptor is compiled into OddsLab itself.

It prints the count BoundaryTests checks (lines with a `public`/`package` modifier per 1,000 lines
of Sources/OddsLab, the grep below) before and after, and its run time.

    grep -rhE '^\\s*(@[A-Za-z]+(\\([^)]*\\))?\\s+)*(public|package)\\b' Sources/OddsLab | wc -l
"""

import argparse
import ctypes
import os
import re
import subprocess
import sys
import tempfile
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


def remove_inits(path, starts):
    """Removes the `init`s starting at the 0-based lines `starts` of `path`, with their doc comments."""
    lines = path.read_text(encoding="utf-8").split("\n")
    remove = set()
    for start in starts:
        end, depth, opened = start, 0, False
        while True:
            for character in lines[end]:
                depth += {"{": 1, "}": -1}.get(character, 0)
                opened = opened or character == "{"
            if opened and depth == 0:
                break
            end += 1
        first = start
        while first > 0 and lines[first - 1].strip().startswith("///"):
            first -= 1
        remove |= set(range(first, end + 1))
    kept = []
    for index, line in enumerate(lines):
        if index not in remove and not (line.strip() == "" and kept and kept[-1].strip() == ""):
            kept.append(line)
    path.write_text("\n".join(kept), encoding="utf-8")


def switch_tests_to_testable():
    switched = []
    for path in swift_files(ROOT / "Tests"):
        text = path.read_text(encoding="utf-8")
        new = re.sub(r"(?m)^import OddsLab$", "@testable import OddsLab", text)
        if new != text:
            path.write_text(new, encoding="utf-8")
            switched.append(path)
    return switched



def dependents_modules(build, work):
    """A module folder for the dependents' check: the last debug build's modules, less the ones this
    script emits again from the narrowed sources (OddsLab and the modules built on it)."""
    folder = work / "Modules"
    folder.mkdir(parents=True, exist_ok=True)
    for entry in (build / "Modules").iterdir():
        if entry.name.split(".")[0] in ("OddsLab", "OddsReports", "RelatedReports", "casino_odds"):
            continue
        link = folder / entry.name
        if not link.exists():
            link.symlink_to(entry)
    return folder


def compile_module(build, modules, name, sources, emit, skip_bodies=False, extra=(), in_package=True):
    """`swiftc` over one module's sources against `modules`: emits its .swiftmodule there (emit) or
    only type-checks; returns (status, stderr). Code outside the package (Benchmarks/) is
    type-checked as `.ci/run` does: Swift 5, no `-package-name`."""
    package = ["-swift-version", "6", "-package-name", package_name(build), "-enable-testing"]
    command = [
        "swiftc", *(package if in_package else ["-swift-version", "5"]), "-parse-as-library", "-module-name", name,
        "-I", str(modules),
        "-module-cache-path", str(build / "ModuleCache"),
        "-Xcc", f"-fmodule-map-file={build / 'XoshiroLanes.build' / 'module.modulemap'}",
        "-Xcc", "-I", "-Xcc", str(ROOT / "Sources" / "XoshiroLanes" / "include"),
        "-Xcc", "-mpopcnt", "-wmo", "-diagnostic-style=llvm", *extra,
    ]
    if emit:
        command += ["-emit-module", "-emit-module-path", str(modules / f"{name}.swiftmodule"),
                    "-emit-module-source-info-path", str(modules / f"{name}.swiftsourceinfo")]
        if skip_bodies:
            command += ["-Xfrontend", "-experimental-skip-non-inlinable-function-bodies"]
    else:
        command += ["-typecheck"]
    result = subprocess.run(command + [str(p) for p in sources], cwd=ROOT, capture_output=True, text=True)
    return result.returncode, result.stderr


def dependents():
    """What sees OddsLab from outside it, in build order: (module name, sources, emitted for the next,
    inside the package). The tests are not here: they import OddsLab `@testable`. Benchmarks/ is
    another package and sees only `public`."""
    found = [
        ("OddsReports", swift_files(ROOT / "Sources" / "OddsReports"), True, True),
        ("RelatedReports", swift_files(ROOT / "Sources" / "RelatedReports"), True, True),
        ("casino_odds", swift_files(ROOT / "Sources" / "casino-odds"), False, True),
    ]
    for target in swift_files(ROOT / "Fuzz" / "Targets"):
        found.append((target.stem, [target], False, True))
    found.append(("BenchmarkSupport", swift_files(ROOT / "Benchmarks" / "Sources" / "BenchmarkSupport"), False, False))
    return found


INACCESSIBLE = re.compile(r"'([A-Za-z_][A-Za-z0-9_]*)(\(.*\))?' is inaccessible due to '(internal|fileprivate|private)'")


def restore_for_dependents(errors, declarations, promote):
    """The dropped declarations a dependent's errors point at: the note "declared here" in an OddsLab
    file (the emitted source info gives its line), else a dropped declaration of the named type or
    member. Returns (to restore, errors nothing explains)."""
    dropped = {(d.path, d.index): d for d in declarations if d.dropped}
    by_name = {}
    for d in declarations:
        if d.dropped:
            by_name.setdefault(d.name or d.owner, []).append(d)
    restore, unresolved = set(), []
    for error, notes in errors:
        hits = []
        for path, index, _ in notes:
            for back in range(0, 4):
                if (path, index - back) in dropped:
                    hits.append(dropped[(path, index - back)])
                    break
        if not hits:
            names = [m.group(1) for m in INACCESSIBLE.finditer(error[2])]
            names += re.findall(r"cannot find (?:type )?'([A-Za-z_][A-Za-z0-9_]*)' in scope", error[2])
            names += re.findall(r"has no member '([A-Za-z_][A-Za-z0-9_]*)'", error[2])
            for name in names:
                hits += by_name.get(name, [])
        if not hits and error[0].exists():
            # An error that names nothing inaccessible (a narrowed overload left another one to pick):
            # every dropped declaration named on the failing line comes back.
            line = error[0].read_text(encoding="utf-8").split("\n")[error[1]]
            for name in set(IDENTIFIER.findall(code_only(line, keep_strings=False))):
                hits += by_name.get(name, [])
        if hits:
            restore.update(hits)
            continue
        # A declaration that has no modifier yet (code moved out of OddsLab, a new use): the note
        # points at it in OddsLab and it gets `package`.
        added = [(path, index) for path, index, message in notes
                 if "declared here" in message and path.is_relative_to(LAB)]
        if added and "inaccessible" in error[2]:
            promote.update(added)
            continue
        # An internal type is not found at all (no note): its declaration in OddsLab gets `package`.
        missing = re.findall(r"cannot find (?:type )?'([A-Za-z_][A-Za-z0-9_]*)' in scope", error[2])
        found = [place for name in missing for place in top_level_types().get(name, [])]
        if found:
            promote.update(found)
        else:
            unresolved.append(error)
    return restore, unresolved


def top_level_types():
    """Name: [(file, line)] of every type OddsLab declares at the top level (any access)."""
    found = {}
    for path in swift_files(LAB):
        for index, line in enumerate(path.read_text(encoding="utf-8").split("\n")):
            match = re.match(r"^(@[A-Za-z]+(\([^)]*\))?\s+)*((public|package)\s+)?(final\s+)?"
                             r"(struct|enum|class|actor|protocol|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)", line)
            if match:
                found.setdefault(match.group(7), []).append((path.resolve(), index))
    return found


def add_package(sources, places):
    """`package` on each (file, line) that has no modifier."""
    for path, index in places:
        line = sources[path][index]
        if not MODIFIER_LINE.match(line):
            sources[path][index] = re.sub(r"^(\s*(@[A-Za-z]+(\([^)]*\))?\s+)*)", r"\1package ", line, count=1)
            path.write_text("\n".join(sources[path]), encoding="utf-8")
            print(f"  package added: {path.relative_to(ROOT)}:{index + 1}")


def close_restored(restore, declarations):
    """A restored declaration's first line may name dropped types, and its owners must be visible
    too: restore those now rather than one compiler pass each."""
    types = {}
    for d in declarations:
        if d.dropped and d.kind in TYPE_KEYWORDS | {"typealias"}:
            types.setdefault(d.name, []).append(d)
    queue = list(restore)
    while queue:
        declaration = queue.pop()
        declaration.dropped = False
        words = set(declaration.owners)
        if declaration.kind not in TYPE_KEYWORDS:
            # a type's own line names what it conforms to, which may stay internal
            words |= set(IDENTIFIER.findall(DECLARATION.match(declaration.line).group("rest"))) - {declaration.name}
        for word in words:
            for named in types.pop(word, []):
                restore.add(named)
                queue.append(named)


# The index store of the last debug build (SwiftPM writes one by default): which OddsLab declarations
# the other modules' code references, read with the toolchain's libIndexStore through ctypes.
class IndexString(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    def text(self):
        return ctypes.string_at(self.data, self.length).decode() if self.data else ""


UNIT_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, IndexString)
ITEM_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)
INDEX_FUNCTIONS = {  # name: (result, arguments)
    "indexstore_store_create": (ctypes.c_void_p, [ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]),
    "indexstore_store_units_apply_f": (ctypes.c_bool, [ctypes.c_void_p, ctypes.c_uint, ctypes.c_void_p, UNIT_APPLIER]),
    "indexstore_unit_reader_create": (ctypes.c_void_p, [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]),
    "indexstore_unit_reader_get_module_name": (IndexString, [ctypes.c_void_p]),
    "indexstore_unit_reader_dependencies_apply_f": (ctypes.c_bool, [ctypes.c_void_p, ctypes.c_void_p, ITEM_APPLIER]),
    "indexstore_unit_reader_dispose": (None, [ctypes.c_void_p]),
    "indexstore_unit_dependency_get_kind": (ctypes.c_int, [ctypes.c_void_p]),
    "indexstore_unit_dependency_get_name": (IndexString, [ctypes.c_void_p]),
    "indexstore_unit_dependency_get_filepath": (IndexString, [ctypes.c_void_p]),
    "indexstore_record_reader_create": (ctypes.c_void_p, [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]),
    "indexstore_record_reader_occurrences_apply_f": (ctypes.c_bool, [ctypes.c_void_p, ctypes.c_void_p, ITEM_APPLIER]),
    "indexstore_record_reader_dispose": (None, [ctypes.c_void_p]),
    "indexstore_occurrence_get_symbol": (ctypes.c_void_p, [ctypes.c_void_p]),
    "indexstore_occurrence_get_roles": (ctypes.c_uint64, [ctypes.c_void_p]),
    "indexstore_occurrence_get_line_col": (None, [ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]),
    "indexstore_symbol_get_usr": (IndexString, [ctypes.c_void_p]),
}
RECORD_DEPENDENCY, DECLARED, REFERENCED = 2, 0b11, 0b100  # the dependency kind; the roles' bits


def index_occurrences(build):
    """Every occurrence the index of this tree's files holds: (module, file, line, symbol's USR, roles).
    A record is shared by every tree whose file has the same bytes, so a record counts under this
    tree's path only."""
    swiftc = Path(subprocess.run(["which", "swiftc"], capture_output=True, text=True, check=True).stdout.strip())
    lib = ctypes.CDLL(str(swiftc.resolve().parent.parent / "lib" / "libIndexStore.so"))
    for name, (result, arguments) in INDEX_FUNCTIONS.items():
        getattr(lib, name).restype = result
        getattr(lib, name).argtypes = arguments
    error = ctypes.c_void_p()
    store = lib.indexstore_store_create(str(build / "index" / "store").encode(), ctypes.byref(error))
    if not store:
        sys.exit(f"narrow-access: no index store in {build / 'index'}: run swift build first")
    units = []
    lib.indexstore_store_units_apply_f(store, 0, None, UNIT_APPLIER(lambda _, name: units.append(name.text()) or True))
    records, root = {}, str(ROOT) + "/"
    for unit in units:
        reader = lib.indexstore_unit_reader_create(store, unit.encode(), ctypes.byref(error))
        if not reader:
            continue
        module = lib.indexstore_unit_reader_get_module_name(reader).text()

        def on_dependency(_, dependency, module=module):
            path = lib.indexstore_unit_dependency_get_filepath(dependency).text()
            if lib.indexstore_unit_dependency_get_kind(dependency) == RECORD_DEPENDENCY and path.startswith(root):
                records[lib.indexstore_unit_dependency_get_name(dependency).text()] = (module, path)
            return True

        lib.indexstore_unit_reader_dependencies_apply_f(reader, None, ITEM_APPLIER(on_dependency))
        lib.indexstore_unit_reader_dispose(reader)
    found = []
    for record, (module, path) in records.items():
        reader = lib.indexstore_record_reader_create(store, record.encode(), ctypes.byref(error))
        if not reader:
            continue

        def on_occurrence(_, occurrence, module=module, path=path):
            line, column = ctypes.c_uint(), ctypes.c_uint()
            lib.indexstore_occurrence_get_line_col(occurrence, ctypes.byref(line), ctypes.byref(column))
            usr = lib.indexstore_symbol_get_usr(lib.indexstore_occurrence_get_symbol(occurrence)).text()
            found.append((module, path, line.value, usr, lib.indexstore_occurrence_get_roles(occurrence)))
            return True

        lib.indexstore_record_reader_occurrences_apply_f(reader, None, ITEM_APPLIER(on_occurrence))
        lib.indexstore_record_reader_dispose(reader)
    return found


def referenced_from_other_modules(build):
    """(file, 0-based line) of every OddsLab declaration that code of another Sources/ module
    references, and the files the index knows (a file it does not know keeps its modifiers)."""
    occurrences = index_occurrences(build)
    lab, sources = str(LAB) + "/", str(ROOT / "Sources") + "/"
    declared_at = {}
    for module, path, line, usr, roles in occurrences:
        if path.startswith(lab) and roles & DECLARED:
            declared_at.setdefault(usr, set()).add((Path(path), line - 1))
    used = set()
    for module, path, line, usr, roles in occurrences:
        if module != "OddsLab" and path.startswith(sources) and roles & REFERENCED:
            used |= declared_at.get(usr, set())
    known = {Path(path) for _, path, _, _, _ in occurrences if path.startswith(lab)}
    return used, known


def narrow_by_compiler(build, declarations, sources, protected, log):
    """Drops `package` from every OddsLab declaration no other module's code references (the index),
    then restores what the compiler asks for: OddsLab's own type-check (signatures, witnesses,
    inlinable bodies), then each dependent's against the narrowed OddsLab; until all type-check."""
    used, known = referenced_from_other_modules(build)

    def narrowable(declaration):
        # `public` types and what inlinable code reads stay the front; a `public` member no other
        # module names (the requests' stored inputs) is as internal as a `package` one.
        if declaration.access == "package":
            return True
        attributes = declaration.line + " ".join(sources[declaration.path][max(0, declaration.index - 2):declaration.index])
        return declaration.kind not in TYPE_KEYWORDS and "@inlinable" not in attributes and (
            "@usableFromInline" not in attributes)

    for declaration in declarations:
        if (narrowable(declaration) and declaration.line.strip() not in protected
                and declaration.path in known and (declaration.path, declaration.index) not in used):
            declaration.dropped = True
    print(f"index: {sum(d.dropped for d in declarations)} package or public member declarations"
          " no other module references")
    write(sources, declarations)
    work = Path(tempfile.mkdtemp(prefix="narrow-access-"))
    modules = dependents_modules(build, work)
    for attempt in range(1, 60):
        status, stderr = compile_module(build, modules, "OddsLab", swift_files(LAB), emit=True, skip_bodies=True,
                                        extra=["-Xcc", "-mpopcnt"])
        log(f"lab-{attempt}", stderr)
        if status != 0:
            promote, demote = set(), set()
            restore, unresolved = restore_for(diagnostics(stderr), declarations, promote, demote)
            add_package(sources, promote)
            if not (restore or promote):
                sys.stderr.write(stderr[-6000:])
                sys.exit(f"narrow-access: {len(unresolved)} OddsLab error(s) no dropped declaration explains (above)")
            close_restored(restore, declarations)
            write(sources, declarations)
            print(f"pass {attempt}: OddsLab asks for {len(restore)} back, {len(promote)} more")
            continue
        asked, progressed = set(), False
        for name, files, emit, in_package in dependents():
            status, stderr = compile_module(build, modules, name, files, emit=emit, in_package=in_package)
            log(f"{name}-{attempt}", stderr)
            if status == 0:
                continue
            promote = set()
            restore, unresolved = restore_for_dependents(diagnostics(stderr), declarations, promote)
            add_package(sources, promote)
            if not (restore or promote):
                sys.stderr.write(stderr[-6000:])
                sys.exit(f"narrow-access: {len(unresolved)} {name} error(s) no dropped declaration explains (above)")
            print(f"pass {attempt}: {name} asks for {len(restore)} back, {len(promote)} more")
            asked |= restore
            progressed = True
            break  # the modules after it need its module, emitted only when it type-checks
        if not progressed:
            print(f"pass {attempt}: OddsLab and every dependent type-check")
            return
        close_restored(asked, declarations)
        write(sources, declarations)
    sys.exit("narrow-access: no fixed point after 60 passes")


def table(build):
    """Markdown: OddsLab's `public`/`package` lines by folder and by the module whose code names
    them (the index of the last debug build), as Docs/architecture.md shows them."""
    occurrences = index_occurrences(build)
    lab = str(LAB) + "/"
    declared_at = {}
    for module, path, line, usr, roles in occurrences:
        if path.startswith(lab) and roles & DECLARED:
            declared_at.setdefault((path, line - 1), set()).add(usr)
    modules = {}
    for module, path, line, usr, roles in occurrences:
        if module != "OddsLab" and path.startswith(str(ROOT / "Sources") + "/") and roles & REFERENCED:
            modules.setdefault(usr, set()).add(module)
    columns = ["public", "OddsReports", "the tool", "both", "RelatedReports", "the compiler"]
    counts, lines = {}, {}
    for path in swift_files(LAB):
        folder = path.relative_to(LAB).parts[0] if len(path.relative_to(LAB).parts) > 1 else "(top)"
        text = path.read_text(encoding="utf-8").split("\n")
        lines[folder] = lines.get(folder, 0) + len(text) - (1 if text and text[-1] == "" else 0)
        for index, line in enumerate(text):
            match = MODIFIER_LINE.match(line)
            if not match:
                continue
            users = set()
            for usr in declared_at.get((str(path), index), ()):
                users |= modules.get(usr, set())
            users = {{"casino_odds": "the tool"}.get(m, m) for m in users} & {"OddsReports", "the tool", "RelatedReports"}
            if match.group(3) == "public":
                column = "public"
            elif users == {"OddsReports", "the tool"}:
                column = "both"
            elif len(users) == 1:
                column = users.pop()
            elif users:
                column = "RelatedReports"
            else:
                column = "the compiler"
            counts.setdefault(folder, {}).setdefault(column, 0)
            counts[folder][column] += 1
    print("| folder | lines | " + " | ".join(columns) + " | marked | per 1,000 |")
    print("| --- | ---: | " + " | ".join("---:" for _ in columns) + " | ---: | ---: |")
    total = {c: 0 for c in columns}
    for folder in sorted(lines):
        row = counts.get(folder, {})
        marked = sum(row.values())
        for c in columns:
            total[c] += row.get(c, 0)
        print(f"| {folder} | {lines[folder]:,} | " + " | ".join(str(row.get(c, 0)) for c in columns)
              + f" | {marked} | {1000 * marked / lines[folder]:.1f} |")
    marked, all_lines = sum(total.values()), sum(lines.values())
    print(f"| **OddsLab** | **{all_lines:,}** | " + " | ".join(f"**{total[c]}**" for c in columns)
          + f" | **{marked:,}** | **{1000 * marked / all_lines:.1f}** |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", action="store_true", help="end with swift build --build-tests")
    parser.add_argument("--log", help="write each compiler run's diagnostics to LOG-<step>.txt")
    parser.add_argument("--table", action="store_true", help="only print who needs each folder's marked lines")
    arguments = parser.parse_args()
    if arguments.table:
        table(build_dir())
        return 0
    started = time.monotonic()
    os.chdir(ROOT)

    declarations, skipped, sources = lab_declarations()
    marked, public, lines = count(sources)
    print(f"before: {marked} lines with public/package ({public} public) in {lines} lines of Sources/OddsLab"
          f" = {1000 * marked / lines:.1f} per kloc")

    protected = protected_lines()
    lab_types = {d.name for d in declarations if d.kind in TYPE_KEYWORDS}

    def inside_internal_type(declaration):
        # Only OddsLab's own types: an extension of CasinoCore's `ExactFraction` is not inside one.
        return any(owner in lab_types and owner not in visible_types for owner in declaration.owners)

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

    def log(step, stderr):
        if arguments.log:
            Path(f"{arguments.log}-{step}.txt").write_text(stderr, encoding="utf-8")

    narrow_by_compiler(build, declarations, sources, protected, log)
    visible_types = {d.name for d in declarations if d.kind in TYPE_KEYWORDS and not d.dropped}
    more = [d for d in declarations if not d.dropped and inside_internal_type(d) and d.line.strip() not in protected]
    for declaration in more:
        declaration.dropped = True
    print(f"inside internal types: {len(more)} more dropped")
    settle("inside internal types")

    # The formatter: lines a dropped modifier shortened are joined, and an `init` that became the
    # same as the synthesized one (UseSynthesizedInitializer) is removed, with its doc comment.
    changed = sorted({str(d.path) for d in declarations if d.dropped})
    if changed:
        subprocess.run(["swift", "format", "format", "-i", "--configuration", ".swift-format"] + changed, cwd=ROOT)
        lint = subprocess.run(["swift", "format", "lint", "--configuration", ".swift-format"] + changed, cwd=ROOT,
                              capture_output=True, text=True)
        flagged = {}
        for m in re.finditer(r"^(.+?\.swift):(\d+):\d+: \w+: \[UseSynthesizedInitializer\]", lint.stderr + lint.stdout,
                             re.M):
            flagged.setdefault(Path(m.group(1)).resolve(), []).append(int(m.group(2)) - 1)
        for path, starts in flagged.items():
            remove_inits(path, starts)
        print(f"formatted {len(changed)} files; {sum(map(len, flagged.values()))} inits the same as the synthesized"
              " one removed")
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
