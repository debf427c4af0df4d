#!/usr/bin/env python3
"""The verify page's agreement corpus: exported histories, honest and tampered, for all four games.

    Scripts/verify_corpus.py --out DIR [--tool PATH] [--fixtures Scripts/verify-corpus]

Writes DIR/*.json and DIR/manifest.json (a list of {file, receipt, class, base}), deterministically
(fixed seeds, no clock). The honest exports are lab days (`casino-odds day --replay SEED:STREAM:DAY
--export-history`, 64-bit seeds, every profile and a profile of each single game) and the app-style
exports under 256-bit seeds with player seeds that `VerifyCorpusFixtureTests` writes
(Scripts/verify-corpus/). Each honest export is tampered with, one class at a time: an
edited delta, a win shaved through its cap moment, an inflated stake, a skipped draw, a reused
draw, an aliased stream, a fabricated round, rounds dropped from the head or the tail, a forfeit
deleted, an unused extra seed, options spelled another way, a forfeit's options or draw index
made up, wager ids out of order, the zone changed, the seed swapped for another with its
commitment recomputed, the budget at commit edited (allowance raised mid-day, usage lowered, bonus
edited, dropped, a stake one minute over it, a whole day's allowance that leaves the cap no room for a
gain), the revealed seeds reordered, and unreadable files (version 3 and 4 among them). A tamper that changes a chained field is written
twice: as an editor leaves it, and with the whole chain recomputed (`.rechained`), the forgery
only the receipt or a rule between rounds can catch; each is tried with no receipt and with the
receipt the app showed after the honest history's last round. No verdict is written here: the
browser test (`Scripts/browser_test.py`) runs `casino-odds verify` and the page on every file and
requires the same verdict.
"""
import argparse
import copy
import glob
import hashlib
import json
import os
import random
import subprocess
import sys

M = (1 << 64) - 1
ZERO = "0" * 64

# Lab days: (profile or profile file, SEED:STREAM:DAY).
LAB_DAYS = [
    ("chaser", "1:0:3"), ("chaser", "7:1:12"), ("chaser", "9:2:5"), ("all-in", "3:0:8"),
    ("heavy", "5:0:4"), ("casual", "11:0:9"),
    ({"base": "chaser", "name": "crash-only", "games": [{"game": "crash", "target": 3.00}]}, "21:0:1"),
    ({"base": "chaser", "name": "plinko-only", "games": [{"game": "plinko", "rows": 12, "risk": "high"}]}, "22:0:1"),
    ({"base": "chaser", "name": "mines-only", "games": [{"game": "mines", "mines": 10, "reveals": 2}]}, "23:0:3"),
    ({"base": "chaser", "name": "mines-many", "games": [{"game": "mines", "mines": 20, "reveals": 1}]}, "23:0:3"),
    ({"base": "chaser", "name": "mines-one", "games": [{"game": "mines", "mines": 1, "reveals": 6}]}, "26:0:2"),
    ({"base": "chaser", "name": "slots-only", "games": [{"game": "slots"}]}, "24:0:1"),
    ({"base": "all-in", "name": "slots-all-in", "games": [{"game": "slots"}]}, "25:0:3"),
    # Late-night play: a Crash 10.00x win of +90 capped to the +89 left before 23:59 (day 4).
    ({"base": "chaser", "name": "late-night", "dailyAllowanceMinutes": 240,
      "gameVisitsPerHour": [0] * 21 + [2, 4, 6],
      "games": [{"game": "plinko", "rows": 16, "risk": "high"}, {"game": "slots"}, {"game": "crash", "target": 10.00}]},
     "32:0:8"),
]


