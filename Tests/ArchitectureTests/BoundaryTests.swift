import Foundation
import Testing

/// OddsLab's boundary (Docs/architecture.md, "OddsLab's boundary"): its `public` declarations are
/// its front only; everything else is `package`. The count is the documented command's,
/// `grep -rE '^\s*(@[a-zA-Z]+ )*public ' Sources/OddsLab | wc -l`, read from the files.
@Suite("OddsLab's boundary")
struct BoundaryTests {
    /// A third of the 1,217 public declarations OddsLab had when issue 32 was filed (the issue's
    /// "at most a third of today's"); 1,457 after the requests landed, 181 after the boundary.
    /// A new lab type is `package` unless it is part of the front; this keeps a slide back in view.
    static let ceiling = 406

    /// The grep's pattern: `public` at the start of a line, after attributes written on that line.
    static let pattern = #"^\s*(@[a-zA-Z]+ )*public "#

    /// The lines of `text` the grep counts.
    static func publicDeclarations(in text: String) throws -> Int {
        let regex = try NSRegularExpression(pattern: pattern)
        return text.split(separator: "\n", omittingEmptySubsequences: false).count { line in
            let line = String(line)
            return regex.firstMatch(in: line, range: NSRange(location: 0, length: (line as NSString).length)) != nil
        }
    }

    /// The grep's count over every file under `Sources/OddsLab`.
    static func oddsLabPublicDeclarations() throws -> Int {
        let folder = ImportRuleTests.root.appendingPathComponent("Sources/OddsLab")
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return 0 }
        var count = 0
        for case let file as URL in walk
        where try file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            count += try publicDeclarations(in: String(contentsOf: file, encoding: .utf8))
        }
        return count
    }

    @Test func oddsLabHasAtMostAThirdOfItsPublicDeclarationsAtIssue32() throws {
        let count = try Self.oddsLabPublicDeclarations()
        #expect(count > 0, "Sources/OddsLab not found under \(ImportRuleTests.root.path)")
        #expect(
            count <= Self.ceiling,
            "Sources/OddsLab has \(count) public declarations, more than \(Self.ceiling): a new lab declaration is package unless it is the front (Docs/architecture.md)"
        )
    }

    @Test func theCountIsTheGrepsPublicDeclarationsNotPackageOnesOrComments() throws {
        let text = """
            public struct A {
                @inlinable public func a() {}
                @inlinable
                public init() {}
                package var b: Int
                @usableFromInline package var c: Int
                /// public in a comment
                var publicName = 0
            }
            """
        #expect(try Self.publicDeclarations(in: text) == 3)
    }
}
