import OddsLab

/// The schema of a day run's result (`day --format json`): one type for both sides. The writer
/// (`DayReport.json`) encodes it with `JSONTreeEncoder` and prints it with
/// `JSONValue.jsonText`; a reader decodes it with `JSONTreeDecoder` (`DayResultFileTests` round
/// trips it). Members are in the order the file prints them; ratios are fixed-point decimals
/// computed in integers (`JSONNumber`), so runs that agree agree byte for byte.
struct DayResultFile: Codable, Equatable, Sendable {
    struct Profile: Codable, Equatable, Sendable {
        var name: String
        var dailyAllowanceMinutes: Int
        var bet: String
        /// Each game as `crash` or `crash weight 3`.
        var games: [String]
        var usageReportDelayMinutes: Int
        var thresholdEventDelayMinutes: Int
        var unlocksFromShield: Bool

    }
    struct Calendar: Codable, Equatable, Sendable {
        var firstDate: String
        var lastDate: String
        var zone: String
        var days23h: Int
        var days25h: Int

    }
    /// One per-day distribution: its mean, its quantiles by name (`p50`, …; null on no day), its
    /// largest value and the days above zero, printed as one object.
    struct Distribution: Codable, Equatable, Sendable {
        var mean: JSONNumber
        var quantiles: OrderedMembers<Int?>
        var max: Int?
        var daysAboveZero: Int

        init(mean: JSONNumber, quantiles: OrderedMembers<Int?>, max: Int?, daysAboveZero: Int) {
            (self.mean, self.quantiles, self.max, self.daysAboveZero) = (mean, quantiles, max, daysAboveZero)
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: MemberKey.self)
            mean = try c.decode(JSONNumber.self, forKey: MemberKey("mean"))
            max = try c.decode(Int?.self, forKey: MemberKey("max"))
            daysAboveZero = try c.decode(Int.self, forKey: MemberKey("daysAboveZero"))
            let fixed: Set = ["mean", "max", "daysAboveZero"]
            quantiles = OrderedMembers(
                try c.allKeys.filter { !fixed.contains($0.stringValue) }.map {
                    ($0.stringValue, try c.decode(Int?.self, forKey: $0))
                })
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: MemberKey.self)
            try c.encode(mean, forKey: MemberKey("mean"))
            for q in quantiles.members { try c.encode(q.value, forKey: MemberKey(q.key)) }
            try c.encode(max, forKey: MemberKey("max"))
            try c.encode(daysAboveZero, forKey: MemberKey("daysAboveZero"))
        }
    }
    struct Play: Codable, Equatable, Sendable {
        var wagers: Int
        var minutesWagered: Int
        var settled: Int
        var settledMinutesWagered: Int
        var wins: Int
        var minutesReturnedBeforeCap: Int
        var minutesReturned: Int
        var capped: Int
        var minutesRemovedByCap: Int
        var cappedToZero: Int
        var forfeits: Int
        var forfeitedMinutes: Int
        var lateForfeits: Int
        var killsMidGame: Int
        var pendingAtEnd: Int
        var refusedByFloor: Int
        var suggestedWagersTaken: Int
        var rtpBeforeCap: JSONNumber
        var rtpAsPaid: JSONNumber
        var rtpCountingForfeits: JSONNumber
        var capShareOfWins: JSONNumber

    }
    struct Lock: Codable, Equatable, Sendable {
        var daysEndedAtZero: Int
        var shareEndedAtZero: JSONNumber
        var blockedUnlocks: Int
        var daysWithBlockedUnlock: Int
        var unlocksOnStaleUsage: Int
        var blockedSessions: Int
        var sessionsCutByShields: Int
        var usageMinutes: Int

    }
    struct App: Codable, Equatable, Sendable {
        var steps: Int
        var writes: Int
        var shieldChanges: Int

    }
    struct Invariant: Codable, Equatable, Sendable {
        var name: String
        var checks: Int
        var violations: Int

    }
    /// The first broken rule and the handle that replays its day.
    struct Violation: Codable, Equatable, Sendable {
        var invariant: String
        var date: String
        var seed: UInt64
        var stream: UInt64
        var day: Int
        var run: String
        var step: Int
        var message: String
        var replay: String

    }
    /// With `--kill-every-write`: how often the app was killed after each write.
    struct KillForks: Codable, Equatable, Sendable {
        var wagers: Int
        var killsAfterWrite: [Int]
        var unlockTaps: Int
        var unlockKillsAfterWrite: [Int]
        var forks: Int

    }

    var producer: String
    var command: String
    var seed: UInt64
    var days: Int
    var chunkDays: Int
    var killEveryWrite: Bool
    var profile: Profile
    var calendar: Calendar
    var perDay: OrderedMembers<Distribution>
    var play: Play
    var lock: Lock
    var app: App
    var invariants: [Invariant]
    var violations: Int
    var firstViolation: Violation?
    /// Present only in a run with `--kill-every-write`.
    var killForks: KillForks?

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(producer, forKey: .producer)
        try c.encode(command, forKey: .command)
        try c.encode(seed, forKey: .seed)
        try c.encode(days, forKey: .days)
        try c.encode(chunkDays, forKey: .chunkDays)
        try c.encode(killEveryWrite, forKey: .killEveryWrite)
        try c.encode(profile, forKey: .profile)
        try c.encode(calendar, forKey: .calendar)
        try c.encode(perDay, forKey: .perDay)
        try c.encode(play, forKey: .play)
        try c.encode(lock, forKey: .lock)
        try c.encode(app, forKey: .app)
        try c.encode(invariants, forKey: .invariants)
        try c.encode(violations, forKey: .violations)
        try c.encode(firstViolation, forKey: .firstViolation)
        if let killForks { try c.encode(killForks, forKey: .killForks) }
    }

}
