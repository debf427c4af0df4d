import Foundation
import Testing

/// `casino-odds rng`: the export a test lab feeds its batteries, pinned to the contract's first values
/// (Docs/rng.md; `Scripts/rng_reference.py` computes them independently).
@Suite("rng command line")
struct RNGCommandLineTests: CasinoOddsCommandLine {
    func lines(_ arguments: [String]) throws -> [String] {
        let result = try run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    func words(_ data: Data) -> [UInt64] {
        stride(from: 0, to: data.count - 7, by: 8).map { i in
            (0..<8).reduce(UInt64(0)) { $0 | UInt64(data[data.startIndex + i + $1]) << (8 * UInt64($1)) }
        }
    }

    @Test func wordsOfSeedFortyTwoAreTheReferenceVectors() throws {
        #expect(
            try lines(["rng", "--seed", "42", "--count", "3"]) == [
                "15780b2e0c2ec716", "6104d9866d113a7e", "ae17533239e499a1"
            ])
    }

    @Test func boundedIntegersAreLemiresAsTheEnginesDrawThem() throws {
        #expect(
            try lines(["rng", "--seed", "0", "--bounded", "6", "--count", "8"]) == [
                "3", "4", "0", "2", "4", "5", "2", "3"
            ])
        #expect(try lines(["rng", "--seed", "42", "--bounded", "1000", "--count", "4"]) == ["83", "378", "680", "924"])
        // The Slots cycle: the engine's one draw per spin.
        #expect(try lines(["rng", "--seed", "42", "--bounded", "10648", "--count", "3"]) == ["892", "4035", "7241"])
        let raw = try run(["rng", "--seed", "42", "--bounded", "1000", "--count", "4", "--format", "raw"])
        #expect(words(raw.stdoutBytes) == [83, 378, 680, 924])
    }

    @Test func outcomesAreTheEnginesAtTheirRealDrawPositions() throws {
        // Mines 3 of 25, revealing tiles 0…4: seed 42's masks 0x400082, 0x20110, 0x808200 hit a mine
        // at the 2nd reveal (tile 1), the 5th (tile 4) and never (cash out, index 5).
        #expect(
            try lines(["rng", "--seed", "42", "--outcomes", "mines", "--mines", "3", "--reveals", "5", "--count", "3"])
                == ["1", "4", "5"])
        let raw = try run([
            "rng", "--seed", "42", "--outcomes", "mines", "--mines", "3", "--reveals", "5", "--count", "3", "--format",
            "raw"
        ])
        #expect([UInt8](raw.stdoutBytes) == [1, 4, 5])
    }

    @Test func interleavingTakesConsecutiveStreamsWordByWord() throws {
        let interleaved = try lines(["rng", "--seed", "0", "--stream", "4", "--interleave", "2", "--count", "4"])
        let four = try lines(["rng", "--seed", "0", "--stream", "4", "--count", "2"])
        let five = try lines(["rng", "--seed", "0", "--stream", "5", "--count", "2"])
        #expect(interleaved == [four[0], five[0], four[1], five[1]])
        #expect(five[0] == "cfadd71f55afa5d6")
    }

    @Test func rawWordsAreTheHexWordsInLittleEndianAcrossBlocks() throws {
        // 10,000 words: more than one 8,192-word block.
        let raw = try run(["rng", "--seed", "7", "--stream", "3", "--count", "10000", "--format", "raw"])
        #expect(raw.stdoutBytes.count == 80_000)
        let text = try lines(["rng", "--seed", "7", "--stream", "3", "--count", "10000"])
        #expect(
            words(raw.stdoutBytes).map { String($0, radix: 16) }
                == text.map { String(UInt64($0, radix: 16)!, radix: 16) })
    }

    @Test func chiSquareOfTheScaledOutputPrintsOneLineAndPasses() throws {
        let bounded = try lines(["rng", "--seed", "1", "--bounded", "4294967297", "--count", "100000", "--chi-square"])
        #expect(
            bounded.count == 1 && bounded[0].hasPrefix("nextBounded(4294967297), 100000 draws")
                && bounded[0].contains(" on 999 df"))
        let mines = try lines(["rng", "--seed", "1", "--outcomes", "mines", "--count", "100000", "--chi-square"])
        #expect(mines.count == 1 && mines[0].contains(" on 5 df") && mines[0].contains(" pass "), "\(mines)")
    }

    @Test func badOptionsAreOneLineErrorsWithExitCodeTwo() throws {
        for arguments in [
            ["--bounded", "0"], ["--bounded", "5", "--outcomes", "crash"], ["--interleave", "0"],
            ["--mines", "3"], ["--outcomes", "mines", "--mines", "30"], ["--outcomes", "slots", "--game", "crash"],
            ["--bounded", "6", "--format", "hex"], ["--chi-square"],
            ["--bounded", "6", "--chi-square", "--format", "raw"]
        ] {
            let result = try run(["rng", "--seed", "1", "--count", "1"] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
    }

    /// Stream k starts at SplitMix64 output 4k, modulo 2^64: stream 2^62 of seed 5 printed exactly
    /// stream 0. Streams from 2^62 up are refused, alone or reached by --interleave.
    @Test func aStreamThatWouldRepeatAnEarlierOneIsRefused() throws {
        let last = try lines(["rng", "--seed", "5", "--stream", "4611686018427387903", "--count", "1"])
        #expect(last.count == 1)
        #expect(last != (try lines(["rng", "--seed", "5", "--count", "1"])))
        for arguments in [
            ["--stream", "4611686018427387904"], ["--stream", "18446744073709551615"],
            ["--stream", "4611686018427387903", "--interleave", "2"]
        ] {
            let result = try run(["rng", "--seed", "5", "--count", "1"] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.contains("stream k + 2^62 repeats stream k"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        }
    }
}
