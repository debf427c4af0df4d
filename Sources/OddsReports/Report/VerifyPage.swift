import CasinoCore
import OddsLab

/// The verify page (`odds-verify.html`): the player loads or pastes an exported history (and, if
/// they kept it, the receipt `ROUND:HASH` the app showed) and the page replays every round of all
/// four games in the browser, checking what `casino-odds verify` checks (Docs/rules.md, "Every
/// round is verifiable"). `VerifyScript` is a second implementation of the chain and of the games'
/// decisions from words, written from Docs/rng.md and Docs/rules.md; it reads the games' tables
/// from the page (`<script type="application/json" id="verify-tables">`: Crash's return and
/// targets, every Plinko table, the Slots strips and paytable, every Mines multiplier), so the page
/// replays exactly the configuration the report publishes. No network: SHA-256 is WebCrypto's.
/// `Scripts/browser-test.sh` holds it to `verify` on a corpus of honest and tampered exports
/// (`Scripts/verify_corpus.py`).
enum VerifyPage {
    /// The page's file name.
    static let path = "odds-verify.html"

    /// The page for `configuration`, whose digest is `digest` (`"defaults"` for the product's).
    static func text(configuration: GameConfiguration, digest: String, footer: String) -> String {
        var page = HTMLPage()
        page.raw("<!DOCTYPE html>")
        page.raw("<html lang=\"en\">")
        page.raw("<head>")
        page.raw("<meta charset=\"utf-8\">")
        page.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        page.raw("<title>Check your exported history</title>")
        page.raw(
            "<style>\n\(OddsDisclosureHTML.style)#verdict { font-weight: 600; }\n"
                + "#verify-form textarea, #verify-form input[type=text] { width: 100%; box-sizing: border-box; }\n"
                + "</style>")
        page.raw("</head>")
        page.raw("<body>")
        page.raw("<main>")
        page.raw("<h1>Check your exported history</h1>")
        page.raw(
            "<p data-fixed=\"\">The app can export every round you played. This page replays each one here, in your "
                + "browser, from the published game tables: nothing is sent anywhere. It checks that each revealed seed "
                + "hashes (SHA-256) to the commitment the app showed before its first round, that the rounds are "
                + "numbered without a gap and chained by hash to the export's head hash, that each round's day and "
                + "minutes until 23:59 follow from its times, that each settled round paid exactly what the game pays "
                + "at its recorded draw after the midnight cap, that each forfeit charged its stake, and that the "
                + "rounds follow one another as the app plays them: a day's rounds take its draws in turn, remaining "
                + "minutes rise within a day only by a win, wager ids only rise. With the receipt the app showed "
                + "after a round (ROUND:HASH), the export must hold that round with that hash: a history edited and "
                + "rehashed after the fact no longer matches it.</p>")
        page.raw("<noscript><p>This check needs JavaScript; without it, use casino-odds verify.</p></noscript>")
        page.raw("<form id=\"verify-form\" hidden>")
        page.raw("<p><label for=\"history-file\">The exported history (a JSON file)</label><br>")
        page.raw("<input type=\"file\" id=\"history-file\" accept=\".json,application/json\"></p>")
        page.raw("<p><label for=\"history-text\">or paste it here</label><br>")
        page.raw("<textarea id=\"history-text\" rows=\"6\" spellcheck=\"false\"></textarea></p>")
        page.raw("<p><label for=\"receipt\">The receipt the app showed, ROUND:HASH (optional)</label><br>")
        page.raw("<input type=\"text\" id=\"receipt\" autocomplete=\"off\" spellcheck=\"false\"></p>")
        page.raw("<p><button type=\"submit\">Check</button></p>")
        page.raw("</form>")
        page.raw("<div id=\"verify-result\" data-card=\"\" aria-live=\"polite\"></div>")
        page.raw(footer)
        page.raw("</main>")
        page.raw(
            "<script type=\"application/json\" id=\"verify-tables\">" + tables(configuration, digest: digest)
                + "</script>")
        page.raw("<script>\n" + VerifyScript.text + "\n</script>")
        page.raw("</body>")
        page.raw("</html>")
        return page.text
    }

    /// The games' tables as JSON: `returnFloorPPM` (the return floor in parts per million), `crash` (returnPPM, offered targets in hundredths), `plinko`
    /// (each offered table by its recorded options, bucket multipliers in hundredths), `slots`
    /// (strips, and paytable lines: a per-reel `line` of allowed symbols, empty for any, or a
    /// `count` symbol `atLeast` times) and `mines` (per mine count 1…24, per reveal count, the
    /// cash-out multiplier in hundredths, or null when not offered).
    static func tables(_ c: GameConfiguration, digest: String) -> String {
        func q(_ s: String) -> String { JSONValue.quoted(s) }
        let plinko = PlinkoOptions.all.compactMap { options -> String? in
            guard let table = c.plinko.table(for: options) else { return nil }
            return q(options.description) + ":[" + table.centis.map { String($0.hundredths) }.joined(separator: ",")
                + "]"
        }
        let lines = c.slots.paytable.map { line -> String in
            switch line.pattern {
            case .line(let allowed):
                return "{\"centi\":\(line.centi.hundredths),\"line\":["
                    + allowed.map { "[" + $0.map(q).joined(separator: ",") + "]" }.joined(separator: ",") + "]}"
            case .count(let symbol, let atLeast):
                return "{\"centi\":\(line.centi.hundredths),\"count\":\(q(symbol)),\"atLeast\":\(atLeast)}"
            }
        }
        let n = MinesConfiguration.tileCount
        let mines = (1..<n).map { m in
            "["
                + (1...(n - m)).map { r in
                    c.mines.offers(mines: m, reveals: r)
                        ? String(c.mines.cashOutMultiplier(mines: m, reveals: r).hundredths) : "null"
                }.joined(separator: ",") + "]"
        }
        let text =
            "{\"configurationDigest\":\(q(digest)),\"returnFloorPPM\":\(c.returnFloor.perMillion),\n\"crash\":{\"returnPPM\":\(c.crash.returnPPM),\"targets\":["
            + c.crash.offeredTargets.map { String($0.hundredths) }.joined(separator: ",") + "]},\n\"plinko\":{"
            + plinko.joined(separator: ",") + "},\n\"slots\":{\"reels\":["
            + c.slots.reels.map { "[" + $0.map(q).joined(separator: ",") + "]" }.joined(separator: ",")
            + "],\"paytable\":[" + lines.joined(separator: ",") + "]},\n\"mines\":["
            + mines.joined(separator: ",\n") + "]}"
        // "</" cannot end the script element early: "<" is written as \u003c.
        return text.replacingOccurrences(of: "<", with: "\\u003c")
    }
}
