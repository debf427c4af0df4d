import Testing
@testable import CasinoCore

/// The rule behind issue 38's look-alike labels: two names that read the same have the same key,
/// and a machine whose labels or symbols read the same, or read as "no win", is refused by the
/// core itself (the app builds machines too, not only the lab's reader).
@Suite("Display names")
struct DisplayNameTests {
    @Test func namesThatReadTheSameHaveTheSameKey() {
        let noWin = DisplayName.key("no win")
        for spoof in [
            "no win ", " no win", "no win\u{00A0}", "no win\u{200B}", "No win", "NO WIN", "no  win", "no\u{3000}win"
        ] {
            #expect(DisplayName.key(spoof) == noWin, "\(spoof.unicodeScalars.map { DisplayName.codePoint($0) })")
        }
        #expect(DisplayName.key("caf\u{E9}") == DisplayName.key("CAFE\u{301}"))
        #expect(DisplayName.key("stra\u{DF}e") == DisplayName.key("STRASSE"))
        #expect(DisplayName.key("\u{2764}\u{FE0F}") == DisplayName.key("\u{2764}"))
        #expect(DisplayName.key("no win") != DisplayName.key("no wins"))
        #expect(DisplayName.key("nowin") != noWin)
    }

    @Test func aNameShowingAllItHoldsHasNoProblem() {
        for name in [
            "SEVEN SEVEN SEVEN", "2 cherries", "caf\u{E9}", "\u{1F352}", "\u{2764}\u{FE0F}", "1\u{FE0F}\u{20E3}",
            "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        ] {
            #expect(DisplayName.problem(in: name) == nil, "\(name)")
        }
        #expect(DisplayName.problem(in: "a\u{200B}") == .invisible("\u{200B}"))
        #expect(DisplayName.problem(in: "a\u{200D}b") == .invisible("\u{200D}"))
        #expect(DisplayName.problem(in: "a\u{FE0F}") == .invisible("\u{FE0F}"))
        #expect(DisplayName.problem(in: "a\u{E0041}") == .invisible("\u{E0041}"))
        #expect(DisplayName.problem(in: "a\u{00A0}b") == .unusualSpace("\u{00A0}"))
        #expect(DisplayName.problem(in: "a ") == .spaceAtAnEnd)
        #expect(DisplayName.problem(in: " a") == .spaceAtAnEnd)
    }

    @Test func labelsOrSymbolsThatReadTheSameAreRefusedByTheCore() {
        var config = SlotsConfiguration.defaults
        config.paytable[7].label = "No Win"
        #expect(
            throws: ConfigurationError(
                path: "slots.paytable[7].label", value: "\"No Win\"",
                rule: "reads as \"no win\", reserved for combinations that pay nothing")
        ) { try config.validate() }
        config = .defaults
        config.paytable[1].label = "seven  seven seven"
        #expect(
            throws: ConfigurationError(
                path: "slots.paytable[1].label", value: "\"seven  seven seven\"",
                rule: "reads the same as the label of slots.paytable[0]")
        ) { try config.validate() }
        config = .defaults
        config.reels[2][0] = "Seven"
        #expect(
            throws: ConfigurationError(
                path: "slots.reels[2][0]", value: "\"Seven\"", rule: "reads the same as the symbol \"SEVEN\"")
        ) { try config.validate() }
    }

    @Test func labelsAndSymbolsHaveALengthLimitTheDefaultsMeet() throws {
        try SlotsConfiguration.defaults.validate()
        #expect(SlotsConfiguration.defaults.paytable.allSatisfy { $0.label.unicodeScalars.count <= 40 })
        var config = SlotsConfiguration.defaults
        config.paytable[0].label = String(repeating: "7", count: SlotsConfiguration.maximumLabelLength)
        try config.validate()
        config.paytable[0].label += "7"
        #expect(
            throws: ConfigurationError(
                path: "slots.paytable[0].label", value: "\"\(config.paytable[0].label)\"",
                rule: "is longer than 40 characters (41)")
        ) { try config.validate() }
        config = .defaults
        config.reels[0][1] = String(repeating: "B", count: SlotsConfiguration.maximumSymbolLength + 1)
        #expect(
            throws: ConfigurationError(
                path: "slots.reels[0][1]", value: "\"\(config.reels[0][1])\"", rule: "is longer than 16 characters (17)"
            )
        ) { try config.validate() }
    }
}
