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


def xoshiro(seed, stream=0):
    mixer = splitmix(seed, 4 * stream)
    s = [next(mixer) for _ in range(4)]
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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=lambda s: int(s, 0), required=True)
    parser.add_argument("--stream", type=int, default=0)
    parser.add_argument("--count", type=int, default=4)
    parser.add_argument("--bounded", type=int)
    parser.add_argument("--slots", help="strip lengths, e.g. 22,22,22")
    parser.add_argument("--mines", type=int)
    args = parser.parse_args()
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
