import Foundation
import Testing

/// The arrows of Docs/architecture.md, read from `Package.swift` and the `import` lines under
/// Sources and Tests. SwiftPM lets a target import any module built before it (a dependency's
/// dependency too), so an import the manifest does not declare compiles until the graph changes.
@Suite("Import rules")
struct ImportRuleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardizedFileURL

    static func manifest() throws -> PackageManifest {
        PackageManifest(
            text: try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
    }

    /// The folder of a target, by SwiftPM's convention (test targets under Tests).
    static func folder(of target: String) -> URL {
        let tests = root.appendingPathComponent("Tests/\(target)")
        return FileManager.default.fileExists(atPath: tests.path)
            ? tests : root.appendingPathComponent("Sources/\(target)")
    }

    static func imports(of target: String) throws -> [SourceImport] {
        try SourceImports.imports(under: folder(of: target), root: root)
    }

    /// The imports of `target` that name a module of the package it does not declare.
    static func undeclared(_ imports: [SourceImport], of target: String, in manifest: PackageManifest)
        -> [SourceImport]
    {
        let declared = manifest.dependencies[target, default: []]
        return imports.filter {
            manifest.packageModules.contains($0.module) && $0.module != target && !declared.contains($0.module)
        }
    }

    static func describe(_ imports: [SourceImport]) -> String {
        imports.map { "\($0.file):\($0.line) imports \($0.module)" }.sorted().joined(separator: "; ")
    }

    @Test func theManifestsTargetsAreTheSourceAndTestFolders() throws {
        let manifest = try Self.manifest()
        var folders = Set<String>()
        for top in ["Sources", "Tests"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(top).path)
            folders.formUnion(names.filter { !$0.hasPrefix(".") })
        }
        #expect(Set(manifest.dependencies.keys) == folders)
        #expect(manifest.dependencies["casino-odds"]?.contains("ArgumentParser") == true)
    }

    /// Each library and the tool has a README in its folder (what it is, what it may import, where to
    /// start), and the manifest excludes it from the target's files. The "may import" line names every
    /// package module the manifest lets it import.
    @Test func everySourceTargetHasAReadmeNamingWhatItMayImport() throws {
        let manifest = try Self.manifest()
        let text = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let sources = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Sources").path
        ).filter { !$0.hasPrefix(".") }
        #expect(!sources.isEmpty)
        for target in sources {
            let readme = Self.root.appendingPathComponent("Sources/\(target)/README.md")
            guard let body = try? String(contentsOf: readme, encoding: .utf8) else {
                Issue.record("Sources/\(target) has no README.md")
                continue
            }
            #expect(body.hasPrefix("# \(target)\n"), "Sources/\(target)/README.md does not start with its name")
            // The "May import" item, up to the next item of the list.
            guard let start = body.range(of: "**May import:**") else {
                Issue.record("Sources/\(target)/README.md has no 'May import' item")
                continue
            }
            let line = body[start.upperBound...].components(separatedBy: "\n- ").first ?? ""
            for module in manifest.dependencies[target, default: []]
            where manifest.packageModules.contains(module) && module != "swift-argument-parser"
                && !line.contains(module)
            {
                Issue.record("Sources/\(target)/README.md's 'May import' item leaves out \(module)")
            }
        }
        let excluded = text.components(separatedBy: #"exclude: ["README.md"]"#).count - 1
        #expect(
            excluded == sources.count, "Package.swift excludes README.md from \(excluded) of \(sources.count) targets")
    }

    /// Seed 001, "no new dependencies": what the casino app links (its core and the App Group store
    /// with the casino's adapter) depends only on targets of this package; the one package from
    /// outside, swift-argument-parser, is the command-line tool's alone.
    @Test func whatTheAppLinksHasNoOutsideDependencyAndOnlyTheToolUsesArgumentParser() throws {
        let manifest = try Self.manifest()
        let targets = Set(manifest.dependencies.keys)
        for target in ["CorePrimitives", "CasinoCore", "AppGroupStore", "CasinoAppGroupStore"] {
            let outside = manifest.dependencies[target, default: []].subtracting(targets)
            #expect(manifest.dependencies[target] != nil, "\(target) is not in Package.swift")
            #expect(outside.isEmpty, "\(target) depends on \(outside.sorted()) from outside the package")
        }
        let users = manifest.dependencies.filter { $0.value.contains("ArgumentParser") }.keys.sorted()
        #expect(users == ["casino-odds"])
    }

    @Test func everyImportOfAPackageModuleIsADeclaredDependency() throws {
        let manifest = try Self.manifest()
        var found: [SourceImport] = []
        for target in manifest.dependencies.keys {
            found += Self.undeclared(try Self.imports(of: target), of: target, in: manifest)
        }
        #expect(found.isEmpty, "undeclared in Package.swift: \(Self.describe(found))")
    }

    /// The check above on a small manifest: an import reached only through another target is caught.
    @Test func anImportReachedOnlyThroughAnotherTargetIsCaught() {
        let manifest = PackageManifest(
            text: """
                targets: [
                    .target(name: "Lab", dependencies: ["Core"]),
                    .target(name: "Writers", dependencies: ["Lab"]),
                    .target(name: "Tool", dependencies: ["Writers", .product(name: "ArgumentParser", package: "p")]),
                ]
                """)
        let imports = SourceImports.imports(
            in: "import Foundation\nimport Writers\n#if canImport(Lab)\n    @testable import Lab\n#endif\n"
                + "import ArgumentParser\nimport struct Core.Minutes\n",
            file: "Tool/main.swift")
        let found = Self.undeclared(imports, of: "Tool", in: manifest)
        #expect(found.map(\.module) == ["Lab", "Core"])
        #expect(found.map(\.line) == [4, 7])
    }

    @Test func thePrimitivesImportNothing() throws {
        let manifest = try Self.manifest()
        #expect(manifest.dependencies["CorePrimitives"] == [])
        let imports = try Self.imports(of: "CorePrimitives")
        #expect(imports.isEmpty, "\(Self.describe(imports))")
    }

    /// The app embeds CasinoCore: no Foundation, nothing but the primitives it re-exports.
    @Test func casinoCoreImportsOnlyThePrimitives() throws {
        let manifest = try Self.manifest()
        #expect(manifest.dependencies["CasinoCore"] == ["CorePrimitives"])
        let imports = try Self.imports(of: "CasinoCore")
        #expect(imports.allSatisfy { $0.module == "CorePrimitives" }, "\(Self.describe(imports))")
    }

    /// Seeds 003 and 004 stand beside the casino: their domains build on the primitives alone, so an
    /// app embedding one carries no casino code.
    @Test func theRelatedDomainsImportNoCasinoTarget() throws {
        let manifest = try Self.manifest()
        for target in ["CommitmentCore", "RedemptionCore"] {
            #expect(manifest.dependencies[target, default: []].isSubset(of: ["CorePrimitives"]), "\(target)")
            let imports = try Self.imports(of: target)
            #expect(imports.allSatisfy { $0.module == "CorePrimitives" }, "\(Self.describe(imports))")
        }
    }
}
