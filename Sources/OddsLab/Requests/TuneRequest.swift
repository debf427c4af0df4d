import CasinoCore
import Foundation

/// `tune`: multipliers tuned to a target RTP (`TuningRequest`), or with `--for-floor` to the
/// return floor (`FloorTuningRequest`), re-verified exactly.
public struct TuneRequest: Sendable {
    /// What was tuned, with the request that tuned it.
    package enum Result: Sendable {
        case tuned(VerifiedTuning, TuningRequest)
        case floor(FloorTuning, FloorTuningRequest)
    }

    /// The tuning to run.
    enum Kind: Sendable {
        case target(TuningRequest)
        case floor(FloorTuningRequest)
    }

    var kind: Kind
    /// The game flags as given, checked by `run` before the tuner builds the games again.
    var flags: GameFlags
    /// The configuration tuned.
    public var base: GameConfiguration
    /// The `--config` file as JSON, for `--output` to keep everything but the tuned part.
    package var baseDocument: JSONValue?

    /// The options as given: `stake` is `--stake`, `floor` `--return-floor`, `baseline` `--baseline`.
    public struct Options: Sendable {
        var targetRTP: String
        var stake: Int?
        var shape: String?
        var minMultiplier: String?
        var pays: String?
        var hitBand: String
        var forFloor: Bool
        var floor: String?
        var baseline: String?
        var stakes: String?
        /// `--day-share`: with `--for-floor`, the share of an ordinary day (from 00:00) the bets must be accepted for.
        var dayShare: String?

        public init(
            targetRTP: String, stake: Int?, shape: String?, minMultiplier: String?, pays: String?, hitBand: String,
            forFloor: Bool, floor: String?, baseline: String?, stakes: String?, dayShare: String? = nil
        ) {
            (self.targetRTP, self.stake, self.shape, self.minMultiplier) = (targetRTP, stake, shape, minMultiplier)
            (self.pays, self.hitBand, self.forFloor, self.floor) = (pays, hitBand, forFloor, floor)
            (self.baseline, self.stakes, self.dayShare) = (baseline, stakes, dayShare)
        }
    }

    // The refusals `init` words, each naming the options it is about.
    static let forFloorTakes = InputError(
        "\(option: .forFloor) takes \(option: .returnFloor), \(option: .stakes) and \(option: .dayShare), and for slots \(option: .stake) and \(option: .pays) (not \(option: .shape) or \(option: .minMultiplier))"
    )
    static let forFloorOnSlotsTakes = InputError(
        "\(option: .forFloor) on slots takes \(option: .stake) and \(option: .dayShare) (not \(option: .stakes) or \(option: .baseline))"
    )
    static let preFloorReplacesTheConfiguration = InputError(
        "\(option: .baseline) pre-floor replaces the configuration: leave out \(option: .config)")
    static func notAStake(_ part: Substring) -> InputError {
        InputError("\(option: .stakes): \(part.isEmpty ? "(empty)" : String(part)) is not a stake of 1…1440 minutes")
    }

    /// Reads and checks the options (each applies to one kind of tuning only) and the game flags.
    public init(game: GameFlags, options o: Options) throws {
        flags = game
        if let stake = o.stake { try MomentOptions.check(.stake, stake, in: 1...MomentOptions.maximumAnalyzedStake) }
        if o.forFloor {
            (self.kind, self.base) = try TuneRequest.floorTuning(game: game, options: o)
        } else {
            if o.floor != nil || o.stakes != nil || o.baseline != nil || o.dayShare != nil {
                throw InputError(
                    "\(option: o.floor != nil ? .returnFloor : o.stakes != nil ? .stakes : o.baseline != nil ? .baseline : .dayShare) applies with \(option: .forFloor)"
                )
            }
            let selection = try game.selection()
            let kind = try game.resolvedGame(o.shape != nil ? .plinko : o.pays != nil ? .slots : nil)
            let request = TuningRequest(
                game: kind, selection: selection, target: try TargetRTP(parsing: o.targetRTP),
                measure: o.stake.map { .effective(wager: $0) } ?? .nominal,
                plinkoShape: try o.shape.map { try TuneRequest.multipliers($0, flag: .shape) },
                plinkoMinimum: try o.minMultiplier.map { try TuneRequest.multiplier($0, flag: .minMultiplier) },
                slotsPays: try o.pays.map { try TuneRequest.multipliers($0, flag: .pays) },
                hitBand: try HitBand(parsing: o.hitBand))
            base = try game.configuration()
            self.kind = .target(request)
        }
        baseDocument = try TuneRequest.document(game.config)
    }

