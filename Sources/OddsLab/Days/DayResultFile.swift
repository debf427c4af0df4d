/// The schema of a day run's result (`day --format json`): one type for both sides. The writer
/// (`DayReport.json`, OddsReports) encodes it with `JSONTreeEncoder` and prints it with
/// `JSONValue.jsonText`; a reader decodes it with `JSONTreeDecoder` (`DayResultFileTests` round
/// trips it). Members are in the order the file prints them; ratios are fixed-point decimals
/// computed in integers (`JSONNumber`), so runs that agree agree byte for byte.
package struct DayResultFile: Codable, Equatable, Sendable {
    package struct Profile: Codable, Equatable, Sendable {
        package var name: String
        package var dailyAllowanceMinutes: Int
        package var bet: String
        /// Each game as `crash` or `crash weight 3`.
        package var games: [String]
        package var usageReportDelayMinutes: Int
        package var thresholdEventDelayMinutes: Int
        package var unlocksFromShield: Bool

        package init(
            name: String, dailyAllowanceMinutes: Int, bet: String, games: [String], usageReportDelayMinutes: Int,
            thresholdEventDelayMinutes: Int, unlocksFromShield: Bool
        ) {
            (self.name, self.dailyAllowanceMinutes, self.bet, self.games) = (name, dailyAllowanceMinutes, bet, games)
            (self.usageReportDelayMinutes, self.thresholdEventDelayMinutes, self.unlocksFromShield) = (
                usageReportDelayMinutes, thresholdEventDelayMinutes, unlocksFromShield
            )
        }
    }
    package struct Calendar: Codable, Equatable, Sendable {
        package var firstDate: String
        package var lastDate: String
        package var zone: String
        package var days23h: Int
        package var days25h: Int

        package init(
            firstDate: String, lastDate: String, zone: String, days23h: Int, days25h: Int
        ) {
            (self.firstDate, self.lastDate, self.zone, self.days23h) = (firstDate, lastDate, zone, days23h)
            self.days25h = days25h
        }
    }
    /// One per-day distribution: its mean, its quantiles by name (`p50`, …; null on no day), its
    /// largest value and the days above zero, printed as one object.
    package struct Distribution: Codable, Equatable, Sendable {
        package var mean: JSONNumber
        package var quantiles: OrderedMembers<Int?>
        package var max: Int?
        package var daysAboveZero: Int

        package init(mean: JSONNumber, quantiles: OrderedMembers<Int?>, max: Int?, daysAboveZero: Int) {
            self.mean = mean
            self.quantiles = quantiles
            self.max = max
            self.daysAboveZero = daysAboveZero
        }

        package init(from decoder: any Decoder) throws {
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

        package func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: MemberKey.self)
            try c.encode(mean, forKey: MemberKey("mean"))
            for q in quantiles.members { try c.encode(q.value, forKey: MemberKey(q.key)) }
            try c.encode(max, forKey: MemberKey("max"))
            try c.encode(daysAboveZero, forKey: MemberKey("daysAboveZero"))
        }
    }
    package struct Play: Codable, Equatable, Sendable {
        package var wagers: Int
        package var minutesWagered: Int
        package var settled: Int
        package var settledMinutesWagered: Int
        package var wins: Int
        package var minutesReturnedBeforeCap: Int
        package var minutesReturned: Int
        package var capped: Int
        package var minutesRemovedByCap: Int
        package var cappedToZero: Int
        package var forfeits: Int
        package var forfeitedMinutes: Int
        package var lateForfeits: Int
        package var killsMidGame: Int
        package var pendingAtEnd: Int
        package var refusedByFloor: Int
        package var suggestedWagersTaken: Int
        package var rtpBeforeCap: JSONNumber
        package var rtpAsPaid: JSONNumber
        package var rtpCountingForfeits: JSONNumber
        package var capShareOfWins: JSONNumber

        package init(
            wagers: Int, minutesWagered: Int, settled: Int, settledMinutesWagered: Int, wins: Int,
            minutesReturnedBeforeCap: Int, minutesReturned: Int, capped: Int, minutesRemovedByCap: Int,
            cappedToZero: Int, forfeits: Int, forfeitedMinutes: Int, lateForfeits: Int, killsMidGame: Int,
            pendingAtEnd: Int, refusedByFloor: Int, suggestedWagersTaken: Int, rtpBeforeCap: JSONNumber,
            rtpAsPaid: JSONNumber, rtpCountingForfeits: JSONNumber, capShareOfWins: JSONNumber
        ) {
            (self.wagers, self.minutesWagered, self.settled, self.settledMinutesWagered) = (
                wagers, minutesWagered, settled, settledMinutesWagered
            )
            (self.wins, self.minutesReturnedBeforeCap, self.minutesReturned, self.capped) = (
                wins, minutesReturnedBeforeCap, minutesReturned, capped
            )
            (self.minutesRemovedByCap, self.cappedToZero, self.forfeits, self.forfeitedMinutes) = (
                minutesRemovedByCap, cappedToZero, forfeits, forfeitedMinutes
            )
            (self.lateForfeits, self.killsMidGame, self.pendingAtEnd, self.refusedByFloor) = (
                lateForfeits, killsMidGame, pendingAtEnd, refusedByFloor
            )
            (self.suggestedWagersTaken, self.rtpBeforeCap, self.rtpAsPaid, self.rtpCountingForfeits) = (
                suggestedWagersTaken, rtpBeforeCap, rtpAsPaid, rtpCountingForfeits
            )
            self.capShareOfWins = capShareOfWins
        }
    }
    package struct Lock: Codable, Equatable, Sendable {
        package var daysEndedAtZero: Int
        package var shareEndedAtZero: JSONNumber
        package var blockedUnlocks: Int
        package var daysWithBlockedUnlock: Int
        package var unlocksOnStaleUsage: Int
        package var blockedSessions: Int
        package var sessionsCutByShields: Int
        package var usageMinutes: Int

        package init(
            daysEndedAtZero: Int, shareEndedAtZero: JSONNumber, blockedUnlocks: Int, daysWithBlockedUnlock: Int,
            unlocksOnStaleUsage: Int, blockedSessions: Int, sessionsCutByShields: Int, usageMinutes: Int
        ) {
            (self.daysEndedAtZero, self.shareEndedAtZero, self.blockedUnlocks, self.daysWithBlockedUnlock) = (
                daysEndedAtZero, shareEndedAtZero, blockedUnlocks, daysWithBlockedUnlock
            )
            (self.unlocksOnStaleUsage, self.blockedSessions, self.sessionsCutByShields, self.usageMinutes) = (
                unlocksOnStaleUsage, blockedSessions, sessionsCutByShields, usageMinutes
            )
        }
    }
    package struct App: Codable, Equatable, Sendable {
        package var steps: Int
        package var writes: Int
        package var shieldChanges: Int

        package init(
            steps: Int, writes: Int, shieldChanges: Int
        ) {
            (self.steps, self.writes, self.shieldChanges) = (steps, writes, shieldChanges)
        }
    }
    package struct Invariant: Codable, Equatable, Sendable {
        package var name: String
        package var checks: Int
        package var violations: Int

        package init(
            name: String, checks: Int, violations: Int
        ) {
            (self.name, self.checks, self.violations) = (name, checks, violations)
        }
    }
    /// The first broken rule and the handle that replays its day.
    package struct Violation: Codable, Equatable, Sendable {
        package var invariant: String
        package var date: String
        package var seed: UInt64
        package var stream: UInt64
        package var day: Int
        package var run: String
        package var step: Int
        package var message: String
        package var replay: String

        package init(
            invariant: String, date: String, seed: UInt64, stream: UInt64, day: Int, run: String, step: Int,
            message: String, replay: String
        ) {
            (self.invariant, self.date, self.seed, self.stream) = (invariant, date, seed, stream)
            (self.day, self.run, self.step, self.message) = (day, run, step, message)
            self.replay = replay
        }
    }
    /// With `--kill-every-write`: how often the app was killed after each write.
    package struct KillForks: Codable, Equatable, Sendable {
        package var wagers: Int
        package var killsAfterWrite: [Int]
        package var unlockTaps: Int
        package var unlockKillsAfterWrite: [Int]
        package var forks: Int

        package init(
            wagers: Int, killsAfterWrite: [Int], unlockTaps: Int, unlockKillsAfterWrite: [Int], forks: Int
        ) {
            (self.wagers, self.killsAfterWrite, self.unlockTaps, self.unlockKillsAfterWrite) = (
                wagers, killsAfterWrite, unlockTaps, unlockKillsAfterWrite
            )
            self.forks = forks
        }
    }

    package var producer: String
    package var command: String
    package var seed: UInt64
    package var days: Int
    package var chunkDays: Int
    package var killEveryWrite: Bool
    package var profile: Profile
    package var calendar: Calendar
    package var perDay: OrderedMembers<Distribution>
    package var play: Play
    package var lock: Lock
    package var app: App
    package var invariants: [Invariant]
    package var violations: Int
    package var firstViolation: Violation?
    /// Present only in a run with `--kill-every-write`.
    package var killForks: KillForks?

    package func encode(to encoder: any Encoder) throws {
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

    package init(
        producer: String, command: String, seed: UInt64, days: Int, chunkDays: Int, killEveryWrite: Bool,
        profile: Profile, calendar: Calendar, perDay: OrderedMembers<Distribution>, play: Play, lock: Lock, app: App,
        invariants: [Invariant], violations: Int, firstViolation: Violation?, killForks: KillForks?
    ) {
        (self.producer, self.command, self.seed, self.days) = (producer, command, seed, days)
        (self.chunkDays, self.killEveryWrite, self.profile, self.calendar) = (
            chunkDays, killEveryWrite, profile, calendar
        )
        (self.perDay, self.play, self.lock, self.app) = (perDay, play, lock, app)
        (self.invariants, self.violations, self.firstViolation, self.killForks) = (
            invariants, violations, firstViolation, killForks
        )
    }
}
