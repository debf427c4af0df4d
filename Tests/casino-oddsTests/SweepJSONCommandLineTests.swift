import Foundation
import Testing

/// `sweep --format json` carries the CSV's rows: the same columns, the same figures.
@Suite("sweep --format json (binary)")
struct SweepJSONCommandLineTests: CasinoOddsCommandLine {
    @Test(arguments: [
        [
            "sweep", "--game", "crash", "--param", "edge", "--from", "0.01", "--to", "0.05", "--steps", "3", "--days",
            "20"
        ],
        ["sweep", "--game", "plinko", "--param", "risk", "--rows", "12", "--days", "0"]
    ])
    func jsonHasTheCSVsRows(arguments: [String]) throws {
        let json = try run(arguments + ["--format", "json"])
        let csv = try run(arguments + ["--format", "csv"])
        #expect(json.status == 0 && csv.status == 0, "\(json.stderr)\(csv.stderr)")
        let objects = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [[String: Any]])
        let lines = csv.stdout.split(separator: "\r\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        let header = try #require(lines.first).map(String.init)
        #expect(objects.count == lines.count - 1)
        for (object, line) in zip(objects, lines.dropFirst()) {
            #expect(Set(object.keys) == Set(header))
            for (key, text) in zip(header, line.map(String.init)) {
                switch object[key] {
                case let number as NSNumber: // no booleans in these rows; 1.0 bridges as Bool too on Linux
                    #expect(number.doubleValue == Double(text), "\(key): \(number) vs \(text)")
                case let string as String: #expect(string == text, "\(key)")
                default: #expect(text.isEmpty, "\(key): null for \(text)")
                }
            }
        }
    }
}
