import OddsLab

/// The schema of `tune --format json`: one type for both sides. `VerifiedTuning.json` encodes it with
/// `JSONTreeEncoder` and prints it with `JSONValue.jsonText`; a reader decodes it with
/// `JSONTreeDecoder` (`TuningResultFileTests` round trips every game's). Members are in the order
/// the file prints them: the request, then what the game's tuner chose (one of `returnRate`
/// (Crash, Mines, with `multipliersCenti` for Mines), `tables` (Plinko) or `slots`, each printed
/// among the top-level members), the exact re-analysis and the configuration the tuning writes.
/// Exact figures are fraction strings beside their decimals.
struct TuningResultFile: Codable, Equatable {
    var game: String
    var targetRTP: String
    var measure: String
    var returnRate: ReturnRate?
    var multipliersCenti: [[Int]]?
    var tables: [PlinkoTable]?
    var slots: Slots?
    var verification: [Verification]
    var configuration: JSONValue

    enum CodingKeys: String, CodingKey {
        case game, targetRTP, measure, multipliersCenti, tables, verification, configuration
        case returnPPM, paytable
    }

    init(
        game: String, targetRTP: String, measure: String, returnRate: ReturnRate? = nil,
        multipliersCenti: [[Int]]? = nil, tables: [PlinkoTable]? = nil, slots: Slots? = nil,
        verification: [Verification], configuration: JSONValue
    ) {
        (self.game, self.targetRTP, self.measure) = (game, targetRTP, measure)
        (self.returnRate, self.multipliersCenti, self.tables, self.slots) = (
            returnRate, multipliersCenti, tables, slots
        )
        (self.verification, self.configuration) = (verification, configuration)
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        game = try c.decode(String.self, forKey: .game)
        targetRTP = try c.decode(String.self, forKey: .targetRTP)
        measure = try c.decode(String.self, forKey: .measure)
        returnRate = c.contains(.returnPPM) ? try ReturnRate(from: decoder) : nil
        multipliersCenti = try c.decodeIfPresent([[Int]].self, forKey: .multipliersCenti)
        tables = try c.decodeIfPresent([PlinkoTable].self, forKey: .tables)
        slots = c.contains(.paytable) ? try Slots(from: decoder) : nil
        verification = try c.decode([Verification].self, forKey: .verification)
        configuration = try c.decode(JSONValue.self, forKey: .configuration)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(game, forKey: .game)
        try c.encode(targetRTP, forKey: .targetRTP)
        try c.encode(measure, forKey: .measure)
        try returnRate?.encode(to: encoder)
        if let multipliersCenti { try c.encode(multipliersCenti, forKey: .multipliersCenti) }
        if let tables { try c.encode(tables, forKey: .tables) }
        try slots?.encode(to: encoder)
        try c.encode(verification, forKey: .verification)
        try c.encode(configuration, forKey: .configuration)
    }

