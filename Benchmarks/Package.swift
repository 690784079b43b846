// swift-tools-version: 6.1
import PackageDescription

/// Benchmarks for Personable, run with `swift package benchmark` from this folder.
let package = Package(
    name: "PersonableBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Personable", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "DisplayTextCacheBenchmarks",
            dependencies: [
                .product(name: "Personable", package: "Personable"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Benchmarks/DisplayTextCacheBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "DisplayTextGenerationBenchmarks",
            dependencies: [
                .product(name: "Personable", package: "Personable"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/DisplayTextGenerationBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ComposerBenchmarks",
            dependencies: [
                .product(name: "Personable", package: "Personable"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ComposerBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
