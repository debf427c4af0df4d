import CasinoCore

// The named profiles. Figures are the lab's assumptions, not measurements of real users; a JSON
// file (`--profile-file`) overrides any of them.

extension UserProfile {
    /// The profiles `casino-odds day --profile` knows, in the order listed.
    package static let named: [UserProfile] = [.casual, .heavy, .chaser, .allIn]

    /// The named profile `name`, if any.
    package static func named(_ name: String) -> UserProfile? { named.first { $0.name == name } }

    /// An hour a day, light use from 08:00 to 23:00.
    /// Plays a couple of small fixed bets at Crash 2.00x now and then; locks after half the sessions
    /// and unlocks from the shield's button (so the shield action's process, kept running between
    /// taps while the app writes, is one `day` runs: a tap acting on its stale memory is caught).
    static let casual: UserProfile = {
        var profile = UserProfile(
            name: "casual", dailyAllowanceMinutes: 60,
            sessionsPerHour: hourly(0.5, during: 8..<23), sessionMinutes: 8,
            gameVisitsPerHour: hourly(0.1, during: 12..<22), roundsPerVisit: 3, chaseRounds: 0,
            checksPerHour: hourly(0.2, during: 8..<23), pullToRefreshProbability: 0.3,
            bet: .fixed(minutes: 5),
            games: [GameChoice(.crash(target: Centi(200)), weight: 3), GameChoice(.slots, weight: 1)],
            lockAfterSessionProbability: 0.5, tapsWhenBlocked: 1, killMidGameProbability: 0.005,
            coldLaunchProbability: 0.3, selectionChangeProbability: 0.01)
        profile.unlocksFromShield = true
        return profile
    }()

    /// Two hours a day and more in the evening; bets a fifth of what remains on a mix of games.
    static let heavy = UserProfile(
        name: "heavy", dailyAllowanceMinutes: 120,
        sessionsPerHour: (0..<24).map { $0 < 7 ? 0 : ($0 < 19 ? 1.2 : 1.8) }, sessionMinutes: 15,
        gameVisitsPerHour: hourly(0.25, during: 9..<24), roundsPerVisit: 5, chaseRounds: 0,
        checksPerHour: hourly(0.3, during: 7..<24), pullToRefreshProbability: 0.5,
        bet: .fraction(percent: 20),
        games: [
            GameChoice(.crash(target: Centi(160)), weight: 2),
            GameChoice(.plinko(rows: 16, risk: .medium), weight: 2),
            GameChoice(.mines(mines: 3, reveals: 5), weight: 1), GameChoice(.slots, weight: 1)
        ],
        lockAfterSessionProbability: 0.2, tapsWhenBlocked: 2, killMidGameProbability: 0.01,
        coldLaunchProbability: 0.3, selectionChangeProbability: 0.02)

    /// Plays often, doubles after every loss and keeps playing while behind; rarely locks, taps
    /// Unlock again and again at 0, and the app dies mid-game more often (force-quits to dodge a loss).
    static let chaser = UserProfile(
        name: "chaser", dailyAllowanceMinutes: 90,
        sessionsPerHour: hourly(1.0, during: 7..<24), sessionMinutes: 15,
        gameVisitsPerHour: hourly(0.5, during: 8..<24), roundsPerVisit: 6, chaseRounds: 10,
        checksPerHour: hourly(0.5, during: 7..<24), pullToRefreshProbability: 0.6,
        bet: .martingale(base: 5),
        games: [
            GameChoice(.crash(target: Centi(200)), weight: 4),
            GameChoice(.mines(mines: 3, reveals: 5), weight: 2),
            GameChoice(.plinko(rows: 16, risk: .high), weight: 1), GameChoice(.slots, weight: 1)
        ],
        lockAfterSessionProbability: 0.1, tapsWhenBlocked: 3, killMidGameProbability: 0.03,
        coldLaunchProbability: 0.4, selectionChangeProbability: 0.02)

    /// Stakes everything on Crash 2.00x twice a day or so.
    static let allIn = UserProfile(
        name: "all-in", dailyAllowanceMinutes: 60,
        sessionsPerHour: hourly(0.8, during: 8..<24), sessionMinutes: 12,
        gameVisitsPerHour: hourly(0.15, during: 10..<24), roundsPerVisit: 2, chaseRounds: 0,
        checksPerHour: hourly(0.3, during: 8..<24), pullToRefreshProbability: 0.4,
        bet: .allIn, games: [GameChoice(.crash(target: Centi(200)))],
        lockAfterSessionProbability: 0.3, tapsWhenBlocked: 2, killMidGameProbability: 0.02,
        coldLaunchProbability: 0.3, selectionChangeProbability: 0.01)
}
