import Foundation
import Testing

/// Tests named after what they test (issue 42; the rule in Docs/architecture.md, under that title):
/// a lab source file `Sources/OddsLab/…/Foo.swift` is covered when `Tests/OddsLabTests/…/FooTests.swift`
/// exists, in any folder of either tree. An extension file `Foo+Bar.swift` is its own source file and needs its
/// own `Foo+BarTests.swift`: `FooTests.swift` covers `Foo.swift` only. The share covered may not fall
/// below half, so a newcomer looking for the tests of `Foo` finds `FooTests` for most of the lab.
@Suite("Lab test files named after their source files")
struct LabTestNamingTests {
    /// The smallest share of the lab's source files with a test file named after them.
    static let minimumShare = 0.5

    /// The base names (no `.swift`) of the Swift files under `folder`, relative paths kept for messages.
    static func swiftFiles(under folder: String) -> [(name: String, path: String)] {
        let root = ImportRuleTests.root.appendingPathComponent(folder)
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var found: [(name: String, path: String)] = []
        for case let file as URL in walk where file.pathExtension == "swift" {
            let path = folder + "/" + file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)
            found.append((file.deletingPathExtension().lastPathComponent, path))
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The lab's source files, and which of them no test file is named after.
    static func coverage() -> (sources: [String], uncovered: [String]) {
        let tests = Set(swiftFiles(under: "Tests/OddsLabTests").map(\.name).filter { $0.hasSuffix("Tests") })
        let sources = swiftFiles(under: "Sources/OddsLab")
        let uncovered = sources.filter { !tests.contains($0.name + "Tests") }.map(\.path)
        return (sources.map(\.path), uncovered)
    }

    @Test func atLeastHalfOfTheLabsSourceFilesHaveATestFileNamedAfterThem() {
        let (sources, uncovered) = Self.coverage()
        #expect(sources.count > 100, "the lab's sources were not found under \(ImportRuleTests.root.path)")
        let covered = sources.count - uncovered.count
        let share = Double(covered) / Double(max(1, sources.count))
        print("lab source files with a test file named after them: \(covered) of \(sources.count)")
        #expect(
            share >= Self.minimumShare,
            "\(covered) of \(sources.count) lab source files have a FooTests.swift; without one: \(uncovered.joined(separator: ", "))"
        )
    }

    @Test func anExtensionFileIsCoveredOnlyByItsOwnTestFile() {
        let tests = Set(Self.swiftFiles(under: "Tests/OddsLabTests").map(\.name))
        let sources = Self.swiftFiles(under: "Sources/OddsLab").map(\.name)
        // The rule is by exact name: a base type's tests do not count for its extension files.
        #expect(sources.contains("Shard") && tests.contains("ShardTests"))
        let extensions = sources.filter { $0.contains("+") }
        #expect(!extensions.isEmpty)
        let uncovered = Set(
            Self.coverage().uncovered.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent })
        for name in extensions where !tests.contains(name + "Tests") {
            #expect(uncovered.contains(name), "\(name).swift counted as covered without \(name)Tests.swift")
        }
    }
}