def chain_bytes(t):
    b = bytearray(b"stc-round-5")

    def n(v):
        b.extend((v & M).to_bytes(8, "little"))

    def flag(v):
        b.append(1 if v else 0)

    def text(s):
        u = s.encode("utf-8")
        n(len(u))
        b.extend(u)

    n(t.get("round") or 0)
    n(t["wagerID"])
    b.extend(bytes.fromhex(t.get("previousHash") or ZERO))
    flag(t["resolution"] == "forfeited")
    text(t["game"])
    text(t["options"])
    n(t["wager"])
    n(t["deltaMinutes"])
    flag(t["capApplied"])
    for k in ("year", "month", "day"):
        n(t["day"][k])
    flag(t["appliedToBonus"])
    n(t["placedAt"]["secondsSinceEpoch"])
    n(t["resolvedAt"]["secondsSinceEpoch"])
    seed = t["position"]["seed"]
    if isinstance(seed, int):
        raw, player = (seed & M).to_bytes(8, "little"), ""
    else:
        hexpart, _, player = seed.partition(":")
        raw = bytes.fromhex(hexpart)
    n(len(raw))
    b.extend(raw)
    text(player)
    n(t["position"]["stream"])
    n(t["position"]["drawIndex"])
    cm = t.get("capMoment")
    flag(cm is not None)
    if cm is not None:
        n(cm["remainingMinutes"])
        n(cm["minutesUntilMidnight"])
    bc = t.get("budgetAtCommit")
    flag(bc is not None)
    if bc is not None:
        n(bc["dailyAllowanceMinutes"])
        n(bc["bonusMinutesFromGames"])
        n(bc["usageMinutesToday"])
    return bytes(b)


def seed_parts(seed):
    """A seed's raw bytes and player seed, as the chain and the header write them."""
    if isinstance(seed, int):
        return (seed & M).to_bytes(8, "little"), ""
    hexpart, _, player = seed.partition(":")
    return bytes.fromhex(hexpart), player


def export_hash(e):
    """SHA-256 of the header's bytes (`"stc-export-5"`, Docs/rng.md), what exportHash must be."""
    b = bytearray(b"stc-export-5")

    def n(v):
        b.extend((v & M).to_bytes(8, "little"))

    def text(s):
        u = s.encode("utf-8")
        n(len(u))
        b.extend(u)

    def digest(h):
        b.append(0 if h is None else 1)
        if h is not None:
            b.extend(bytes.fromhex(h))

    n(e["version"])
    text(e["timeZone"])
    text(e["configurationDigest"])
    n(len(e["seeds"]))
    for s in e["seeds"]:
        raw, player = seed_parts(s["seed"])
        n(len(raw))
        b.extend(raw)
        text(player)
        b.extend(bytes.fromhex(s["commitment"]))
    digest(e.get("currentCommitment"))
    digest(e.get("headHash"))
    ts = e["transactions"]
    n((ts[0].get("round") or 0) if ts else 0)
    n(len(ts))
    return hashlib.sha256(bytes(b)).hexdigest()


def chain_hash(t):
    return hashlib.sha256(chain_bytes(t)).hexdigest()


def rechain(e):
    """Every previousHash, the headHash and the exportHash recomputed (the first round's previousHash kept)."""
    ts = e["transactions"]
    for i in range(1, len(ts)):
        ts[i]["previousHash"] = chain_hash(ts[i - 1])
    e["headHash"] = chain_hash(ts[-1]) if ts else None
    e["exportHash"] = export_hash(e)
    return e


def commitment(seed):
    if isinstance(seed, int):
        return hashlib.sha256((seed & M).to_bytes(8, "little")).hexdigest()
    return hashlib.sha256(bytes.fromhex(seed.partition(":")[0])).hexdigest()


def settled(e, pred=lambda t: True):
    return [i for i, t in enumerate(e["transactions"]) if t["resolution"] == "settled" and pred(t)]


# Each tamper: (class, function(export, rng) -> export or None, chained: True when it edits a chained field).
def edit_delta(e, rng):
    i = rng.choice(settled(e))
    e["transactions"][i]["deltaMinutes"] += 1
    return e


def shave_win(e, rng):
    wins = settled(e, lambda t: t["deltaMinutes"] > 0 and not t["capApplied"])
    if not wins:
        return None
    t = e["transactions"][rng.choice(wins)]
    cm = t["capMoment"]
    cm["remainingMinutes"] = min(1499, cm["minutesUntilMidnight"])
    t["deltaMinutes"], t["capApplied"] = 0, True
    return e


def inflate_stake(e, rng):
    losses = settled(e, lambda t: t["deltaMinutes"] == -t["wager"])
    if not losses:
        return None
    t = e["transactions"][rng.choice(losses)]
    t["wager"] = min(1499, max(t["wager"] * 10, t["capMoment"]["remainingMinutes"]))
    t["deltaMinutes"] = -t["wager"]
    return e


def skip_draw(e, rng):
    t = e["transactions"][rng.choice(settled(e))]
    t["position"]["drawIndex"] += 1
    return e


