import CasinoCore
import Testing
@testable import OddsLab

/// Issue 38: a label or symbol that differs from another only by something a reader cannot see —
/// a trailing space, a no-break space, a zero-width space, case — put two rows on the disclosure
/// that read the same ("no win" paying 2.00x beside the real "no win"). Each is refused where the
/// configuration is read, in one line naming the field, the value (invisible characters written
/// as `<U+200B>`) and the rule.
@Suite("Look-alike names")
struct LookAlikeNameTests {
    /// A paytable of the real top line and one more line labelled `label`, paying 2.00x.
    static func paytable(second label: String) -> String {
        #"{"slots":{"paytable":[{"label":"SEVEN SEVEN SEVEN","multiplier":200,"line":["SEVEN","SEVEN","SEVEN"]},"#
            + #"{"label":"\#(label)","multiplier":2,"count":{"symbol":"CHERRY","atLeast":1}}]}}"#
    }

    /// The default strips with reel 2's first stop named `symbol`.
    static func strips(secondReelFirst symbol: String) -> String {
        var reels = SlotsConfiguration.defaults.reels
        reels[1][0] = symbol
        let strips = reels.map { "[" + $0.map { "\"\($0)\"" }.joined(separator: ",") + "]" }
        return #"{"slots":{"reels":["# + strips.joined(separator: ",") + "]}}"
    }

    static let labelSpoofs: [(name: String, label: String, error: String)] = [
        (
            "trailing space", "no win ",
            #"slots.paytable[1].label: "no win " begins or ends with a space (it would not show on the page)"#
        ),
        (
            "no-break space", "no win\u{00A0}",
            #"slots.paytable[1].label: "no win<U+00A0>" holds the space U+00A0 (only the ordinary space U+0020 is allowed)"#
        ),
        (
            "zero-width space", "no win\u{200B}",
            #"slots.paytable[1].label: "no win<U+200B>" holds the invisible character U+200B (a name must show all it holds)"#
        ),
        (
            "capital letter", "No win",
            #"slots.paytable[1].label: "No win" reads as "no win", reserved for combinations that pay nothing"#
        ),
        (
            "two spaces", "no  win",
            #"slots.paytable[1].label: "no  win" reads as "no win", reserved for combinations that pay nothing"#
        ),
        (
            "a second top line in other case", "Seven Seven Seven",
            #"slots.paytable[1].label: "Seven Seven Seven" reads the same as the label of slots.paytable[0]"#
        ),
        (
            "a second top line with a zero-width space", "SEVEN\u{200B} SEVEN SEVEN",
            #"slots.paytable[1].label: "SEVEN<U+200B> SEVEN SEVEN" holds the invisible character U+200B (a name must show all it holds)"#
        )
    ]

    @Test(arguments: LookAlikeNameTests.labelSpoofs.indices)
    func aLabelThatReadsAsAnotherOrAsNoWinIsRefused(_ index: Int) {
        let (name, label, expected) = Self.labelSpoofs[index]
        do {
            _ = try GameConfiguration.parse(json: Self.paytable(second: label))
            Issue.record("accepted the \(name) spoof")
        } catch {
            #expect(error.description == expected, "\(name)")
        }
    }

    /// Format characters (Cf), fillers, selectors and code points no font draws reliably, in a
    /// label and in a symbol.
    static let invisible: [(name: String, scalar: Unicode.Scalar)] = [
        ("word joiner", "\u{2060}"), ("byte-order mark", "\u{FEFF}"), ("inhibit symmetric swapping", "\u{206A}"),
        ("tag letter A", "\u{E0041}"), ("cancel tag", "\u{E007F}"), ("soft hyphen", "\u{00AD}"),
        ("Hangul choseong filler", "\u{115F}"), ("Hangul jungseong filler", "\u{1160}"),
        ("Hangul filler", "\u{3164}"), ("halfwidth Hangul filler", "\u{FFA0}"),
        ("Mongolian vowel separator", "\u{180E}"), ("variation selector 16 after a letter", "\u{FE0F}"),
        ("variation selector 1", "\u{FE00}"), ("combining grapheme joiner", "\u{034F}"),
        ("zero-width joiner between letters", "\u{200D}"), ("noncharacter U+FFFF", Unicode.Scalar(0xFFFF)!),
        ("noncharacter U+FDD0", Unicode.Scalar(0xFDD0)!), ("private use", "\u{E000}"),
        ("unassigned U+0378", Unicode.Scalar(0x0378)!),
        ("Braille blank", "\u{2800}"), ("ideographic space", "\u{3000}"), ("narrow no-break space", "\u{202F}")
    ]

    @Test(arguments: LookAlikeNameTests.invisible.indices)
    func anInvisibleCharacterInALabelOrSymbolIsRefusedAndShownAsItsCodePoint(_ index: Int) {
        let (name, scalar) = Self.invisible[index]
        let code = DisplayName.codePoint(scalar)
        let inLabel = Self.paytable(second: "CHERRY\(scalar)X")
        let inSymbol = Self.strips(secondReelFirst: "SEVEN\(scalar)X")
        for (json, path) in [(inLabel, "slots.paytable[1].label"), (inSymbol, "slots.reels[1][0]")] {
            do {
                _ = try GameConfiguration.parse(json: json)
                Issue.record("accepted a \(name) at \(path)")
            } catch {
                #expect(error.description.hasPrefix(path + ": "), "\(name): \(error.description)")
                #expect(error.description.contains("<\(code)>X\""), "\(name): \(error.description)")
                #expect(error.description.contains("holds the "), "\(name): \(error.description)")
                #expect(error.description.unicodeScalars.allSatisfy { $0.value < 0x7F }, "\(name)")
            }
        }
    }

    @Test func aSymbolThatReadsAsAnotherIsRefused() {
        do {
            _ = try GameConfiguration.parse(json: Self.strips(secondReelFirst: "seven"))
            Issue.record("accepted")
        } catch {
            #expect(error.description == #"slots.reels[1][0]: "seven" reads the same as the symbol "SEVEN""#)
        }
    }

    @Test func aProfileNameWithAnInvisibleCharacterIsRefused() {
        for name in ["me\u{200B}", "me ", "me\u{00A0}too"] {
            do {
                _ = try UserProfile.overriding(.named("casual")!, with: Array(#"{"name":"\#(name)"}"#.utf8))
                Issue.record("accepted \(name.unicodeScalars.map { DisplayName.codePoint($0) })")
            } catch {
                #expect(error.description.hasPrefix("name: \""), "\(error.description)")
                #expect(error.description.contains(" holds the ") || error.description.contains(" begins or ends "))
            }
        }
    }

    /// The defaults, and names whose every character shows: emoji with their presentation
    /// selector or joined by U+200D, accents, one space between words.
    @Test func visibleNamesAndTheDefaultsAreAccepted() throws {
        #expect(try GameConfiguration.parse(json: "{}") == GameConfiguration.defaults)
        for label in ["🍒 any cherry", "❤️ hearts", "👨‍👩‍👧 family", "café crème", "2 × BAR"] {
            let configuration = try GameConfiguration.parse(json: Self.paytable(second: label))
            #expect(configuration.slots.paytable[1].label == label)
        }
        let config = try GameConfiguration.parse(json: Self.strips(secondReelFirst: "🍒"))
        #expect(config.slots.reels[1][0] == "🍒")
    }
}
