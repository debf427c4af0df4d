/// The verify page's script (`VerifyPage`): a second implementation of `casino-odds verify` in
/// JavaScript, written from Docs/rng.md and Docs/rules.md with the Swift as the reference: the
/// export read with exact integers (its own JSON reader: every number kept as `BigInt`), the hash
/// chain's bytes (`"stc-round-5"`), the header's (`"stc-export-5"`) and the seed commitments hashed by
/// WebCrypto, the generators
/// (SplitMix64 for a lab seed; SHA-256(seed ‖ stream ‖ player seed) for an installation's;
/// xoshiro256** stepped in 32-bit halves, its outputs as `BigInt`), each game's decision from its
/// words (Crash's threshold, Plinko's bounce bits, Slots' and Mines' bounded draws decoded in mixed
/// radix by division), the midnight cap, the time zones, each stake against the budget it was accepted
/// against (the stake rule, the gain rule and the return floor over each choice's exact outcome
/// weights), and the rules between rounds. Bounded
/// like the tool: at most 500 rounds and seeds, draw indices to 2^20 and 2^26 draws in all.
///
/// `window.verifyHistory(text, receipt)` resolves to `{verdict, problems, summary}`: `"accepted"`,
/// `"refused"` (the problems, each with its round, wager id and field, in `verify`'s order) or
/// `"unreadable"` (what `verify` exits 2 on). `Scripts/browser_test.py --verify-corpus` compares it
/// with `verify` on every file of `Scripts/verify_corpus.py`'s corpus.
enum VerifyScript {
    static let text = #"""
        (function () {
          "use strict";
          // ---- exact 64-bit words (BigInt) ----
          var M = (1n << 64n) - 1n, I64MIN = -(1n << 63n), I64MAX = (1n << 63n) - 1n;
          var MOST_WAGER = 1499n, MOST_UNTIL = 1499n, MOST_DRAW_INDEX = 1n << 20n, MOST_DRAWS = 1n << 26n;
          var CAPACITY = 500, FIRST_INSTANT = 946684800n, LAST_INSTANT = 253402300799n;
          var MOST_ALLOWANCE = 1440n, MOST_USAGE = 1500n, MOST_BONUS = 1n << 40n;

          function Problem(field, text) { this.field = field; this.text = text; }
          function Unreadable(text) { this.unreadable = text; }

          // ---- JSON with exact integers: every number keeps its text ----
          function parseJSON(s) {
            var i = 0, depth = 0;
            function fail(what) {
              var line = s.slice(0, i).split("\n").length;
              throw new Unreadable("not JSON: " + what + " at line " + line);
            }
            function ws() { while (i < s.length && " \t\r\n".indexOf(s[i]) >= 0) i++; }
            function value() {
              ws();
              if (i >= s.length) fail("unexpected end");
              var c = s[i];
              if (c === "{") {
                if (++depth > 32) fail("nested too deep");
                i++; var o = Object.create(null), keys = []; ws();
                if (s[i] === "}") { i++; depth--; return { obj: o, keys: keys }; }
                for (;;) {
                  ws(); if (s[i] !== "\"") fail("a key expected");
                  var k = str(); ws(); if (s[i] !== ":") fail("':' expected"); i++;
                  if (k in o) throw new Unreadable("the key \"" + k.slice(0, 40) + "\" is repeated");
                  o[k] = depth === 1 ? member(k) : value(); keys.push(k); ws();
                  if (s[i] === ",") { i++; continue; }
                  if (s[i] === "}") { i++; depth--; return { obj: o, keys: keys }; }
                  fail("',' or '}' expected");
                }
              }
              if (c === "[") {
                if (++depth > 32) fail("nested too deep");
                i++; var a = []; ws();
                if (s[i] === "]") { i++; depth--; return a; }
                for (;;) {
                  a.push(value()); ws();
                  if (s[i] === ",") { i++; continue; }
                  if (s[i] === "]") { i++; depth--; return a; }
                  fail("',' or ']' expected");
                }
              }
              if (c === "\"") return str();
              if (s.startsWith("true", i)) { i += 4; return true; }
              if (s.startsWith("false", i)) { i += 5; return false; }
              if (s.startsWith("null", i)) { i += 4; return null; }
              var m = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(s.slice(i, i + 400));
              if (!m) fail("a value expected");
              i += m[0].length;
              return { num: m[0] };
            }
            // As the tool reads an export: each round and seed, and each other member, at most 64 KB.
            function piece(path) {
              ws();
              var a = i, v = value(), n = i - a;
              for (var j = a; j < i && n <= 65536; j++) { var c = s.charCodeAt(j); if (c > 0x7f) n += c > 0x7ff && (c < 0xd800 || c > 0xdfff) ? 2 : 1; }
              if (n > 65536) throw new Unreadable(path + " takes more than 65536 bytes, more than any part of an export");
              return v;
            }
            function member(k) {
              ws();
              if ((k !== "transactions" && k !== "seeds") || s[i] !== "[") return piece(k);
              i++; depth++; var a = []; ws();
              if (s[i] === "]") { i++; depth--; return a; }
              for (;;) {
                a.push(piece(k + "[" + a.length + "]")); ws();
                if (s[i] === ",") { i++; continue; }
                if (s[i] === "]") { i++; depth--; return a; }
                fail("',' or ']' expected");
              }
            }
            function str() {
              i++; var out = "";
              for (;;) {
                if (i >= s.length) fail("unterminated string");
                var c = s[i++];
                if (c === "\"") return out;
                if (c < " ") fail("a control character in a string");
                if (c !== "\\") { out += c; continue; }
                var e = s[i++];
                if (e === "u") {
                  if (!/^[0-9a-fA-F]{4}$/.test(s.slice(i, i + 4))) fail("a bad \\u escape");
                  out += String.fromCharCode(parseInt(s.slice(i, i + 4), 16)); i += 4;
                } else if ("\"\\/bfnrt".indexOf(e) >= 0) {
                  out += { "\"": "\"", "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" }[e];
                } else fail("a bad escape");
              }
            }
            var v = value(); ws();
            if (i !== s.length) fail("text after the value");
            return v;
          }

          // ---- reading the export's shape (what `verify` refuses with exit 2) ----
          function isObj(v) { return v !== null && typeof v === "object" && v.obj; }
          function int(v, path, lo, hi) {
            if (v === null || typeof v !== "object" || !v.num || !/^-?[0-9]+$/.test(v.num)) {
              throw new Unreadable(path + " is not an integer");
            }
            var n = BigInt(v.num);
            if (n < lo || n > hi) throw new Unreadable(path + " " + v.num.slice(0, 30) + " is out of range");
            return n;
          }
          function i64(v, path) { return int(v, path, I64MIN, I64MAX); }
          function u64(v, path) { return int(v, path, 0n, M); }
          function text(v, path) { if (typeof v !== "string") throw new Unreadable(path + " is not a string"); return v; }
          function bool(v, path) { if (typeof v !== "boolean") throw new Unreadable(path + " is not true or false"); return v; }
          function field(o, k, path) {
            if (!(k in o.obj) || o.obj[k] === null) throw new Unreadable(path + "." + k + " is missing");
            return o.obj[k];
          }
          function opt(o, k) { return k in o.obj && o.obj[k] !== null ? o.obj[k] : null; }
          function digest(v, path) {
            var t = text(v, path);
            if (!/^[0-9a-fA-F]{64}$/.test(t)) throw new Unreadable(path + " is not 64 hex digits");
            return t.toLowerCase();
          }
          function obj(v, path) { if (!isObj(v)) throw new Unreadable(path + " is not an object"); return v; }
          var PLAYER = /^[A-Za-z0-9._-]{1,64}$/;
          function seed(v, path) {
            if (v !== null && typeof v === "object" && v.num) {
              var n = u64(v, path);
              return { lab: n, key: "L" + n, bytes: le(n), player: "" };
            }
            var t = text(v, path), c = t.indexOf(":");
            var hex = c < 0 ? t : t.slice(0, c), player = c < 0 ? "" : t.slice(c + 1);
            if (!/^[0-9a-f]{64}$/.test(hex)) throw new Unreadable(path + ": a seed is a 64-bit number or 64 lower-case hex digits");
            if (c >= 0 && !PLAYER.test(player)) throw new Unreadable(path + ": not a player seed");
            return { lab: null, key: "I" + t, hex: hex, bytes: hexBytes(hex), player: player };
          }
          function readExport(root) {
            if (!isObj(root)) throw new Unreadable("not a JSON object");
            var known = ["format", "version", "timeZone", "seeds", "currentCommitment", "configurationDigest", "headHash",
              "exportHash", "transactions", "seed"];
            root.keys.forEach(function (k) {
              if (known.indexOf(k) < 0) throw new Unreadable("the key \"" + k.slice(0, 40) + "\" is not one of the format's");
            });
            if (typeof root.obj.format !== "string" || !root.obj.version || !root.obj.version.num) {
              throw new Unreadable("not a transaction history export (JSON with format and version)");
            }
            if (root.obj.format !== "screen-time-casino-history") throw new Unreadable("format \"" + root.obj.format.slice(0, 60) + "\" is not \"screen-time-casino-history\"");
            if (root.obj.version.num !== "5") throw new Unreadable("version " + root.obj.version.num.slice(0, 20) + " is not supported (this page reads version 5)");
            ["transactions", "seeds"].forEach(function (k) {
              if (Array.isArray(root.obj[k]) && root.obj[k].length > CAPACITY) throw new Unreadable(k + " has more than " + CAPACITY + " elements");
            });
            var e = {
              timeZone: text(field(root, "timeZone", "export"), "timeZone"),
              configurationDigest: text(field(root, "configurationDigest", "export"), "configurationDigest"),
              headHash: opt(root, "headHash") === null ? null : digest(root.obj.headHash, "headHash"),
              exportHash: opt(root, "exportHash") === null ? null : digest(root.obj.exportHash, "exportHash"),
              currentCommitment: opt(root, "currentCommitment") === null ? null : digest(root.obj.currentCommitment, "currentCommitment"),
              seeds: [], transactions: []
            };
            var seeds = field(root, "seeds", "export"), ts = field(root, "transactions", "export");
            if (!Array.isArray(seeds) || !Array.isArray(ts)) throw new Unreadable("seeds and transactions are lists");
            seeds.forEach(function (s, j) {
              var p = "seeds[" + j + "]"; obj(s, p);
              e.seeds.push({ seed: seed(field(s, "seed", p), p + ".seed"), commitment: digest(field(s, "commitment", p), p + ".commitment") });
            });
            ts.forEach(function (t, j) {
              var p = "transactions[" + j + "]"; obj(t, p);
              var day = obj(field(t, "day", p), p + ".day"), pos = obj(field(t, "position", p), p + ".position");
              var res = text(field(t, "resolution", p), p + ".resolution");
              if (res !== "settled" && res !== "forfeited") throw new Unreadable(p + ".resolution is not settled or forfeited");
              var game = text(field(t, "game", p), p + ".game");
              if (!Object.prototype.hasOwnProperty.call(TABLES.games, game)) throw new Unreadable(p + ".game \"" + game.slice(0, 40) + "\" is not a game");
              var cm = opt(t, "capMoment");
              if (cm !== null) obj(cm, p + ".capMoment");
              var bc = opt(t, "budgetAtCommit");
              if (bc !== null) obj(bc, p + ".budgetAtCommit");
              function instant(k) { return i64(field(obj(field(t, k, p), p + "." + k), "secondsSinceEpoch", p + "." + k), p + "." + k); }
              e.transactions.push({
                round: opt(t, "round") === null ? null : u64(t.obj.round, p + ".round"),
                previousHash: opt(t, "previousHash") === null ? null : digest(t.obj.previousHash, p + ".previousHash"),
                wagerID: u64(field(t, "wagerID", p), p + ".wagerID"),
                forfeited: res === "forfeited", game: game, options: text(field(t, "options", p), p + ".options"),
                wager: i64(field(t, "wager", p), p + ".wager"), delta: i64(field(t, "deltaMinutes", p), p + ".deltaMinutes"),
                capApplied: bool(field(t, "capApplied", p), p + ".capApplied"),
                day: { y: i64(field(day, "year", p), p + ".day.year"), m: i64(field(day, "month", p), p + ".day.month"), d: i64(field(day, "day", p), p + ".day.day") },
                applied: bool(field(t, "appliedToBonus", p), p + ".appliedToBonus"),
                placedAt: instant("placedAt"), resolvedAt: instant("resolvedAt"),
                seed: seed(field(pos, "seed", p), p + ".position.seed"),
                stream: u64(field(pos, "stream", p), p + ".position.stream"),
                drawIndex: u64(field(pos, "drawIndex", p), p + ".position.drawIndex"),
                moment: cm === null ? null : {
                  remaining: i64(field(cm, "remainingMinutes", p), p + ".capMoment.remainingMinutes"),
                  until: i64(field(cm, "minutesUntilMidnight", p), p + ".capMoment.minutesUntilMidnight")
                },
                budget: bc === null ? null : {
                  allowance: i64(field(bc, "dailyAllowanceMinutes", p), p + ".budgetAtCommit.dailyAllowanceMinutes"),
                  bonus: i64(field(bc, "bonusMinutesFromGames", p), p + ".budgetAtCommit.bonusMinutesFromGames"),
                  usage: i64(field(bc, "usageMinutesToday", p), p + ".budgetAtCommit.usageMinutesToday")
                }
              });
            });
            if (!ZONE(e.timeZone)) throw new Unreadable("time zone \"" + e.timeZone.slice(0, 40) + "\" has no rules here (America/New_York, UTC, UTC+hh:mm, UTC-hh:mm)");
            return e;
          }

          // ---- bytes and SHA-256 (WebCrypto) ----
          function le(n) { var b = []; n = BigInt.asUintN(64, n); for (var k = 0; k < 8; k++) { b.push(Number(n & 255n)); n >>= 8n; } return b; }
          function hexBytes(h) { var b = []; for (var k = 0; k < h.length; k += 2) b.push(parseInt(h.slice(k, k + 2), 16)); return b; }
          function hex(buf) { return Array.from(new Uint8Array(buf), function (x) { return (x < 16 ? "0" : "") + x.toString(16); }).join(""); }
          function sha(bytes) { return crypto.subtle.digest("SHA-256", new Uint8Array(bytes)).then(hex); }
          function utf8(s) { return Array.from(new TextEncoder().encode(s)); }
          var ZERO = "0".repeat(64);
          function chainBytes(t) {
            var b = utf8("stc-round-5");
            function n(v) { le(v).forEach(function (x) { b.push(x); }); }
            function flag(v) { b.push(v ? 1 : 0); }
            function str(s) { var u = utf8(s); n(BigInt(u.length)); u.forEach(function (x) { b.push(x); }); }
            n(t.round === null ? 0n : t.round); n(t.wagerID);
            hexBytes(t.previousHash === null ? ZERO : t.previousHash).forEach(function (x) { b.push(x); });
            flag(t.forfeited); str(t.game); str(t.options); n(t.wager); n(t.delta); flag(t.capApplied);
            n(t.day.y); n(t.day.m); n(t.day.d); flag(t.applied); n(t.placedAt); n(t.resolvedAt);
            n(BigInt(t.seed.bytes.length)); t.seed.bytes.forEach(function (x) { b.push(x); });
            str(t.seed.player); n(t.stream); n(t.drawIndex); flag(t.moment !== null);
            if (t.moment) { n(t.moment.remaining); n(t.moment.until); }
            flag(t.budget !== null);
            if (t.budget) { n(t.budget.allowance); n(t.budget.bonus); n(t.budget.usage); }
            return b;
          }
          // The header's bytes, which exportHash hashes (Docs/rng.md, "Export format").
          function exportBytes(e) {
            var b = utf8("stc-export-5");
            function n(v) { le(v).forEach(function (x) { b.push(x); }); }
            function str(s) { var u = utf8(s); n(BigInt(u.length)); u.forEach(function (x) { b.push(x); }); }
            function dig(h) { b.push(h === null ? 0 : 1); if (h !== null) hexBytes(h).forEach(function (x) { b.push(x); }); }
            n(5n); str(e.timeZone); str(e.configurationDigest); n(BigInt(e.seeds.length));
            e.seeds.forEach(function (s) {
              n(BigInt(s.seed.bytes.length)); s.seed.bytes.forEach(function (x) { b.push(x); });
              str(s.seed.player); hexBytes(s.commitment).forEach(function (x) { b.push(x); });
            });
            dig(e.currentCommitment); dig(e.headHash);
            var first = e.transactions[0];
            n(first && first.round !== null ? first.round : 0n); n(BigInt(e.transactions.length));
            return b;
          }

          // ---- generators: SplitMix64 (lab seeds), xoshiro256** stepped in 32-bit halves ----
          var GAMMA = 0x9e3779b97f4a7c15n;
          function splitmixWords(seed, stream) {
            var s = (seed + ((stream * 4n) & M) * GAMMA) & M, out = [];
            for (var k = 0; k < 4; k++) {
              s = (s + GAMMA) & M;
              var z = s;
              z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & M;
              z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & M;
              out.push(z ^ (z >> 31n));
            }
            if ((out[0] | out[1] | out[2] | out[3]) === 0n) out[0] = GAMMA;
            return out;
          }
          function Xoshiro(words) {
            this.s = new Int32Array(8); // s0 high, s0 low, s1 high, …: 32-bit patterns (Int32 keeps the loop in small integers)
            for (var k = 0; k < 4; k++) { this.s[2 * k] = Number(words[k] >> 32n); this.s[2 * k + 1] = Number(words[k] & 0xffffffffn); }
          }
          Xoshiro.prototype.copy = function () { var x = Object.create(Xoshiro.prototype); x.s = new Int32Array(this.s); return x; };
          // Steps n times without reading the output.
          Xoshiro.prototype.skip = function (n) {
            var s = this.s, a0 = s[0], b0 = s[1], a1 = s[2], b1 = s[3], a2 = s[4], b2 = s[5], a3 = s[6], b3 = s[7];
            for (var k = 0; k < n; k++) {
              var th = (a1 << 17) | (b1 >>> 15), tl = b1 << 17;
              a2 ^= a0; b2 ^= b0; a3 ^= a1; b3 ^= b1; a1 ^= a2; b1 ^= b2; a0 ^= a3; b0 ^= b3; a2 ^= th; b2 ^= tl;
              var h = a3, l = b3; a3 = (l << 13) | (h >>> 19); b3 = (h << 13) | (l >>> 19);
            }
            s[0] = a0; s[1] = b0; s[2] = a1; s[3] = b1; s[4] = a2; s[5] = b2; s[6] = a3; s[7] = b3;
          };
          function rotl(x, k) { return ((x << k) | (x >> (64n - k))) & M; }
          Xoshiro.prototype.next = function () {
            var s1 = (BigInt(this.s[2] >>> 0) << 32n) | BigInt(this.s[3] >>> 0);
            var r = (rotl((s1 * 5n) & M, 7n) * 9n) & M;
            this.skip(1);
            return r;
          };

          // ---- the games: each round's outcome from its words (Docs/games.md, Docs/rng.md) ----
          function Counting(g, at) { this.g = g; this.at = at; }
          Counting.prototype.next = function () { this.at += 1n; return this.g.next(); };
          function bounded(g, bound) { // Lemire: the high word of x·bound, redrawn while the low word is below 2⁶⁴ mod bound
            var p = g.next() * bound;
            if ((p & M) < bound) {
              var threshold = ((1n << 64n) - bound) % bound;
              while ((p & M) < threshold) p = g.next() * bound;
            }
            return p >> 64n;
          }
          function popcount(x) { var c = 0; while (x) { c += Number(x & 1n); x >>= 1n; } return c; }
          function centiText(c) { var w = c / 100n, f = c % 100n; return w + "." + (f < 10n ? "0" : "") + f + "x"; }
          function plural(n, word) { return n + " " + word + (n === 1 ? "" : "s"); }
          var TABLES, ENGINES, SLOTS_PAYS;
          function engines(t) {
            var e = {};
            var crash = {}, returnPPM = BigInt(t.crash.returnPPM);
            t.crash.targets.forEach(function (c) {
              var target = BigInt(c), threshold = (returnPPM << 53n) / (10000n * target);
              crash[centiText(target)] = function (g) { return ((g.next() >> 11n) + 1n) <= threshold ? target : 0n; };
            });
            e.crash = crash;
            var plinko = {};
            Object.keys(t.plinko).forEach(function (name) {
              var rows = BigInt(parseInt(name, 10)), table = t.plinko[name].map(BigInt);
              plinko[name] = function (g) { return table[popcount(g.next() >> (64n - rows))]; };
            });
            e.plinko = plinko;
            var reels = t.slots.reels, lines = t.slots.paytable;
            var cycle = BigInt(reels[0].length * reels[1].length * reels[2].length);
            function pays(symbols) { // the highest-paying line that matches, the earliest among equals
              var best = 0n;
              lines.forEach(function (line) {
                var ok;
                if (line.line) ok = line.line.every(function (allowed, r) { return allowed.length === 0 || allowed.indexOf(symbols[r]) >= 0; });
                else ok = symbols.filter(function (s) { return s === line.count; }).length >= line.atLeast;
                if (ok && BigInt(line.centi) > best) best = BigInt(line.centi);
              });
              return best;
            }
            SLOTS_PAYS = pays;
            var L1 = BigInt(reels[1].length), L2 = BigInt(reels[2].length);
            e.slots = { "one payline": function (g) {
              var r = bounded(g, cycle);
              return pays([reels[0][Number(r / (L1 * L2))], reels[1][Number((r / L2) % L1)], reels[2][Number(r % L2)]]);
            } };
            var mines = {};
            t.mines.forEach(function (row, i) {
              var m = i + 1;
              row.forEach(function (c, j) {
                if (c === null) return;
                var reveals = j + 1, pay = BigInt(c);
                mines[plural(m, "mine") + " " + plural(reveals, "reveal")] = function (g) {
                  // Floyd's m of 25: for j = 25−m … 24 a digit t in [0, j], tile t or (taken) tile j; the
                  // digits in groups whose radices' product fits 64 bits, one bounded draw each, decoded
                  // by division, first radix most significant.
                  var mask = 0n, k = 25 - m;
                  while (k < 25) {
                    var radices = [], product = 1n;
                    while (k + radices.length < 25 && product * BigInt(k + radices.length + 1) <= M) {
                      product *= BigInt(k + radices.length + 1); radices.push(BigInt(k + radices.length + 1));
                    }
                    var r = bounded(g, product), digits = [];
                    for (var q = radices.length - 1; q >= 0; q--) { digits[q] = r % radices[q]; r /= radices[q]; }
                    digits.forEach(function (d) {
                      mask |= ((mask >> d) & 1n) ? (1n << BigInt(k)) : (1n << d);
                      k++;
                    });
                  }
                  for (var x = 0; x < reveals; x++) if ((mask >> BigInt(x)) & 1n) return 0n; // a mine on reveal x+1
                  return pay;
                };
              });
            });
            e.mines = mines;
            return e;
          }

          // ---- time zones and days ----
          function floorDiv(a, b) { var q = a / b; if ((a % b !== 0n) && ((a < 0n) !== (b < 0n))) q -= 1n; return q; }
          function daysFromCivil(y, m, d) {
            var yy = m <= 2n ? y - 1n : y, era = floorDiv(yy, 400n), yoe = yy - era * 400n;
            var doy = (153n * (m > 2n ? m - 3n : m + 9n) + 2n) / 5n + d - 1n;
            return era * 146097n + yoe * 365n + yoe / 4n - yoe / 100n + doy - 719468n;
          }
          function civilFromDays(days) {
            var z = days + 719468n, era = floorDiv(z, 146097n), doe = z - era * 146097n;
            var yoe = (doe - doe / 1460n + doe / 36524n - doe / 146096n) / 365n;
            var doy = doe - (365n * yoe + yoe / 4n - yoe / 100n), mp = (5n * doy + 2n) / 153n;
            var d = doy - (153n * mp + 2n) / 5n + 1n, m = mp < 10n ? mp + 3n : mp - 9n;
            return { y: yoe + era * 400n + (m <= 2n ? 1n : 0n), m: m, d: d };
          }
          function daysInMonth(m, y) {
            if (m === 2n) return (y % 4n === 0n && y % 100n !== 0n) || y % 400n === 0n ? 29n : 28n;
            return [4n, 6n, 9n, 11n].indexOf(m) >= 0 ? 30n : 31n;
          }
          function secondSunday(month, y, nth) { // the nth Sunday of the month, in days since 1970-01-01
            var first = daysFromCivil(y, month, 1n), weekday = ((first + 4n) % 7n + 7n) % 7n; // 0 = Sunday
            return first + (7n - weekday) % 7n + 7n * (nth - 1n);
          }
          function eastern(instant) {
            var year = civilFromDays(floorDiv(instant - 18000n, 86400n)).y;
            var start = secondSunday(3n, year, 2n) * 86400n + 7200n + 18000n;
            var end = secondSunday(11n, year, 1n) * 86400n + 7200n + 14400n;
            return instant >= start && instant < end ? -14400n : -18000n;
          }
          function ZONE(name) {
            if (name === "America/New_York") return { offset: eastern, candidates: [-18000n, -14400n] };
            if (name === "UTC") return { offset: function () { return 0n; }, candidates: [0n] };
            var m = /^UTC([+-])([0-9]{2}):([0-9]{2})$/.exec(name);
            if (!m || +m[2] > 14 || +m[3] > 59) return null;
            var off = BigInt((+m[2] * 60 + +m[3]) * 60) * (m[1] === "-" ? -1n : 1n);
            return { offset: function () { return off; }, candidates: [off] };
          }
          function dayAt(instant, zone) { return civilFromDays(floorDiv(instant + zone.offset(instant), 86400n)); }
          function untilMidnight(instant, zone) {
            var local = instant + zone.offset(instant), end = floorDiv(local, 86400n) * 86400n + 86340n, at = null;
            zone.candidates.forEach(function (off) { if (at === null && zone.offset(end - off) === off) at = end - off; });
            if (at === null) at = end - zone.offset(end);
            var s = at - instant;
            return s <= 0n ? 0n : s / 60n;
          }
          function dayNumber(d) { return daysFromCivil(d.y, d.m, d.d); }
          function sameDay(a, b) { return a.y === b.y && a.m === b.m && a.d === b.d; }
          function dayText(d) { return d.y + "-" + String(d.m).padStart(2, "0") + "-" + String(d.d).padStart(2, "0"); }

          // ---- verify ----
          function name(r) { return r === null ? "the round before" : "round " + r; }
          function sat(a) { return a > I64MAX ? I64MAX : a < I64MIN ? I64MIN : a; }
          function maxOf(a, b) { return a > b ? a : b; }

          function numbering(t, prev) {
            if (t.round === null || t.previousHash === null) return new Problem(t.round === null ? "round" : "previousHash", "records no round number or previous hash");
            if (t.round === 1n && t.previousHash !== ZERO) return new Problem("previousHash", "round 1 has a previous hash, where none can be");
            if (!prev || prev.round === null) return null;
            var before = prev.round;
            if (t.round === ((before + 1n) & M)) return null;
            if (t.round > before) return new Problem("round", "round " + t.round + " follows round " + before + ": " + (t.round - before === 2n ? "round " + (before + 1n) + " is" : "rounds " + (before + 1n) + "…" + (t.round - 1n) + " are") + " missing");
            return new Problem("round", "round " + t.round + " follows round " + before + ": a round was added or moved");
          }
          function dates(t, prev, zone) {
            var pair = [["placedAt", t.placedAt], ["resolvedAt", t.resolvedAt]];
            for (var k = 0; k < 2; k++) {
              if (pair[k][1] < FIRST_INSTANT || pair[k][1] > LAST_INSTANT) return new Problem(pair[k][0], pair[k][1] + " is not a time the app records (years 2000…9999)");
            }
            if (t.day.m < 1n || t.day.m > 12n || t.day.d < 1n || t.day.d > daysInMonth(t.day.m, t.day.y)) return new Problem("day", "the day is not a date");
            if (t.resolvedAt < t.placedAt) return new Problem("resolvedAt", "resolved before it was placed");
            if (prev && t.placedAt < prev.resolvedAt) return new Problem("placedAt", "placed before the round before it was resolved: a round waits for the one before");
            var placed = dayAt(t.placedAt, zone);
            if (!sameDay(t.day, placed)) return new Problem("day", dayText(t.day) + " is not the local day it was placed on, " + dayText(placed));
            var same = sameDay(dayAt(t.resolvedAt, zone), t.day);
            if (t.applied !== same) return new Problem("appliedToBonus", same ? "resolved on the day it was placed, so its delta went to that day's bonus" : "resolved on a later day, so its delta may not touch that day's bonus");
            if (!t.forfeited && t.moment) {
              var derived = untilMidnight(t.resolvedAt, zone);
              if (t.moment.until !== derived) return new Problem("capMoment.minutesUntilMidnight", t.moment.until + " minutes until 23:59, but resolvedAt is " + derived + " minutes before 23:59 on its day");
            }
            return null;
          }
          function notReplayed(t) {
            if (t.drawIndex > MOST_DRAW_INDEX) return new Problem("position.drawIndex", "draw index " + t.drawIndex + " is past " + MOST_DRAW_INDEX + ", further than a replay goes");
            return new Problem("position", "not replayed: the streams take more than " + MOST_DRAWS + " draws in all to reach the positions");
          }
          // Each choice's outcomes as [centi, weight] with exact integer weights (the same
          // probabilities as the core's outcome tables, so every comparison of ratios agrees).
          var OUTCOMES = new Map();
          function choose(n, k) { var r = 1n; for (var i = 0n; i < k; i++) r = r * (n - i) / (i + 1n); return r; }
          function outcomes(game, options) {
            var key = game + "/" + options;
            if (OUTCOMES.has(key)) return OUTCOMES.get(key);
            var out = [], t = TABLES;
            if (game === "crash") {
              var target = BigInt(options.slice(0, -1).replace(".", "")), win = BigInt(t.crash.returnPPM) * 100n, all = 1000000n * target;
              out = [[0n, all - win], [target, win]];
            } else if (game === "plinko") {
              var table = t.plinko[options], rows = BigInt(table.length - 1);
              out = table.map(function (c, k) { return [BigInt(c), choose(rows, BigInt(k))]; });
            } else if (game === "mines") {
              var parts = options.split(" "), m = BigInt(parts[0]), r = BigInt(parts[2]);
              var safe = choose(25n - m, r), total = choose(25n, r);
              out = [[0n, total - safe], [BigInt(t.mines[Number(m) - 1][Number(r) - 1]), safe]];
            } else {
              var reels = t.slots.reels, counts = new Map();
              reels[0].forEach(function (a) { reels[1].forEach(function (b) { reels[2].forEach(function (c) {
                var pay = String(SLOTS_PAYS([a, b, c]));
                counts.set(pay, (counts.get(pay) || 0n) + 1n);
              }); }); });
              counts.forEach(function (w, c) { out.push([BigInt(c), w]); });
            }
            OUTCOMES.set(key, out);
            return out;
          }
          function capped(wager, centi, remaining, until) { // the delta after floor rounding and the cap
            var raw = wager * centi / 100n - wager;
            return raw > 0n ? (raw < maxOf(0n, until - remaining) ? raw : maxOf(0n, until - remaining)) : raw;
          }
          // The stake as the core judged it at commit (WagerValidation: 1 ≤ stake ≤ remaining, the gain
          // rule, the return floor), against the round's budget at commit; and the settlement's
          // remaining within it.
          function commitProblem(t, until) {
            var b = t.budget;
            if (!b) return new Problem("budgetAtCommit", "records no budget at commit, so the remaining minutes its stake was accepted against cannot be re-derived");
            if (b.allowance < 0n || b.allowance > MOST_ALLOWANCE) return new Problem("budgetAtCommit.dailyAllowanceMinutes", "allowance " + b.allowance + " is not 0…" + MOST_ALLOWANCE + " minutes");
            if (b.usage < 0n || b.usage > MOST_USAGE) return new Problem("budgetAtCommit.usageMinutesToday", "usage reading " + b.usage + " is not 0…" + MOST_USAGE + " minutes");
            if (b.bonus < -MOST_BONUS || b.bonus > MOST_BONUS) return new Problem("budgetAtCommit.bonusMinutesFromGames", "games' bonus " + b.bonus + " is past ±2^40 minutes");
            var remaining = maxOf(0n, b.allowance + b.bonus - b.usage), w = t.wager;
            var reading = remaining + " remaining at commit (allowance " + b.allowance + " + bonus " + b.bonus + " − usage " + b.usage + ")";
            if (w > remaining) return new Problem("wager", "stake " + w + " is more than the " + reading);
            var table = outcomes(t.game, t.options), top = 0n;
            table.forEach(function (o) { if (o[0] > top) top = o[0]; });
            var least = top > 100n ? (100n + (top - 100n) - 1n) / (top - 100n) : null;
            if (least === null || w < least || !(remaining < until)) return new Problem("wager", "stake " + w + " with " + reading + " and " + until + " minutes until 23:59: no outcome can gain a minute (the gain rule)");
            var floor = BigInt(TABLES.returnFloorPPM);
            if (floor > 0n) {
              var kept = 0n, total = 0n;
              table.forEach(function (o) { kept += o[1] * (w + capped(w, o[0], remaining, until)); total += o[1]; });
              if (kept * 1000000n < floor * w * total) return new Problem("wager", "stake " + w + " with " + reading + " and " + until + " minutes until 23:59 returns less than the return floor");
            }
            if (!t.forfeited && t.applied && t.moment && t.moment.remaining > remaining) return new Problem("capMoment.remainingMinutes", t.moment.remaining + " minutes remaining at the settlement, more than the " + reading);
            return null;
          }
          function replay(t, gens, until) { // the first draw the round left unspent, or a Problem
            if (t.wager < 1n) return new Problem("wager", "wager " + t.wager + " is below 1 minute");
            if (t.wager > MOST_WAGER) return new Problem("wager", "wager " + t.wager + " is more than " + MOST_WAGER + " minutes, more than any day allows");
            if (t.forfeited) {
              if (t.moment) return new Problem("capMoment", "a forfeit records a cap moment: only a settled round is capped");
              if (t.delta !== -t.wager || t.capApplied) return new Problem("deltaMinutes", "forfeit charged " + (-t.delta) + " minutes, not the stake " + t.wager);
            }
            var play = Object.prototype.hasOwnProperty.call(ENGINES[t.game], t.options) ? ENGINES[t.game][t.options] : null;
            if (!play) return new Problem("options", "\"" + t.options.slice(0, 60) + "\" is not a " + t.game + " choice as the app records it");
            var cp = commitProblem(t, until);
            if (cp) return cp;
            if (!t.forfeited) {
              if (!t.moment) return new Problem("capMoment", "records no cap moment, so its cap cannot be re-derived");
              if (t.moment.remaining < 0n || t.moment.remaining > MOST_WAGER || t.moment.until < 0n || t.moment.until > MOST_UNTIL) return new Problem("capMoment", "not a moment of a day");
            }
            var g = t.drawIndex <= MOST_DRAW_INDEX ? gens.get(t.seed.key + "/" + t.stream + "/" + t.drawIndex) : null;
            if (!g) return notReplayed(t);
            var c = new Counting(g.copy(), t.drawIndex), centi = play(c);
            var end = maxOf(c.at, t.drawIndex + 1n);
            if (t.forfeited) return end;
            var raw = t.wager * centi / 100n - t.wager, delta = raw, capped = false;
            if (raw > 0n) {
              var room = maxOf(0n, t.moment.until - t.moment.remaining);
              if (raw > room) { delta = room; capped = true; }
            }
            if (t.delta === delta && t.capApplied === capped) return end;
            return new Problem("deltaMinutes", "delta " + t.delta + (t.capApplied ? " (capped)" : "") + ", but the game at the recorded position pays " + centiText(centi) + ", delta " + raw + ", which the cap makes " + delta + (capped ? " (capped)" : ""));
          }
          function Sequence() { this.prev = null; this.labStreams = new Map(); this.left = new Set(); this.ceiling = null; }
          Sequence.prototype.problem = function (t, end) {
            var p = this.draws(t) || this.wagerIDs(t) || this.budget(t) || this.remaining(t);
            this.record(t, end);
            return p;
          };
          Sequence.prototype.wagerIDs = function (t) {
            if (this.prev && t.wagerID <= this.prev.wagerID) return new Problem("wagerID", "wager id " + t.wagerID + " is not above " + name(this.prev.round) + "'s " + this.prev.wagerID + ": wager ids only rise");
            return null;
          };
          Sequence.prototype.draws = function (t) {
            var prev = this.prev;
            if (t.seed.lab !== null) {
              if (t.stream >= (1n << 62n)) return new Problem("position.stream", "stream " + t.stream + " is stream " + (t.stream % (1n << 62n)) + " again: a 64-bit seed has 2^62 streams");
              if (this.labStreams.has(t.seed.key) && this.labStreams.get(t.seed.key) !== t.stream) return new Problem("position.stream", "stream " + t.stream + ", but seed " + t.seed.lab + " plays stream " + this.labStreams.get(t.seed.key));
              if (prev && prev.seed === t.seed.key && prev.end !== null && t.drawIndex < prev.end) return new Problem("position.drawIndex", "draw index " + t.drawIndex + " is before draw " + prev.end + ", where " + name(prev.round) + "'s draws ended: no draw is dealt twice");
              return null;
            }
            var dayStream = BigInt.asUintN(64, daysFromCivil(t.day.y, t.day.m, t.day.d));
            if (t.stream !== dayStream) return new Problem("position.stream", "stream " + t.stream + " is not the stream of its day " + dayText(t.day) + ", " + dayStream + ": each budget day plays its own stream");
            var same = !!prev && prev.seed === t.seed.key && prev.stream === t.stream;
            if (same && prev.end !== null && t.drawIndex !== prev.end) return new Problem("position.drawIndex", "draw index " + t.drawIndex + " is not draw " + prev.end + ", where " + name(prev.round) + "'s draws ended: a day's rounds take its draws in turn, forfeits included");
            if (this.left.has(t.seed.key)) return new Problem("position.seed", "the seed was left for a fresh seed before this round and is never played again");
            var mayContinue = !prev && t.round !== 1n;
            if (!same && !mayContinue && t.drawIndex !== 0n) return new Problem("position.drawIndex", "draw index " + t.drawIndex + " opens stream " + t.stream + ", whose first round starts at draw 0");
            return null;
          };
          // The budget at commit against the round before on its day: the allowance never rises, usage
          // readings never fall, the bonus is the day's earlier deltas (0 at a day's first round).
          Sequence.prototype.budget = function (t) {
            var b = t.budget, prev = this.prev;
            if (!b) return null;
            if (!prev || dayNumber(prev.day) < dayNumber(t.day)) {
              if (!prev && t.round !== 1n) return null;
              return b.bonus === 0n ? null : new Problem("budgetAtCommit.bonusMinutesFromGames", "games' bonus " + b.bonus + " at the first round of " + dayText(t.day) + ", where a day starts at 0");
            }
            if (!sameDay(prev.day, t.day) || !prev.budget) return null;
            var before = prev.budget;
            if (b.allowance > before.allowance) return new Problem("budgetAtCommit.dailyAllowanceMinutes", "allowance " + b.allowance + ", above " + name(prev.round) + "'s " + before.allowance + ": a raised allowance waits for the next day");
            if (b.usage < before.usage) return new Problem("budgetAtCommit.usageMinutesToday", "usage reading " + b.usage + ", below " + name(prev.round) + "'s " + before.usage + ": usage only grows within a day");
            var expected = sat(before.bonus + prev.bonusDelta);
            if (b.bonus !== expected) return new Problem("budgetAtCommit.bonusMinutesFromGames", "games' bonus " + b.bonus + ", but " + name(prev.round) + "'s " + before.bonus + " and its delta " + prev.bonusDelta + " make " + expected);
            return null;
          };
          Sequence.prototype.remaining = function (t) {
            var c = this.ceiling;
            if (t.forfeited || !t.applied || !t.moment || !c || !sameDay(c.day, t.day) || t.moment.remaining <= maxOf(0n, c.minutes)) return null;
            return new Problem("capMoment.remainingMinutes", t.moment.remaining + " minutes remaining, but " + name(c.round) + " left at most " + maxOf(0n, c.minutes) + " on " + dayText(t.day) + ": remaining minutes rise within a day only by a win");
          };
          Sequence.prototype.record = function (t, end) {
            if (this.prev && this.prev.seed !== t.seed.key) this.left.add(this.prev.seed);
            if (t.seed.lab !== null && !this.labStreams.has(t.seed.key)) this.labStreams.set(t.seed.key, t.stream);
            this.prev = { round: t.round, wagerID: t.wagerID, seed: t.seed.key, stream: t.stream, end: end, day: t.day, budget: t.budget, bonusDelta: t.applied ? t.delta : 0n };
            if (!t.applied) { this.ceiling = null; return; }
            if (!t.forfeited && t.moment) this.ceiling = { day: t.day, minutes: sat(t.moment.remaining + t.delta), round: t.round };
            else if (this.ceiling && sameDay(this.ceiling.day, t.day)) this.ceiling = { day: t.day, minutes: sat(this.ceiling.minutes + t.delta), round: t.round };
            else this.ceiling = null;
          };

          // The generator at every position, each stream stepped once in increasing draw index, within
          // the same bounds as the tool (2^20 draws into a stream, 2^26 in all).
          function generators(e, revealed, starts) {
            var byStream = new Map(), out = new Map();
            e.transactions.forEach(function (t) {
              if (!revealed.has(t.seed.key) || t.drawIndex > MOST_DRAW_INDEX) return;
              var k = t.seed.key + "/" + t.stream;
              if (!byStream.has(k)) byStream.set(k, { t: t, at: [] });
              byStream.get(k).at.push(t.drawIndex);
            });
            var budget = MOST_DRAWS;
            byStream.forEach(function (s, k) {
              var at = Array.from(new Set(s.at)).sort(function (a, b) { return a < b ? -1 : a > b ? 1 : 0; });
              var last = at[at.length - 1];
              if (last > budget) return;
              budget -= last;
              var g = new Xoshiro(starts.get(k)), i = 0n;
              at.forEach(function (d) { g.skip(Number(d - i)); i = d; out.set(k + "/" + d, g.copy()); });
            });
            return out;
          }
          function streamStart(seed, stream) {
            if (seed.lab !== null) return Promise.resolve(splitmixWords(seed.lab, stream));
            return crypto.subtle.digest("SHA-256", new Uint8Array(seed.bytes.concat(le(stream), utf8(seed.player)))).then(function (d) {
              var b = new Uint8Array(d), w = [];
              for (var k = 0; k < 4; k++) { var x = 0n; for (var j = 7; j >= 0; j--) x = (x << 8n) | BigInt(b[8 * k + j]); w.push(x); }
              if ((w[0] | w[1] | w[2] | w[3]) === 0n) w = [GAMMA, 0n, 0n, 0n];
              return w;
            });
          }

          function readReceipt(s) {
            var m = /^([0-9]+):([0-9a-fA-F]{64})$/.exec(s);
            if (!m || BigInt(m[1]) < 1n || BigInt(m[1]) > M) return null;
            return { round: BigInt(m[1]), hash: m[2].toLowerCase() };
          }

          // The verdict on an export's text (and a receipt, "" for none): {verdict: "accepted" |
          // "refused" | "unreadable", problems: [{round, wagerID, field, text}], summary}.
          function verifyHistory(textIn, receiptText) {
            var e, receipt = null;
            try {
              if (receiptText) {
                receipt = readReceipt(receiptText.trim());
                if (!receipt) throw new Unreadable("the receipt is not ROUND:HASH (a round number from 1, a colon, 64 hex digits)");
              }
              if (textIn.length > 64 * 1024 * 1024) throw new Unreadable("the file is larger than any export");
              e = readExport(parseJSON(textIn));
              if (e.configurationDigest !== TABLES.configurationDigest) throw new Unreadable("played under configuration " + e.configurationDigest.slice(0, 80) + "; this page replays configuration " + TABLES.configurationDigest);
            } catch (x) {
              if (x instanceof Unreadable) return Promise.resolve({ verdict: "unreadable", problems: [], summary: x.unreadable });
              throw x;
            }
            var rounds = e.transactions, starts = new Map(), waits = [];
            var hashes = rounds.map(function (t) { return sha(chainBytes(t)); }), headerHash = sha(exportBytes(e));
            var commitments = e.seeds.map(function (s) { return sha(s.seed.bytes); });
            rounds.forEach(function (t) {
              var k = t.seed.key + "/" + t.stream;
              if (!starts.has(k)) { starts.set(k, null); waits.push(streamStart(t.seed, t.stream).then(function (w) { starts.set(k, w); })); }
            });
            return Promise.all([Promise.all(hashes), Promise.all(commitments), Promise.all(waits), headerHash]).then(function (done) {
              hashes = done[0]; commitments = done[1]; headerHash = done[3];
              var problems = [], revealed = new Set(), used = new Set(rounds.map(function (t) { return t.seed.key; }));
              function add(t, p) { problems.push({ round: t ? t.round : null, wagerID: t ? t.wagerID : null, field: p.field, text: p.text }); }
              e.seeds.forEach(function (s, j) {
                if (commitments[j] === s.commitment) {
                  var p = revealed.has(s.seed.key) ? "the seed is revealed twice" : used.has(s.seed.key) ? null : "the seed draws no round of the export: an export reveals only the seeds its rounds used";
                  revealed.add(s.seed.key);
                  if (p) add(null, new Problem("seeds[" + j + "]", p));
                } else add(null, new Problem("seeds[" + j + "]", "the seed hashes to " + commitments[j] + ", not its commitment " + s.commitment));
              });
              if (e.headHash === null && rounds.length) add(null, new Problem("headHash", "the export records no headHash"));
              var zone = ZONE(e.timeZone), gens = generators(e, revealed, starts), seq = new Sequence();
              rounds.forEach(function (t, i) {
                var prev = i > 0 ? rounds[i - 1] : null, next = i + 1 < rounds.length ? rounds[i + 1] : null;
                var p = numbering(t, prev) || dates(t, prev, zone) || (revealed.has(t.seed.key) ? null : new Problem("position.seed", "the seed is not among the export's revealed seeds"));
                var end = null;
                if (!p) { var r = replay(t, gens, untilMidnight(t.placedAt, zone)); if (r instanceof Problem) p = r; else end = r; }
                var between = seq.problem(t, end);
                p = p || between;
                if (!p) {
                  var recorded = null, holder;
                  if (next) { if (t.round !== null && next.round === ((t.round + 1n) & M)) { recorded = next.previousHash; holder = "round " + (t.round + 1n) + "'s previousHash"; } }
                  else { recorded = e.headHash; holder = "the export's headHash"; }
                  if (recorded !== null && recorded !== hashes[i]) p = new Problem("hash", "the record hashes to " + hashes[i] + ", not " + holder + " " + recorded + ": it was changed after it was recorded");
                }
                if (p) add(t, p);
              });
              var first = rounds[0];
              if (first && first.round !== null && first.round > 1n && rounds.length < CAPACITY) add(first, new Problem("round", "the export starts at round " + first.round + " but holds " + rounds.length + " rounds: an export keeps every round up to the latest " + CAPACITY + ", so rounds 1…" + (first.round - 1n) + " were dropped"));
              if (e.exportHash === null) add(null, new Problem("exportHash", "the export records no exportHash, so nothing binds its timeZone, configurationDigest, seeds and currentCommitment"));
              else if (e.exportHash !== headerHash) add(null, new Problem("exportHash", "the header (timeZone \"" + e.timeZone.slice(0, 40) + "\", configurationDigest \"" + e.configurationDigest.slice(0, 80) + "\", currentCommitment " + (e.currentCommitment || "none") + ", " + plural(e.seeds.length, "revealed seed") + ", headHash " + (e.headHash || "none") + ") does not hash to the exportHash " + e.exportHash + ": a field of the header was changed after the export"));
              if (receipt) {
                var at = rounds.findIndex(function (t) { return t.round === receipt.round; });
                if (at < 0) problems.push({ round: receipt.round, wagerID: null, field: "receipt", text: "the receipt is for round " + receipt.round + ", but the export does not hold it: rounds were dropped or the receipt is another installation's" });
                else if (hashes[at] !== receipt.hash) problems.push({ round: receipt.round, wagerID: rounds[at].wagerID, field: "receipt", text: "round " + receipt.round + " hashes to " + hashes[at] + ", not the receipt's " + receipt.hash + ": the history was changed after the app showed the receipt" });
              }
              var settled = rounds.filter(function (t) { return !t.forfeited; }).length;
              return {
                verdict: problems.length ? "refused" : "accepted",
                problems: problems.map(function (p) { return { round: p.round === null ? null : String(p.round), wagerID: p.wagerID === null ? null : String(p.wagerID), field: p.field, text: p.text }; }),
                summary: problems.length ? plural(problems.length, "problem") + " in " + plural(rounds.length, "round") : "all " + rounds.length + " rounds verify (" + settled + " settled replayed at their recorded positions, " + plural(rounds.length - settled, "forfeit") + " charging the stake)" + (rounds.length ? ", rounds " + rounds[0].round + "…" + rounds[rounds.length - 1].round : "") + "; " + e.seeds.length + " revealed seed" + (e.seeds.length === 1 ? " matches its commitment" : "s match their commitments") + "; head hash " + (e.headHash || "none") + (receipt ? "; the receipt " + receipt.round + ":" + receipt.hash.slice(0, 8) + "… matches" : "")
              };
            });
          }
          function setTables(t) { TABLES = t; ENGINES = engines(t); TABLES.games = ENGINES; }
          var root = typeof window !== "undefined" ? window : globalThis;
          root.verifyHistory = verifyHistory;
          root.setVerifyTables = setTables;
          if (typeof document !== "undefined" && document.getElementById("verify-tables")) {
            setTables(JSON.parse(document.getElementById("verify-tables").textContent));
          }

          var form = typeof document !== "undefined" && document.getElementById("verify-form");
          if (!form) return;
          form.hidden = false;
          var out = document.getElementById("verify-result");
          function show(result) {
            out.textContent = "";
            var p = document.createElement("p");
            p.id = "verdict";
            p.textContent = { accepted: "Every round verifies. ", refused: "Refused. ", unreadable: "Not an export this page can read: " }[result.verdict] + result.summary;
            out.appendChild(p);
            if (!result.problems.length) return;
            var list = document.createElement("ul");
            result.problems.slice(0, 100).forEach(function (x) {
              var li = document.createElement("li");
              li.textContent = (x.round === null ? "history" : "round " + x.round + (x.wagerID === null ? "" : " (wager " + x.wagerID + ")")) + ", " + x.field + ": " + x.text;
              list.appendChild(li);
            });
            out.appendChild(list);
          }
          form.addEventListener("submit", function (ev) {
            ev.preventDefault();
            out.textContent = "Checking…";
            var file = document.getElementById("history-file").files[0];
            var read = file ? file.text() : Promise.resolve(document.getElementById("history-text").value);
            read.then(function (t) { return verifyHistory(t, document.getElementById("receipt").value.trim()); })
              .then(show, function (x) { show({ verdict: "unreadable", summary: String(x && x.message || x), problems: [] }); });
          });
        })();
        """#
}
