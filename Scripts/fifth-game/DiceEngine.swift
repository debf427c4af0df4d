/// Dice, a fifth game in one file: a die of `faces` faces (1…faces, each equally likely); the player
/// picks how many faces win (a roll of at most `winningFaces`) and a win pays the multiplier
/// `floor(returnPPM · faces / (10 000 · winningFaces))` hundredths, so every choice returns at most `r`.
public struct DiceConfiguration: GameConfigurationPart {
    /// The number of faces of the die: 2…10 000.
    public var faces: Int
    /// The return rate `r` in parts per million.
    public var returnPPM: Int
    /// The choices the app lists: numbers of winning faces, increasing, each 1…faces − 1.
    public var offeredWinningFaces: [Int]

    public init(faces: Int, returnPPM: Int, offeredWinningFaces: [Int]) {
        self.faces = faces
        self.returnPPM = returnPPM
        self.offeredWinningFaces = offeredWinningFaces
    }

    /// A hundred faces, r = 0.97, five choices from 1 in 10 to 9 in 10.
    public static let defaults = DiceConfiguration(
        faces: 100, returnPPM: 970_000, offeredWinningFaces: [10, 25, 50, 75, 90])

    /// What a win pays when `winningFaces` of the faces win.
    public func multiplier(winningFaces: Int) -> Centi {
        Centi(Int(WideUnsigned(returnPPM) * WideUnsigned(faces) / (10_000 * WideUnsigned(winningFaces))))
    }

    /// Checks every rule; the error's path starts with `dice.`.
    public func validate() throws(ConfigurationError) {
        if faces < 2 || faces > 10_000 {
            throw ConfigurationError(path: "dice.faces", value: String(faces), rule: "must be 2…10000")
        }
        try validateReturnPPM(returnPPM, path: "dice.returnPPM")
        if offeredWinningFaces.isEmpty {
            throw ConfigurationError(path: "dice.offered", rule: "must list at least one choice")
        }
        for (i, w) in offeredWinningFaces.enumerated() {
            if w < 1 || w >= faces {
                throw ConfigurationError(
                    path: "dice.offered[\(i)]", value: String(w), rule: "is outside 1…\(faces - 1)")
            }
            if i > 0 && w <= offeredWinningFaces[i - 1] {
                throw ConfigurationError(
                    path: "dice.offered[\(i)]", value: String(w), rule: "is not above the one before it")
            }
        }
    }
}

/// The Dice player's choice: how many faces win.
public struct DiceOptions: Hashable, Sendable, CustomStringConvertible {
    public var winningFaces: Int
    public init(winningFaces: Int) { self.winningFaces = winningFaces }
    /// 50: what commands that play use.
    public static let `default` = DiceOptions(winningFaces: 50)
    /// `"roll at most 50"`.
    public var description: String { "roll at most \(winningFaces)" }
}

extension GameConfiguration {
    /// Dice's configuration (a part: `GameConfiguration` has no field of its own for it).
    public var dice: DiceConfiguration {
        get { self[part: DiceConfiguration.self] }
        set { self[part: DiceConfiguration.self] = newValue }
    }
}

extension GameKind {
    /// Dice.
    public static let dice = GameKind(name: "dice")
}

/// Dice with its choice fixed: one bounded draw per roll.
public struct DiceEngine: RegisteredGameEngine {
    public static var kind: GameKind { .dice }
    public let configuration: DiceConfiguration
    public let options: DiceOptions
    public let outcomeTable: OutcomeTable

    public init(configuration: DiceConfiguration = .defaults, options: DiceOptions = .default)
        throws(ConfigurationError)
    {
        try configuration.validate()
        if options.winningFaces < 1 || options.winningFaces >= configuration.faces {
            throw ConfigurationError(
                path: "winningFaces", value: String(options.winningFaces),
                rule: "is outside 1…\(configuration.faces - 1)")
        }
        self.configuration = configuration
        self.options = options
        let win = ExactFraction(WideUnsigned(options.winningFaces), WideUnsigned(configuration.faces))
        let loss = ExactFraction(
            WideUnsigned(configuration.faces - options.winningFaces), WideUnsigned(configuration.faces))
        self.outcomeTable = OutcomeTable([
            Outcome(label: "roll above \(options.winningFaces)", probability: loss, centi: Centi(0)),
            Outcome(
                label: "roll at most \(options.winningFaces)", probability: win,
                centi: configuration.multiplier(winningFaces: options.winningFaces))
        ])
    }

    /// Reads `"roll at most 50"`, the winning faces.
    public init?(recorded options: String, configuration: GameConfiguration) throws(ConfigurationError) {
        let words = options.split(separator: " ").map(String.init)
        guard words.count == 4, words[0] == "roll", let winningFaces = Int(words[3]) else { return nil }
        try self.init(configuration: configuration.dice, options: DiceOptions(winningFaces: winningFaces))
    }

    /// `"roll at most 50"`.
    public var recordedOptions: String { "roll at most \(options.winningFaces)" }

    /// - Complexity: one bounded draw (Lemire), one comparison.
    @inlinable
    public func playOutcome<G: BitGenerator>(using generator: inout G) -> Int {
        generator.nextBounded(UInt64(configuration.faces)) < UInt64(options.winningFaces) ? 1 : 0
    }
}
