import CasinoCore
import Testing

/// The core's SHA-256 against the NIST examples (FIPS 180-4, "SHA256.pdf" and the short and long
/// message vectors), and production seeding: 256-bit seeds from the injected source, commitments,
/// rotation at export, and that an export never holds the seed rounds are drawn from next.
@Suite("Seeding and SHA-256")
struct SeedingTests {
    /// A deterministic stand-in for `SystemRandomNumberGenerator`.
    struct FixedSource: RandomNumberGenerator {
        var mixer: SplitMix64
        init(_ seed: UInt64) { mixer = SplitMix64(seed: seed) }
        mutating func next() -> UInt64 { mixer.next() }
    }

    private func hex(_ text: String) -> String { SHA256.hash(Array(text.utf8)).description }

    @Test func sha256MatchesTheNISTExampleVectors() {
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            hex(
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
            ) == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
        #expect(
            SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)).description
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func sha256IsRightAtEveryPaddingBoundary() {
        // 55, 56, 63, 64 and 65 bytes: one or two padding blocks (the NIST short-message file's edges).
        #expect(
            hex(String(repeating: "a", count: 55)) == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"
        )
        #expect(
            hex(String(repeating: "a", count: 56)) == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"
        )
        #expect(
            hex(String(repeating: "a", count: 64)) == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"
        )
    }

    @Test func aSeedIs256BitsFromTheInjectedSourceAndItsCommitmentIsTheSHA256OfItsBytes() {
        var source = FixedSource(1)
        var copy = source
        let seed = RoundSeed.generate(using: &source)
        #expect(seed.bytes.count == 32)
        #expect(seed == RoundSeed(words: (copy.next(), copy.next(), copy.next(), copy.next())))
        #expect(seed.commitment == SHA256.hash(seed.bytes))
        #expect(seed.labSeed == nil)
        #expect(seed.description.count == 64)
    }

    @Test func streamKOfA256BitSeedIsTheSHA256OfTheSeedAndK() {
        let seed = RoundSeed(words: (1, 2, 3, 4))
        let digest = SHA256.hash(seed.bytes + [7, 0, 0, 0, 0, 0, 0, 0]).bytes
        let words = (0..<4).map { i in (0..<8).reduce(UInt64(0)) { $0 | UInt64(digest[8 * i + $1]) << (8 * UInt64($1)) }
        }
        let state = seed.generator(stream: 7).state
        #expect([state.0, state.1, state.2, state.3] == words)
        #expect(seed.generator(stream: 8).state.0 != state.0)
    }

    @Test func aLabSeedKeepsTheRNGContractsSeeding() {
        var contract = Xoshiro256StarStar(seed: 42, stream: 3)
        var lab = RoundSeed(42).generator(stream: 3)
        #expect((0..<8).map { _ in lab.next() } == (0..<8).map { _ in contract.next() })
    }

    /// Rounds 1…n, each at the position the state names (`nextRoundPosition`: the seed in use,
    /// today's stream, the first unspent draw), settled. The helper picks no seed of its own, so a
    /// round lands on whatever seed the state deals from.
    private func played(_ n: Int, on state: inout PersistedState) {
        let plan = CoinPlan(centi: Centi(195))
        for _ in 0..<n {
            guard let position = state.nextRoundPosition(today: monday) else {
                Issue.record("no seed committed")
                return
            }
            var generator = position.makeGenerator()
            guard
                case .success(let pending) = state.commitWager(
                    game: .crash, options: "1.95x", wager: 5, position: position, today: monday, at: noon)
            else {
                Issue.record("commit refused")
                return
            }
            let outcome = plan.play(wager: 5, using: &generator)
            state.settlePendingWager(
                id: pending.id, outcome: outcome, minutesUntilMidnight: 600, today: monday, at: noon)
        }
    }

    @Test func theCommitmentIsRecordedBeforeTheFirstRoundAndStaysUntilExport() {
        var state = PersistedState(dailyAllowanceMinutes: 120, budgetDay: monday)
        var source = FixedSource(7)
        let shown = state.installSeedIfNeeded(using: &source)
        #expect(shown == state.seedLedger?.current.commitment)
        played(3, on: &state)
        #expect(state.installSeedIfNeeded(using: &source) == shown)
        #expect(state.transactions.entries.allSatisfy { $0.position.seed.commitment == shown })
    }

    @Test func anExportRevealsOnlyRetiredSeedsSoTheNextRoundIsNotDerivableFromIt() throws {
        var state = PersistedState(dailyAllowanceMinutes: 120, budgetDay: monday)
        var source = FixedSource(7)
        let firstCommitment = state.installSeedIfNeeded(using: &source)
        played(4, on: &state)
        let export = try #require(state.exportHistory(timeZone: "UTC", using: &source))
        let next = try #require(state.seedLedger)
        // The seed the next round is drawn from is none of the export's, and appears nowhere in it.
        #expect(export.seeds.map(\.commitment) == [firstCommitment])
        #expect(!export.seeds.contains { $0.seed == next.current })
        #expect(!export.transactions.contains { $0.position.seed == next.current })
        #expect(export.currentCommitment == next.currentCommitment)
        #expect(next.currentCommitment != firstCommitment)
        let text = "\(export)"
        #expect(!text.contains(next.current.description))
        // Every revealed seed is the one its commitment was shown for.
        #expect(export.seeds.allSatisfy { $0.seed.commitment == $0.commitment })
        // A round on the revealed seed is refused, at the draw that would have come next on it too.
        let revealed = try #require(export.seeds.first).seed
        let spent = try #require(state.firstUnspentDraw)
        #expect(spent.seed == revealed)
        let before = state
        let replayed = state.commitWager(
            game: .crash, options: "1.95x", wager: 5, position: spent, today: monday, at: noon)
        #expect(replayed == .failure(.seedRetired(commitment: firstCommitment, current: next.currentCommitment)))
        #expect(state == before)
        // The next round plays under the new seed: the state deals it, the helper does not pick it.
        played(1, on: &state)
        #expect(state.transactions.last?.position.seed == next.current)
        #expect(state.transactions.last?.position.drawIndex == 0)
        #expect(state.transactions.last?.round == 5)
    }

    @Test func exportingWhileAWagerIsPendingIsRefusedAndChangesNothing() {
        var state = PersistedState(dailyAllowanceMinutes: 120, budgetDay: monday)
        var source = FixedSource(7)
        state.installSeedIfNeeded(using: &source)
        _ = state.commitWager(
            game: .crash, options: "1.95x", wager: 5, position: state.nextRoundPosition(today: monday)!,
            today: monday, at: noon)
        let before = state
        #expect(state.exportHistory(timeZone: "UTC", using: &source) == nil)
        #expect(state == before)
    }

    @Test func rotationKeepsOnlyRetiredSeedsThatKeptRoundsUse() {
        var state = PersistedState(dailyAllowanceMinutes: 120, budgetDay: monday)
        var source = FixedSource(3)
        state.installSeedIfNeeded(using: &source)
        _ = state.exportHistory(timeZone: "UTC", using: &source) // no rounds under the first seed
        played(2, on: &state)
        let export = state.exportHistory(timeZone: "UTC", using: &source)
        #expect(export?.seeds.count == 1)
        #expect(state.seedLedger?.retired.count == 1)
    }

    @Test func roundsAreNumberedAndEachCarriesTheHashOfTheOneBefore() {
        var state = PersistedState(dailyAllowanceMinutes: 120, budgetDay: monday)
        var source = FixedSource(5)
        state.installSeedIfNeeded(using: &source)
        played(3, on: &state)
        let rounds = state.transactions.entries
        #expect(rounds.map(\.round) == [1, 2, 3])
        #expect(rounds[0].previousHash == SHA256Digest.zero)
        #expect(rounds[1].previousHash == rounds[0].chainHash)
        #expect(rounds[2].previousHash == rounds[1].chainHash)
    }

    @Test func theAppStoresItsFirstSeedBeforeShowingTheCommitmentAndTheRotationBeforeTheExport() throws {
        let device = TestDevice()
        var app = device.coordinator(seed: nil) // the app makes its own 256-bit seed
        var source = FixedSource(11)
        let shown = app.seedCommitment(using: &source)
        #expect(device.stored?.seedLedger?.currentCommitment == shown)
        #expect(app.seedCommitment(using: &source) == shown)
        let export = try #require(app.exportHistory(timeZone: "UTC", using: &source))
        let stored = try #require(device.stored?.seedLedger)
        #expect(stored.currentCommitment != shown)
        #expect(export.currentCommitment == stored.currentCommitment)
        #expect(stored.retired.isEmpty) // no round used the first seed: nothing to reveal
    }

    /// The rotation is a write like any other on the store the app shares with its extensions: when
    /// another process writes first, the export runs again on the fresh state, and the seed it
    /// reveals is retired in what is stored (before, the refused write was ignored and the export
    /// handed out a seed still in use, with the monitor's usage write the only one stored).
    @Test func anExportRacedByAnotherProcessStillStoresItsRotationFirst() throws {
        let device = TestDevice()
        var app = device.coordinator(seed: nil) // the app makes its own 256-bit seed
        app.launch()
        var source = FixedSource(13)
        let shown = app.seedCommitment(using: &source)
        device.usageMinutes = 7
        device.racingWrite = {
            var monitor = device.coordinator()
            monitor.usageThresholdReached()
        }
        let export = try #require(app.exportHistory(timeZone: "UTC", using: &source))
        #expect(device.conflicts == 1)
        let stored = try #require(device.stored)
        #expect(stored.usageMinutesToday == 7)
        #expect(stored.seedLedger?.currentCommitment != shown)
        #expect(export.currentCommitment == stored.seedLedger?.currentCommitment)
    }
}
