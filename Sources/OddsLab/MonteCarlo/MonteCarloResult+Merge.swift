import CasinoCore
extension MonteCarloResult {
    /// Combines partial results of one run into the complete result, exactly as the unsharded run
    /// reports it.
    ///
    /// Checks that every part has the same fingerprint (same producer, spec and game), that no
    /// chunk is covered twice and that none is missing.
    ///
    /// - Parameter parts: the partial results with a name each (a file name) for error messages.
    /// - Throws: `InputError`, one line naming the part and the problem.
    /// - Complexity: O(parts · (log parts + outcomes)).
    package static func merging(_ parts: [(name: String, result: MonteCarloResult)]) throws -> MonteCarloResult {
        guard let first = parts.first else { throw InputError(clipping: "merge needs at least one partial result") }
        let fingerprint = first.result.fingerprint
        for part in parts.dropFirst() where part.result.fingerprint != fingerprint {
            throw InputError(
                clipping:
                    "\(part.name) is from another run than \(first.name): \(first.result.difference(from: part.result))"
            )
        }
        var seen: [Shard: String] = [:]
        for part in parts {
            if let other = seen[part.result.shard] {
                throw InputError(clipping: duplicate(other, part.name, part.result))
            }
            seen[part.result.shard] = part.name
        }
        let spec = first.result.spec
        let sorted = parts.filter { !$0.result.chunks.isEmpty }.sorted {
            $0.result.chunks.lowerBound < $1.result.chunks.lowerBound
        }
        var next = 0
        var previous = first.name
        var totals = ChunkAccumulator(outcomeCount: first.result.outcomeTable.outcomes.count)
        for part in sorted {
            let chunks = part.result.chunks
            if chunks.lowerBound < next {
                throw InputError(
                    clipping:
                        "chunks \(chunks.lowerBound)..<\(min(next, chunks.upperBound)) are in both \(previous) and \(part.name): a shard is given twice"
                )
            }
            if chunks.lowerBound > next {
                throw InputError(
                    clipping:
                        "chunks \(next)..<\(chunks.lowerBound) of \(spec.chunkCount) are missing\(missingHint(next, spec: spec, parts: parts))"
                )
            }
            totals += part.result.totals
            next = chunks.upperBound
            previous = part.name
        }
        if next < spec.chunkCount {
            throw InputError(
                clipping:
                    "chunks \(next)..<\(spec.chunkCount) of \(spec.chunkCount) are missing\(missingHint(next, spec: spec, parts: parts))"
            )
        }
        var merged = first.result
        merged.shard = .whole
        merged.chunks = 0..<spec.chunkCount
        merged.interrupted = false
        merged.totals = totals
        merged.totals.chunkOutcomeCounts = []
        return merged
    }

    /// Why `name` repeats the part `other`, naming what they hold. A part that covers the whole run
    /// records no shard (it prints as the unsharded run does, whatever `--shard` made it: `2/2` of
    /// a one-chunk run), so it is named by its chunks, not as "shard 1/1".
    private static func duplicate(_ other: String, _ name: String, _ result: MonteCarloResult) -> String {
        let whole = "the whole run, chunks 0..<\(result.spec.chunkCount)"
        if other == name {
            let holds = result.isComplete ? "it holds \(whole)" : "shard \(result.shard)"
            return "\(name) is given twice (\(holds)): give each part once"
        }
        guard result.isComplete else {
            return "\(other) and \(name) are both shard \(result.shard): a shard is given twice"
        }
        return "\(other) and \(name) both hold \(whole): give one of them"
    }

    /// Names the shard that should have covered chunk `chunk`, or the interrupted part that stopped short.
    private static func missingHint(_ chunk: Int, spec: RunSpec, parts: [(name: String, result: MonteCarloResult)])
        -> String
    {
        if let stopped = parts.first(where: {
            $0.result.interrupted && $0.result.shard.chunks(ofRunWith: spec.chunkCount).contains(chunk)
        }) {
            return " (\(stopped.name) was interrupted after \(stopped.result.chunks.count) of its chunks)"
        }
        let counts = Set(parts.map(\.result.shard.count))
        if counts.count == 1, let k = counts.first, k > 1 {
            for i in 1...k
            where (try? Shard(index: i, count: k))?.chunks(ofRunWith: spec.chunkCount).contains(chunk) == true {
                return " (shard \(i)/\(k) is not among the parts)"
            }
        }
        return ""
    }

    /// The first input in which two results' runs differ, for an error message.
    func difference(from other: MonteCarloResult) -> String {
        let a = spec, b = other.spec
        let fields: [(String, String, String)] = [
            ("producer", producer, other.producer),
            ("game", a.game.rawValue, b.game.rawValue),
            (
                "options", a.options.map { "\($0.name)=\($0.value)" }.joined(separator: ","),
                b.options.map { "\($0.name)=\($0.value)" }.joined(separator: ",")
            ),
            ("wager", String(a.wager), String(b.wager)),
            ("remaining minutes", String(a.remainingMinutes), String(b.remainingMinutes)),
            ("minutes until midnight", String(a.minutesUntilMidnight), String(b.minutesUntilMidnight)),
            ("seed", String(a.seed), String(b.seed)),
            ("wagers", String(a.wagers), String(b.wagers)),
            ("chunk size", String(a.chunkSize), String(b.chunkSize))
        ]
        for (name, x, y) in fields where x != y {
            return "\(name) \(InputQuote.brief(y)) vs \(InputQuote.brief(x))"
        }
        return "the game's outcome table differs"
    }
}
