import Foundation
import Testing

/// No body over 60 lines (issue 42): every `func`, `init`, `deinit`, `subscript` and computed
/// property under Sources, measured by `BodyLengths` (lines from its opening brace to its closing
/// brace, both counted), is at most `limit` lines long, unless it is listed in `allowed` with why.
/// A hot loop stays long because splitting it is not free (each is named in Docs/performance.md,
/// "The bodies that stay long", with why); the others listed are being replaced by another slice of
/// issue 42 and are to be removed from the list when they are.
@Suite("Body lengths")
struct BodyLengthTests {
    static let limit = 60

    enum Why: Equatable {
        /// A hot loop (or the gate's exhaustive proof), named in Docs/performance.md as `name`.
        case hotLoop(_ name: String)
        /// A hand-built JSON writer or reader that one schema type per format replaces (issue 42's
        /// schema slice): drop it from the list when that lands.
        case beingReplacedBySchema
        /// A decision proof, tuner or per-game switch that the closed registry reworks (issue 42's
        /// registry slice): drop it from the list when that lands.
        case beingReplacedByRegistry
    }

    /// "file name" → the body's length today (a ceiling: it may shrink, not grow) and why it stays.
    static let allowed: [String: (lines: Int, why: Why)] = [
        // Hot loops and the gate's code (Docs/performance.md, "The bodies that stay long").
        "Sources/OddsLab/Days/DayTimeline.swift playMinutes": (107, .hotLoop("DayTimeline.playMinutes")),
        "Sources/OddsLab/Days/DayTimeline.swift tapLock": (66, .hotLoop("DayTimeline.tapLock")),
        "Sources/OddsLab/Days/DayTimeline+Games.swift playRound": (72, .hotLoop("DayTimeline.playRound")),
        "Sources/OddsLab/Days/InvariantChecker.swift observe": (89, .hotLoop("InvariantChecker.observe")),
        "Sources/OddsLab/MonteCarlo/MonteCarloRunner.swift countOutcomesInLanes":
            (76, .hotLoop("MonteCarloRunner.countOutcomesInLanes")),
        "Sources/OddsLab/Checks/FloorGate.swift init": (98, .hotLoop("FloorGate.init")),
        "Sources/OddsLab/Checks/FloorGate.swift items": (84, .hotLoop("FloorGate.items")),
        "Sources/OddsLab/Checks/MinesDigitChain.swift init": (61, .hotLoop("MinesDigitChain.init")),
        "Sources/CasinoCore/Persistence/Transaction+Chain.swift withChainBytes":
            (68, .hotLoop("Transaction.withChainBytes"))
    ]

    /// Every body under Sources longer than `limit`, as "file name" → its length (the longest when
    /// a file has two of one name).
    static func longBodies() throws -> [String: Int] {
        let sources = ImportRuleTests.root.appendingPathComponent("Sources")
        guard let walk = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [:] }
        var result: [String: Int] = [:]
        for case let file as URL in walk where file.pathExtension == "swift" {
            let path = "Sources/" + file.path.dropFirst(sources.path.count + 1)
            for body in BodyLengths.bodies(in: try String(contentsOf: file, encoding: .utf8)) where body.lines > limit {
                result["\(path) \(body.name)"] = max(result["\(path) \(body.name)"] ?? 0, body.lines)
            }
        }
        return result
    }

    @Test func noBodyIsLongerThanTheLimitUnlessListedWithWhy() throws {
        let found = try Self.longBodies()
        #expect(!found.isEmpty || Self.allowed.isEmpty, "no Swift files under \(ImportRuleTests.root.path)/Sources")
        for (key, lines) in found.sorted(by: { $0.key < $1.key }) {
            guard let allowance = Self.allowed[key] else {
                Issue.record("\(key): \(lines) lines, over \(Self.limit): split it into named helpers")
                continue
            }
            if lines > allowance.lines {
                Issue.record(
                    "\(key): \(lines) lines, more than the \(allowance.lines) allowed: split it, don't grow it")
            }
        }
        for key in Self.allowed.keys.sorted() where found[key] == nil {
            Issue.record("\(key) is no longer over \(Self.limit) lines (or gone): remove it from the list")
        }
    }

    @Test func everyHotLoopThatStaysLongIsNamedInThePerformancePage() throws {
        let page = try String(
            contentsOf: ImportRuleTests.root.appendingPathComponent("Docs/performance.md"), encoding: .utf8)
        for (key, allowance) in Self.allowed.sorted(by: { $0.key < $1.key }) {
            guard case .hotLoop(let name) = allowance.why else { continue }
            #expect(page.contains("`\(name)`"), "\(key): Docs/performance.md does not name `\(name)` with why")
        }
    }

    @Test func theMatcherCountsFromTheOpeningToTheClosingBraceAndSkipsStringsAndComments() {
        let text = """
            struct S {
                var computed: Int {
                    1
                }
                var stored = { 2 }()
                func f(x: () -> Void = { }) -> String {
                    // } a brace in a comment
                    let s = "}\\(x) {"
                    let t = #"}"#
                    /* { */
                    return s + t + \"""
                        }
                        \"""
                }
                init() {}
            }
            protocol P {
                func g()
                var h: Int { get }
            }
            """
        let bodies = BodyLengths.bodies(in: text)
        #expect(
            bodies.map { "\($0.keyword) \($0.name) \($0.firstLine)-\($0.lastLine)" } == [
                "var computed 2-4", "func f 6-14", "init init 15-15", "var h 19-19"
            ])
        #expect(bodies.map(\.lines) == [3, 9, 1, 1])
    }
}
