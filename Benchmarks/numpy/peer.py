#!/usr/bin/env python3
"""What an analyst would write instead of casino-odds simulate: a vectorised NumPy Monte Carlo of
the same game rules (Docs/games.md), PCG64, in chunks of 4 M wagers, one thread. The performance
table (Benchmarks/performance.sh) compares it with the runner.

  python3 Benchmarks/numpy/peer.py --game crash --wagers 100000000

Prints: game, wagers, seconds (the simulation loop only, not Python's start-up), wagers/s, RTP.
"""
import argparse
import time

import numpy as np

CHUNK = 4 * 1024 * 1024


def crash(rng, n, counts):
    # U uniform on (0, 1]; crash point max(1.00, floor(100 · 0.97 / U) / 100); a 2.00x target wins iff it reaches 2.00.
    u = 1.0 - rng.random(n)
    wins = np.count_nonzero(np.floor(97.0 / u) >= 200)
    counts[1] += wins
    counts[0] += n - wins


def plinko(rng, n, counts):
    # 16 rows, each a fair left/right bounce: the bucket is the number of rights, the popcount of
    # 16 random bits (faster here than rng.binomial(16, 0.5, n)). NumPy draws them 16 at a time,
    # two per 32-bit half of a PCG64 output: a quarter of the randomness our contract spends (one
    # 64-bit word per drop, its top 16 bits) -- the same game, so the default comparison.
    bits = rng.integers(0, 1 << 16, n, dtype=np.uint16)
    counts += np.bincount(np.bitwise_count(bits), minlength=17)


def plinko_word_per_drop(rng, n, counts):
    # --word-per-drop: the drop from the top 16 bits of one raw 64-bit output, as our engine takes it.
    bits = (rng.bit_generator.random_raw(n) >> np.uint64(48)).astype(np.uint16)
    counts += np.bincount(np.bitwise_count(bits), minlength=17)


def mines(rng, n, counts):
    # 3 mines uniformly on 25 tiles (Floyd's algorithm, vectorised); tiles 0…4 revealed in order:
    # the outcome is the first revealed tile holding a mine, 5 when none (cash out).
    m1 = rng.integers(0, 23, n)
    t = rng.integers(0, 24, n)
    m2 = np.where(t == m1, 23, t)
    t = rng.integers(0, 25, n)
    m3 = np.where((t == m1) | (t == m2), 24, t)
    first = np.minimum(np.minimum(m1, m2), np.minimum(m3, 5))
    counts += np.bincount(first, minlength=6)


def slots(rng, n, counts, table):
    # One stop per reel, each equally likely: a position in the cycle of 22·22·22, looked up in the
    # outcome table of every stop triple.
    counts += np.bincount(table[rng.integers(0, table.size, n)], minlength=counts.size)


def slots_table():
    # The default machine's outcome per stop triple is built by the Swift tool; the peer only needs a
    # table of the same size and shape to do the same work per wager (its RTP is not compared).
    rng = np.random.Generator(np.random.PCG64(7))
    return rng.integers(0, 9, 22 * 22 * 22).astype(np.uint8)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", choices=["crash", "plinko", "mines", "slots"], required=True)
    parser.add_argument("--wagers", type=int, default=100_000_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--word-per-drop", action="store_true",
                        help="Plinko: one 64-bit PCG64 output per drop, as the engine's contract takes")
    args = parser.parse_args()
    rng = np.random.Generator(np.random.PCG64(args.seed))
    sizes = {"crash": 2, "plinko": 17, "mines": 6, "slots": 9}
    counts = np.zeros(sizes[args.game], dtype=np.int64)
    table = slots_table() if args.game == "slots" else None
    start = time.perf_counter()
    left = args.wagers
    while left > 0:
        n = min(CHUNK, left)
        if args.game == "crash":
            crash(rng, n, counts)
        elif args.game == "plinko":
            (plinko_word_per_drop if args.word_per_drop else plinko)(rng, n, counts)
        elif args.game == "mines":
            mines(rng, n, counts)
        else:
            slots(rng, n, counts, table)
        left -= n
    seconds = time.perf_counter() - start
    assert counts.sum() == args.wagers
    print(f"{args.game} {args.wagers} {seconds:.3f} {args.wagers / seconds:.0f} {counts.tolist()}")


if __name__ == "__main__":
    main()
