#!/usr/bin/env python3
"""The player-seed derivation's test vectors, computed outside the Swift code (Docs/rng.md,
"The player's seed"): Python's hashlib for SHA-256 and a few lines of xoshiro256**.

    python3 Scripts/player_seed_vectors.py

For an installation's 256-bit seed S (32 bytes), stream k and player seed P (ASCII, empty for
none), stream k starts from the xoshiro256** state SHA-256(S || k as 8 bytes little-endian || P),
read as four little-endian 64-bit words. The commitment is SHA-256(S) alone. Prints, for the seed
whose bytes are 00 01 ... 1f, the commitment and the first four outputs of each (stream, player
seed) below; `RoundSeedPlayerTests.theDerivationMatchesTheVectorsAnOutsideScriptComputes` holds the
Swift code to the same numbers.
"""
import hashlib

MASK = (1 << 64) - 1


def rotl(x, k):
    return ((x << k) | (x >> (64 - k))) & MASK


def xoshiro(state, n):
    s0, s1, s2, s3 = state
    out = []
    for _ in range(n):
        out.append((rotl((s1 * 5) & MASK, 7) * 9) & MASK)
        t = (s1 << 17) & MASK
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotl(s3, 45)
    return out


def stream_state(seed, stream, player):
    digest = hashlib.sha256(seed + stream.to_bytes(8, "little") + player.encode("ascii")).digest()
    return tuple(int.from_bytes(digest[8 * i:8 * i + 8], "little") for i in range(4))


seed = bytes(range(32))
print("seed", seed.hex())
print("commitment", hashlib.sha256(seed).hexdigest())
for stream, player in [(0, ""), (20780, ""), (20780, "player-seed-1"), (20781, "player-seed-1"), (20780, "x")]:
    words = xoshiro(stream_state(seed, stream, player), 4)
    print(f"stream {stream} player {player or '(none)'}:", " ".join(f"{w:016x}" for w in words))