def reuse_draw(e, rng):
    ts = e["transactions"]
    pairs = [i for i in range(1, len(ts)) if ts[i]["position"]["stream"] == ts[i - 1]["position"]["stream"]
             and ts[i]["position"]["seed"] == ts[i - 1]["position"]["seed"]]
    if not pairs:
        return None
    i = rng.choice(pairs)
    ts[i]["position"]["drawIndex"] = ts[i - 1]["position"]["drawIndex"]
    return e


def alias_stream(e, rng):
    t = e["transactions"][rng.randrange(len(e["transactions"]))]
    t["position"]["stream"] = (t["position"]["stream"] + (1 << 62)) & M
    return e


def fabricate(e, rng):
    ts = e["transactions"]
    last = ts[-1]
    losses = [t for t in ts if t["resolution"] == "settled" and t["deltaMinutes"] < 0]
    if not losses:
        return None
    t = copy.deepcopy(rng.choice(losses))
    t["round"] = last["round"] + 1
    t["wagerID"] = last["wagerID"] + 1
    t["previousHash"] = chain_hash(last)
    t["day"] = dict(last["day"])
    t["placedAt"] = dict(last["resolvedAt"])
    t["resolvedAt"] = dict(last["resolvedAt"])
    t["position"] = dict(last["position"])
    t["position"]["drawIndex"] += 1
    cm = last.get("capMoment")
    if cm:
        t["capMoment"] = {"remainingMinutes": max(0, cm["remainingMinutes"] + last["deltaMinutes"]),
                          "minutesUntilMidnight": cm["minutesUntilMidnight"]}
    ts.append(t)
    return e


def drop_head(e, rng):
    k = rng.randint(1, 4)
    e["transactions"] = e["transactions"][k:]
    return e


def drop_tail(e, rng):
    k = rng.randint(1, 3)
    e["transactions"] = e["transactions"][:-k]
    return e


def delete_forfeit(e, rng):
    ts = e["transactions"]
    forfeits = [i for i, t in enumerate(ts) if t["resolution"] == "forfeited"]
    if not forfeits:
        return None
    i = rng.choice(forfeits)
    del ts[i]
    for t in ts[i:]:
        t["round"] -= 1
    return e


def extra_seed(e, rng):
    seed = rng.getrandbits(64) if isinstance(e["seeds"][0]["seed"], int) else "%064x" % rng.getrandbits(256)
    e["seeds"].append({"seed": seed, "commitment": commitment(seed)})
    return e


SPELLINGS = {"crash": lambda o: o.replace(".00x", "x"), "plinko": lambda o: o + " ",
             "mines": lambda o: "0" + o, "slots": lambda o: "one  payline"}


def respell(e, rng):
    t = e["transactions"][rng.randrange(len(e["transactions"]))]
    t["options"] = SPELLINGS[t["game"]](t["options"])
    return e if t["options"] != "" else None


def forfeit_options(e, rng):
    forfeits = [t for t in e["transactions"] if t["resolution"] == "forfeited"]
    if not forfeits:
        return None
    rng.choice(forfeits)["options"] = "banana"
    return e


def forfeit_far_draw(e, rng):
    forfeits = [t for t in e["transactions"] if t["resolution"] == "forfeited"]
    if not forfeits:
        return None
    rng.choice(forfeits)["position"]["drawIndex"] = 1_000_000
    return e


def swap_ids(e, rng):
    ts = e["transactions"]
    i = rng.randrange(1, len(ts))
    ts[i]["wagerID"], ts[i - 1]["wagerID"] = ts[i - 1]["wagerID"], ts[i]["wagerID"]
    return e


def swap_seed(e, rng):
    old = {s["seed"] if isinstance(s["seed"], int) else s["seed"] for s in e["seeds"]}
    target = rng.choice(sorted(old, key=str))
    if isinstance(target, int):
        new = (target + 1) & M
    else:
        hexpart, sep, player = target.partition(":")
        new = "%064x" % rng.getrandbits(256) + sep + player
    for s in e["seeds"]:
        if s["seed"] == target:
            s["seed"], s["commitment"] = new, commitment(new)
    for t in e["transactions"]:
        if t["position"]["seed"] == target:
            t["position"]["seed"] = new
    return e


def later_in_day(e, pred=lambda t, before: True):
    """Indices of rounds placed on the same day as the round before them (with budgets), that meet pred."""
    ts = e["transactions"]
    return [i for i in range(1, len(ts)) if ts[i]["day"] == ts[i - 1]["day"] and ts[i].get("budgetAtCommit")
            and ts[i - 1].get("budgetAtCommit") and pred(ts[i], ts[i - 1])]


