import CasinoCore
import Foundation
import OddsReports
import Testing
@testable import OddsLab

/// Untrusted configuration and day-profile files: every one gives a valid value or one clean
/// error line quoting at most ~80 characters of input, in time linear in its size (limits in
/// Docs/scaling.md, "Limits"). A trap would end the test process; a quadratic or unbounded path
/// would make this suite take minutes instead of a second.
@Suite("Adversarial inputs")
struct AdversarialInputTests {
    /// 130 adversarial configurations, generated deterministically: hand-written attacks, then
    /// every attack value in every slot of the schema.
    static let corpus: [[UInt8]] = {
        var files: [[UInt8]] = []
        func add(_ text: String) { files.append(Array(text.utf8)) }
        let longDigits = String(repeating: "0", count: 200_000)
        add(#"{"mines":{"returnPPM":0.\#(longDigits)1}}"#) // the leading-zero loop (item 4)
        add(#"{"mines":{"returnPPM":1\#(longDigits)}}"#)
        add(#"{"mines":{"returnPPM":1e999999999999999999}}"#)
        add(#"{"mines":{"returnPPM":1e-999999999999999999}}"#)
        add(#"{"crash":{"targets":[\#(Array(repeating: "2", count: 100_000).joined(separator: ","))]}}"#)
        add(
            "{\"slots\":{\"reels\":[[" + (0..<60_000).map { "\"s\($0)\"" }.joined(separator: ",")
                + "],[\"a\"],[\"b\"]]}}") // distinct symbols
        add("{\"" + String(repeating: "k", count: 500_000) + "\":1}") // a huge key, echoed in the error
        add(String(repeating: "[", count: 100_000))
        add(String(repeating: "{\"a\":", count: 10_000) + "1" + String(repeating: "}", count: 10_000))
        add(#"{"crash":{"returnPPM":990000},"crash":{"returnPPM":1}}"#)
        add(#"{"slots":{"paytable":[{"label":"x","label":"y","multiplier":2,"line":["*","*","*"]}]}}"#)
        files.append(Array(#"{"slots":{"reels":[["\#u{0}"],["B"],["C"]]}}"#.utf8))
        files.append([
            0x7B, 0x22, 0x73, 0x6C, 0x6F, 0x74, 0x73, 0x22, 0x3A, 0x7B, 0x22, 0x72, 0x65, 0x65, 0x6C, 0x73, 0x22, 0x3A,
            0x5B, 0x5B, 0x22, 0xFF, 0x22, 0x5D, 0x2C, 0x5B, 0x22, 0xFE, 0x22, 0x5D, 0x2C, 0x5B, 0x22, 0x41, 0x22, 0x5D,
            0x5D, 0x7D, 0x7D
        ])
        add(#"{"slots":{"paytable":[{"label":"never","multiplier":5,"line":["SEVEN","CHERRY","NOPE"]}]}}"#)
        add(
            #"{"slots":{"reels":[["A","B"],["A","B"],["A","B"]],"paytable":[{"label":"AAA","multiplier":2,"line":["A","A","A"]},{"label":"AAA again","multiplier":1,"line":["A","A","A"]}]}}"#
        )
        add("")
        add("\u{FEFF}{}")
        add("null")
        add(#""\ud800""#)
        add(#"{"a":"\u0000"}"#)
        let slots = [
            #"{"crash":{"returnPPM":@}}"#, #"{"crash":{"minimumTarget":@}}"#, #"{"crash":{"maximumTarget":@}}"#,
            #"{"crash":{"targets":[@]}}"#, #"{"mines":{"returnPPM":@}}"#,
            #"{"plinko":{"tables":{"8":{"low":[@,2,1,0.5,0.4,0.5,1,2,5]}}}}"#,
            #"{"slots":{"paytable":[{"label":"x","multiplier":@,"count":{"symbol":"CHERRY","atLeast":1}}]}}"#,
            #"{"slots":{"paytable":[{"label":"x","multiplier":2,"count":{"symbol":"CHERRY","atLeast":@}}]}}"#,
            #"{"slots":{"reels":[[@],["A"],["B"]]}}"#, #"{"plinko":{"tables":{@:{"low":[]}}}}"#,
            #"{"slots":{"paytable":[{"label":@,"multiplier":2,"line":["*","*","*"]}]}}"#
        ]
        let values = [
            "-0", "-1e400", "1e400", "NaN", "-Infinity", "0.000000000000000000001", "99999999999999999999",
            "1.005", "\"" + String(repeating: "x", count: 10_000) + "\"", "[]", "{}", "null", "true",
            String(repeating: "9", count: 101)
        ]
        for slot in slots { for value in values { add(slot.replacingOccurrences(of: "@", with: value)) } }
        return files
    }()

    @Test func atLeastOneHundredAdversarialConfigurationsGiveAValueOrOneShortLine() {
        #expect(Self.corpus.count >= 100)
        for (i, bytes) in Self.corpus.enumerated() {
            do {
                _ = try GameConfiguration.parse(bytes: bytes, source: "config.json")
            } catch {
                #expect(!error.description.contains("\n"), "config \(i)")
            }
            // What `--config` prints (`GameConfiguration.loadFile`): the file's error, each part clipped.
            do {
                _ = try GameConfiguration.parse(bytes: bytes, source: "") {
                    InputError(flag: .config, path: "config.json", contents: $0)
                }
            } catch {
                let line = error.printedText
                #expect(!line.contains("\n"), "config \(i)")
                #expect(line.count < 400, "config \(i): \(line.prefix(200))")
            }
        }
    }

    @Test func theSameCorpusAsDayProfilesGivesAValueOrOneShortLine() {
        let profiles: [[UInt8]] =
            Self.corpus + [
                Array(#"{"bet":{"strategy":"fixed","minutes":5,"minutes":500}}"#.utf8),
                Array(#"{"games":[{"game":"crash","target":2,"target":3}]}"#.utf8),
                Array(#"{"dailyAllowanceMinutes":0.\#(String(repeating: "0", count: 100_000))1}"#.utf8)
            ]
        for (i, bytes) in profiles.enumerated() {
            do {
                _ = try UserProfile.overriding(.named("casual")!, with: bytes)
            } catch {
                #expect(!error.description.contains("\n"), "profile \(i)")
                #expect(error.description.count < 500, "profile \(i): \(error.description.prefix(200))")
            }
        }
    }

    // The reproductions of items 4 and 6, one line each.

    @Test func aNumberLongerThanOneHundredCharactersIsRefusedBeforeAnyWork() {
        let json = #"{"mines":{"returnPPM":0.\#(String(repeating: "0", count: 1_000_000))1}}"#
        #expect(throws: InputError.self) { try GameConfiguration.parse(json: json) }
        do { _ = try GameConfiguration.parse(json: json) } catch {
            #expect(error.description.hasPrefix("mines.returnPPM: 0.000"))
            #expect(error.description.hasSuffix("… is longer than 100 characters"))
        }
    }

    @Test func manyDistinctSlotSymbolsAreRefusedAsTheyAreRead() {
        let json =
            "{\"slots\":{\"reels\":[[" + (0..<200_000).map { "\"\($0)\"" }.joined(separator: ",")
            + "],[\"a\"],[\"b\"]]}}"
        do {
            _ = try GameConfiguration.parse(json: json)
            Issue.record("accepted")
        } catch {
            #expect(error.description == "slots.reels: more than 64 distinct symbols is too many (at most 64)")
        }
    }

    @Test func anErrorQuotesAtMostEightyCharactersOfAHugeKey() {
        let key = String(repeating: "k", count: 10_000_000)
        do {
            _ = try GameConfiguration.parse(json: "{\"\(key)\":1}")
            Issue.record("accepted")
        } catch {
            #expect(error.description == String(repeating: "k", count: 80) + "…: unknown key")
        }
    }

    @Test func invalidUTF8InASymbolIsRefusedNotReplaced() {
        let bytes = Array(#"{"slots":{"reels":[["A"],["B"],["C"#.utf8) + [0xFF] + Array(#""]]}}"#.utf8)
        do {
            _ = try GameConfiguration.parse(bytes: bytes, source: "config.json")
            Issue.record("accepted")
        } catch {
            #expect(error.description.hasPrefix("config.json: is not JSON (line 1, column "))
            #expect(error.description.hasSuffix(": a string is not valid UTF-8)"))
        }
    }

    @Test func aPaytableLineThatNeverPaysIsRefused() {
        // The cheaper of two lines with the same symbols never pays: the better one always wins.
        let json = #"""
            {"slots":{"reels":[["A","B"],["A","B"],["A","B"]],"paytable":[
              {"label":"AAA","multiplier":3,"line":["A","A","A"]},
              {"label":"AAA cheaper","multiplier":2,"line":["A","A","A"]}]}}
            """#
        do {
            _ = try GameConfiguration.parse(json: json)
            Issue.record("accepted")
        } catch {
            #expect(
                error.description
                    == #"slots.paytable[1]: "AAA cheaper" never pays: no stop combination shows it, or a better line always pays instead"#
            )
        }
    }

    /// Labels, symbols and profile names are printed raw into the tables, the Markdown disclosure
    /// and the CSV: an ESC, BEL, NUL, CR, line break or U+202E there is refused where it is read.
    @Test func aControlCharacterInALabelSymbolOrProfileNameIsRefused() {
        for control in [#"\u001b[2J"#, #"\u0007"#, #"\u0000"#, #"\r"#, #"\n"#, "\u{202E}", #"\u202e"#] {
            let label =
                #"{"slots":{"paytable":[{"label":"win\#(control)","multiplier":2,"count":{"symbol":"SEVEN","atLeast":1}}]}}"#
            let symbol = #"{"slots":{"reels":[["A\#(control)"],["B"],["C"]]}}"#
            for json in [label, symbol] {
                do {
                    _ = try GameConfiguration.parse(json: json)
                    Issue.record("accepted \(json)")
                } catch {
                    #expect(error.description.contains("holds a control character"), "\(error.description)")
                    #expect(!error.description.unicodeScalars.contains(where: InputQuote.isControl))
                }
            }
            do {
                _ = try UserProfile.overriding(.named("casual")!, with: Array(#"{"name":"me\#(control)"}"#.utf8))
                Issue.record("accepted a profile name with \(control)")
            } catch {
                #expect(error.description.contains("holds a control character"), "\(error.description)")
                #expect(!error.description.unicodeScalars.contains(where: InputQuote.isControl))
            }
        }
    }

    /// 99 900 targets planned 114 824 check cases (23 s, 910 MB for `check --list`): the list is
    /// bounded where it is read.
    @Test func crashTargetsAreBoundedWhereTheyAreRead() {
        let targets = (0...GameConfiguration.maximumCrashTargets).map { String(2 + $0) }.joined(separator: ",")
        do {
            _ = try GameConfiguration.parse(json: #"{"crash":{"targets":[\#(targets)]}}"#)
            Issue.record("accepted")
        } catch {
            #expect(error.description == "crash.targets: 101 targets is too many (at most 100)")
        }
    }

    /// The Mines table's limit is the reader's: 1 000 000x (it said "at most 100000000.00x").
    @Test func aMinesMultiplierErrorStatesTheReadersLimit() {
        do {
            var rows = (1...24).map { mines in [String](repeating: "null", count: 25 - mines) }
            rows[0][0] = "0"
            let table = rows.map { "[" + $0.joined(separator: ",") + "]" }.joined(separator: ",")
            _ = try GameConfiguration.parse(json: #"{"mines":{"multipliers":[\#(table)]}}"#)
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains("at most 1000000.00x"), "\(error.description)")
        }
    }

    @Test func duplicateKeysInsideAProfileAreRefusedAsAtTheTop() {
        for json in [
            #"{"bet":{"strategy":"fixed","minutes":5,"minutes":500}}"#,
            #"{"games":[{"game":"crash","target":2,"target":3}]}"#
        ] {
            do {
                _ = try UserProfile.overriding(.named("casual")!, with: Array(json.utf8))
                Issue.record("accepted \(json)")
            } catch {
                #expect(error.description.hasSuffix("is given twice"), "\(json): \(error)")
            }
        }
    }

    @Test func aConfigurationFileIsReadOnceAndItsDigestIsOfTheBytesParsed() throws {
        let path = NSTemporaryDirectory() + "casino-odds-config-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = #"{"mines":{"returnPPM":970000}}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let file = try GameConfiguration.loadFile(path: path)
        // changed after the read: the digest keeps the bytes parsed
        try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        #expect(file.digest == RunSpec.digest(of: Array(text.utf8)))
        #expect(file.configuration.mines.returnPPM == 970_000)
    }

    @Test func aFileOverTheSizeLimitOrNotARegularFileIsRefusedWithoutReadingIt() throws {
        let folder = NSTemporaryDirectory() + "casino-odds-inputs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let big = folder + "/big.json"
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        #expect(truncate(big, off_t(InputFile.maximumConfigurationBytes + 1)) == 0) // sparse: no 1 MB written
        #expect(mkfifo(folder + "/fifo", 0o644) == 0)
        let cases = [
            (big, "is larger than 1048576 bytes"), (folder + "/fifo", "is not a regular file"),
            (folder, "is a folder, not a file"), (folder + "/none", "does not exist")
        ]
        for (path, reason) in cases {
            do {
                _ = try GameConfiguration.load(path: path)
                Issue.record("accepted \(path)")
            } catch {
                #expect(error.spelledMessage == "--config \(path): \(reason)")
            }
        }
    }

    @Test func aControlCharacterAfterABackslashStaysOnOneLine() {
        // The fuzzer's first finding: `"\` then a newline was echoed raw, breaking the one-line error.
        do {
            _ = try GameConfiguration.parse(bytes: Array("\"\\\n\"".utf8), source: "config.json")
            Issue.record("accepted")
        } catch {
            #expect(
                error.description
                    == "config.json: is not JSON (line 1, column 4: invalid escape: a backslash before byte 0xA)")
        }
    }

    /// The fuzz seed corpus (Fuzz/corpus, including every input that ever crashed a target) is
    /// replayed here too, so a fixed finding stays fixed even where the fuzzer is not run.
    @Test func everyFuzzCorpusFileGivesAValueOrOneLine() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")
        var replayed = 0
        for target in ["configuration", "profile", "result"] {
            let folder = root.appendingPathComponent(target)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
                replayed += 1
                switch target {
                case "configuration":
                    do { _ = try GameConfiguration.parse(bytes: bytes, source: name) } catch {
                        #expect(!error.description.contains("\n"), "\(target)/\(name)")
                    }
                case "profile":
                    do { _ = try UserProfile.overriding(.named("casual")!, with: bytes) } catch {
                        #expect(!error.description.contains("\n"), "\(target)/\(name)")
                    }
                default:
                    do { _ = try MonteCarloResult(json: Data(bytes), name: name).json } catch let error as InputError {
                        #expect(!error.message.contains("\n"), "\(target)/\(name)")
                    }
                }
            }
        }
        #expect(replayed >= 12)
    }
}
