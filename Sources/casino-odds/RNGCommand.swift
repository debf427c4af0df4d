import ArgumentParser
import CasinoCore
import OddsReports

struct RNGCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rng",
        abstract: "Print raw xoshiro256** output for a seed and stream.",
        discussion: """
        hex: one 16-digit lowercase hexadecimal word per line.
        raw: little-endian UInt64 words on stdout, without end when --count is absent, for \
        external test batteries, e.g.
          casino-odds rng --seed 1 --format raw | dieharder -g 200 -a
        A closed pipe ends the output quietly.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case hex, raw
    }

    @Option(parsing: .unconditional, help: "The 64-bit seed (decimal, or hexadecimal with 0x).", transform: Seed.parse)
    var seed: Seed

    @Option(help: "The stream of the seed (stream k starts at SplitMix64 outputs 4k…4k+3).")
    var stream: Seed = Seed(value: 0)

    @Option(help: "How many words to print (default: 10 for hex, unlimited for raw).")
    var count: Int?

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: " or ")).")
    var format: Format = .hex

    func validate() throws {
        if let count, count < 0 {
            throw ValidationError("--count must be 0 or more, got \(count)")
        }
    }

    func run() throws {
        ignoreBrokenPipe()
        var generator = Xoshiro256StarStar(seed: seed.value, stream: stream.value)
        let writer = StdoutWriter()
        switch format {
        case .hex:
            for _ in 0..<(count ?? 10) {
                let word = String(generator.next(), radix: 16)
                let line = String(repeating: "0", count: 16 - word.count) + word + "\n"
                guard writer.write(Array(line.utf8)) else { return }
            }
            writer.flush()
        case .raw:
            var buffer = [UInt8]()
            buffer.reserveCapacity(1 << 16)
            var remaining = count ?? -1
            while remaining != 0 {
                buffer.removeAll(keepingCapacity: true)
                var batch = 0
                while batch < 8192 && remaining != 0 {
                    var word = generator.next().littleEndian
                    withUnsafeBytes(of: &word) { buffer.append(contentsOf: $0) }
                    batch += 1
                    if remaining > 0 { remaining -= 1 }
                }
                guard writer.write(buffer) else { return }
            }
            writer.flush()
        }
    }
}

/// A 64-bit seed or stream number, parsed strictly so a typo is an error, not seed 0.
struct Seed: ExpressibleByArgument {
    var value: UInt64

    init(value: UInt64) { self.value = value }

    init?(argument: String) {
        if argument.hasPrefix("0x") || argument.hasPrefix("0X") {
            guard let v = UInt64(argument.dropFirst(2), radix: 16) else { return nil }
            value = v
        } else {
            guard let v = UInt64(argument) else { return nil }
            value = v
        }
    }

    var defaultValueDescription: String { String(value) }
}

/// Buffered writes to stdout that report a closed pipe instead of dying on SIGPIPE.
final class StdoutWriter {
    private var pending: [UInt8] = []

    /// Appends bytes, flushing when the buffer is large; false once stdout is closed.
    func write(_ bytes: [UInt8]) -> Bool {
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 16 { return flushReporting() }
        return true
    }

    func flush() { _ = flushReporting() }

    private func flushReporting() -> Bool {
        defer { pending.removeAll(keepingCapacity: true) }
        return writeAll(pending, to: 1) == 0
    }
}
