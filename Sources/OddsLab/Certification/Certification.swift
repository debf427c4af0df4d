import CasinoCore
import SeededRuns
import Statistics

/// A whole-offer certification run (`certify`): every offered choice played through its real
/// engine at `wagersPerChoice` wagers, compared with its exact return (Docs/scaling.md).
///
/// **The plan.** The choices are the offer's (`Offer(configuration:)`: a choice the return floor
/// accepts at some wager 1…120 at 00:00, in configuration order; 258 with the defaults). Choice j
/// (0-based) is one `simulate` run: at its smallest accepted wager (where floor rounding costs the
/// player most among the bets the app takes), remaining = the wager, 1439 minutes to midnight, on
/// seed `RunSeeds.subRunSeed(of: seed, index: j)`, cut into the standard chunks. So any row can
/// be replayed alone with `simulate`, and a shard `i/k` of the certification is shard `i/k` of
/// every choice's run: each task plays the same share of every game, so tasks take equal time.
struct CertificationPlan: Sendable {
    /// One choice of the offer and the run that plays it.
    struct Choice: Sendable {
        var game: ConfiguredGame
        var spec: RunSpec
    }

    /// The choices, in offer order.
    var choices: [Choice]
    /// The certification's seed; choice j plays on `subRunSeed(of: seed, index: j)`.
    var seed: UInt64
    /// Wagers each choice plays.
    var wagersPerChoice: Int

    /// The plan for `configuration` (its digest, when it came from a file, joins every run's options).
    /// `chunkSize` is `RunSpec.standardChunkSize` for every run the tool makes; tests cut a small run
    /// into several chunks with a smaller one.
    ///
    /// - Throws: `ConfigurationError` when a choice cannot be built, `InputError` when a run breaks a rule.
    init(
        configuration: GameConfiguration, configurationDigest: String?, seed: UInt64, wagersPerChoice: Int,
        chunkSize: Int = RunSpec.standardChunkSize
    ) throws {
        let offer = try Offer(configuration: configuration)
        var choices: [Choice] = []
        for choice in offer.choices {
            guard let wager = choice.smallestAcceptedWager else { continue }
            var options = choice.game.options.map { GameOptionValue($0.key, $0.value) }
            if let configurationDigest { options.append(GameOptionValue("config", configurationDigest)) }
            let spec = try RunSpec(
                game: choice.game.game, options: options, wager: wager, remainingMinutes: wager,
                minutesUntilMidnight: BetMoment.minutesUntilMidnightAtMidnight,
                seed: RunSeeds.subRunSeed(of: seed, index: choices.count), wagers: wagersPerChoice, chunkSize: chunkSize
            )
            choices.append(Choice(game: choice.game, spec: spec))
        }
        self.choices = choices
        self.seed = seed
        self.wagersPerChoice = wagersPerChoice
    }

    /// Wagers a shard plays over all choices.
    func wagers(in shard: Shard) -> Int {
        choices.reduce(0) { $0 + $1.spec.wagers(in: shard.chunks(ofRunWith: $1.spec.chunkCount)) }
    }

    /// Plays shard `shard` of every choice, one choice after another on `threads` threads.
    /// Nil when `control` was asked to stop (a certification is written whole or not at all).
    func run(producer: String, shard: Shard, threads: Int, control: RunControl) -> Certification? {
        var results: [MonteCarloResult] = []
        for choice in choices {
            let result = MonteCarloRunner.run(
                game: choice.game.engine, spec: choice.spec, producer: producer, shard: shard, threads: threads,
                control: control)
            if result.interrupted || control.isStopRequested { return nil }
            results.append(result)
        }
        return Certification(
            producer: producer, seed: seed, wagersPerChoice: wagersPerChoice, shard: shard, results: results)
    }
}

