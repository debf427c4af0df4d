#!/usr/bin/env bash
# Prints Docs/performance.md's table from one run: the runner's wagers/s per game (2 threads and
# 1), the NumPy peer's (one thread, Benchmarks/numpy/peer.py), the raw generator's draws/s (scalar
# and vector), the limits they set and the ratios. Every figure is the best of ROUNDS samples and
# the samples are interleaved (each round samples everything once), so a moment when another
# tenant takes a core lowers one sample of everything, not a whole column.
#
#   swift build -c release && Benchmarks/performance.sh [ROUNDS]      # 3 rounds by default
#   chrt -f 50 Benchmarks/performance.sh 3     # on a shared host: real-time priority for every sample
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-3}"
tool=.build/release/casino-odds
[ -x "$tool" ] || { echo "performance.sh: build first: swift build -c release" >&2; exit 2; }
python3 -c 'import numpy' 2>/dev/null || { echo "performance.sh: the NumPy peer needs numpy (pip install numpy)" >&2; exit 2; }

games=(crash plinko slots mines)
declare -A flags=([crash]="--game crash --target 2.00" [plinko]="--game plinko --rows 16 --risk medium"
                  [slots]="--game slots" [mines]="--game mines --mines 3 --reveals 5")
declare -A names=([crash]="Crash 2.00x" [plinko]="Plinko 16 rows medium" [slots]="Slots" [mines]="Mines 3 mines 5 reveals")
# About a second per sample on two threads.
declare -A wagers=([crash]=3000000000 [plinko]=3000000000 [slots]=2000000000 [mines]=2000000000)
declare -A peer_wagers=([crash]=200000000 [plinko]=200000000 [slots]=200000000 [mines]=50000000)

now() { date +%s.%N; }
rate() { awk -v n="$1" -v a="$2" -v b="$3" 'BEGIN { printf "%.0f", n / (b - a) }'; }
best() { awk -v a="$1" -v b="$2" 'BEGIN { print (b > a ? b : a) }'; }
declare -A two one peer
scalar2=0 scalar1=0 vector2=0 vector1=0
draws=4000000000

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for ((round = 1; round <= rounds; round++)); do
  # Raw draws to /dev/null (the block writes cost next to nothing there): one stream per process.
  a=$(now); CASINO_ODDS_DRAWS=scalar "$tool" rng --seed 1 --format raw --count $draws > /dev/null; b=$(now)
  scalar1=$(best "$scalar1" "$(rate $draws "$a" "$b")")
  a=$(now); "$tool" rng --seed 1 --interleave 8 --format raw --count $draws > /dev/null; b=$(now)
  vector1=$(best "$vector1" "$(rate $draws "$a" "$b")")
  a=$(now)
  CASINO_ODDS_DRAWS=scalar "$tool" rng --seed 1 --format raw --count $draws > /dev/null &
  CASINO_ODDS_DRAWS=scalar "$tool" rng --seed 2 --format raw --count $draws > /dev/null; wait; b=$(now)
  scalar2=$(best "$scalar2" "$(rate $((2 * draws)) "$a" "$b")")
  a=$(now)
  "$tool" rng --seed 1 --interleave 8 --format raw --count $draws > /dev/null &
  "$tool" rng --seed 2 --interleave 8 --format raw --count $draws > /dev/null; wait; b=$(now)
  vector2=$(best "$vector2" "$(rate $((2 * draws)) "$a" "$b")")
  for g in "${games[@]}"; do
    n=${wagers[$g]}
    a=$(now); "$tool" simulate ${flags[$g]} --wagers $n --seed 1 --threads 2 --format json > /dev/null; b=$(now)
    two[$g]=$(best "${two[$g]:-0}" "$(rate $n "$a" "$b")")
    a=$(now); "$tool" simulate ${flags[$g]} --wagers $((n / 2)) --seed 1 --threads 1 --format json > /dev/null; b=$(now)
    one[$g]=$(best "${one[$g]:-0}" "$(rate $((n / 2)) "$a" "$b")")
    p=$(python3 Benchmarks/numpy/peer.py --game "$g" --wagers "${peer_wagers[$g]}" | cut -d' ' -f4)
    peer[$g]=$(best "${peer[$g]:-0}" "$p")
  done
  # The Plinko peer again, spending one 64-bit output per drop as the engine's contract does.
  p=$(python3 Benchmarks/numpy/peer.py --game plinko --word-per-drop --wagers "${peer_wagers[plinko]}" | cut -d' ' -f4)
  peerword=$(best "${peerword:-0}" "$p")
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
m() { awk -v x="$1" 'BEGIN { printf "%.0f M", x / 1e6 }'; }
r() { awk -v a="$1" -v b="$2" -v d="${3:-3}" 'BEGIN { printf "%.*f", d, a / b }'; }
echo "RNG scalar (xoshiro256**): $(m "$scalar2") draws/s on 2 processes, $(m "$scalar1") on 1"
echo "RNG vector (8 lanes):      $(m "$vector2") draws/s on 2 processes, $(m "$vector1") on 1"
echo
echo "| game | wagers/s, 2 threads | wagers/s, 1 thread | NumPy peer, 1 thread | 1 thread ÷ NumPy | limit, vector RNG, 2 threads | ratio to limit | scalar RNG limit |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
for g in "${games[@]}"; do
  echo "| ${names[$g]} | $(m "${two[$g]}") | $(m "${one[$g]}") | $(m "${peer[$g]}") | $(r "${one[$g]}" "${peer[$g]}" 1)× | $(m "$vector2") | $(r "${two[$g]}" "$vector2") | $(m "$scalar2") |"
done
echo
echo "NumPy Plinko, one 64-bit output per drop (peer.py --word-per-drop): $(m "$peerword") wagers/s; 1 thread ÷ it: $(r "${one[plinko]}" "$peerword" 1)×"
