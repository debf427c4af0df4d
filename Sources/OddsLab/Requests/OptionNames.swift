import CasinoCore

/// The tool's options the lab's messages name, by key: the lab never spells an option, the tool
/// does (`casino-odds` prints `.wagers` as `--wagers`). A game's own options are named by its
/// descriptor (`GameOption.optionName`).
extension OptionName {
    static let audit = OptionName("audit")
    static let baseline = OptionName("baseline")
    static let bounded = OptionName("bounded")
    static let chiSquare = OptionName("chi-square")
    static let config = OptionName("config")
    static let count = OptionName("count")
    static let days = OptionName("days")
    static let dayShare = OptionName("day-share")
    static let exportHash = OptionName("export-hash")
    static let exportHistory = OptionName("export-history")
    static let forFloor = OptionName("for-floor")
    static let format = OptionName("format")
    static let from = OptionName("from")
    static let game = OptionName("game")
    static let help = OptionName("help")
    static let interleave = OptionName("interleave")
    static let junit = OptionName("junit")
    static let killEveryWrite = OptionName("kill-every-write")
    static let list = OptionName("list")
    static let minMultiplier = OptionName("min-multiplier")
    static let outcomes = OptionName("outcomes")
    static let output = OptionName("output")
    static let outputDir = OptionName("output-dir")
    static let param = OptionName("param")
    static let pays = OptionName("pays")
    static let profile = OptionName("profile")
    static let profileFile = OptionName("profile-file")
    static let receipt = OptionName("receipt")
    static let remaining = OptionName("remaining")
    static let replay = OptionName("replay")
    static let returnFloor = OptionName("return-floor")
    static let risk = OptionName("risk")
    static let seed = OptionName("seed")
    static let shape = OptionName("shape")
    static let shard = OptionName("shard")
    static let stake = OptionName("stake")
    static let stakes = OptionName("stakes")
    static let steps = OptionName("steps")
    static let stream = OptionName("stream")
    static let threads = OptionName("threads")
    static let tiles = OptionName("tiles")
    static let to = OptionName("to")
    static let traceEvents = OptionName("trace-events")
    static let untilMidnight = OptionName("until-midnight")
    static let wagers = OptionName("wagers")

    /// The option a configuration error's path names when it is one every command takes: `game`,
    /// `tiles`, or a registered game's option (`rows`); nil for a path in a configuration.
    init?(configurationPath path: String) {
        if path == "game" || path == "tiles" {
            self.init(path)
        } else if let option = GameRegistry.options.first(where: { $0.option.name == path })?.option {
            self = option.optionName
        } else {
            return nil
        }
    }
}
