/// The disclosure pages' own bet card, in JavaScript: a second implementation of the app's rules
/// (the base rule, the gain rule, the return floor, floor rounding and the midnight cap), written
/// separately from the core in another language (its own kind tally, its own stopping bound for the
/// search for accepted stakes, its own reading of the time of day), with exact `BigInt` arithmetic only. It reads
/// the choices' outcome tables from the page (`<script type="application/json" id="bet-tables">`:
/// integer centi multipliers and integer weights over one common denominator per choice, and the
/// floor in parts per million) and answers the page's one form. No network; without JavaScript
/// the form stays hidden and the page is its static tables.
///
/// `window.betCard(question)` is what the form shows, as the fields `casino-odds card --questions`
/// writes (exact fractions as `"n/d"`); `Scripts/browser-test.sh` compares the two on 10,000+
/// questions and a list of boundary cases.
enum DisclosureScript {
    static let text = #"""
        (function () {
          "use strict";
          var data = JSON.parse(document.getElementById("bet-tables").textContent);
          var floorPPM = BigInt(data.floorPPM);
          var choices = {};
          data.choices.forEach(function (c) {
            var top = Math.max.apply(null, c.centi);
            choices[c.id] = {
              id: c.id, name: c.name, d: BigInt(c.d), w: c.w.map(function (x) { return BigInt(x); }),
              centi: c.centi.map(function (x) { return BigInt(x); }), top: BigInt(top),
              // The smallest stake some outcome gains a whole minute on: w * (top - 100) >= 100.
              least: top > 100 ? BigInt(Math.ceil(100 / (top - 100))) : null
            };
            var o = choices[c.id];
            if (o.least !== null) {
              // Math.ceil on a double: make it exact.
              while (o.least > 1n && (o.least - 1n) * (o.top - 100n) >= 100n) o.least -= 1n;
              while (o.least * (o.top - 100n) < 100n) o.least += 1n;
            }
          });
          function gcd(a, b) { while (b) { var t = a % b; a = b; b = t; } return a; }
          function frac(n, d) { var g = gcd(n, d); if (g === 0n) g = 1n; return (n / g) + "/" + (d / g); }
          // Minutes a win can add: the minutes held may not pass the minutes until 23:59.
          function room(held, until) { return until > held ? until - held : 0n; }
          // What the player keeps of each outcome (whole minutes, floored, the cap applied).
          function kept(c, w, held, until) {
            var r = room(held, until), out = [];
            for (var i = 0; i < c.centi.length; i++) {
              var pay = (w * c.centi[i]) / 100n;
              if (pay > w && pay - w > r) pay = w + r;
              out.push(pay);
            }
            return out;
          }
          function total(c, keep) {
            var s = 0n;
            for (var i = 0; i < keep.length; i++) s += c.w[i] * keep[i];
            return s;
          }
          function meetsFloor(c, w, held, until) {
            if (floorPPM === 0n) return true;
            return total(c, kept(c, w, held, until)) * 1000000n >= floorPPM * w * c.d;
          }
          // A bound on the return of every stake from w on (a payout is at most w*c/100 and a win at
          // most the room): it never grows with the stake, so below the floor it ends a search.
          function boundBelowFloor(c, w, held, until) {
            var r = room(held, until), s = 0n;
            for (var i = 0; i < c.centi.length; i++) {
              var x = c.centi[i] * w;
              if (c.centi[i] > 100n && x > 100n * (w + r)) x = 100n * (w + r);
              s += c.w[i] * x;
            }
            return s * 1000000n < floorPPM * 100n * c.d * w;
          }
          function canGainAtAll(c, held, until) { return c.least !== null && held < until && c.least <= held; }
          // The first accepted stake in from...held, or null.
          function firstAccepted(c, from, held, until) {
            if (!canGainAtAll(c, held, until)) return null;
            var w = from > c.least ? from : c.least, next = w;
            for (; w <= held; w++) {
              if (meetsFloor(c, w, held, until)) return w;
              if (w === next) {
                if (floorPPM > 0n && boundBelowFloor(c, w, held, until)) return null;
                next = 2n * w;
              }
            }
            return null;
          }
          function accepted(c, w, held, until) {
            return w >= 1n && w <= held && canGainAtAll(c, held, until) && w >= c.least && meetsFloor(c, w, held, until);
          }
          function floorText() {
            if (floorPPM === 0n) return "off";
            var whole = floorPPM / 10000n, rest = floorPPM % 10000n;
            if (rest === 0n) return whole + " %";
            var digits = String(rest).padStart(4, "0").replace(/0+$/, "");
            return whole + "." + digits + " %";
          }
          function betCard(q) {
            var c = choices[q.choice];
            if (!c) return null;
            var w = BigInt(q.wager), held = BigInt(q.remaining), until = BigInt(q.minutesUntilMidnight);
            var keep = kept(c, w, held, until);
            var gainW = 0n, lossW = 0n, best = null, bestW = 0n;
            for (var i = 0; i < keep.length; i++) {
              var delta = keep[i] - w;
              if (w >= 1n && delta > 0n) {
                gainW += c.w[i];
                if (best === null || delta > best) { best = delta; bestW = c.w[i]; }
                else if (delta === best) bestW += c.w[i];
              } else if (w < 1n || keep[i] === 0n) {
                lossW += c.w[i];
              }
            }
            var sum = total(c, keep), staked = w * c.d;
            var smallest = firstAccepted(c, 1n, held, until);
            var rule = null, refusal = null;
            if (w < 1n) {
              rule = "base"; refusal = "wager " + w + " is not allowed: a wager is at least 1 minute";
            } else if (w > held) {
              rule = "base"; refusal = "wager " + w + " is more than the " + held + " minutes remaining today";
            } else if (c.least === null || w < c.least || !(held < until)) {
              rule = "gain";
              refusal = "no outcome pays more than your " + w + " minutes: " + (!(held < until)
                ? "the midnight cap leaves no room for a gain (you hold as many minutes as are left until 23:59)"
                : smallest !== null ? "the smallest wager on this choice that can gain now is " + smallest + " min"
                : "no wager on this choice can gain now");
            } else if (!meetsFloor(c, w, held, until)) {
              rule = "floor";
              var permille = sum * 1000n / staked;
              refusal = "a " + w + "-minute bet returns " + (permille / 10n) + "." + (permille % 10n) +
                " % on average, below the " + floorText() + " return floor: " + (smallest !== null
                ? "the smallest wager on this choice that meets it now is " + smallest + " min"
                : "no wager on this choice meets it now");
            }
            var below = null, above = null;
            if (smallest !== null && smallest < w) {
              for (var b = (w < held + 1n ? w : held + 1n) - 1n; b >= smallest; b--) {
                if (accepted(c, b, held, until)) { below = b; break; }
              }
            }
            if (smallest !== null && w < held) above = smallest > w ? smallest : firstAccepted(c, w + 1n, held, until);
            var topPay = (w > 0n ? w : 0n) * c.top / 100n - w;
            var shownKept = null;
            if (w >= 1n) {
              var per = sum * 1000n / staked;
              shownKept = (per / 10n) + "." + (per % 10n);
            }
            function inN(weight, up) {
              if (weight === 0n) return null;
              var n = c.d / weight;
              // Of the fraction in lowest terms: the same quotient; rounded up unless exact.
              return String(up && n * weight !== c.d ? n + 1n : n);
            }
            return {
              choice: c.id, wager: Number(w), remaining: Number(held), minutesUntilMidnight: Number(until),
              accepted: rule === null, rule: rule, refusal: refusal,
              chanceOfGain: frac(gainW, c.d), chanceOfGainOneIn: inN(gainW, true),
              chanceOfLosingEverything: frac(lossW, c.d), chanceOfLosingEverythingOneIn: inN(lossW, false),
              keptPer100: w >= 1n ? frac(100n * sum, staked) : null, keptPer100Shown: shownKept === null ? "n/a" : shownKept,
              largestGain: best === null ? null : String(best),
              largestGainChance: best === null ? null : frac(bestW, c.d),
              largestGainOneIn: best === null ? null : inN(bestW, true),
              uncappedLargestGain: String(topPay), capCut: topPay > (best === null ? 0n : best),
              nearestBelow: below === null ? null : String(below), nearestAbove: above === null ? null : String(above)
            };
          }
          // Real minutes from a wall-clock time until 23:59: on the 23-hour day the clocks jump from
          // 02:00 to 03:00 (02:30 reads as 03:30), on the 25-hour day they go back from 02:00 to 01:00
          // (01:00-01:59 reads as its first occurrence, before the change).
          function minutesUntil(wall, day) {
            if (day === "23h" && wall < 180) return 1379 - wall;
            if (day === "25h" && wall < 120) return 1499 - wall;
            return 1439 - wall;
          }
          window.betCard = betCard;
          window.minutesUntil = minutesUntil;

          var form = document.getElementById("ask");
          if (!form) return;
          form.hidden = false;
          var out = document.getElementById("card");
          function pick() {
            var id = decodeURIComponent(location.hash.slice(1));
            if (choices[id]) form.elements.choice.value = id;
          }
          function line(label, text) {
            var dt = document.createElement("dt"), dd = document.createElement("dd");
            dt.textContent = label; dd.textContent = text;
            out.appendChild(dt); out.appendChild(dd);
            return dd;
          }
          function chance(f, n) { return n === null ? "never" : f + " (1 in " + n + ")"; }
          form.addEventListener("submit", function (e) {
            e.preventDefault();
            var f = form.elements;
            var m = /^([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(f.time.value);
            var w = parseInt(f.stake.value, 10), h = parseInt(f.held.value, 10);
            out.textContent = "";
            if (!m || !(w >= 1 && w <= 1440) || !(h >= 0 && h <= 1500)) {
              line("Your question", "Give a stake of 1 to 1440 minutes, a time HH:MM and the minutes you hold (0 to 1500).");
              return;
            }
            var until = minutesUntil(parseInt(m[1], 10) * 60 + parseInt(m[2], 10), f.day.value);
            var card = betCard({ choice: f.choice.value, wager: w, remaining: h, minutesUntilMidnight: until });
            out.dataset.until = String(until);
            line("The bet", choices[card.choice].name + ", " + w + " min at " + f.time.value + ", holding " + h +
              " min, " + until + " min until 23:59");
            line("Decision", card.accepted ? "accepted" : "refused (" + ({ base: "the base rule", gain: "the gain rule",
              floor: "below the floor" })[card.rule] + "): " + card.refusal).dataset.field = "refusal";
            line("Chance to gain", chance(card.chanceOfGain, card.chanceOfGainOneIn)).dataset.field = "chanceOfGain";
            line("Chance to lose everything", chance(card.chanceOfLosingEverything, card.chanceOfLosingEverythingOneIn))
              .dataset.field = "chanceOfLosingEverything";
            line("Kept of every 100 on average", card.keptPer100Shown + " (exactly " + card.keptPer100 + ")")
              .dataset.field = "keptPer100";
            line("Largest gain now", (card.largestGain === null ? "none" : "+" + card.largestGain + " min, " +
              chance(card.largestGainChance, card.largestGainOneIn)) + (card.capCut ? "; the midnight cap cut it from +" +
              card.uncappedLargestGain : "; the midnight cap does not cut it")).dataset.field = "largestGain";
            line("Nearest accepted stakes", "below: " + (card.nearestBelow === null ? "none" : card.nearestBelow + " min") +
              "; above: " + (card.nearestAbove === null ? "none" : card.nearestAbove + " min")).dataset.field = "nearest";
          });
          window.addEventListener("hashchange", pick);
          pick();
        })();
        """#
}
