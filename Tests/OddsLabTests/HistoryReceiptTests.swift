import CasinoCore
@testable import OddsLab
import OddsReports
import Testing

/// The anchor (issue 40): the receipt the app shows after each round (`HistoryReceipt`, round and
/// hash) refuses a history whose chain was recomputed after an edit, or that was cut short; and the
/// fields nothing else binds: one spelling per choice's options, exactly the seeds the rounds used.
@Suite("History receipt and the fields nothing else binds")
struct HistoryReceiptTests {
    private static let app = AppHistoryFixture.export

    private func verify(_ history: HistoryExport, receipt: HistoryReceipt? = nil) -> [HistoryProblem] {
        RoundReplay.verify(history, configuration: .defaults, receipt: receipt)
    }

    /// The receipt the app showed after the export's last round.
    private var headReceipt: HistoryReceipt { HistoryReceipt(of: Self.app.transactions.last!)! }

    @Test func anHonestExportVerifiesAgainstTheReceiptOfAnyOfItsRounds() throws {
        #expect(verify(Self.app, receipt: headReceipt).isEmpty)
        let middle = try #require(HistoryReceipt(of: Self.app.transactions[7]))
        #expect(verify(Self.app, receipt: middle).isEmpty)
        #expect(headReceipt.hash == Self.app.headHash)
    }

    @Test func theReceiptReadsAsTheAppShowsIt() throws {
        let text = headReceipt.description
        #expect(HistoryReceipt(parsing: text) == headReceipt)
        for bad in [
            "", "12", ":abc", "0:" + String(repeating: "0", count: 64), "x:" + headReceipt.hash.description,
            "12:" + String(repeating: "0", count: 63), "-1:" + headReceipt.hash.description
        ] {
            #expect(HistoryReceipt(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func aLossTurnedIntoAWinWithTheWholeChainRecomputedIsRefusedByTheReceipt() throws {
        var history = Self.app
        let i = try #require(history.transactions.indices.first { history.transactions[$0].deltaMinutes < 0 })
        history.transactions[i].deltaMinutes = 5
        let forged = history.rechained()
        let found = verify(forged, receipt: headReceipt)
        let last = try #require(found.last)
        #expect(last.round == headReceipt.round && last.problem.field == "receipt")
        #expect(last.problem.description.contains("the history was changed after the app showed the receipt"))
    }

    @Test func aSeedSwappedWithItsCommitmentRecomputedIsRefusedByTheReceipt() throws {
        var history = Self.app
        let old = history.seeds[0].seed
        let swapped = RoundSeed(words: (1, 2, 3, 4))
        history.seeds[0] = RevealedSeed(revealing: swapped)
        for i in history.transactions.indices where history.transactions[i].position.seed == old {
            history.transactions[i].position.seed = swapped
        }
        let found = verify(history.rechained(), receipt: headReceipt)
        #expect(found.contains { $0.problem.field == "receipt" })
    }

    @Test func roundsDroppedFromTheEndAreRefusedByTheReceipt() throws {
        var history = Self.app
        history.transactions.removeLast(2)
        history.headHash = history.transactions.last?.chainHash
        // The header's exportHash binds how many rounds there are: refused with no anchor…
        #expect(verify(history).map(\.problem.field) == ["exportHash"])
        // …until it is recomputed too: then only the receipt tells a shorter export from an honest one.
        history = history.rechained()
        #expect(verify(history).isEmpty)
        let found = verify(history, receipt: headReceipt)
        #expect(found.count == 1 && found[0].problem.field == "receipt")
        #expect(found[0].problem.description.contains("rounds were dropped"))
    }

    @Test func anExtraRevealedSeedNoRoundUsesIsRefused() throws {
        var history = Self.app
        history.seeds.append(RevealedSeed(revealing: RoundSeed(words: (9, 9, 9, 9))))
        history.exportHash = history.recomputedExportHash
        let found = verify(history)
        #expect(found.count == 1)
        #expect(found.first?.problem.field == "seeds[\(history.seeds.count - 1)]")
        #expect(found.first?.problem.description.contains("draws no round of the export") == true)
        var twice = Self.app
        twice.seeds.append(twice.seeds[0])
        twice.exportHash = twice.recomputedExportHash
        #expect(verify(twice).map(\.problem.field) == ["seeds[\(twice.seeds.count - 1)]"])
    }

    @Test(arguments: ["2x", "02.00x", "2.00x ", "2.0x", " 2.00x"])
    func aSecondSpellingOfTheSameOptionsIsRefused(spelling: String) throws {
        var history = Self.app
        let i = try #require(history.transactions.indices.first { history.transactions[$0].options == "2.00x" })
        history.transactions[i].options = spelling
        let found = verify(history.rechained())
        let problem = try #require(found.first { $0.round == history.transactions[i].round })
        #expect(problem.problem.field == "options")
    }

    @Test func aMinesPlanSpelledAnotherWayIsRefused() throws {
        let engine = try #require(
            RoundReplay.engine(game: .mines, options: "3 mines 5 reveals", configuration: .defaults).value)
        #expect(engine.recordedOptions == "3 mines 5 reveals")
        for spelling in ["3 minesXYZ 5 reveals", "03 mines 5 reveals", "3 mine 5 reveal"] {
            guard
                case .failure(let problem) = RoundReplay.engine(
                    game: .mines, options: spelling, configuration: .defaults)
            else {
                Issue.record("\(spelling) was read")
                continue
            }
            #expect(problem.field == "options")
        }
    }

    @Test func aLabDayWithNoRoundsRevealsNoSeed() throws {
        var profile = UserProfile.chaser
        profile.bet = .fixed(minutes: 15)
        let result = DayReplay.replay(
            profile: try CompiledProfile(profile), handle: DayReplayHandle(seed: 7, stream: 0, day: 0),
            killEveryWrite: false, includeSeedTriggersOnly: false)
        #expect(result.history.seeds.isEmpty == result.history.transactions.isEmpty)
        #expect(verify(result.history).isEmpty)
    }
}
