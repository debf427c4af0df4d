#!/usr/bin/env bash
# The four mutants the Monte Carlo gate once missed (issue 31's mutation run), a radix slip in
# `SlotsEngine.outcome(forStops:)` that no gate saw (issue 42), and a gain rule rounded down that
# passed `check` and `day` (issue 39), each applied ALONE to a scratch copy of this tree,
# release-built, and run through `casino-odds check`: each must fail it (exit 1) by the checks named
# below, and the unmutated copy must pass the very same runs (exit 0). The payout and gain-rule
# mutants also meet 10 000 days of the chaser and the heavy player (`casino-odds day`): a payout
# rounded to nearest must fail `settled-delta-is-previewed-line` there.
#
#   Scripts/mutants.sh [SCRATCH_DIR]      (default: a new temporary folder, removed at the end)
#   MUTANTS="name …" Scripts/mutants.sh   runs only the mutants named (and the unmutated runs)
#
# One full release build of the copy, then per mutant a rebuild of the edited module and of every
# module that depends on it (`Scripts/touch-dependents.py`: an incremental build alone keeps the old
# body wherever a dependent inlined it, issue 42), and eight `check` runs; it is not in CI, and
# Docs/methodology.md §5a has its output and time. Exit 1 when a mutant survives, a run is not what is
# expected, or a mutant's text is no longer found (Scripts/mutants/apply.py names it).
set -euo pipefail
cd "$(dirname "$0")/.."
here=$PWD
if ! command -v swift >/dev/null 2>&1; then export PATH="/opt/swift/usr/bin:$PATH"; fi
scratch=${1:-}
if [ -z "$scratch" ]; then scratch=$(mktemp -d); trap 'rm -rf "$scratch"' EXIT; fi
copy=$scratch/tree
out=$scratch/out
mkdir -p "$copy" "$out"
# The tree as checked out (committed or not), every tracked file, in a repository of its own so each
# mutant starts from the same files (`git checkout -- .` undoes the previous one). A copy left by an
# earlier run keeps its .build, so its builds are incremental.
git ls-files -z | xargs -0 cp --parents -t "$copy"
if [ ! -d "$copy/.git" ]; then
  (cd "$copy" && git init --quiet)
fi
(cd "$copy" && git add -A && git -c user.name=ci -c user.email=ci@localhost commit --quiet --allow-empty -m base)
(cd "$copy" && swift package dump-package) > "$out/package.json"
slots_config=$here/Scripts/mutants/slots-4x3x5.json
failed=0
fail() { echo "mutants: $*"; failed=1; }

# The files the previous mutant changed: reverting them is a change the dependents must see too.
previous=""
build() {
  local changed
  changed=$(cd "$copy" && git diff --name-only)
  if [ -n "$previous$changed" ]; then
    local touched
    # shellcheck disable=SC2086 # one path per word
    touched=$(python3 "$here/Scripts/touch-dependents.py" "$out/package.json" "$copy" $previous $changed) || exit 1
    echo "  rebuilding $touched"
  fi
  previous=$changed
  (cd "$copy" && swift build -c release --product casino-odds 2>&1 | grep -E "error:|warning:" || true)
  [ -x "$copy/.build/release/casino-odds" ] || { echo "mutants: the copy did not build"; exit 1; }
}

# check NAME [ARGS...]: runs `casino-odds check ARGS` into $out/NAME.txt; sets rc.
check() {
  local name=$1; shift
  rc=0
  (cd "$copy" && .build/release/casino-odds check "$@") > "$out/$name.txt" 2> "$out/$name.err" || rc=$?
}

# The failing checks of a run, counted by game and check: "crash: decision proof: 11".
failing() {
  awk '/^FAIL: /{on=1; next} /^  n\/a /{on=0} on && /^  /{
        sub(/^  /, ""); split($0, w, " "); game=w[1]
        kind=""; n=split($0, parts, ": ")
        for (i = 2; i <= n; i++) if (parts[i] ~ /^(decision proof|payouts derived twice|RTP z-test|chi-square|preview == payout|cap and sign rules|possible outcomes only|floor decision|policy floor|every accepted bet can gain|every advertised prize attainable|statistical tests run)$/) { kind=parts[i]; break }
        count[game ": " kind]++ }
      END { for (k in count) print k ": " count[k] }' "$1" | sort
}

# The number of choices of GAME the configuration offers (the floor cases' title of the unmutated run).
offered() { grep -oE "return floor: $1, [0-9]+ choices" "$out/base.txt" | head -1 | grep -oE "[0-9]+ choices" | cut -d' ' -f1; }

report() {
  local name=$1 file=$2
  echo "  exit $rc; $(grep -E '^(FAIL|PASS):' "$file")"
  grep -E '^(decision proof|payouts derived twice) \(exact' "$file" | sed 's/^/  /'  || true
  failing "$file" | sed 's/^/    failing: /'
  awk '/^FAIL: /{on=1; next} /^  n\/a /{on=0} on && /^  /{print; n++} n>=2{exit}' "$file" | cut -c1-220 \
    | sed 's/^  /    first: /'
}

