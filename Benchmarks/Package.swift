// swift-tools-version:6.1
import PackageDescription

// The benchmarks are their own package so `swift test` at the root never builds them.
// The root is named explicitly: a clone's folder name need not be the package's name.
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "ScreenTimeCasino", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"])
    ],
    targets: [
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "CasinoCore", package: "ScreenTimeCasino"),
                .product(name: "OddsLab", package: "ScreenTimeCasino")
            ]
        ),
        // ordo-one/benchmark suite: `swift package benchmark` (throughput and allocations).
        .executableTarget(
            name: "Runner",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark")
            ],
            path: "Benchmarks/Runner",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Prints Docs/performance.md's table from one run: `swift run -c release performance-table`.
        .executableTarget(
            name: "performance-table",
            dependencies: ["BenchmarkSupport", .product(name: "CasinoCore", package: "ScreenTimeCasino")])
    ],
    swiftLanguageModes: [.v5]
)
