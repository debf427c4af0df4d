import CasinoCore

/// A chance drawn as an integer comparison: `next() >> 32 < threshold`, threshold = p·2³².
struct Chance: Hashable, Sendable {
    var threshold: UInt64

    init(_ probability: Double) {
        // Only basic IEEE operations, so the threshold is the same on every machine.
        threshold = UInt64(min(max(probability, 0), 1) * 4_294_967_296.0)
    }

    @inline(__always)
    func draw<G: BitGenerator>(using generator: inout G) -> Bool { generator.next() >> 32 < threshold }

    /// The same chance decided by a 64-bit word already drawn.
    @inline(__always)
    func decides(_ word: UInt64) -> Bool { word >> 32 < threshold }
}

/// A profile turned into the integers the simulation draws against, once per run.
package struct CompiledProfile: Sendable {
    package let profile: UserProfile
    /// Per local hour: the chance that a minute starts a session / a game visit / a check, in units of 2⁻²⁰.
    let sessionThreshold: [UInt64]
    let visitThreshold: [UInt64]
    let checkThreshold: [UInt64]
    let pullToRefresh: Chance
    let lockAfterSession: Chance
    let killMidGame: Chance
    let coldLaunch: Chance
    let selectionChange: Chance
    /// Running sums of the game weights, to pick a game with one bounded draw.
    let cumulativeWeights: [UInt64]
    /// The games, in the profile's order.
    let games: [DayGame]

    /// The game configuration the engines were built from.
    let configuration: GameConfiguration

    /// Validates `profile` and compiles it, its games built from `configuration`; a refusal is
    /// worded by `refusal` (the profile's name and file).
    package init(
        _ profile: UserProfile, configuration: GameConfiguration = .defaults,
        refusal: (InputError) -> InputError = { $0 }
    ) throws(InputError) {
        let configured = try profile.validate(against: configuration, refusal: refusal)
        self.configuration = configuration
        self.profile = profile
        func perMinute(_ rates: [Double]) -> [UInt64] { rates.map { UInt64(($0 / 60 * 1_048_576).rounded()) } }
        sessionThreshold = perMinute(profile.sessionsPerHour)
        visitThreshold = perMinute(profile.gameVisitsPerHour)
        checkThreshold = perMinute(profile.checksPerHour)
        pullToRefresh = Chance(profile.pullToRefreshProbability)
        lockAfterSession = Chance(profile.lockAfterSessionProbability)
        killMidGame = Chance(profile.killMidGameProbability)
        coldLaunch = Chance(profile.coldLaunchProbability)
        selectionChange = Chance(profile.selectionChangeProbability)
        var sum: UInt64 = 0
        cumulativeWeights = profile.games.map {
            sum += UInt64($0.weight); return sum
        }
        games = configured.map { DayGame($0, returnFloor: configuration.returnFloor) }
    }
}

/// A restricted-app session the user wants: from `start` for `length` real minutes.
struct PlannedSession: Hashable, Sendable {
    var start: Int
    var length: Int
    /// The user opens the app and locks when it ends.
    var locksAfter: Bool
}

/// A visit to the casino to play.
struct PlannedVisit: Hashable, Sendable {
    var minute: Int
    /// Rounds planned (chasing can add more).
    var rounds: Int
    /// Index into the profile's games.
    var game: Int
    /// The app was ended in the background: this visit is a cold launch.
    var coldLaunch: Bool
    var pullsToRefresh: Bool
    /// Seeds the per-round kill chances: round r is killed iff SplitMix64(killSeed) output r is
    /// under the threshold. A seed rather than a list, so chase rounds need no extra draws and the
    /// plan stays the same size whatever happens during the day.
    var killSeed: UInt64

    /// Whether the app is killed during round `round` (0-based) of this visit.
    @inline(__always)
    func killed(inRound round: Int, chance: Chance) -> Bool {
        var mixer = SplitMix64(seed: killSeed, skipping: UInt64(round))
        return chance.decides(mixer.next())
    }
}

/// A visit that only looks at the minutes.
struct PlannedCheck: Hashable, Sendable {
    var minute: Int
    var coldLaunch: Bool
    var pullsToRefresh: Bool
}

/// Everything the user will try to do on one day, drawn at local midnight before anything happens.
///
/// Drawing the plan first means the day can be replayed against a different app (per-minute usage
/// events, a kill at some write) with the same intentions; only the engines draw during the day.
struct DayPlan: Sendable {
    var sessions: [PlannedSession] = []
    var visits: [PlannedVisit] = []
    var checks: [PlannedCheck] = []
    /// The real minute at which the user changes the app selection, if they do today.
    var selectionChangeMinute: Int?

    init() {}

    /// Draws `day`'s plan for `profile`, reusing this value's storage.
    ///
    /// Each real minute draws one word: bits 0–19 decide a session start, 20–39 a game visit, 40–59
    /// a check, against the rate of the minute's local hour. Each event then draws its details.
    ///
    /// - Complexity: O(minutes in the day + events) draws.
    mutating func draw<G: BitGenerator>(for day: LocalDay, profile: CompiledProfile, using generator: inout G) {
        sessions.removeAll(keepingCapacity: true)
        visits.removeAll(keepingCapacity: true)
        checks.removeAll(keepingCapacity: true)
        selectionChangeMinute = nil
        let p = profile.profile
        let totalWeight = profile.cumulativeWeights.last ?? 1
        let minutes = day.lengthMinutes
        for minute in 0..<minutes {
            let hour = day.wallMinute(atMinute: minute) / 60
            let word = generator.next()
            if word & 0xF_FFFF < profile.sessionThreshold[hour] {
                let length = 1 + Int(generator.nextBounded(UInt64(2 * p.sessionMinutes - 1)))
                sessions.append(
                    PlannedSession(
                        start: minute, length: length,
                        locksAfter: profile.lockAfterSession.draw(using: &generator)))
            }
            if (word >> 20) & 0xF_FFFF < profile.visitThreshold[hour] {
                let rounds = 1 + Int(generator.nextBounded(UInt64(2 * p.roundsPerVisit - 1)))
                let pick = generator.nextBounded(totalWeight)
                var game = 0
                while profile.cumulativeWeights[game] <= pick { game += 1 }
                let cold = profile.coldLaunch.draw(using: &generator)
                let pull = profile.pullToRefresh.draw(using: &generator)
                visits.append(
                    PlannedVisit(
                        minute: minute, rounds: rounds, game: game, coldLaunch: cold,
                        pullsToRefresh: pull, killSeed: generator.next()))
            }
            if (word >> 40) & 0xF_FFFF < profile.checkThreshold[hour] {
                let cold = profile.coldLaunch.draw(using: &generator)
                checks.append(
                    PlannedCheck(
                        minute: minute, coldLaunch: cold,
                        pullsToRefresh: profile.pullToRefresh.draw(using: &generator)))
            }
        }
        if profile.selectionChange.draw(using: &generator) {
            selectionChangeMinute = Int(generator.nextBounded(UInt64(minutes)))
        }
    }
}
