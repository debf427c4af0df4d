import CasinoCore

/// `merge --audit K`: chosen chunks of every part replayed through the real engine and compared
/// with the counts the part records (Docs/scaling.md, "What merge checks").
///
/// A part records each chunk's outcome counts (`ChunkAccumulator.chunkOutcomeCounts`), and its
/// totals must follow from them, so a part cannot change its totals without changing some chunk's
/// counts. Which chunks are replayed is decided by the parts themselves: a SHA-256 over the run's
/// fingerprint and every recorded chunk count (the merged run's own bytes, in chunk order) seeds the
/// choice, so whoever edits a part changes the choice with it and cannot know beforehand which of
/// its chunks will be replayed. With K at least a part's chunk count, every chunk is replayed and
/// the merged result is proven chunk for chunk.
package enum MergeAudit {
    /// What an audit replayed.
    package struct Summary: Sendable, Equatable {
        /// Chunks replayed, over all parts.
        package var chunksReplayed: Int
        /// Chunks the parts hold, over all parts.
        package var chunksInParts: Int
        /// The seed of the choice, as 16 hexadecimal digits (from the parts' own digest).
        package var choiceSeed: String
    }

    /// Replays `chunksPerPart` chunks of every part (all of a part's chunks when it holds fewer),
    /// chosen from the parts' own digest, and refuses the first part whose recorded counts differ
    /// from the replay, naming the part and the chunk.
    ///
    /// - Throws: `InputError`, one line.
    /// - Complexity: O(parts · chunksPerPart · chunk size) engine rounds.
    static func audit(
        _ parts: [(name: String, result: MonteCarloResult)], chunksPerPart: Int
    ) throws -> Summary {
        guard chunksPerPart >= 1 else { throw InputError("\(option: .audit) must be at least 1 chunk per part") }
        let sorted = parts.sorted { $0.result.chunks.lowerBound < $1.result.chunks.lowerBound }
        let engine = try auditedEngine(sorted)
        let digest = choiceDigest(sorted.map(\.result))
        var generator = SplitMix64(seed: digest)
        var replayed = 0
        var held = 0
        for part in sorted {
            let result = part.result
            let chunks = result.chunks
            held += chunks.count
            guard !chunks.isEmpty else { continue }
            // A complete result carries no per-chunk counts: its chunks are replayed and summed.
            let recorded = result.totals.chunkOutcomeCounts
            let chosen = choose(min(chunksPerPart, chunks.count), of: chunks.count, using: &generator)
            if recorded.isEmpty {
                try replayWhole(part, chosen: chosen, engine: engine)
            } else {
                try replayChosen(part, chosen: chosen, engine: engine)
            }
            replayed += chosen.count
        }
        return Summary(
            chunksReplayed: replayed, chunksInParts: held,
            choiceSeed: String(repeating: "0", count: 16 - String(digest, radix: 16).count) + String(digest, radix: 16))
    }

    /// The engine the parts replay through: the default configuration's choice that the run names,
    /// when every split part records its per-chunk counts.
    private static func auditedEngine(_ sorted: [(name: String, result: MonteCarloResult)]) throws -> AnyGameEngine {
        guard let first = sorted.first?.result else {
            throw InputError(clipping: "merge needs at least one partial result")
        }
        if first.spec.options.contains(where: { $0.name == "config" }) {
            throw InputError(
                clipping:
                    "\(option: .audit) replays runs of the default configuration; this run used a configuration file")
        }
        guard let engine = MonteCarloResult.defaultEngine(game: first.spec.game, options: first.spec.options) else {
            throw InputError(
                clipping: "run.options do not name a \(first.spec.game) choice of the default configuration")
        }
        for part in sorted
        where part.result.shard.isSplit && part.result.totals.chunkOutcomeCounts.count != part.result.chunks.count {
            throw InputError(clipping: "\(part.name) records no per-chunk counts; \(option: .audit) needs them")
        }
        return engine
    }

    /// A complete result (no per-chunk counts): all its chunks replayed, their counts summed and
    /// compared with its outcome counts.
    private static func replayWhole(
        _ part: (name: String, result: MonteCarloResult), chosen: [Int], engine: AnyGameEngine
    ) throws {
        let result = part.result
        let chunks = result.chunks
        var sums = Array(repeating: 0, count: result.totals.outcomeCounts.count)
        guard chosen.count == chunks.count else {
            throw InputError(
                clipping:
                    "\(part.name) holds the whole run without per-chunk counts: \(option: .audit) must be at least its \(chunks.count) chunks"
            )
        }
        for offset in chosen {
            let counts = MonteCarloRunner.chunkOutcomeCounts(
                game: engine, spec: result.spec, chunk: chunks.lowerBound + offset)
            for i in sums.indices { sums[i] += counts[i] }
        }
        if sums != result.totals.outcomeCounts {
            throw InputError(
                clipping:
                    "\(part.name): replaying its \(chunks.count) chunks does not give its outcome counts")
        }
    }

    /// The chosen chunks of a part replayed, each compared with the counts the part records for it.
    private static func replayChosen(
        _ part: (name: String, result: MonteCarloResult), chosen: [Int], engine: AnyGameEngine
    ) throws {
        let result = part.result
        let chunks = result.chunks
        let recorded = result.totals.chunkOutcomeCounts
        for offset in chosen {
            let chunk = chunks.lowerBound + offset
            let counts = MonteCarloRunner.chunkOutcomeCounts(game: engine, spec: result.spec, chunk: chunk)
            if counts != recorded[offset] {
                let i = counts.indices.first { counts[$0] != recorded[offset][$0] } ?? 0
                throw InputError(
                    clipping:
                        "\(part.name): chunk \(chunk) replayed gives outcome \(i) \(counts[i]) wagers, the part records \(recorded[offset][i]): the part is not what this run plays"
                )
            }
        }
    }

    /// The seed of the choice: the first 8 bytes (little-endian) of SHA-256 over the run's
    /// fingerprint and every part's coverage and recorded chunk counts, in chunk order.
    static func choiceDigest(_ parts: [MonteCarloResult]) -> UInt64 {
        var text = "casino-odds merge audit\n"
        for part in parts {
            text += "\(part.fingerprint) \(part.chunks.lowerBound) \(part.chunks.upperBound)\n"
            for row in part.totals.chunkOutcomeCounts { text += row.map(String.init).joined(separator: " ") + "\n" }
            text += part.totals.outcomeCounts.map(String.init).joined(separator: " ") + "\n"
        }
        let bytes = SHA256.hash(Array(text.utf8)).bytes
        return bytes.prefix(8).reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// `count` distinct offsets of `0 ..< total`, in increasing order (a partial Fisher–Yates shuffle).
    static func choose(_ count: Int, of total: Int, using generator: inout SplitMix64) -> [Int] {
        if count >= total { return Array(0..<total) }
        var picked: [Int: Int] = [:]
        var chosen: [Int] = []
        for i in 0..<count {
            let j = i + Int(generator.nextBounded(UInt64(total - i)))
            chosen.append(picked[j] ?? j)
            picked[j] = picked[i] ?? i
        }
        return chosen.sorted()
    }
}
