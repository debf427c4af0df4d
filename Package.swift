// swift-tools-version:6.2
import PackageDescription

#if arch(x86_64)
    // The lab's runner inlines the engines into its loops; on x86-64 let that code use the POPCNT
    // instruction (every x86-64 CPU since 2008–09: Intel Nehalem, AMD K10), which Plinko's bucket
    // is, instead of a dozen-instruction software popcount. Only the lab: CasinoCore, the code the
    // app ships, is built without it (on the app's arm64 a popcount is one instruction anyway).
    let labSwiftSettings: [SwiftSetting] = [.unsafeFlags(["-Xcc", "-mpopcnt"])]
#else
    let labSwiftSettings: [SwiftSetting] = []
#endif

// Arrows point one way: casino-odds → OddsReports → OddsLab → CasinoCore → CorePrimitives (and
// OddsLab → Statistics, SeededRuns, XoshiroLanes). SeededRuns is the one runner every simulation
// (Monte Carlo, days, the related products' weeks and days) plays its chunks on.
// CorePrimitives (units, time, randomness) imports nothing; CasinoCore imports only it, so the iOS
// app can embed both unchanged. Every import of a package module is declared here (ArchitectureTests).
// The seeds' two related products (003 commitment penalties, 004 points redemption) sit beside the
// casino, not inside it: CommitmentCore and RedemptionCore are their domains (what their apps would
// embed), RelatedLab simulates them, RelatedReports writes their reports; the tool joins the two
// report sets. Nothing of the casino imports them, so the casino app does not carry them, and
// they build on CorePrimitives, not on the casino, so their apps do not carry the casino.
let package = Package(
    name: "ScreenTimeCasino",
    // SwiftPM sets one minimum per system, for every product, so each is the lowest its products
    // need there. iOS 16: seed 003's commitment app (CommitmentCore) runs on iOS 16; the casino app
    // (seed 002: iOS 17+) embeds CasinoCore with its own, higher deployment target (a package's
    // minimum is a floor). The domain targets use nothing iOS 17 or 18 added (CasinoCore's 128-bit
    // odds are `WideUnsigned`, built from 64-bit words; ArchitectureTests' DeploymentTargetTests
    // scans their sources, since this Linux host checks no Apple availability). The lab and the
    // tool run on the Mac and use the standard 128-bit integers and the Synchronization module,
    // which need macOS 15; the domain builds for macOS 14 too (a Mac app would lower this line).
    platforms: [.macOS(.v15), .iOS(.v16)],
    products: [
        .library(name: "CasinoCore", targets: ["CasinoCore"]),
        .library(name: "OddsLab", targets: ["OddsLab"]),
        .library(name: "OddsReports", targets: ["OddsReports"]),
        .library(name: "CommitmentCore", targets: ["CommitmentCore"]),
        .library(name: "RedemptionCore", targets: ["RedemptionCore"]),
        .library(name: "AppGroupStore", targets: ["AppGroupStore"]),
        .library(name: "CasinoAppGroupStore", targets: ["CasinoAppGroupStore"]),
        .library(name: "CommitmentAppGroupStore", targets: ["CommitmentAppGroupStore"]),
        .library(name: "RedemptionAppGroupStore", targets: ["RedemptionAppGroupStore"]),
        .executable(name: "casino-odds", targets: ["casino-odds"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // Units, time and randomness the casino and the related products share: no imports, no
        // dependencies (what every domain target builds on; the iOS apps embed it with them).
        .target(name: "CorePrimitives", exclude: ["README.md"]),
        // Re-exports CorePrimitives (`Exports.swift`): its types are part of CasinoCore's API.
        .target(name: "CasinoCore", dependencies: ["CorePrimitives"], exclude: ["README.md"]),
        // The lab's vector generator: xoshiro256** in SIMD lanes, kernels for AVX2 and AVX-512 picked
        // at run time by CPUID (a portable one elsewhere), so one binary runs on any x86-64 CPU.
        .target(name: "XoshiroLanes", exclude: ["README.md"]),
        // The lab's statistics (distributions, tests, power, RTP estimates): doubles and Foundation only,
        // no games, so it reads and tests on its own (as swift-numerics splits RealModule off); its
        // errors are CorePrimitives' `InputError`.
        .target(name: "Statistics", dependencies: ["CorePrimitives"], exclude: ["README.md"]),
        // The lab's one runner: chunks of a seeded run on all cores, merged in chunk order, with
        // progress and cancellation (`ChunkedRunner`, `Mergeable`, `RunControl`). Foundation, and
        // CorePrimitives for the stop it throws (`CommandInterrupted`).
        .target(name: "SeededRuns", dependencies: ["CorePrimitives"], exclude: ["README.md"]),
        .target(
            name: "OddsLab", dependencies: ["CasinoCore", "Statistics", "SeededRuns", "XoshiroLanes"],
            exclude: ["README.md"], swiftSettings: labSwiftSettings),
        .target(name: "OddsReports", dependencies: ["OddsLab", "CasinoCore", "SeededRuns"], exclude: ["README.md"]),
        // Seed 003's domain; it reads the wall clock through the primitives' time-zone rules.
        .target(name: "CommitmentCore", dependencies: ["CorePrimitives"], exclude: ["README.md"]),
        // Seed 004's domain: integers and its own effect protocols, nothing else.
        .target(name: "RedemptionCore", exclude: ["README.md"]),
        // The App Group store the apps link (Docs/architecture.md, "The App Group store"): record
        // files with a version, a compare-and-swap under `flock`, temp + fsync + rename + folder
        // fsync. Foundation/POSIX only; one small adapter per product, so each app carries its own
        // domain and the store, nothing of the others.
        .target(name: "AppGroupStore", exclude: ["README.md"]),
        .target(name: "CasinoAppGroupStore", dependencies: ["AppGroupStore", "CasinoCore"], exclude: ["README.md"]),
        .target(
            name: "CommitmentAppGroupStore", dependencies: ["AppGroupStore", "CommitmentCore"], exclude: ["README.md"]),
        .target(
            name: "RedemptionAppGroupStore", dependencies: ["AppGroupStore", "RedemptionCore"], exclude: ["README.md"]),
        // The store under real processes and SIGKILLs (Docs/days.md, "Real processes, real kills").
        .executableTarget(
            name: "store-kills", dependencies: ["AppGroupStore", "CasinoAppGroupStore", "CasinoCore"],
            exclude: ["README.md"]),
        .target(
            name: "RelatedLab", dependencies: ["CommitmentCore", "RedemptionCore", "CasinoCore", "SeededRuns"],
            exclude: ["README.md"]),
        .target(
            name: "RelatedReports",
            dependencies: ["RelatedLab", "OddsReports", "OddsLab", "CommitmentCore", "RedemptionCore"],
            exclude: ["README.md"]),
        .executableTarget(
            name: "casino-odds",
            dependencies: [
                "CasinoCore", "OddsLab", "OddsReports", "CommitmentCore", "RedemptionCore", "RelatedLab",
                "RelatedReports", "SeededRuns", "Statistics",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ],
            exclude: ["README.md"]
        ),
        .testTarget(name: "CasinoCoreTests", dependencies: ["CasinoCore"]),
        // The arrows: Package.swift against every target's `import` lines (reads files only).
        .testTarget(name: "ArchitectureTests"),
        // OddsReports for the one JSON printer: the merge tests print results to read them back.
        .testTarget(
            name: "OddsLabTests",
            dependencies: ["OddsLab", "CasinoCore", "OddsReports", "SeededRuns", "Statistics", "XoshiroLanes"]),
        // CasinoCore only for a seeded generator to draw samples from.
        .testTarget(name: "StatisticsTests", dependencies: ["Statistics", "CasinoCore"]),
        // The runner on its own: order, claims, stops and progress with toy tallies.
        .testTarget(name: "SeededRunsTests", dependencies: ["SeededRuns"]),
        // The report tests build the whole `Reports/` set, whose `related/` part RelatedReports writes.
        .testTarget(
            name: "OddsReportsTests",
            dependencies: ["OddsReports", "OddsLab", "CasinoCore", "RelatedLab", "RelatedReports"]),
        // The tool run as a user runs it (the built binary, through Process). Depending on the
        // executable target makes `swift test` build it; a missing binary fails these tests.
        // OddsReports for the report's documented defaults (`ReportPlan`) the help text must show.
        .testTarget(name: "casino-oddsTests", dependencies: ["casino-odds", "OddsLab", "OddsReports", "CasinoCore"]),
        .testTarget(name: "CommitmentCoreTests", dependencies: ["CommitmentCore", "CasinoCore"]),
        .testTarget(name: "RedemptionCoreTests", dependencies: ["RedemptionCore"]),
        // The store's own tests, and the kill harness run as the built binary (hence store-kills).
        .testTarget(
            name: "AppGroupStoreTests",
            dependencies: [
                "AppGroupStore", "CasinoAppGroupStore", "CommitmentAppGroupStore", "RedemptionAppGroupStore",
                "CasinoCore", "CommitmentCore", "RedemptionCore", "store-kills"
            ]),
        .testTarget(
            name: "RelatedLabTests", dependencies: ["RelatedLab", "CommitmentCore", "RedemptionCore", "CasinoCore"]),
        .testTarget(
            name: "RelatedReportsTests",
            dependencies: ["RelatedReports", "RelatedLab", "OddsReports", "CommitmentCore", "RedemptionCore"])
    ],
    swiftLanguageModes: [.v6]
)

// Debug builds optimized: `swift test` plays gates, day simulations and reports and prints exact
// figures (`WideUnsigned` division), which at -Onone run many times slower than released code. Every
// library target but the two report writers is therefore built with -O in debug builds too; the test
// targets and the tool's command-line code keep SwiftPM's debug settings, release builds are not affected
// (Docs/performance.md, "The test suite and CI": what it costs the build and saves the suite).
// Tools version 6.2: from 6.2 on SwiftPM accepts unsafe flags in a package resolved by version,
// so an app can still depend on CasinoCore by version (it needs a 6.2 or later toolchain).
// The two report writers are the exception: they format what the lab computed, and at -Onone the
// same `report --check` takes 15.3 s against 14.9 s while the tests' build takes 143 s against 157 s
// (a clean clone, idle machine, 2026-11-29).
// Whole-module (-wmo, two threads): each module is type-checked once rather than once per batch, and
// its generics are specialised across its files, as in a release build. Measured side by side on two
// clean clones (2026-11-29, the machine otherwise busy, the builds given priority): the tests' build
// 177 s and 320 CPU-s -> 169 s and 297 CPU-s; `report --check` 25.1 -> 12.4 CPU-s (the day loop's
// `AppCoordinator` specialised); `swift test` 103.5 -> 93.4 CPU-s. The price: a library edited in a
// debug build is recompiled whole (it already was at -O, batch by batch). SwiftPM's own
// `-enable-batch-mode` is then ignored, with a warning per module.
let formattedOnly: Set<String> = ["OddsReports", "RelatedReports"]
for target in package.targets where target.type == .regular && !formattedOnly.contains(target.name) {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.unsafeFlags(["-O", "-wmo", "-num-threads", "2"], .when(configuration: .debug))]
}

// Release builds optimize across modules: the lab's day simulation runs `AppCoordinator`, generic
// over its effects and defined in CasinoCore, and without this every event ran its unspecialised
// form (effects through witness tables, its metadata looked up at each launch). Docs/performance.md,
// "The day loop", third pass: 1000 chaser days 1,337.0 M -> 1,259.5 M instructions.
for target in package.targets where target.type == .regular {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]
}
