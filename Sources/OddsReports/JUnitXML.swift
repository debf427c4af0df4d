import CasinoCore
import OddsLab

/// A JUnit XML document, the test-report format CI dashboards read (GitHub Actions reporters,
/// GitLab, Jenkins): `<testsuites>` of `<testsuite>`s of `<testcase>`s, each passed, failed
/// (`<failure message=…>`) or skipped (`<skipped message=…>`).
///
/// Only the widely read subset is written, and no timestamps or durations, so the document is a
/// pure function of its content (the gate's report prints the same bytes for the same seed).
public struct JUnitXML: Hashable, Sendable {
    /// One test case.
    public struct TestCase: Hashable, Sendable {
        /// How a test case ended.
        public enum Status: Hashable, Sendable {
            case passed
            /// Failed, with a one-line message.
            case failed(String)
            /// Not run, with the reason.
            case skipped(String)
        }

        /// The group the case belongs to (dashboards show it as the class).
        public var className: String
        /// The case's name.
        public var name: String
        public var status: Status
        /// Free text shown with the case (figures of a pass, for instance); omitted when empty.
        public var output: String

        public init(className: String, name: String, status: Status, output: String = "") {
            self.className = className
            self.name = name
            self.status = status
            self.output = output
        }
    }

    /// One suite of test cases.
    public struct TestSuite: Hashable, Sendable {
        public var name: String
        public var cases: [TestCase]
        /// Name/value pairs recorded with the suite (seed, sizes).
        public var properties: [(String, String)]

        public init(name: String, cases: [TestCase], properties: [(String, String)] = []) {
            self.name = name
            self.cases = cases
            self.properties = properties
        }

        public static func == (lhs: TestSuite, rhs: TestSuite) -> Bool {
            lhs.name == rhs.name && lhs.cases == rhs.cases
                && lhs.properties.map { [$0.0, $0.1] } == rhs.properties.map { [$0.0, $0.1] }
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(cases)
            for (key, value) in properties { hasher.combine(key); hasher.combine(value) }
        }
    }

    /// The document's name.
    public var name: String
    public var suites: [TestSuite]

    public init(name: String, suites: [TestSuite]) {
        self.name = name
        self.suites = suites
    }

    /// The document, UTF-8, with a trailing newline. Every name and message is escaped, so text
    /// from a user's configuration cannot break it.
    ///
    /// - Complexity: O(total text).
    public var text: String {
        func count(_ cases: [TestCase], _ match: (TestCase.Status) -> Bool) -> Int {
            cases.filter { match($0.status) }.count
        }
        func isFailure(_ s: TestCase.Status) -> Bool { if case .failed = s { return true } else { return false } }
        func isSkip(_ s: TestCase.Status) -> Bool { if case .skipped = s { return true } else { return false } }
        let all = suites.flatMap(\.cases)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<testsuites name=\"\(MarkupText.escaped(name, for: .xml))\" tests=\"\(all.count)\" failures=\"\(count(all, isFailure))\" errors=\"0\" skipped=\"\(count(all, isSkip))\">\n"
        for suite in suites {
            out +=
                "  <testsuite name=\"\(MarkupText.escaped(suite.name, for: .xml))\" tests=\"\(suite.cases.count)\" failures=\"\(count(suite.cases, isFailure))\" errors=\"0\" skipped=\"\(count(suite.cases, isSkip))\">\n"
            if !suite.properties.isEmpty {
                out += "    <properties>\n"
                for (key, value) in suite.properties {
                    out +=
                        "      <property name=\"\(MarkupText.escaped(key, for: .xml))\" value=\"\(MarkupText.escaped(value, for: .xml))\"/>\n"
                }
                out += "    </properties>\n"
            }
            for testCase in suite.cases {
                let opening =
                    "    <testcase classname=\"\(MarkupText.escaped(testCase.className, for: .xml))\" name=\"\(MarkupText.escaped(testCase.name, for: .xml))\""
                var body = ""
                switch testCase.status {
                case .passed: break
                case .failed(let message):
                    body += "      <failure message=\"\(MarkupText.escaped(message, for: .xml))\"/>\n"
                case .skipped(let reason):
                    body += "      <skipped message=\"\(MarkupText.escaped(reason, for: .xml))\"/>\n"
                }
                if !testCase.output.isEmpty {
                    body += "      <system-out>\(MarkupText.escaped(testCase.output, for: .xml))</system-out>\n"
                }
                out += body.isEmpty ? opening + "/>\n" : opening + ">\n" + body + "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }
}

extension CheckReport {
    /// The report as JUnit XML: one suite per game, one test case per check (class = the case,
    /// name = the check), with the run's seed, size and false-alarm rate as properties.
    public var junit: JUnitXML {
        let plan = self.plan
        let properties: [(String, String)] = [
            ("seed", String(seed)),
            ("wagersPerCase", String(plan.wagersPerCase)),
            ("familyWiseAlpha", plan.policy.familyWiseAlpha.description),
            ("statisticalTests", String(plan.statisticalTestCount)),
            ("falseAlarmBound", plan.falseAlarmBound.description)
        ]
        func testCase(_ item: CheckItem) -> JUnitXML.TestCase {
            let status: JUnitXML.TestCase.Status
            switch item.verdict {
            case .pass: status = .passed
            case .fail: status = .failed(item.detail)
            case .notApplicable: status = .skipped(item.detail)
            }
            return JUnitXML.TestCase(
                className: item.caseTitle, name: "\(item.kind.rawValue) [\(item.kind.method)]",
                status: status, output: item.verdict == .pass ? item.detail : "")
        }
        var suites: [JUnitXML.TestSuite] = []
        for game in GameRegistry.kinds {
            // Monte Carlo cases index `results`; the floor gate's items follow them (`floorItems`).
            let cases = items.filter {
                $0.caseIndex < results.count && results[$0.caseIndex].checkCase.game.game == game
            }
            .map(testCase)
            guard !cases.isEmpty else { continue }
            suites.append(JUnitXML.TestSuite(name: "check \(game)", cases: cases, properties: properties))
        }
        if !floorItems.isEmpty {
            suites.append(
                JUnitXML.TestSuite(name: "check return floor", cases: floorItems.map(testCase), properties: properties))
        }
        return JUnitXML(name: "casino-odds check", suites: suites)
    }
}
