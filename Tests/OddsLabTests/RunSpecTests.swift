import CasinoCore
@testable import OddsLab
import Testing

/// `RunSpec`: a run's chunks (the last one short), its wagers per range of chunks, its options kept
/// sorted, and every out-of-range input refused before the run.
@Suite struct RunSpecTests {
    @Test func chunksCoverTheWagersAndTheLastIsShort() throws {
        let spec = try RunSpec(game: .crash, wager: 10, seed: 1, wagers: 2_500, chunkSize: 1_000)
        #expect(spec.chunkCount == 3)
        #expect(spec.wagersInChunk(0) == 1_000)
        #expect(spec.wagersInChunk(2) == 500)
        #expect(spec.wagers(in: 0..<3) == 2_500)
        #expect(spec.wagers(in: 1..<3) == 1_500)
        #expect(spec.wagers(in: 2..<2) == 0)
        #expect(spec.remainingMinutes == 10)
        #expect(try RunSpec(game: .crash, wager: 1, seed: 1, wagers: 1).chunkSize == 1 << 20)
    }

    @Test func optionsAreKeptInNameOrder() throws {
        let spec = try RunSpec(
            game: .mines, options: [GameOptionValue("reveals", "5"), GameOptionValue("mines", "3")], wager: 1, seed: 0,
            wagers: 1)
        #expect(spec.options.map(\.name) == ["mines", "reveals"])
    }

    @Test func outOfRangeInputsAreRefusedWithTheirValues() {
        func line(_ body: () throws -> RunSpec) -> String? { refusal { _ = try body() } }
        #expect(line { try RunSpec(game: .crash, wager: 1, seed: 1, wagers: 0) }?.contains("got 0") == true)
        #expect(line { try RunSpec(game: .crash, wager: 1, seed: 1, wagers: RunSpec.maximumWagers + 1) } != nil)
        #expect(line { try RunSpec(game: .crash, wager: 0, seed: 1, wagers: 1) }?.contains("got 0") == true)
        #expect(
            line { try RunSpec(game: .crash, wager: 11, remainingMinutes: 10, seed: 1, wagers: 1) }?.contains(
                "(11 min)") == true)
        #expect(line { try RunSpec(game: .crash, wager: 1, remainingMinutes: 1_000_001, seed: 1, wagers: 1) } != nil)
        #expect(
            line { try RunSpec(game: .crash, wager: 1, minutesUntilMidnight: 1500, seed: 1, wagers: 1) }?.contains(
                "got 1500") == true)
        #expect(line { try RunSpec(game: .crash, wager: 1, seed: 1, wagers: 1, chunkSize: 0) } != nil)
        #expect(
            line { try RunSpec(game: .crash, options: [GameOptionValue("", "1")], wager: 1, seed: 1, wagers: 1) } != nil
        )
        #expect(
            line {
                try RunSpec(
                    game: .crash, options: [GameOptionValue("target", "2"), GameOptionValue("target", "3")], wager: 1,
                    seed: 1, wagers: 1)
            }?.contains("'target' is given twice") == true)
    }
}
