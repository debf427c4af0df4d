#!/usr/bin/env bash
# Measures what a second RNG-contract change — four rounds decided from each 64-bit word instead of
# one — would buy Plinko (16 rows) and Slots, against the NumPy peer: issue 19's "slice a draw"
# question, answered by a measurement instead of a model. Applies Benchmarks/slicing-probe/probe.patch
# to a scratch copy of this tree (nothing here changes), builds it in release, and times
# `simulate --threads 1` with the probe off (PROBE_K=1: the shipped contract) and on (PROBE_K=4),
# interleaved with `Benchmarks/numpy/peer.py`, best of ROUNDS. Wagers per second count the
# rounds actually decided (the JSON's totals), so the probe's 4 rounds a word are counted as 4.
#
#   Benchmarks/slicing-probe.sh [ROUNDS] [SCRATCH_DIR]     # 3 rounds; a temporary folder by default
#   chrt -f 50 Benchmarks/slicing-probe.sh 3               # on a shared host
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-3}"
if ! command -v swift >/dev/null 2>&1; then export PATH="/opt/swift/usr/bin:$PATH"; fi
python3 -c 'import numpy' 2>/dev/null || { echo "slicing-probe.sh: the NumPy peer needs numpy (pip install numpy)" >&2; exit 2; }
scratch=${2:-}
if [ -z "$scratch" ]; then scratch=$(mktemp -d); trap 'rm -rf "$scratch"' EXIT; fi
copy=$scratch/tree
rm -rf "$copy"; mkdir -p "$copy"
git ls-files -z | xargs -0 cp --parents -t "$copy"
here=$PWD
(cd "$copy" && git apply "$here/Benchmarks/slicing-probe/probe.patch") \
  || { echo "slicing-probe.sh: probe.patch no longer applies to this tree" >&2; exit 1; }
(cd "$copy" && swift build -c release --product casino-odds 2>&1 | grep -E "error|complete" || true)
tool=$copy/.build/release/casino-odds
[ -x "$tool" ] || { echo "slicing-probe.sh: the probe copy did not build" >&2; exit 1; }

declare -A flags=([plinko]="--game plinko --rows 16 --risk medium" [slots]="--game slots")
declare -A best
now() { date +%s.%N; }
top() { awk -v a="$1" -v b="$2" 'BEGIN { print (b > a ? b : a) }'; }
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for ((round = 1; round <= rounds; round++)); do
  for g in plinko slots; do
    for k in 1 4; do
      a=$(now)
      PROBE_K=$k "$tool" simulate ${flags[$g]} --wagers 1000000000 --seed 1 --threads 1 --format json > "$scratch/out.json"
      b=$(now)
      n=$(grep -A1 '"totals"' "$scratch/out.json" | grep -o '[0-9]*' | tail -1)
      best[$g$k]=$(top "${best[$g$k]:-0}" "$(awk -v n="$n" -v a="$a" -v b="$b" 'BEGIN { printf "%.0f", n / (b - a) }')")
    done
    p=$(python3 Benchmarks/numpy/peer.py --game "$g" --wagers 200000000 | cut -d' ' -f4)
    best[${g}peer]=$(top "${best[${g}peer]:-0}" "$p")
  done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
m() { awk -v x="$1" 'BEGIN { printf "%.0f M", x / 1e6 }'; }
r() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a / b }'; }
echo
echo "| game | 1 round a word (shipped), 1 thread | 4 rounds a word (probe), 1 thread | NumPy peer | shipped ÷ NumPy | probe ÷ NumPy |"
echo "| --- | ---: | ---: | ---: | ---: | ---: |"
for g in plinko slots; do
  echo "| $g | $(m "${best[${g}1]}") | $(m "${best[${g}4]}") | $(m "${best[${g}peer]}") | $(r "${best[${g}1]}" "${best[${g}peer]}")× | $(r "${best[${g}4]}" "${best[${g}peer]}")× |"
done