    /// An exact RTP, its decimal, its signed gap to the target and, where a search proves it, the
    /// best gap any table of hundredths could reach; printed among its owner's members.
    struct RTPFigures: Codable, Equatable {
        var rtp: String
        var rtpDecimal: JSONNumber
        var gap: JSONNumber
        var bestPossibleGap: JSONNumber?
        var optimal: Bool?

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(rtp, forKey: .rtp)
            try c.encode(rtpDecimal, forKey: .rtpDecimal)
            try c.encode(gap, forKey: .gap)
            if let bestPossibleGap { try c.encode(bestPossibleGap, forKey: .bestPossibleGap) }
            if let optimal { try c.encode(optimal, forKey: .optimal) }
        }
    }

    /// Crash and Mines: the return rate chosen, and the nearest rates on either side of the target.
    struct ReturnRate: Codable, Equatable {
        var plans: [String]
        var returnPPM: Int
        var figures: RTPFigures
        var closestBelow: Step?
        var closestAtOrAbove: Step?

        enum CodingKeys: String, CodingKey { case plans, returnPPM, closestBelow, closestAtOrAbove }

        init(plans: [String], returnPPM: Int, figures: RTPFigures, closestBelow: Step?, closestAtOrAbove: Step?) {
            (self.plans, self.returnPPM, self.figures) = (plans, returnPPM, figures)
            (self.closestBelow, self.closestAtOrAbove) = (closestBelow, closestAtOrAbove)
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            plans = try c.decode([String].self, forKey: .plans)
            returnPPM = try c.decode(Int.self, forKey: .returnPPM)
            figures = try RTPFigures(from: decoder)
            closestBelow = try c.decode(Step?.self, forKey: .closestBelow)
            closestAtOrAbove = try c.decode(Step?.self, forKey: .closestAtOrAbove)
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(plans, forKey: .plans)
            try c.encode(returnPPM, forKey: .returnPPM)
            try figures.encode(to: encoder)
            try c.encode(closestBelow, forKey: .closestBelow)
            try c.encode(closestAtOrAbove, forKey: .closestAtOrAbove)
        }
    }
    struct Step: Codable, Equatable {
        var returnPPM: Int
        var rtp: String
    }

    /// Plinko: one table, its shape and the tuned hundredths.
    struct PlinkoTable: Codable, Equatable {
        var rows: Int
        var risk: String
        var shapeCenti: [Int]
        var tunedCenti: [Int]
        var minimumCenti: Int
        var figures: RTPFigures
        var largestShapeChange: ShapeChange

        enum CodingKeys: String, CodingKey { case rows, risk, shapeCenti, tunedCenti, minimumCenti, largestShapeChange }

        init(
            rows: Int, risk: String, shapeCenti: [Int], tunedCenti: [Int], minimumCenti: Int, figures: RTPFigures,
            largestShapeChange: ShapeChange
        ) {
            (self.rows, self.risk, self.shapeCenti, self.tunedCenti) = (rows, risk, shapeCenti, tunedCenti)
            (self.minimumCenti, self.figures, self.largestShapeChange) = (minimumCenti, figures, largestShapeChange)
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            rows = try c.decode(Int.self, forKey: .rows)
            risk = try c.decode(String.self, forKey: .risk)
            shapeCenti = try c.decode([Int].self, forKey: .shapeCenti)
            tunedCenti = try c.decode([Int].self, forKey: .tunedCenti)
            minimumCenti = try c.decode(Int.self, forKey: .minimumCenti)
            figures = try RTPFigures(from: decoder)
            largestShapeChange = try c.decode(ShapeChange.self, forKey: .largestShapeChange)
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(rows, forKey: .rows)
            try c.encode(risk, forKey: .risk)
            try c.encode(shapeCenti, forKey: .shapeCenti)
            try c.encode(tunedCenti, forKey: .tunedCenti)
            try c.encode(minimumCenti, forKey: .minimumCenti)
            try figures.encode(to: encoder)
            try c.encode(largestShapeChange, forKey: .largestShapeChange)
        }
    }
    struct ShapeChange: Codable, Equatable {
        var bucket: Int
        var relative: JSONNumber
    }

    /// Slots: the paytable before and after, the figures, the hit frequency and the PAR sheet.
    struct Slots: Codable, Equatable {
        var paytable: [PaytableLine]
        var figures: RTPFigures
        var hitFrequency: String
        var hitFrequencyDecimal: JSONNumber
        var hitBand: [String]
        var parSheet: PARSheet

        enum CodingKeys: String, CodingKey { case paytable, hitFrequency, hitFrequencyDecimal, hitBand, parSheet }

        init(
            paytable: [PaytableLine], figures: RTPFigures, hitFrequency: String, hitFrequencyDecimal: JSONNumber,
            hitBand: [String], parSheet: PARSheet
        ) {
            (self.paytable, self.figures, self.hitFrequency) = (paytable, figures, hitFrequency)
            (self.hitFrequencyDecimal, self.hitBand, self.parSheet) = (hitFrequencyDecimal, hitBand, parSheet)
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            paytable = try c.decode([PaytableLine].self, forKey: .paytable)
            figures = try RTPFigures(from: decoder)
            hitFrequency = try c.decode(String.self, forKey: .hitFrequency)
            hitFrequencyDecimal = try c.decode(JSONNumber.self, forKey: .hitFrequencyDecimal)
            hitBand = try c.decode([String].self, forKey: .hitBand)
            parSheet = try c.decode(PARSheet.self, forKey: .parSheet)
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(paytable, forKey: .paytable)
            try figures.encode(to: encoder)
            try c.encode(hitFrequency, forKey: .hitFrequency)
            try c.encode(hitFrequencyDecimal, forKey: .hitFrequencyDecimal)
            try c.encode(hitBand, forKey: .hitBand)
            try c.encode(parSheet, forKey: .parSheet)
        }
    }
    struct PaytableLine: Codable, Equatable {
        var label: String
        var shapeCenti: Int
        var tunedCenti: Int
    }
    struct PARSheet: Codable, Equatable {
        var cycle: Int
        var totalReturn: String
        var rows: [PARRow]
    }
    struct PARRow: Codable, Equatable {
        var symbols: [String]
        var line: String
        var centi: Int
        var count: Int
        var probability: String
        var contribution: String
    }

    /// One configuration the tuning writes, analysed exactly again.
    struct Verification: Codable, Equatable {
        var configuration: String
        var nominalRTP: String
        var nominalRTPDecimal: JSONNumber
        var effectiveRTP: OrderedMembers<String>
        var hitFrequency: String
        var stdDev: JSONNumber
        var volatilityIndex: JSONNumber
    }
}
