#!/usr/bin/env bash
# Runs dieharder on casino-odds' raw output (Docs/rng.md, "External test batteries").
#
#   Scripts/dieharder.sh [--short] [--seed S] [--stream K] [--interleave K] [--tool PATH] [-- extra dieharder options]
#
# --short: the CI selection (tests 0, 1, 15, 100, 101 at their default sizes, about half a minute); without it, `-a`.
# Runs the release build (swift build -c release) unless --tool names another casino-odds binary (CI
# passes its debug build, whose libraries are optimized too: the words are the same). Installs dieharder (Debian package) with apt-get
# when it is missing. Exit 1 when any test reports FAILED: dieharder calls a p-value FAILED below
# 10^-6 or above 1 − 10^-6, so each test line has a false-alarm rate of 2·10^-6 for a seed chosen at
# random (the short selection prints 6 lines: about 1.2·10^-5 for the run); WEAK lines (p outside
# 0.005…0.995, one in 100 by chance) are reported and do not fail.
set -euo pipefail
cd "$(dirname "$0")/.."
short=0 seed=42 stream=0 interleave=1 tool=.build/release/casino-odds
while [ $# -gt 0 ]; do
  case "$1" in
    --short) short=1 ;;
    --seed) seed="$2"; shift ;;
    --stream) stream="$2"; shift ;;
    --interleave) interleave="$2"; shift ;;
    --tool) tool="$2"; shift ;;
    --) shift; break ;;
    *) echo "dieharder.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
if ! command -v dieharder >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq dieharder >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq dieharder >/dev/null; fi
fi
[ -x "$tool" ] || { echo "dieharder.sh: $tool is not there: build first (swift build -c release) or pass --tool PATH" >&2; exit 2; }
out=$(mktemp)
trap 'rm -f "$out"' EXIT
# -g 200 reads raw 32-bit words from stdin: each 64-bit word arrives as its low half, then its high half.
feed() { "$tool" rng --seed "$seed" --stream "$stream" --interleave "$interleave" --format raw; }
if [ "$short" = 1 ]; then
  for t in 0 1 15 100 101; do
    start=$(date +%s)
    feed | dieharder -g 200 -d "$t" "$@" | tee -a "$out" | grep -E 'PASSED|WEAK|FAILED' || true
    echo "  (test $t: $(( $(date +%s) - start )) s)"
  done
else
  feed | dieharder -g 200 -a "$@" | tee "$out"
fi
failed=$(grep -c 'FAILED' "$out" || true)
weak=$(grep -c 'WEAK' "$out" || true)
echo "dieharder: seed $seed stream $stream interleave $interleave: $failed FAILED, $weak WEAK"
[ "$failed" = 0 ]
