#!/usr/bin/env bash
# The rules' tests, mutated: each mutant of Scripts/rule-mutants/mutants.py (one slip in a rule of
# Docs/rules.md) is applied ALONE to a scratch copy of this tree, and `swift test` must fail on it;
# the unmutated copy must pass. Prints one line per mutant (the first failing tests named) and exits 1
# when a mutant survives or its text is no longer found.
#
#   Scripts/rule-mutants.sh [SCRATCH_DIR]      (default: a new temporary folder, removed at the end)
#
# One debug build of the copy, then per mutant a rebuild of the edited module and of every module
# that depends on it (`Scripts/touch-dependents.py`: an incremental build alone keeps the old body
# wherever a dependent inlined it, issue 42) and one test run; it is not in CI (Docs/rules.md,
# "The rules' tests, mutated", has its time).
#
#   RULE_MUTANTS="name …" Scripts/rule-mutants.sh   runs only the mutants named (and the unmutated copy)
set -uo pipefail
cd "$(dirname "$0")/.."
here=$PWD
if ! command -v swift >/dev/null 2>&1; then export PATH="/opt/swift/usr/bin:$PATH"; fi
scratch=${1:-}
if [ -z "$scratch" ]; then scratch=$(mktemp -d); trap 'rm -rf "$scratch"' EXIT; fi
copy=$scratch/tree
out=$scratch/out
mkdir -p "$copy" "$out"
git ls-files -z | xargs -0 cp --parents -t "$copy"
if [ ! -d "$copy/.git" ]; then (cd "$copy" && git init --quiet); fi
(cd "$copy" && git add -A && git -c user.name=ci -c user.email=ci@localhost commit --quiet --allow-empty -m base)
cd "$copy" || exit 2
swift package dump-package > "$out/package.json" || exit 2
mutants=$here/Scripts/rule-mutants/mutants.py
failed=0

# The files the previous mutant changed: reverting them is a change the dependents must see too.
previous=""
# test NAME: builds the tests and runs them into $out/NAME.*; sets rc (0: every test passed).
test_copy() {
  local name=$1 changed
  changed=$(git diff --name-only)
  if [ -n "$previous$changed" ]; then
    # shellcheck disable=SC2086 # one path per word
    python3 "$here/Scripts/touch-dependents.py" "$out/package.json" "$copy" $previous $changed > "$out/$name.touched" \
      || { rc=build; return; }
  fi
  previous=$changed
  if ! swift build --build-tests > "$out/$name.build" 2>&1; then rc=build; return; fi
  swift test --skip-build > "$out/$name.test" 2>&1
  rc=$?
}

echo "rule mutants: copy at $copy"
start=$(date +%s)
test_copy base
if [ "$rc" != 0 ]; then echo "rule mutants: the unmutated copy fails its tests (rc $rc, $out/base.*)"; exit 1; fi
echo "unmutated: every test passes ($(grep -oE 'Test run with [0-9]+ tests' "$out/base.test" | grep -oE '[0-9]+') tests, $(( $(date +%s) - start )) s)"
for name in ${RULE_MUTANTS:-$(python3 -c "import runpy; print(' '.join(m[0] for m in runpy.run_path('$mutants')['M']))")}; do
  git checkout --quiet -- .
  if ! python3 - "$mutants" "$name" <<'PY'
import runpy, sys
for n, f, old, new in runpy.run_path(sys.argv[1])["M"]:
    if n != sys.argv[2]: continue
    s = open(f).read()
    if s.count(old) != 1: sys.exit(f"rule mutants: {n}: its text occurs {s.count(old)} times in {f}")
    open(f, "w").write(s.replace(old, new))
PY
  then failed=1; continue; fi
  start=$(date +%s)
  test_copy "$name"
  took=$(( $(date +%s) - start ))
  if [ "$rc" = build ]; then
    echo "$name: killed by the compiler (${took} s)"
  elif [ "$rc" = 0 ]; then
    echo "$name: SURVIVES: every test passes (${took} s)"; failed=1
  else
    # (The suite's own last line, "✘ Test run with N tests … failed", names no test.)
    tests=$(grep -E '^✘ Test .* (failed|recorded an issue)' "$out/$name.test" | grep -v '^✘ Test run with ' \
      | sed -E 's/^✘ Test ([^( ]+).*/\1/' | sort -u)
    echo "$name: killed by $(echo "$tests" | grep -c .) tests (${took} s), e.g. $(echo "$tests" | head -3 | paste -sd, -)"
  fi
done
git checkout --quiet -- .
if [ "$failed" -ne 0 ]; then echo "rule mutants: FAIL"; exit 1; fi
echo "rule mutants: every mutant fails swift test; the unmutated copy passes"
