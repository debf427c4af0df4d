import SeededRuns
import CasinoCore
import CommitmentCore

/// `casino-odds week`: weeks of commitment under a usage model, settled the way the product
/// settles them (seed 003), measuring what the penalty rules do.
///
/// Per week: the true usage after lock-in; the true penalty; the penalty the app would charge
/// when it only knows usage at monitor thresholds of 1, 5 and 15 minutes (with the baseline known
/// exactly, and with the baseline itself a threshold snapshot, as the seed's design has it); and
/// each penalty against the amount authorized at lock-in.
///
/// Deterministic: weeks are cut into chunks of `weeksPerChunk`; chunk k draws from stream k of
/// the seed; chunk results are reduced in chunk order, so the output is identical for every
/// thread count.
public struct WeekSimulation: Hashable, Sendable {
    /// Weeks per chunk: part of the output contract (changing it changes which stream draws which week).
    public static let weeksPerChunk = 1000
    /// The monitor threshold steps measured, in minutes.
    public static let defaultThresholdSteps = [1, 5, 15]
    /// Commitment periods of 1 … 7 days (lock-in 1 … 7 days before the Monday deadline).
    public static let daysRange = 1...7

    public var terms: CommitmentTerms
    public var formula: AuthorizationFormula
    /// Days from lock-in to the deadline; 7 is a lock-in right after the previous deadline.
    public var days: Int
    public var weeks: Int
    public var seed: UInt64
    public var model: WeekUsageModel
    public var thresholdSteps: [ThresholdSchedule]

    public init(
        terms: CommitmentTerms, formula: AuthorizationFormula = .placeholder, days: Int = 7,
        weeks: Int, seed: UInt64, model: WeekUsageModel = WeekUsageModel(),
        thresholdSteps: [ThresholdSchedule]? = nil
    ) {
        self.terms = terms
        self.formula = formula
        self.days = min(max(days, WeekSimulation.daysRange.lowerBound), WeekSimulation.daysRange.upperBound)
        self.weeks = max(0, weeks)
        self.seed = seed
        self.model = model
        self.thresholdSteps =
            thresholdSteps
            ?? WeekSimulation.defaultThresholdSteps.compactMap { try? ThresholdSchedule(stepMinutes: $0) }
    }

    /// Real seconds from lock-in to the deadline. The simulated period has no daylight-saving
    /// change (a DST week is an hour shorter or longer: `CommitmentWeek` handles real dates).
    public var remainingSeconds: Int64 { Int64(days) * 86_400 }

    /// The amount authorized at lock-in, the same every simulated week.
    public var authorizationCents: Int {
        formula.authorizationCents(terms: terms, remainingSeconds: remainingSeconds)
    }

    /// Runs every week on `threads` workers.
    ///
    /// - Complexity: O(weeks × days × sessions per day) draws; memory O(threads) chunk tallies.
    public func run(threads: Int) -> WeekSimulationResult {
        // A fresh control is never asked to stop.
        (try? run(threads: threads, control: RunControl()))!
    }

    /// Runs every week on `threads` workers, reporting weeks done to `control`.
    ///
    /// - Throws: `CommandInterrupted` when `control` was asked to stop before every week ran.
    public func run(threads: Int, control: RunControl) throws(CommandInterrupted) -> WeekSimulationResult {
        let chunkCount = (weeks + WeekSimulation.weeksPerChunk - 1) / WeekSimulation.weeksPerChunk
        let spec = self
        let outcome = ChunkedRunner.run(
            0..<chunkCount, threads: threads, control: control, empty: WeekTally(steps: thresholdSteps)
        ) { chunk, control in spec.runChunk(chunk, control: control) }
        return WeekSimulationResult(simulation: self, tally: try outcome.whole())
    }

    /// Chunk `chunk`'s weeks, or nil when `control` asked to stop part-way.
    func runChunk(_ chunk: Int, control: RunControl = RunControl()) -> WeekTally? {
        var generator = RunSeeds.chunkGenerator(seed: seed, chunk: chunk)
        let first = chunk * WeekSimulation.weeksPerChunk
        let count = min(WeekSimulation.weeksPerChunk, weeks - first)
        let authorization = authorizationCents
        var tally = WeekTally(steps: thresholdSteps)
        for _ in 0..<count {
            if control.isStopRequested { return nil }
            let week = model.drawWeek(days: days, using: &generator)
            tally.record(week: week, terms: terms, authorizationCents: authorization, steps: thresholdSteps)
            control.record(1)
        }
        return tally
    }
}

