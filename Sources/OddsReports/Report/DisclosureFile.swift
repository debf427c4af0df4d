import CasinoCore
import OddsLab

/// The schema of `odds-disclosure.json` (the disclosure, machine-readable, for the app to render):
/// one type for both sides. `DisclosureJSON.text` encodes it with `JSONTreeEncoder` and prints it
/// with `JSONValue.jsonText`; a reader decodes it with `JSONTreeDecoder` (`DisclosureFileTests`
/// reads the committed `Reports/odds-disclosure.json` back and prints it to the same bytes).
/// Members are in the order the file prints them; an exact figure is a fraction's text
/// (`"97/100"`), `null` where there is none.
struct DisclosureFile: Codable, Equatable {
    var toolVersion: String
    var configurationDigest: String
    var asOf: String
    var returnFloorPPM: Int
    var returnFloor: String
    var independence: String
    var responsiblePlay: String
    var wager: Int
    var moment: String
    var rounding: String
    var offerSummary: String
    var choices: [Choice]
    var choicesAcceptingSomeWager: Int
    var choicesWithNoAcceptedWager: [String]
    var floorRounding: FloorRounding
    var examples: [Example]
    var capByTimeOfDay: CapTable
    var capByMinutesHeld: CapTable

    struct Choice: Codable, Equatable {
        var game: String
        var variant: String
        var options: OrderedMembers<String>
        var effectiveReturnAtWager: String?
        var keptPer100AtWager: String
        var acceptedAtWager: Bool
        var smallestAcceptedWager: Int?
        var acceptedCommonStakes: [Int]
        var card: Cards?
        /// The headline (`PaidInFull`): the largest multiplier some accepted bet is paid in full,
        /// the bet that shows it (held alone, this many minutes before 23:59), and whether the top
        /// one is cap-limited (and the configuration says so).
        var paidInFull: PaidInFull
        var sentences: [String]
        var outcomes: [Outcome]
    }
    struct PaidInFull: Codable, Equatable {
        var topMultiplier: String
        var headlineMultiplier: String?
        var witnessStake: Int?
        var witnessMinutesUntilMidnight: Int?
        var capLimited: Bool
        var markedCapLimited: Bool
    }
    struct Outcome: Codable, Equatable {
        var label: String
        var probability: String
        var centi: Int
        var multiplier: String
        var chancePercent: String
    }
    /// One choice's bet cards: each figure as its exact fraction and as printed.
    struct Cards: Codable, Equatable {
        var atWager: Card
        var atSmallestAcceptedWager: Card?
        var atCommonStakes: [Card]
        var rareReturn: RareReturn
        var spreadOf100Minutes: Spread
    }
    struct Card: Codable, Equatable {
        var wager: Int
        var accepted: Bool
        var effectiveReturn: String?
        var keptPer100: String
        var chanceOfGain: String
        var chanceOfGainPercent: String
        var chanceOfGainOneIn: String?
        var chanceOfLosingEverything: String
        var chanceOfLosingEverythingPercent: String
        var chanceOfLosingEverythingOneIn: String?
        var largestGainMinutes: Int?
        var largestGainCappedFrom: Int?
        var largestGainChance: String?
        var largestGainChancePercent: String?
        var largestGainOneIn: String?
    }
    struct RareReturn: Codable, Equatable {
        var rarerThanOneIn: JSONNumber
        var share: String?
        var sharePer100: String
        var nominal: String?
        var nominalKeptPer100: String
        var withoutThem: String?
        var withoutThemKeptPer100: String
        var results: Int
        var likeliest: String?
        var likeliestOneIn: String?
    }
    struct Spread: Codable, Equatable {
        var low: Int
        var high: Int
    }
    struct FloorRounding: Codable, Equatable {
        var wagers: [Int]
        var rows: [RoundingRow]
    }
    struct RoundingRow: Codable, Equatable {
        var choice: String
        var nominalReturn: String
        var nominalKeptPer100: String
        var effectiveReturns: [String]
        var keptPer100: [String]
        var accepted: [Bool]
    }
    struct Example: Codable, Equatable {
        var game: String
        var variant: String
        var sentence: String
    }
    struct CapTable: Codable, Equatable {
        var moments: [Moment]
        var rows: [CapRow]
    }
    struct Moment: Codable, Equatable {
        var clockTime: String?
        var minutesUntilMidnight: Int
        var remainingMinutes: HeldMinutes
    }
    /// The minutes held at a moment: a number, or `"wager"` (holding only the bet).
    enum HeldMinutes: Codable, Equatable {
        case minutes(Int)
        case wager

        init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let minutes = try? c.decode(Int.self) {
                self = .minutes(minutes)
            } else if try c.decode(String.self) == "wager" {
                self = .wager
            } else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "expected minutes or \"wager\""))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case .minutes(let minutes): try c.encode(minutes)
            case .wager: try c.encode("wager")
            }
        }
    }
    struct CapRow: Codable, Equatable {
        var choice: String
        var effectiveReturns: [String]
        var keptPer100: [String]
        var accepted: [Bool]
    }
}
