import CasinoCore
import Foundation
@testable import OddsLab
import OddsReports
import Testing

// merge reads every part as untrusted (Docs/scaling.md, "What merge checks"): each integer is
// range-checked before arithmetic, and every total that follows from others is recomputed.
// The reproductions of the tampered parts that trapped or were accepted, then 120 generated ones.

/// Shard i of 2 of a run whose big wins hit the midnight cap (so capApplications and the largest
/// win are not trivial): wager 10 of 1430 remaining, 1439 minutes to midnight.
private func cappedParts() throws -> [(name: String, result: MonteCarloResult)] {
    let spec = try smallSpec(wager: 10, remaining: 1_430, untilMidnight: 1_439)
    return try (1...2).map { i in
        (
            name: "part\(i).json",
            result: MonteCarloRunner.run(
                engine: ThreeOutcomePlan(), spec: spec, producer: producer,
                shard: try Shard(index: i, count: 2), threads: 1)
        )
    }
}

/// `text` with the value of the `occurrence`-th `"key": value` replaced by `value`.
private func replacing(_ key: String, occurrence: Int = 0, with value: String, in text: String) -> String {
    let pattern = "\"\(key)\": "
    var search = text.startIndex..<text.endIndex
    var seen = 0
    while let found = text.range(of: pattern, range: search) {
        if seen == occurrence {
            var end = found.upperBound
            if text[end] == "[" {
                end = text[end...].firstIndex(of: "]").map { text.index(after: $0) } ?? end
            } else {
                while end < text.endIndex, !",}\n".contains(text[end]) { end = text.index(after: end) }
            }
            return text.replacingCharacters(in: found.upperBound..<end, with: value)
        }
        seen += 1
        search = found.upperBound..<text.endIndex
    }
    return text
}

/// Reads a part; the error's one line, or nil when it was accepted.
private func readError(_ text: String, name: String = "part1.json") -> String? {
    do {
        _ = try MonteCarloResult(json: Data(text.utf8), name: name)
        return nil
    } catch let error as InputError {
        return error.message
    } catch {
        return "\(error)"
    }
}

@Suite("merge trusts nothing")
struct MonteCarloResultJSONReaderTests {
    @Test func theUntamperedPartsReadAndMergeToTheUnshardedRun() throws {
        let parts = try cappedParts()
        let read = try parts.map {
            (name: $0.name, result: try MonteCarloResult(json: Data($0.result.json.utf8), name: $0.name))
        }
        let merged = try MonteCarloResult.merging(read)
        let whole = MonteCarloRunner.run(
            engine: ThreeOutcomePlan(), spec: parts[0].result.spec, producer: producer, threads: 1)
        #expect(merged.json == whole.json)
        #expect(whole.totals.capApplications > 0)
    }

    // Item 2: the ways a tampered part trapped merge (exit 132) are now one line each.

    @Test func anOutcomeCountOfInt64MaxIsRefusedNotAnOverflow() throws {
        let text = replacing("count", with: "9223372036854775807", in: try cappedParts()[0].result.json)
        #expect(readError(text)?.hasPrefix("part1.json: outcomes[0].count must be 0…") == true)
    }