/// How a baseline is known at lock-in.
public enum BaselineKnowledge: String, Hashable, Sendable, CaseIterable {
    /// The monitor's count starts at lock-in: the baseline is exactly 0.
    case exact
    /// The baseline is the last threshold reported before lock-in (the seed's snapshot).
    case snapshot
}

/// What one threshold step and baseline do to the penalty, summed over the weeks.
public struct ThresholdEffect: Hashable, Sendable {
    public var stepMinutes: Int
    public var baseline: BaselineKnowledge
    /// Sum of the penalties the app would charge.
    public var chargedPenaltyCents = 0
    /// Weeks charged less than the true penalty / more than it.
    public var weeksUndercharged = 0
    public var weeksOvercharged = 0
    /// Excess minutes the thresholds hid (charged below truth), and excess minutes charged that
    /// were not used (above truth).
    public var hiddenExcessMinutes = 0
    public var phantomExcessMinutes = 0
    /// The money those minutes are worth.
    public var underchargedCents = 0
    public var overchargedCents = 0
    /// Weeks whose charged penalty exceeds the authorization, and the amount beyond it.
    public var weeksChargedOverAuthorization = 0
    public var chargedUncollectibleCents = 0

    public init(stepMinutes: Int, baseline: BaselineKnowledge) {
        self.stepMinutes = stepMinutes
        self.baseline = baseline
    }

    static func += (lhs: inout ThresholdEffect, rhs: ThresholdEffect) {
        lhs.chargedPenaltyCents += rhs.chargedPenaltyCents
        lhs.weeksUndercharged += rhs.weeksUndercharged
        lhs.weeksOvercharged += rhs.weeksOvercharged
        lhs.hiddenExcessMinutes += rhs.hiddenExcessMinutes
        lhs.phantomExcessMinutes += rhs.phantomExcessMinutes
        lhs.underchargedCents += rhs.underchargedCents
        lhs.overchargedCents += rhs.overchargedCents
        lhs.weeksChargedOverAuthorization += rhs.weeksChargedOverAuthorization
        lhs.chargedUncollectibleCents += rhs.chargedUncollectibleCents
    }
}

/// Integer accumulators for a set of weeks; chunk tallies merge in chunk order.
struct WeekTally: Hashable, Mergeable {
    var weeks = 0
    var weeksOverLimit = 0
    var usageSecondsTotal = 0
    var maxUsageSeconds = 0
    var penaltyCentsTotal = 0
    var maxPenaltyCents = 0
    var weeksOverAuthorization = 0
    var uncollectibleCentsTotal = 0
    var maxUncollectibleCents = 0
    /// Weeks by penalty as a percentage of the authorization (`PenaltyRatioBucket.all`).
    var ratioHistogram = [Int](repeating: 0, count: PenaltyRatioBucket.all.count)
    /// Per threshold step: [exact baseline, snapshot baseline].
    var effects: [ThresholdEffect] = []
    /// Rule checks that must never fail (see `WeekSimulationResult.invariantViolations`).
    var invariantViolations = 0

    init(steps: [ThresholdSchedule]) {
        for step in steps {
            for baseline in BaselineKnowledge.allCases {
                effects.append(ThresholdEffect(stepMinutes: step.stepMinutes, baseline: baseline))
            }
        }
    }