/// The result of a certification run, whole or one shard of it: one Monte Carlo result per choice.
package struct Certification: Sendable {
    /// The format tag written first in every certification part.
    static let jsonFormat = "casino-odds-certification/1"
    /// The largest certification part `merge` reads (a part holds one simulate part per choice).
    static let maximumFileBytes = 256 << 20
    /// The most JSON values a certification part may hold.
    static let maximumValues = 16 << 20
    /// The most choices a certification may have.
    static let maximumChoices = 65_536
    /// The coverage of the confidence intervals.
    package static let confidenceLevel = 0.95
    /// The family-wise false-alarm rate of the verdict (Holm over every choice's z-test).
    package static let familyAlpha = 0.001

    package var producer: String
    package var seed: UInt64
    package var wagersPerChoice: Int
    /// The shard of every choice's run this result covers; `.whole` for a complete certification.
    var shard: Shard
    /// One per choice, in plan order.
    package var results: [MonteCarloResult]

    init(producer: String, seed: UInt64, wagersPerChoice: Int, shard: Shard, results: [MonteCarloResult]) {
        self.producer = producer
        self.seed = seed
        self.wagersPerChoice = wagersPerChoice
        self.shard = shard
        self.results = results
    }

    /// True when the result holds every chunk of every choice (printed as the table, not a part).
    var isComplete: Bool { results.allSatisfy(\.isComplete) }

    /// A digest of everything that determines the certification's bytes: the producer, the seed,
    /// the wagers per choice and every choice's run (its `MonteCarloResult.fingerprint`: game,
    /// options, wager, budget, seed, wagers, chunk size, outcome table and preview), as 16
    /// hexadecimal digits. Parts merge only when theirs agree.
    package var fingerprint: String {
        var hasher = FingerprintHasher()
        hasher.add("casino-odds certification")
        hasher.add(producer)
        hasher.add(String(seed))
        hasher.add(String(wagersPerChoice))
        hasher.add(String(results.count))
        for result in results { hasher.add(result.fingerprint) }
        return hasher.hexDigest
    }

    /// Wagers played over all choices.
    package var wagersPlayed: Int { results.reduce(0) { $0 + $1.totals.wagers } }

    /// `"plinko risk=high rows=16"`: a choice's game and options as its run records them.
    package static func label(_ spec: RunSpec) -> String {
        ([spec.game.rawValue] + spec.options.map { "\($0.name)=\($0.value)" }).joined(separator: " ")
    }
}

// MARK: The table

extension Certification {
    /// One row of the certification table: a choice's simulated return against its exact return.
    package struct Row: Sendable {
        package var spec: RunSpec
        package var wagers: Int
        package var minutesWagered: Int128
        package var minutesPaid: Int128
        /// Minutes paid ÷ minutes wagered.
        package var simulatedReturn: Double
        /// The run's own standard error of `simulatedReturn`.
        package var standardError: Double
        /// `simulatedReturn ± z · standardError` at `Certification.confidenceLevel`.
        package var interval: ConfidenceInterval
        /// The exact effective return at the wager and budget (floor rounding and cap); nil past 128 bits.
        package var exactReturn: ExactFraction?
        package var exactDecimal: Double
        /// (simulated − exact) ÷ the exact standard error, and its two-sided p-value.
        package var z: Double
        package var pValue: Double
        /// Holm's adjusted p-value over every choice.
        package var holmAdjustedPValue: Double
        /// Wagers paid differently from the preview, or that broke a cap or sign rule.
        package var previewMismatches: Int
        package var ruleViolations: Int

        /// True when the interval contains the exact return.
        package var covers: Bool { interval.contains(exactDecimal) }
    }

    /// The rows, in plan order, for a complete certification (nil when a choice has fewer than 2 wagers).
    package var rows: [Row]? {
        var rows: [Row] = []
        for result in results {
            guard let estimate = result.rtpEstimate,
                let interval = try? estimate.confidenceInterval(level: Certification.confidenceLevel)
            else { return nil }
            let exact = result.exactRTP
            rows.append(
                Row(
                    spec: result.spec, wagers: result.totals.wagers, minutesWagered: result.totals.minutesWagered,
                    minutesPaid: result.totals.minutesPaid, simulatedReturn: estimate.rtp,
                    standardError: estimate.empiricalStandardError, interval: interval, exactReturn: exact,
                    exactDecimal: exact?.doubleValue ?? estimate.exactRTP, z: estimate.z, pValue: estimate.pValue,
                    holmAdjustedPValue: 1, previewMismatches: result.totals.previewMismatches,
                    ruleViolations: result.totals.ruleViolations))
        }
        if let holm = try? HolmCorrection(pValues: rows.map(\.pValue), alpha: Certification.familyAlpha) {
            for i in rows.indices { rows[i].holmAdjustedPValue = holm.adjustedPValues[i] }
        }
        return rows
    }
}