    /// Found by an adversarial run (2026-11-25): JSONDecoder kept one of two `seed` keys, and a
    /// part whose probabilities were all 1/1 published an exact RTP of 190 %.
    @Test func aRepeatedKeyOrProbabilitiesThatAreNotCertainTogetherAreRefused() throws {
        let text = try cappedParts()[0].result.json
        let repeated = text.replacingOccurrences(of: "\"seed\": ", with: "\"seed\": 7, \"seed\": ")
        #expect(
            readError(repeated)
                == "part1.json is not a casino-odds simulation result (the key run.seed appears twice in one object)")
        let certain = replacing("probability", with: "\"1/1\"", in: text)
        #expect(readError(certain)?.hasPrefix("part1.json: outcomes have probabilities that add up to ") == true)
        #expect(readError(text + "\u{0}") != nil)
    }

    @Test func strictJSONNamesTheFirstRepeatedKeyByPath() {
        #expect(
            StrictJSON.problem(in: Array(#"{"a": [{"b": 1, "b": 2}]}"#.utf8))
                == "the key a[0].b appears twice in one object")
        #expect(StrictJSON.problem(in: Array(#"{"a": 1, "b": {"a": 2}}"#.utf8)) == nil)
        #expect(StrictJSON.problem(in: Array(#"{"a": 1,}"#.utf8))?.hasPrefix("not JSON: ") == true)
    }

    /// Found by an adversarial run (2026-11-25): a chunk size of 2⁶³ − 1 trapped `chunkCount`
    /// before the fingerprint was compared.
    @Test func aChunkSizeBeyondTheWagerLimitIsRefusedNotAnOverflow() throws {
        for size in ["9223372036854775807", "1000000000000001"] {
            let text = replacing("chunkSize", with: size, in: try cappedParts()[0].result.json)
            #expect(readError(text) == "part1.json: the chunk size must be 1…1e15, got \(size)")
        }
    }

    @Test(arguments: ["previewMismatches", "capApplications", "ruleViolations"])
    func countersAtIntMaxInTwoPartsAreRefusedBeforeAnyAddition(field: String) throws {
        let parts = try cappedParts()
        let texts = parts.map { replacing(field, with: "9223372036854775807", in: $0.result.json) }
        #expect(
            readError(texts[0]) == "part1.json: totals.\(field) must be 0…5000, got 9223372036854775807", "\(field)"
        )
        #expect(
            readError(texts[1], name: "part2.json")?.hasPrefix("part2.json: totals.\(field) must be 0…") == true)
    }

    @Test func aNegativeMinutesPaidIsRefusedBeforeItReachesAnUnsignedSum() throws {
        let text = replacing("minutesPaid", with: "-5", in: try cappedParts()[0].result.json)
        #expect(readError(text)?.hasPrefix("part1.json: totals.minutesPaid is -5, but the outcome counts pay ") == true)
    }

    @Test func anIntegerBeyond64BitsIsNotJSONForThatField() throws {
        let text = replacing("count", with: "99999999999999999999999", in: try cappedParts()[0].result.json)
        #expect(readError(text)?.hasPrefix("part1.json is not a casino-odds simulation result (") == true)
    }

    // Item 3: the totals merge used to accept.

    @Test func aTamperedLargestWinIsRefused() throws {
        let part = try cappedParts()[0].result
        let text = replacing("largestWinMinutes", with: "14", in: part.json)
        #expect(
            readError(text)
                == "part1.json: totals.largestWinMinutes is 14, but the outcome counts give \(part.totals.largestWinMinutes!)"
        )
    }

    @Test func tamperedCapApplicationsAreRefused() throws {
        let part = try cappedParts()[0].result
        let text = replacing("capApplications", with: String(part.totals.capApplications - 1), in: part.json)
        #expect(
            readError(text)
                == "part1.json: totals.capApplications is \(part.totals.capApplications - 1), but the outcome counts give \(part.totals.capApplications)"
        )
    }

    @Test func outcomeCountsMustAddUpToTheWagersExactly() throws {
        // The merged table that showed 3,530,830 losses + 4,850,087 wins of 10,000,000 wagers.
        let part = try cappedParts()[0].result
        let text = replacing("count", with: String(part.totals.outcomeCounts[0] - 100), in: part.json)
        #expect(readError(text) == "part1.json: outcomes counts add up to 4900, not the part's 5000 wagers")
    }

    @Test func aPartRecordingPreviewMismatchesIsRefusedAsAFailedRun() throws {
        let text = replacing("previewMismatches", with: "1", in: try cappedParts()[0].result.json)
        #expect(
            readError(text)
                == "part1.json records a failed run (1 preview mismatches, 0 rule violations); merge refuses it — rerun that shard and investigate"
        )
    }

    @Test func aPartRecordingRuleViolationsIsRefusedAsAFailedRun() throws {
        let text = replacing("ruleViolations", with: "3", in: try cappedParts()[0].result.json)
        #expect(
            readError(text)?.hasPrefix("part1.json records a failed run (0 preview mismatches, 3 rule violations)")
                == true)
    }

    @Test func aPayoutThatItsMultiplierDoesNotGiveIsRefusedEvenWithAMatchingFingerprint() throws {
        // The attacker rebuilds the part through the public initializer, so the fingerprint agrees.
        var part = try cappedParts()[0].result
        part.preview[2].paidMinutes += 5
        part.preview[2].deltaMinutes += 5
        part.totals.minutesPaid += Int128(part.totals.outcomeCounts[2] * 5)
        let error = readError(part.json)
        #expect(error?.hasPrefix("part1.json: outcomes[2] pays ") == true)
        #expect(error?.hasSuffix("at this wager and budget") == true)
    }

    /// A tampered capApplied pays the same minutes: the line names the flag, not two equal payouts
    /// ("pays 19 (delta 9) but its multiplier pays 19 (delta 9)").
    @Test func aTamperedCapAppliedIsNamedNotShownAsEqualPayouts() throws {
        var part = try cappedParts()[0].result
        part.preview[2].capApplied.toggle()
        let error = readError(part.json)
        #expect(error?.hasPrefix("part1.json: outcomes[2].capApplied is ") == true, "\(error ?? "accepted")")
        #expect(error?.contains("but its multiplier pays") == false)
    }

    @Test func aTamperedInterruptedFlagIsNamed() throws {
        let text = replacing("interrupted", with: "true", in: try cappedParts()[0].result.json)
        let error = readError(text)
        #expect(
            error?.hasPrefix("part1.json: coverage.interrupted is true but coverage.chunks ") == true,
            "\(error ?? "accepted")")
    }

    @Test func coverageMustBeWhatTheShardCovers() throws {
        let text = replacing("shard", with: "\"1/4\"", in: try cappedParts()[0].result.json)
        #expect(readError(text)?.hasPrefix("part1.json: coverage.chunks 0..<5 are not what shard 1/4 covers") == true)
    }

    /// 120 tampered parts, generated deterministically (a fixed LCG picks field, occurrence and
    /// value): each is refused in one line or, when the change is a no-op, reads back unchanged;
    /// merged with its sibling it is refused or gives the true result. A trap would end the test
    /// process, so finishing is the "zero traps" check.
    @Test func oneHundredTwentyTamperedPartsAreRefusedOrHarmless() throws {
        let parts = try cappedParts()
        let original = parts[0].result.json
        let truth = try MonteCarloResult.merging(parts).json
        let fields: [(String, Int)] = [
            ("count", 3), ("paidMinutes", 3), ("deltaMinutes", 3), ("centi", 3), ("index", 3), ("wagers", 2),
            ("minutesWagered", 1), ("minutesPaid", 1), ("sumPaidSquared", 1), ("largestWinMinutes", 1),
            ("previewMismatches", 1), ("capApplications", 1), ("ruleViolations", 1), ("chunks", 1), ("wager", 1),
            ("remainingMinutes", 1), ("minutesUntilMidnight", 1), ("chunkSize", 1), ("chunkCount", 1), ("seed", 1),
            ("probability", 3), ("capApplied", 3), ("complete", 1), ("interrupted", 1), ("format", 1),
            ("fingerprint", 1)
        ]
        let values = [
            "9223372036854775807", "-9223372036854775808", "-1", "0", "1", "2", "4999", "5001", "1000000000000000",
            "170141183460469231731687303715884105727", "-170141183460469231731687303715884105728", "1e3", "0.5",
            "\"x\"", "null", "true", "[]", "{}", "[0, 99999]", "[-1, 5]", "[5, 0]", "\"1/0\"", "\"3/2\"", "\"0/1\"",
            "\"340282366920938463463374607431768211455/1\"", "18446744073709551615"
        ]
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var refused = 0
        for i in 0..<120 {
            let (field, occurrences) = fields[i % fields.count]
            let tampered = replacing(
                field, occurrence: next(occurrences), with: values[next(values.count)], in: original)
            do {
                let read = try MonteCarloResult(json: Data(tampered.utf8), name: "part1.json")
                #expect(read.json == original, "accepted a change to \(field)")
                let merged = try MonteCarloResult.merging([(name: "part1.json", result: read), parts[1]])
                #expect(merged.json == truth)
            } catch let error as InputError {
                #expect(!error.message.contains("\n"))
                #expect(error.message.hasPrefix("part1.json"))
                refused += 1
            }
        }
        #expect(refused >= 100)
    }
}