    mutating func record(
        week: (usageSeconds: Int, priorUsageSeconds: Int), terms: CommitmentTerms,
        authorizationCents: Int, steps: [ThresholdSchedule]
    ) {
        let usage = week.usageSeconds
        weeks += 1
        usageSecondsTotal += usage
        maxUsageSeconds = max(maxUsageSeconds, usage)
        let trueExcess = terms.excessMinutes(forUsageSeconds: usage)
        if trueExcess > 0 { weeksOverLimit += 1 }
        let penalty = terms.penaltyCents(forUsageSeconds: usage)
        let settlement = CommitmentSettlement(penaltyCents: penalty, authorizationCents: authorizationCents)
        penaltyCentsTotal += penalty
        maxPenaltyCents = max(maxPenaltyCents, penalty)
        if settlement.exceedsAuthorization { weeksOverAuthorization += 1 }
        uncollectibleCentsTotal += settlement.uncollectibleCents
        maxUncollectibleCents = max(maxUncollectibleCents, settlement.uncollectibleCents)
        ratioHistogram[PenaltyRatioBucket.index(penaltyCents: penalty, authorizationCents: authorizationCents)] += 1
        if settlement.collectibleCents + settlement.uncollectibleCents != penalty
            || penalty != trueExcess * terms.penaltyPerMinuteCents
        {
            invariantViolations += 1
        }

        var index = 0
        for step in steps {
            for baseline in BaselineKnowledge.allCases {
                let prior = baseline == .exact ? 0 : week.priorUsageSeconds
                var monitored = MonitoredUsage(
                    baselineUsageSeconds: step.reportedUsageSeconds(forTrueUsageSeconds: prior))
                monitored.record(reportedUsageSeconds: step.reportedUsageSeconds(forTrueUsageSeconds: prior + usage))
                let charged = terms.excessMinutes(forUsageSeconds: monitored.usageSecondsSinceLockIn)
                let chargedCents = charged * terms.penaltyPerMinuteCents
                // With the count starting at lock-in, thresholds can only hide use, never invent it.
                if baseline == .exact && charged > trueExcess { invariantViolations += 1 }
                effects[index].chargedPenaltyCents += chargedCents
                if charged < trueExcess {
                    effects[index].weeksUndercharged += 1
                    effects[index].hiddenExcessMinutes += trueExcess - charged
                    effects[index].underchargedCents += penalty - chargedCents
                } else if charged > trueExcess {
                    effects[index].weeksOvercharged += 1
                    effects[index].phantomExcessMinutes += charged - trueExcess
                    effects[index].overchargedCents += chargedCents - penalty
                }
                if chargedCents > authorizationCents {
                    effects[index].weeksChargedOverAuthorization += 1
                    effects[index].chargedUncollectibleCents += chargedCents - authorizationCents
                }
                index += 1
            }
        }
    }

    static func += (lhs: inout WeekTally, rhs: WeekTally) {
        lhs.weeks += rhs.weeks
        lhs.weeksOverLimit += rhs.weeksOverLimit
        lhs.usageSecondsTotal += rhs.usageSecondsTotal
        lhs.maxUsageSeconds = max(lhs.maxUsageSeconds, rhs.maxUsageSeconds)
        lhs.penaltyCentsTotal += rhs.penaltyCentsTotal
        lhs.maxPenaltyCents = max(lhs.maxPenaltyCents, rhs.maxPenaltyCents)
        lhs.weeksOverAuthorization += rhs.weeksOverAuthorization
        lhs.uncollectibleCentsTotal += rhs.uncollectibleCentsTotal
        lhs.maxUncollectibleCents = max(lhs.maxUncollectibleCents, rhs.maxUncollectibleCents)
        for i in lhs.ratioHistogram.indices { lhs.ratioHistogram[i] += rhs.ratioHistogram[i] }
        for i in lhs.effects.indices { lhs.effects[i] += rhs.effects[i] }
        lhs.invariantViolations += rhs.invariantViolations
    }
}

/// The buckets of the penalty-vs-authorization figure: the penalty as a percentage of the
/// amount held, compared in integers (`penalty × 100` against `authorization × bound`).
public struct PenaltyRatioBucket: Hashable, Sendable {
    /// The bucket's label: `"0 (no penalty)"`, `"(0, 25] %"`, …, `"> 400 %"`.
    public let label: String
    /// Upper bound in percent (inclusive); nil for the last bucket.
    public let upperPercent: Int?

    /// No penalty, then (0, 25], (25, 50], (50, 75], (75, 100] — all collectible — then
    /// (100, 150], (150, 200], (200, 400] and above 400 % — partly uncollectible.
    public static let all: [PenaltyRatioBucket] = {
        var buckets = [PenaltyRatioBucket(label: "0 (no penalty)", upperPercent: 0)]
        var lower = 0
        for upper in [25, 50, 75, 100, 150, 200, 400] {
            buckets.append(PenaltyRatioBucket(label: "(\(lower), \(upper)] %", upperPercent: upper))
            lower = upper
        }
        buckets.append(PenaltyRatioBucket(label: "> \(lower) %", upperPercent: nil))
        return buckets
    }()

    /// The bucket of a penalty against an authorization (> 0).
    static func index(penaltyCents: Int, authorizationCents: Int) -> Int {
        if penaltyCents <= 0 { return 0 }
        for (i, bucket) in all.enumerated().dropFirst() {
            guard let upper = bucket.upperPercent else { return i }
            if penaltyCents * 100 <= authorizationCents * upper { return i }
        }
        return all.count - 1
    }
}
