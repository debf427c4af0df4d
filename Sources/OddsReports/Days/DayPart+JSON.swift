import OddsLab

extension DayPart {
    /// A day part as JSON: its header (format first, so `merge` tells it from other parts), then
    /// the shard's totals, member by member.
    package var json: String {
        let members: [(String, JSONText)] = result.partMembers.map { member in
            switch member.value {
            case .int(let n): return (member.key, .int(n))
            case .ints(let ns): return (member.key, .array(ns.map { .int($0) }))
            case .pairs(let ps): return (member.key, .array(ps.map { .array($0.map { .int($0) }) }))
            case .optionalInt(let n): return (member.key, .optional(n) { .int($0) })
            }
        }
        return JSONText.object([
            ("format", .string(DayPart.jsonFormat)),
            ("producer", .string(producer)),
            ("fingerprint", .string(fingerprint)),
            ("profile", .string(profileName)),
            ("profileFile", .optional(profileFile) { .string($0) }),
            ("profileFileContents", .optional(profileFileContents) { .string($0) }),
            ("seed", .int(seed)),
            ("days", .int(days)),
            ("killEveryWrite", .bool(killEveryWrite)),
            ("shard", .string(shard.description)),
            ("firstChunkDigest", .optional(firstChunkDigest) { .string($0) }),
            ("result", .object(members))
        ]).rendered
    }
}