    /// `--for-floor`: the options checked against the game (slots is tuned for one stake's stretch of
    /// the day, the others for the common stakes at the stretch's last minute), the configuration to
    /// start from, and the floor tuning request.
    private static func floorTuning(game: GameFlags, options o: Options) throws -> (Kind, GameConfiguration) {
        // Slots' machine is tuned for one stake's stretch of the day (`TuningOptionKinds.floorAtOneStake`).
        let slots = game.game?.tuningOptions.contains(.floorAtOneStake) ?? false
        if (!slots && (o.stake != nil || o.pays != nil)) || o.shape != nil || o.minMultiplier != nil {
            throw Self.forFloorTakes
        }
        if slots && (o.stakes != nil || o.baseline != nil) {
            throw Self.forFloorOnSlotsTakes
        }
        let dayMinutes = try o.dayShare.map { try TuneRequest.dayMinutes($0) }
        let selection = try game.selection()
        var base = try game.configuration()
        if let baseline = o.baseline {
            guard baseline == "pre-floor" else {
                throw InputError("\(option: .baseline) \(baseline): the only earlier defaults are pre-floor")
            }
            if game.config != nil {
                throw Self.preFloorReplacesTheConfiguration
            }
            base = PreFloorDefaults.configuration
        }
        if slots, let pays = o.pays {
            // The pays to start from (the shape), in paytable order, as `tune --pays` reads them.
            base.slots = try SlotsTuner(
                configuration: base.slots, pays: try TuneRequest.multipliers(pays, flag: .pays)
            ).configuration
        }
        let kind = try game.resolvedGame(choices: "plinko, mines or slots")
        let floor = try o.floor.map { try ReturnFloor(parsing: $0) } ?? base.returnFloor
        let stakes = try TuneRequest.floorStakes(o.stakes)
        // Plinko and Mines: the stakes are judged at the last minute of the stretch (acceptance
        // only gets easier earlier in the day, `DayAcceptance`); slots: the stake's stretch.
        let moment =
            kind.tuningOptions.contains(.floorAtOneStake)
            ? BetMoment.minutesUntilMidnightAtMidnight : DayAcceptance.dayMinutes - (dayMinutes ?? 1)
        var request = FloorTuningRequest(
            game: kind, selection: selection, target: try TargetRTP(parsing: o.targetRTP),
            goal: FloorGoal(floor: floor, stakes: stakes, minutesUntilMidnight: moment))
        request.slotsStake = o.stake
        request.slotsDayMinutes = dayMinutes
        return (.floor(request), base)
    }

    /// `--stakes`: the stakes the floor tuning accepts, the common stakes when left out.
    private static func floorStakes(_ text: String?) throws -> [Int] {
        var stakes = FloorGoal.commonStakes
        if let text {
            stakes = []
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                guard let w = Int(part.trimmingCharacters(in: .whitespaces)), w >= 1, w <= 1440 else {
                    throw Self.notAStake(part)
                }
                stakes.append(w)
            }
        }
        return stakes
    }

    /// Tunes. First the options that do not apply to the game, then the game flags, once, by
    /// `GameFlags` (which names the flag): in the configuration the tuner reads them in, or, for a
    /// shape of one's own (which replaces the configuration's table), their text; the tuners then
    /// build the same games and refuse nothing a flag gave.
    package func run() throws -> Result {
        switch kind {
        case .target(let request):
            try request.checkOptionsApply()
            if request.plinkoShape == nil {
                _ = try flags.configuredGames(of: request.game, in: request.selectionConfiguration(base))
            } else {
                try flags.checkOptionText(of: request.game)
            }
            return .tuned(try request.run(over: base), request)
        case .floor(let request):
            _ = try flags.configuredGames(of: request.game, in: base)
            return .floor(try request.run(over: base), request)
        }
    }

    /// The `--config` file as JSON (nil without one).
    static func document(_ path: String?) throws -> JSONValue? {
        guard let path else { return nil }
        let bytes = try InputFile.read(path, limit: InputFile.maximumConfigurationBytes) {
            InputError(flag: .config, path: path, problem: $0)
        }
        return try JSONReader.parse(bytes: bytes) {
            InputError(flag: .config, path: path, problem: "is not JSON (\($0))")
        }
    }

    /// `--day-share S`: the minutes of the ordinary day from 00:00 that a share S in (0, 1] covers,
    /// rounded up (0.5 is 720 minutes, 00:00–11:59).
    static func dayMinutes(_ text: String) throws -> Int {
        guard case .success(let share) = DecimalText.fraction(text), share != .zero, !(ExactFraction.one < share)
        else {
            throw InputError(
                "\(option: .dayShare): \(text.isEmpty ? "(empty)" : text) is not a share of the day in (0, 1] (write 0.75)"
            )
        }
        let day = WideUnsigned(UInt64(DayAcceptance.dayMinutes))
        return Int((share.numerator * day + share.denominator - 1) / share.denominator)
    }

    /// `"5.5,2.4,1.1"` as exact hundredths.
    static func multipliers(_ text: String, flag: OptionName) throws -> [Centi] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        return try parts.enumerated().map { i, part in
            try multiplier(part.trimmingCharacters(in: .whitespaces), flag: flag, index: i)
        }
    }

    /// `"0.2"` or `"0.20x"` as exact hundredths.
    static func multiplier(_ text: String, flag: OptionName, index: Int? = nil) throws -> Centi {
        let flag: InputText = index.map { "\(option: flag)[\($0)]" } ?? "\(option: flag)"
        let body = text.hasSuffix("x") || text.hasSuffix("X") ? String(text.dropLast()) : text
        switch DecimalText.centi(body) {
        case .success(let centi): return centi
        case .failure(let problem): throw InputError("\(flag): \(text.isEmpty ? "(empty)" : text) \(problem.rule)")
        }
    }
}