def raise_allowance(e, rng):
    found = later_in_day(e)
    if not found:
        return None
    e["transactions"][rng.choice(found)]["budgetAtCommit"]["dailyAllowanceMinutes"] += 60
    return e


def lower_usage(e, rng):
    found = later_in_day(e, lambda t, before: before["budgetAtCommit"]["usageMinutesToday"] > 0)
    if not found:
        return None
    e["transactions"][rng.choice(found)]["budgetAtCommit"]["usageMinutesToday"] -= 1
    return e


def edit_bonus(e, rng):
    found = later_in_day(e)
    if not found:
        return None
    e["transactions"][rng.choice(found)]["budgetAtCommit"]["bonusMinutesFromGames"] += 1
    return e


def drop_budget(e, rng):
    t = e["transactions"][rng.randrange(len(e["transactions"]))]
    if "budgetAtCommit" not in t:
        return None
    del t["budgetAtCommit"]
    return e


def stake_over_budget(e, rng):
    """A loss whose stake is one minute more than its budget at commit left."""
    def remaining(t):
        b = t["budgetAtCommit"]
        return max(0, b["dailyAllowanceMinutes"] + b["bonusMinutesFromGames"] - b["usageMinutesToday"])
    losses = settled(e, lambda t: t["deltaMinutes"] == -t["wager"] and t.get("budgetAtCommit")
                     and remaining(t) < 1499)
    if not losses:
        return None
    t = e["transactions"][rng.choice(losses)]
    t["wager"] = remaining(t) + 1
    t["deltaMinutes"] = -t["wager"]
    return e


def no_room(e, rng):
    """A round's budget raised to a whole day's allowance: the cap leaves no gain, so the gain rule refuses it."""
    t = e["transactions"][rng.randrange(len(e["transactions"]))]
    if "budgetAtCommit" not in t:
        return None
    t["budgetAtCommit"] = {"dailyAllowanceMinutes": 1440, "bonusMinutesFromGames": 0, "usageMinutesToday": 0}
    return e


def reorder_seeds(e, rng):
    if len(e["seeds"]) < 2:
        return None
    e["seeds"].reverse()
    return e


def move_zone(e, rng):
    e["timeZone"] = "UTC" if e["timeZone"] != "UTC" else "UTC+01:00"
    return e


def bend_commitment(e, rng):
    e["currentCommitment"] = "%064x" % rng.getrandbits(256)
    return e


def later_round(e, rng):
    t = e["transactions"][rng.randrange(len(e["transactions"]))]
    t["resolvedAt"]["secondsSinceEpoch"] += 86_400
    return e


TAMPERS = [
    ("edited-delta", edit_delta, True), ("shaved-win", shave_win, True), ("inflated-stake", inflate_stake, True),
    ("skipped-draw", skip_draw, True), ("reused-draw", reuse_draw, True), ("aliased-stream", alias_stream, True),
    ("fabricated-round", fabricate, True), ("dropped-head", drop_head, False), ("dropped-tail", drop_tail, True),
    ("deleted-forfeit", delete_forfeit, True), ("extra-seed", extra_seed, False), ("respelled-options", respell, True),
    ("forfeit-banana", forfeit_options, True), ("forfeit-far-draw", forfeit_far_draw, True),
    ("swapped-ids", swap_ids, True), ("swapped-seed", swap_seed, True), ("moved-zone", move_zone, False),
    ("current-commitment", bend_commitment, False), ("resolved-next-day", later_round, True),
    ("raised-allowance", raise_allowance, True), ("lowered-usage", lower_usage, True), ("edited-bonus", edit_bonus, True),
    ("no-budget", drop_budget, True), ("stake-over-budget", stake_over_budget, True), ("no-room", no_room, True),
    ("reordered-seeds", reorder_seeds, False),
]


