import CasinoCore
/// A simulated user: how much they allow themself, when they use the restricted apps, when and how
/// they gamble, and how they treat the lock and the app.
///
/// Rates are per local wall-clock hour (24 values), so a profile can sleep at night and binge in
/// the evening. Lengths are uniform on `1…(2·mean − 1)` and probabilities are drawn as integer
/// thresholds, so no libm function ever shapes a day and the simulation is the same on every
/// machine. Named profiles live in `UserProfile+Named.swift`; a JSON file can override any field.
package struct UserProfile: Hashable, Sendable {
    package var name: String
    /// The daily allowance the user set, 1…1440 minutes.
    package var dailyAllowanceMinutes: Int
    /// Restricted-app sessions started per hour, by local hour (24 values, each 0…60).
    var sessionsPerHour: [Double]
    /// Mean session length in minutes (1…600).
    var sessionMinutes: Int
    /// Visits to the casino to play, per hour, by local hour.
    var gameVisitsPerHour: [Double]
    /// Mean rounds planned per game visit (1…1000).
    var roundsPerVisit: Int
    /// Extra rounds a visit may play while today's games are net negative (chasing losses).
    var chaseRounds: Int
    /// Visits that only look at the minutes, per hour, by local hour.
    var checksPerHour: [Double]
    /// Chance that a visit pulls to refresh on Home.
    var pullToRefreshProbability: Double
    /// How stakes are sized.
    package var bet: BetStrategy
    /// The games the user plays, with relative weights; a visit picks one.
    package var games: [GameChoice]
    /// Chance that the user opens the app and locks when a session ends.
    var lockAfterSessionProbability: Double
    /// How many times the user taps Unlock when it is refused at 0 (0…10).
    var tapsWhenBlocked: Int
    /// Chance, per round, that the app is killed mid-game (the wager is then forfeit).
    var killMidGameProbability: Double
    /// Chance that a visit finds the app ended in the background (a cold launch).
    var coldLaunchProbability: Double
    /// Chance per day that the user changes the restricted-app selection.
    var selectionChangeProbability: Double
    /// The phone's DeviceActivity is late: a minute of restricted-app use reaches the usage a
    /// refresh reads this many minutes after it is used (0…60; 0, the default, is at once).
    package var usageReportDelayMinutes = 0
    /// …and a usage threshold event reaches the app this many minutes after the reported usage
    /// reaches its level (0…60; 0, the default, is at once).
    package var thresholdEventDelayMinutes = 0
    /// True when the user, shielded, first taps the shield's Unlock button: the app's ShieldAction
    /// extension runs sequence 5 without opening the app (no foreground refresh before the tap).
    /// If the shields stay on, the user then opens the app as usual.
    package var unlocksFromShield = false

    init(
        name: String, dailyAllowanceMinutes: Int, sessionsPerHour: [Double], sessionMinutes: Int,
        gameVisitsPerHour: [Double], roundsPerVisit: Int, chaseRounds: Int, checksPerHour: [Double],
        pullToRefreshProbability: Double, bet: BetStrategy, games: [GameChoice],
        lockAfterSessionProbability: Double, tapsWhenBlocked: Int, killMidGameProbability: Double,
        coldLaunchProbability: Double, selectionChangeProbability: Double
    ) {
        self.name = name
        self.dailyAllowanceMinutes = dailyAllowanceMinutes
        self.sessionsPerHour = sessionsPerHour
        self.sessionMinutes = sessionMinutes
        self.gameVisitsPerHour = gameVisitsPerHour
        self.roundsPerVisit = roundsPerVisit
        self.chaseRounds = chaseRounds
        self.checksPerHour = checksPerHour
        self.pullToRefreshProbability = pullToRefreshProbability
        self.bet = bet
        self.games = games
        self.lockAfterSessionProbability = lockAfterSessionProbability
        self.tapsWhenBlocked = tapsWhenBlocked
        self.killMidGameProbability = killMidGameProbability
        self.coldLaunchProbability = coldLaunchProbability
        self.selectionChangeProbability = selectionChangeProbability
    }

    /// `rate` per hour during `hours`, 0 outside: a day shape.
    static func hourly(_ rate: Double, during hours: Range<Int>) -> [Double] {
        (0..<24).map { hours.contains($0) ? rate : 0 }
    }

    /// Checks every field; the error names the field, the value and the rule, worded by `refusal`
    /// (the profile and its file). Each game must be one `configuration` offers (a Crash target on
    /// its list: the app accepts nothing else).
    ///
    /// - Returns: the profile's games built from `configuration`, in its order.
    @discardableResult
    func validate(
        against configuration: GameConfiguration = .defaults, refusal: (InputError) -> InputError = { $0 }
    ) throws(InputError) -> [ConfiguredGame] {
        func check(_ ok: Bool, _ field: String, _ value: String, _ rule: String) throws(InputError) {
            if !ok { throw refusal(InputError(field: field, value: value, rule: rule)) }
        }
        func checkRates(_ rates: [Double], _ field: String) throws(InputError) {
            try check(rates.count == 24, field, "\(rates.count) values", "must list 24 hourly rates (local hours 0…23)")
            for (hour, rate) in rates.enumerated() {
                try check(
                    rate.isFinite && rate >= 0 && rate <= 60, "\(field)[\(hour)]", "\(rate)",
                    "must be 0…60 per hour")
            }
        }
        func checkProbability(_ p: Double, _ field: String) throws(InputError) {
            try check(p.isFinite && p >= 0 && p <= 1, field, "\(p)", "must be a probability 0…1")
        }
        try check(
            dailyAllowanceMinutes >= 1 && dailyAllowanceMinutes <= 1440, "dailyAllowanceMinutes",
            "\(dailyAllowanceMinutes)", "must be 1…1440")
        try checkRates(sessionsPerHour, "sessionsPerHour")
        try check(sessionMinutes >= 1 && sessionMinutes <= 600, "sessionMinutes", "\(sessionMinutes)", "must be 1…600")
        try checkRates(gameVisitsPerHour, "gameVisitsPerHour")
        try check(
            roundsPerVisit >= 1 && roundsPerVisit <= 1000, "roundsPerVisit", "\(roundsPerVisit)", "must be 1…1000")
        try check(chaseRounds >= 0 && chaseRounds <= 1000, "chaseRounds", "\(chaseRounds)", "must be 0…1000")
        try checkRates(checksPerHour, "checksPerHour")
        try checkProbability(pullToRefreshProbability, "pullToRefreshProbability")
        switch bet {
        case .fixed(let minutes):
            try check(minutes >= 1 && minutes <= 1440, "bet.minutes", "\(minutes)", "must be 1…1440")
        case .fraction(let percent):
            try check(percent >= 1 && percent <= 100, "bet.percent", "\(percent)", "must be 1…100")
        case .allIn: break
        case .martingale(let base):
            try check(base >= 1 && base <= 1440, "bet.base", "\(base)", "must be 1…1440")
        }
        try check(!games.isEmpty, "games", "[]", "must list at least one game")
        var configured: [ConfiguredGame] = []
        for (i, choice) in games.enumerated() {
            try check(
                choice.weight >= 1 && choice.weight <= 1_000_000, "games[\(i)].weight", "\(choice.weight)",
                "must be 1…1000000")
            do { configured.append(try choice.kind.configuredGame(in: configuration)) } catch {
                throw refusal(InputError(field: "games[\(i)]", value: choice.kind.description, rule: error.description))
            }
        }
        try checkProbability(lockAfterSessionProbability, "lockAfterSessionProbability")
        try check(
            tapsWhenBlocked >= 0 && tapsWhenBlocked <= 10, "tapsWhenBlocked", "\(tapsWhenBlocked)", "must be 0…10")
        try checkProbability(killMidGameProbability, "killMidGameProbability")
        try checkProbability(coldLaunchProbability, "coldLaunchProbability")
        try checkProbability(selectionChangeProbability, "selectionChangeProbability")
        try check(
            usageReportDelayMinutes >= 0 && usageReportDelayMinutes <= 60, "usageReportDelayMinutes",
            "\(usageReportDelayMinutes)", "must be 0…60")
        try check(
            thresholdEventDelayMinutes >= 0 && thresholdEventDelayMinutes <= 60, "thresholdEventDelayMinutes",
            "\(thresholdEventDelayMinutes)", "must be 0…60")
        return configured
    }
}