echo "mutants: copy at $copy"
echo "== unmutated"
(cd "$copy" && git checkout --quiet -- .)
build
check base
echo "casino-odds check"; report base "$out/base.txt"
[ "$rc" -eq 0 ] || fail "the unmutated copy fails check (see $out/base.txt)"
check base-slots --config "$slots_config"
echo "casino-odds check --config Scripts/mutants/slots-4x3x5.json"; report base-slots "$out/base-slots.txt"
[ "$rc" -eq 0 ] || fail "the unmutated copy fails check on the 4x3x5 machine (see $out/base-slots.txt)"

# day NAME [ARGS...]: runs `casino-odds day ARGS` into $out/NAME.txt; sets rc (1: an invariant violated).
day() {
  local name=$1; shift
  rc=0
  (cd "$copy" && .build/release/casino-odds day "$@") > "$out/$name.txt" 2> "$out/$name.err" || rc=$?
}
# The day runs each mutant meets: the chaser and the heavy player, 10 000 days each.
day_runs() {
  local name=$1 profile
  for profile in chaser heavy; do
    day "$name-day-$profile" --profile "$profile" --days 10000 --seed 1
    echo "casino-odds day --profile $profile --days 10000: exit $rc; $(grep -m1 -E '^(no violations in|[0-9]+ violations; first)' "$out/$name-day-$profile.txt" | cut -c1-160 || true)"
  done
}
day_runs base
for profile in chaser heavy; do
  grep -q . "$out/base-day-$profile.txt" || fail "the unmutated copy's day run printed nothing"
done

for mutant in ${MUTANTS:-payout-rounded-to-nearest gain-rule-rounded-down plinko-first-row-513-of-1024 \
  slots-middle-reel-wrong-radix slots-outcome-for-stops-radix crash-96.7-behind-a-97-claim}; do
  echo "== $mutant"
  (cd "$copy" && git checkout --quiet -- .)
  python3 "$here/Scripts/mutants/apply.py" "$copy" "$mutant" || { failed=1; continue; }
  build
  case $mutant in
    slots-middle-reel-wrong-radix)
      check "$mutant" --config "$slots_config"
      echo "casino-odds check --config Scripts/mutants/slots-4x3x5.json"; report "$mutant" "$out/$mutant.txt"
      [ "$rc" -eq 1 ] || fail "$mutant survives check on the 4x3x5 machine"
      grep -qE "^  slots one payline: decision proof: .*cycle position" "$out/$mutant.txt" \
        || fail "$mutant: the Slots decision proof does not name a cycle position"
      check "$mutant-default"
      echo "casino-odds check (the default strips, all 22 long: the mix-up changes nothing there)"
      report "$mutant-default" "$out/$mutant-default.txt"
      [ "$rc" -eq 0 ] || fail "$mutant changes the default machine too (see $out/$mutant-default.txt)"
      ;;
    slots-outcome-for-stops-radix)
      check "$mutant" --config "$slots_config"
      echo "casino-odds check --config Scripts/mutants/slots-4x3x5.json"; report "$mutant" "$out/$mutant.txt"
      [ "$rc" -eq 1 ] || fail "$mutant survives check on the 4x3x5 machine"
      grep -qE "^  slots one payline: decision proof: .*outcome\(forStops:\)" "$out/$mutant.txt" \
        || fail "$mutant: the Slots decision proof does not name outcome(forStops:)"
      ;;
    *)
      check "$mutant"
      echo "casino-odds check"; report "$mutant" "$out/$mutant.txt"
      [ "$rc" -eq 1 ] || fail "$mutant survives check"
      ;;
  esac
  case $mutant in
    payout-rounded-to-nearest)
      grep -qE ": payouts derived twice: " "$out/$mutant.txt" || fail "$mutant: no payout derivation fails"
      day_runs "$mutant"
      grep -q "settled-delta-is-previewed-line" "$out/$mutant-day-heavy.txt" \
        || fail "$mutant: the heavy player's days do not fail settled-delta-is-previewed-line" ;;
    gain-rule-rounded-down)
      grep -qE ": every accepted bet can gain: .*floor off" "$out/$mutant.txt" \
        || fail "$mutant: check's gain-rule case does not name a bet the gain rule takes with the floor off"
      day_runs "$mutant" ;;
    plinko-first-row-513-of-1024)
      got=$(grep -cE "^  plinko [^:]*: decision proof: " "$out/$mutant.txt" || true)
      echo "  Plinko decision proofs failing: $got of the $(offered plinko) offered tables"
      [ "$got" -eq "$(offered plinko)" ] || fail "$mutant: not every Plinko table's decision proof fails" ;;
    crash-96.7-behind-a-97-claim)
      got=$(grep -cE "^  crash [^:]*: decision proof: " "$out/$mutant.txt" || true)
      echo "  Crash decision proofs failing: $got of the $(offered crash) offered targets"
      [ "$got" -eq "$(offered crash)" ] || fail "$mutant: not every offered Crash target's decision proof fails" ;;
  esac
done
(cd "$copy" && git checkout --quiet -- .)
if [ "$failed" -ne 0 ]; then echo "mutants: FAIL"; exit 1; fi
echo "mutants: every mutant fails check; the unmutated copy passes the same runs"
