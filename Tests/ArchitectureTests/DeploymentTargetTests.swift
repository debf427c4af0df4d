import Foundation
import Testing

/// Seed 003's commitment app runs on iOS 16 (seed 002's casino on iOS 17+): the manifest's iOS
/// minimum is 16, and the domain targets the apps embed use nothing a later system added. A
/// source scan, because this Linux host does not check Apple availability.
@Suite("Deployment targets")
struct DeploymentTargetTests {
    /// The targets an iOS app embeds.
    static let domainTargets = ["CorePrimitives", "CasinoCore", "CommitmentCore", "RedemptionCore"]

    /// Names of what iOS 17 and 18 added to Swift's runtime and standard modules: 128-bit
    /// integers, the Synchronization module and its types, InlineArray, Span (iOS 18); the
    /// Observation module and value parameter packs, whose metadata needs the Swift 5.9 runtime
    /// (iOS 17).
    static let newerThanIOS16 = [
        #"\bUInt128\b"#, #"\bInt128\b"#, #"\bSynchronization\b"#, #"\bMutex\b"#, #"\bAtomic\b"#,
        #"\bInlineArray\b"#, #"\bSpan\b"#, #"\bObservation\b"#, #"@Observable\b"#, #"\beach [A-Z]"#,
        #"\brepeat each\b"#
    ]

    static func findings(in text: String, file: String) -> [String] {
        var found: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            for pattern in newerThanIOS16 where code.range(of: pattern, options: .regularExpression) != nil {
                found.append("\(file):\(number + 1): \(pattern)")
            }
        }
        return found
    }

    @Test func theManifestsIOSMinimumIsSeed003sIOS16() throws {
        let text = try String(
            contentsOf: ImportRuleTests.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(text.contains("platforms: [.macOS(.v15), .iOS(.v16)]"))
    }

    @Test func theDomainTargetsUseNothingNewerThanIOS16() throws {
        var swiftFiles = 0
        var found: [String] = []
        for target in Self.domainTargets {
            let folder = ImportRuleTests.folder(of: target)
            let walk = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            for case let file as URL in walk where file.pathExtension == "swift" {
                swiftFiles += 1
                found += Self.findings(in: try String(contentsOf: file, encoding: .utf8), file: file.lastPathComponent)
            }
        }
        #expect(swiftFiles > 70, "the scan found the domain's sources")
        #expect(found.isEmpty, "\(found)")
    }

    @Test func theScanFindsWhatItLooksFor() {
        #expect(Self.findings(in: "let x: UInt128 = 0", file: "a").count == 1)
        #expect(Self.findings(in: "func f<each T>(_ v: repeat each T) {}", file: "a").count == 2)
        #expect(Self.findings(in: "import Observation", file: "a").count == 1)
        #expect(Self.findings(in: "// a UInt128 in a comment", file: "a").isEmpty)
        #expect(Self.findings(in: "/// each PAR sheet row prints three", file: "a").isEmpty)
    }
}