def unreadable(base):
    text = json.dumps(base, indent=2, sort_keys=True)
    v3 = dict(base, version=3)
    v4 = dict(base, version=4)
    key = dict(base, extra=1)
    zone = dict(base, timeZone="Europe/Paris")
    game = copy.deepcopy(base)
    game["transactions"][0]["game"] = "roulette"
    seed = copy.deepcopy(base)
    seed["seeds"][0]["seed"] = "XYZ"
    proto = copy.deepcopy(base)
    proto["transactions"][0]["game"] = "constructor"
    far = copy.deepcopy(base)
    for i, t in enumerate(far["transactions"]):
        t["position"]["stream"], t["position"]["drawIndex"] = i, 1 << 20
    return [("proto-game", json.dumps(proto)), ("deep-nesting", "[" * 100_000 + "]" * 100_000),
            ("float-wager", text.replace('"wager": ', '"wager": 1.5', 1)),
            ("huge-number", text.replace('"wagerID": ', '"wagerID": 1' + "0" * 40, 1)),
            ("every-stream-far", json.dumps(far)),
            ("oversized-round", text.replace('"options": "', '"options": "' + "x" * 70_000, 1)),
            ("truncated-json", text[: len(text) // 2]), ("version-3", json.dumps(v3)), ("version-4", json.dumps(v4)), ("unknown-key", json.dumps(key)),
            ("unknown-zone", json.dumps(zone)), ("unknown-game", json.dumps(game)), ("bad-seed", json.dumps(seed)),
            ("not-an-object", "[1, 2, 3]")]


def lab_exports(tool, folder):
    out = []
    for k, (profile, replay) in enumerate(LAB_DAYS):
        path = os.path.join(folder, f"lab-{k:02d}.json")
        args = [tool, "day", "--replay", replay, "--export-history", path]
        if isinstance(profile, dict):
            pf = os.path.join(folder, f"profile-{k:02d}.tmp")
            with open(pf, "w") as f:
                json.dump(profile, f)
            args += ["--profile-file", pf]
        else:
            args += ["--profile", profile]
        subprocess.run(args, check=True, stdout=subprocess.DEVNULL)
        if isinstance(profile, dict):
            os.remove(pf)
        with open(path) as f:
            e = json.load(f)
        if len(e["transactions"]) < 5:
            raise SystemExit(f"verify_corpus: {replay} plays {len(e['transactions'])} rounds; pick another day")
        out.append((f"lab-{k:02d}", e))
        os.remove(path)
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--tool", default=".build/release/casino-odds")
    parser.add_argument("--fixtures", default="Scripts/verify-corpus")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    bases = lab_exports(args.tool, args.out)
    for path in sorted(glob.glob(os.path.join(args.fixtures, "*.json"))):
        with open(path) as f:
            bases.append((os.path.basename(path)[:-5], json.load(f)))
    manifest = []

    def write(name, e, klass, base, receipts):
        text = e if isinstance(e, str) else json.dumps(e, indent=2, sort_keys=True)
        with open(os.path.join(args.out, name + ".json"), "w") as f:
            f.write(text)
        for r in receipts:
            manifest.append({"file": name + ".json", "receipt": r, "class": klass, "base": base})

    for b, (name, base) in enumerate(bases):
        ts = base["transactions"]
        again = rechain(copy.deepcopy(base))
        if again["headHash"] != base["headHash"] or again["exportHash"] != base["exportHash"]:
            raise SystemExit(f"verify_corpus: rechaining {name} does not reproduce its head hash and export hash")
        last = f"{ts[-1]['round']}:{base['headHash']}"
        middle = ts[len(ts) // 2]
        write(name, base, "honest", name, ["", last] + ([f"{middle['round']}:{chain_hash(middle)}"] if b % 2 else []))
        for t, (klass, tamper, chained) in enumerate(TAMPERS):
            # Each class on every third export (in turn), so every class meets several games and
            # both kinds of seed while the corpus stays small enough for CI.
            if (b + t) % 3:
                continue
            rng = random.Random(1000 * b + t)
            e = tamper(copy.deepcopy(base), rng)
            if e is None or not e["transactions"]:
                continue
            # A chained field edited: as an editor leaves it (every other time; the chain or the
            # replay catches it), and rechained, with no receipt and with the app's.
            if not chained or (b + t) % 2 == 0:
                write(f"{name}.{klass}", e, klass, name, [""])
            if chained:
                write(f"{name}.{klass}.rechained", rechain(e), klass + " (rechained)", name, ["", last])
        if b % 2 == 0:
            for klass, text in unreadable(base)[b // 2 % 2::2]:
                write(f"{name}.{klass}", text, klass, name, [""])
    write_manifest = os.path.join(args.out, "manifest.json")
    with open(write_manifest, "w") as f:
        json.dump(manifest, f, indent=1)
    print(f"verify corpus: {len(manifest)} cases in {len(set(m['file'] for m in manifest))} files from {len(bases)} "
          f"honest exports ({sum(1 for n, _ in bases if n.startswith('app-'))} app-style) in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
