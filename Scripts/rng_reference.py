#!/usr/bin/env python3
"""An independent implementation of the RNG contract (Docs/rng.md), for labs and for the pinned values
in the tests: xoshiro256** streams seeded by SplitMix64, Lemire's bounded integers, the mixed-radix
decoding of Slots and Mines. Plain Python integers, no dependencies; decodes by division, where the
Swift code multiplies, so agreement checks both.

  python3 Scripts/rng_reference.py --seed 42 --bounded 1000 --count 4
  python3 Scripts/rng_reference.py --seed 42 --slots 22,22,22 --count 3
  python3 Scripts/rng_reference.py --seed 42 --mines 3 --count 3
"""
import argparse

M64 = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15


def splitmix(seed, skip):
    state = (seed + skip * GAMMA) & M64
    while True:
        state = (state + GAMMA) & M64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        yield z ^ (z >> 31)


def rotl(x, k):
    return ((x << k) | (x >> (64 - k))) & M64


def xoshiro(seed, stream=0, state=None):
    """Stream `stream` of `seed`, or the generator started at the explicit 4-word `state`."""
    if state is None:
        mixer = splitmix(seed, 4 * stream)
        state = [next(mixer) for _ in range(4)]
    s = list(state)
    while True:
        result = (rotl((s[1] * 5) & M64, 7) * 9) & M64
        t = (s[1] << 17) & M64
        s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3]; s[2] ^= t
        s[3] = rotl(s[3], 45)
        yield result


def bounded(gen, bound):
    """Lemire: high word of x·bound, redrawing while the low word is below 2^64 mod bound."""
    threshold = (1 << 64) % bound
    while True:
        product = next(gen) * bound
        if product & M64 >= threshold:
            return product >> 64


def digits(value, radices):
    """Mixed-radix digits of value, first radix most significant."""
    out = []
    for radix in reversed(radices):
        out.append(value % radix)
        value //= radix
    return out[::-1]


def subset_groups(count, universe):
    """Floyd's radices j+1 for j in universe-count..universe-1, grouped greedily below 2^64."""
    groups, group, product = [], [], 1
    for radix in range(universe - count + 1, universe + 1):
        if product * radix > M64:
            groups.append(group); group, product = [], 1
        group.append(radix); product *= radix
    if group:
        groups.append(group)
    return groups


def subset_mask(gen, count, universe=25):
    mask, j = 0, universe - count
    for group in subset_groups(count, universe):
        product = 1
        for radix in group:
            product *= radix
        for t in digits(bounded(gen, product), group):
            mask |= (1 << j) if mask >> t & 1 else (1 << t)
            j += 1
    return mask


def words_per_wager(mines, seed, stream, count):
    """Mines with `mines` of 25: (exact expected words per wager, the chance a wager's first word
    is redrawn, the vector runner's fast-path miss rate or None, the mean words over `count`
    wagers of stream `stream` of `seed`). The runner decides a one-group round from its first
    word when the low word of x·product is at least product (a test that needs no 2^64 mod
    product): it misses with probability product / 2^64; two-group rounds never take it."""
    expected, first_redraw = 0.0, None
    groups = subset_groups(mines, 25)
    miss = None
    if len(groups) == 1:
        product = 1
        for radix in groups[0]:
            product *= radix
        miss = product / 2.0**64
    for group in subset_groups(mines, 25):
        product = 1
        for radix in group:
            product *= radix
        redraw = ((1 << 64) % product) / 2.0**64
        expected += 1 / (1 - redraw)
        if first_redraw is None:
            first_redraw = redraw
    counted = CountingWords(xoshiro(seed, stream))
    for _ in range(count):
        subset_mask(counted, mines)
    return expected, first_redraw, miss, counted.words / count


class CountingWords:
    def __init__(self, gen):
        self.gen, self.words = gen, 0

    def __iter__(self):
        return self

    def __next__(self):
        self.words += 1
        return next(self.gen)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=lambda s: int(s, 0), default=None)
    parser.add_argument("--state", help="an explicit state instead of a seed, e.g. 1,2,3,4 (words in decimal)")
    parser.add_argument("--stream", type=int, default=0)
    parser.add_argument("--count", type=int, default=4)
    parser.add_argument("--bounded", type=int)
    parser.add_argument("--slots", help="strip lengths, e.g. 22,22,22")
    parser.add_argument("--mines", type=int)
    parser.add_argument("--words-per-wager", action="store_true",
                        help="with --mines M (or none: 1…24): words a Mines wager draws, exact and over --count wagers")
    args = parser.parse_args()
    if (args.seed is None) == (args.state is None):
        parser.error("give --seed or --state")
    if args.state:
        gen = xoshiro(0, state=[int(x, 0) for x in args.state.split(",")])
        for _ in range(args.count):
            print(next(gen))
        return
    if args.words_per_wager:
        print("mines  groups  words/wager (exact)  first word redrawn  fast-path miss  words/wager (%d wagers)"
              % args.count)
        for m in ([args.mines] if args.mines is not None else range(1, 25)):
            expected, redraw, miss, mean = words_per_wager(m, args.seed, args.stream, args.count)
            print("%5d  %6d  %19.4f  %17.2f %%  %12s  %.4f" % (
                m, len(subset_groups(m, 25)), expected, 100 * redraw,
                "%.2f %%" % (100 * miss) if miss is not None else "all", mean))
        return
    gen = xoshiro(args.seed, args.stream)
    for _ in range(args.count):
        if args.bounded:
            print(bounded(gen, args.bounded))
        elif args.slots:
            lengths = [int(x) for x in args.slots.split(",")]
            cycle = lengths[0] * lengths[1] * lengths[2]
            r = bounded(gen, cycle)
            print(r, *digits(r, lengths))
        elif args.mines is not None:
            print(hex(subset_mask(gen, args.mines)))
        else:
            print("%016x" % next(gen))


if __name__ == "__main__":
    main()
