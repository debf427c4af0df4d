import CasinoCore
import Foundation
import OddsLab

extension RNGRequest {
    /// Prints the items to stdout in the request's format; returns when done or when stdout is closed.
    public func write() {
        ignoreBrokenPipe()
        var generators = self.generators
        let item: (inout Xoshiro256StarStar) -> UInt64
        switch items {
        case .outcomes(_, let engine): item = { UInt64(truncatingIfNeeded: engine.playOutcome(using: &$0)) }
        case .bounded(let bound): item = { $0.nextBounded(bound) }
        case .words: item = { $0.next() }
        }
        switch format {
        case .hex, .text:
            let writer = StdoutWriter()
            var produced = 0
            while produced != limit {
                let value = item(&generators[produced % interleave])
                produced += 1
                var line = String(value, radix: format == .hex ? 16 : 10)
                if format == .hex { line = String(repeating: "0", count: 16 - line.count) + line }
                guard writer.write(Array((line + "\n").utf8)) else { return }
            }
            writer.flush()
        case .raw:
            switch items {
            case .outcomes:
                RawExport.write(limit: limit, generators: &generators) { UInt8(truncatingIfNeeded: item(&$0)) }
            case .bounded:
                RawExport.write(limit: limit, generators: &generators) { item(&$0).littleEndian }
            case .words where interleave == LaneBlock.lanes && DrawSource.current == .lanes:
                // Eight streams word by word is the vector generator's own layout: write its blocks.
                RawExport.writeLanes(limit: limit, streams: generators)
            case .words:
                RawExport.write(limit: limit, generators: &generators) { $0.next().littleEndian }
            }
        }
    }
}

extension RNGRequest.ChiSquare {
    /// One line: what was tested, the statistic and its p-value, pass or FAIL.
    public func line(seed: UInt64, stream: UInt64) -> String {
        "\(what), \(draws) draws, seed \(seed) stream \(stream): chi-square "
            + String(format: "%.1f", test.statistic) + " on \(test.degreesOfFreedom) df, p = "
            + String(format: "%.4f", test.pValue)
            + (test.observedInImpossibleCategories > 0
                ? ", \(test.observedInImpossibleCategories) impossible outcomes" : "")
            + (failed ? " FAIL" : " pass") + " (level \(RNGRequest.chiSquareLevel))\n"
    }
}

extension RawExport {
    /// Raw words of 8 interleaved streams from the vector generator: its block is already row i
    /// = word i of each stream in turn, so it is written as it is filled.
    static func writeLanes(limit: Int, streams: [Xoshiro256StarStar]) {
        let block = LaneBlock(streams: streams, rows: blockItems / LaneBlock.lanes)
        var remaining = limit
        while remaining != 0 {
            block.fill()
            let n = remaining < 0 ? blockItems : min(blockItems, remaining)
            if remaining > 0 { remaining -= n }
            guard
                block.withWords({ words -> Bool in
                    #if _endian(big)
                        for i in 0..<n { words[i] = words[i].littleEndian }
                    #endif
                    return stdoutAccepted(
                        writeAll(UnsafeRawBufferPointer(start: words.baseAddress, count: n * 8), to: 1))
                })
            else { return }
        }
    }
}

/// The raw export: items written in blocks straight from one buffer, for test batteries that read
/// gigabytes (a word appended at a time ran at about a fifth of a plain C loop).
enum RawExport {
    /// Items per block: 64 KiB of words.
    static let blockItems = 8192

    /// Writes `limit` items (without end when negative), item i from `generators[i mod count]`.
    /// Returns when done or when stdout is closed.
    @inline(__always)
    static func write<Item>(
        limit: Int, generators: inout [Xoshiro256StarStar],
        item: (inout Xoshiro256StarStar) -> Item
    ) {
        let buffer = UnsafeMutableBufferPointer<Item>.allocate(capacity: blockItems)
        defer { buffer.deallocate() }
        let lanes = generators.count
        var remaining = limit
        var lane = 0
        generators.withUnsafeMutableBufferPointer { streams in
            while remaining != 0 {
                let n = remaining < 0 ? blockItems : min(blockItems, remaining)
                if lanes == 1 {
                    // A local copy stays in registers; through the buffer each step would wait on memory.
                    var generator = streams[0]
                    for i in 0..<n { buffer[i] = item(&generator) }
                    streams[0] = generator
                } else {
                    for i in 0..<n {
                        buffer[i] = item(&streams[lane])
                        lane += 1
                        if lane == lanes { lane = 0 }
                    }
                }
                if remaining > 0 { remaining -= n }
                let bytes = UnsafeRawBufferPointer(start: buffer.baseAddress, count: n * MemoryLayout<Item>.stride)
                guard stdoutAccepted(writeAll(bytes, to: 1)) else { return }
            }
        }
    }
}
