import CasinoCore
import Testing

/// The player's seed (issue 40; Docs/rng.md, "The player's seed"): mixed into every round's draws
/// with the committed seed, changed only by moving to the seed committed before the player chose,
/// and the old seed then revealed by an export. Public API only.
@Suite("The player's seed")
struct PlayerSeedTests {
    /// The seed whose 32 bytes are 00 01 … 1f (the words little-endian).
    static let vectorSeed = RoundSeed(
        words: (0x0706_0504_0302_0100, 0x0f0e_0d0c_0b0a_0908, 0x1716_1514_1312_1110, 0x1f1e_1d1c_1b1a_1918))

    private func firstWords(_ seed: RoundSeed, stream: UInt64) -> [UInt64] {
        var g = seed.generator(stream: stream)
        return (0..<4).map { _ in g.next() }
    }

    /// `python3 Scripts/player_seed_vectors.py` computes these with hashlib and its own xoshiro256**.
    @Test func theDerivationMatchesTheVectorsAnOutsideScriptComputes() throws {
        let seed = Self.vectorSeed
        #expect(seed.commitment.description == "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd")
        let player = try #require(PlayerSeed("player-seed-1"))
        let x = try #require(PlayerSeed("x"))
        let vectors: [(UInt64, RoundSeed, [UInt64])] = [
            (0, seed, [0xa04b_49bf_6edc_6ec7, 0x5ecc_94b2_0c64_0d4f, 0x5b19_d853_a1ef_466e, 0x0354_927c_e075_04ab]),
            (
                20_780, seed,
                [0xfd91_beb1_c2d7_30a4, 0x7ec6_5587_e6d3_3948, 0xa2ed_e976_514b_52b8, 0xd31f_2c47_8fe8_b57e]
            ),
            (
                20_780, seed.playedWith(player),
                [0xa0ae_36b6_5027_ae30, 0x21db_f41d_0a4c_67b0, 0xfc83_879a_b4cf_aed2, 0x738d_ad29_78ef_e4ec]
            ),
            (
                20_781, seed.playedWith(player),
                [0x0452_649e_e362_604f, 0xf7a5_e119_d7ff_8cb6, 0x6782_0c54_99d2_1f22, 0xe22c_1460_51fe_23b0]
            ),
            (
                20_780, seed.playedWith(x),
                [0x90e9_eba8_13fd_d17e, 0x5c2f_4210_0c05_d409, 0x6696_c7fc_bd2e_dbe0, 0x72ac_3e54_3709_7405]
            )
        ]
        for (stream, s, words) in vectors { #expect(firstWords(s, stream: stream) == words, "\(s) stream \(stream)") }
        // The commitment is the installation's bytes alone: shown before any player seed is chosen.
        #expect(seed.playedWith(player).commitment == seed.commitment)
        #expect(seed.playedWith(player) != seed)
    }

    @Test func aPlayerSeedIsOneToSixtyFourLettersDigitsDashesUnderscoresOrDots() {
        for good in ["a", "player-seed_1.2", String(repeating: "Z", count: 64)] { #expect(PlayerSeed(good) != nil) }
        for bad in ["", String(repeating: "a", count: 65), "with space", "colon:", "é", "tab\t", "emoji🙂"] {
            #expect(PlayerSeed(bad) == nil, "\(bad)")
            #expect(PlayerSeed.problem(with: bad) != nil)
        }
    }

    @Test func aSeedPlayedWithAPlayerSeedReadsBackFromItsOneSpelling() throws {
        let seed = Self.vectorSeed.playedWith(try #require(PlayerSeed("p.1")))
        #expect(seed.description.hasSuffix(":p.1") && seed.description.count == 64 + 4)
        let revealed = RevealedSeed(revealing: seed)
        #expect(revealed.commitment == Self.vectorSeed.commitment)
    }

    /// The app shows the commitment and the next one; the player sets a seed; the rounds go on
    /// from the seed committed before the choice, mixed with it; an export reveals the old seed.
    @Test func changingThePlayerSeedMovesToTheSeedCommittedBeforeAndAnExportRevealsTheOld() throws {
        var state = PersistedState(dailyAllowanceMinutes: 600, budgetDay: monday)
        var source = SeedingTests.FixedSource(77)
        let first = state.installSeedIfNeeded(using: &source)
        let before = try #require(state.seedLedger)
        let shownNext = try #require(before.nextCommitment)
        #expect(before.playerSeed.isNone && before.disclosure.commitment == first)
        PositionRuleTests.deal(&state, at: try #require(state.nextRoundPosition(today: monday)))

        let mine = try #require(PlayerSeed("my-own-7"))
        let shown = try #require(state.setPlayerSeed(mine, using: &source))
        #expect(shown.commitment == shownNext && shown.playerSeed == mine)
        #expect(shown.nextCommitment != nil && shown.nextCommitment != shownNext)
        // The next round: the new seed, mixed with the player's, from draw 0 of the day's stream.
        let position = try #require(state.nextRoundPosition(today: monday))
        #expect(position.seed.commitment == shownNext && position.seed.player == mine && position.drawIndex == 0)
        // The old seed, or the new one without the player's seed, deals nothing.
        let old = RandomPosition(seed: before.current, stream: monday.roundStream, drawIndex: 1)
        #expect(PositionRuleTests.deal(&state, at: old).isFailure)
        let unmixed = RandomPosition(seed: position.seed.playedWith(.none), stream: position.stream, drawIndex: 0)
        #expect(PositionRuleTests.deal(&state, at: unmixed).isFailure)
        #expect(PositionRuleTests.deal(&state, at: position).isSuccess)
        // Setting the same seed again changes nothing.
        let ledger = state.seedLedger
        #expect(state.setPlayerSeed(mine, using: &source) == ledger?.disclosure)
        #expect(state.seedLedger == ledger)

        let export = try #require(state.exportHistory(timeZone: "UTC", using: &source))
        #expect(export.seeds.map(\.seed) == [before.current, position.seed])
        #expect(export.seeds.allSatisfy { $0.seed.commitment == $0.commitment })
        // (This fixture's clock is not a real day's, so only the seeds' own rules are asked here;
        // AppHistoryFixture's export, with a player seed set mid-day, verifies whole.)
        let seedFields: Set<String> = ["seeds[0]", "seeds[1]", "position.seed", "hash", "round"]
        #expect(
            !RoundReplay.verify(export, configuration: .defaults).contains { seedFields.contains($0.problem.field) })
    }

    @Test func noPlayerSeedIsSetWhileAWagerIsPending() throws {
        var state = PositionRuleTests.committed()
        var source = SeedingTests.FixedSource(5)
        let position = try #require(state.nextRoundPosition(today: monday))
        _ = state.commitWager(game: .crash, options: "2.00x", wager: 5, position: position, today: monday, at: noon)
        let before = state
        #expect(state.setPlayerSeed(try #require(PlayerSeed("late")), using: &source) == nil)
        #expect(state == before)
    }
}

/// Two exports at once, a player seed set from another process, and a reinstall (Docs/rng.md).
@Suite("Exports at once, and a reinstall")
struct ConcurrentExportTests {
    /// One round on the state's own position, a 2.00x coin flip settled.
    private func playOne(_ app: inout TestDevice.App) throws {
        let next = app.nextRoundPosition()
        let position = try #require(next)
        var generator = position.makeGenerator()
        let outcome = FixedPlan(centi: Centi(200)).play(wager: 5, using: &generator)
        let pending = try app.commitWager(game: .crash, options: "2.00x", wager: 5, position: position).get()
        let settled = app.settleWager(id: pending.id, outcome: outcome)
        #expect(settled != nil)
    }

    @Test func twoExportsAtOnceEachRevealOnlyRetiredSeedsAndNeitherTheSeedInUse() throws {
        let device = TestDevice()
        var home = device.coordinator(seed: nil)
        var other = device.coordinator(seed: nil)
        var source = SeedingTests.FixedSource(31)
        _ = home.seedCommitment(using: &source)
        try playOne(&home)
        var otherSource = SeedingTests.FixedSource(32)
        var otherExport: HistoryExport?
        // The other process exports inside the first one's save: the first one's write is refused,
        // and it runs again on the stored rotation.
        device.racingWrite = { otherExport = other.exportHistory(timeZone: "UTC", using: &otherSource) }
        let exported = home.exportHistory(timeZone: "UTC", using: &source)
        let export = try #require(exported)
        let first = try #require(otherExport)
        #expect(device.conflicts == 1)
        let inUse = try #require(device.stored?.seedLedger?.current)
        for e in [first, export] {
            #expect(!e.seeds.contains { $0.seed == inUse })
            #expect(e.seeds.allSatisfy { $0.seed.commitment == $0.commitment })
        }
        // The played seed is revealed by both; the one the first export moved to drew no round, so
        // the second export does not reveal it, and the commitment it shows is the seed in use.
        #expect(first.seeds.map(\.seed) == export.seeds.map(\.seed))
        #expect(export.currentCommitment == inUse.commitment)
        #expect(first.currentCommitment != export.currentCommitment)
    }

    @Test func aPlayerSeedSetByAnotherProcessIsTheOneTheNextRoundUses() throws {
        let device = TestDevice()
        var home = device.coordinator(seed: nil)
        var other = device.coordinator(seed: nil)
        var source = SeedingTests.FixedSource(33)
        _ = home.seedCommitment(using: &source)
        let mine = try #require(PlayerSeed("set-elsewhere"))
        let shown = other.setPlayerSeed(mine, using: &source)
        #expect(shown?.playerSeed == mine)
        let position = home.nextRoundPosition()
        #expect(position?.seed.player == mine)
        let card = home.betCard(
            outcomeTable: FixedPlan(centi: Centi(200)).outcomeTable, wager: 5, returnFloor: .defaults)
        #expect(card?.seeds?.playerSeed == mine && card?.seeds == shown)
    }

    @Test func aReinstallStartsAgainAtRoundOneUnderANewCommitmentAndTheOldExportIsToldApart() throws {
        let device = TestDevice()
        var app = device.coordinator(seed: nil)
        var source = SeedingTests.FixedSource(34)
        let firstCommitment = app.seedCommitment(using: &source)
        try playOne(&app)
        try playOne(&app)
        let exportedBefore = app.exportHistory(timeZone: "UTC", using: &source)
        let before = try #require(exportedBefore)
        // The app deleted and installed again: its store (the app group's container) is gone.
        let reinstall = TestDevice()
        reinstall.now = device.now
        var reinstalled = reinstall.coordinator(seed: nil)
        var fresh = SeedingTests.FixedSource(35)
        let commitment = reinstalled.seedCommitment(using: &fresh)
        #expect(commitment != firstCommitment && commitment != before.currentCommitment)
        try playOne(&reinstalled)
        let exportedAfter = reinstalled.exportHistory(timeZone: "UTC", using: &fresh)
        let after = try #require(exportedAfter)
        #expect(after.transactions.first?.round == 1 && after.transactions.first?.previousHash == .zero)
        // No seed of the old installation draws a round of the new one.
        #expect(Set(after.seeds.map(\.seed)).isDisjoint(with: before.seeds.map(\.seed)))
    }
}
