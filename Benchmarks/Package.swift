// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// llama.cpp's libraries, linked into the parent checkout's `.llama/lib` by `scripts/setup`: the library products
/// don't carry linker flags (an app links libllama itself), so each benchmark executable says where they are.
let llamaLibraries = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../.llama/lib").standardizedFileURL.path
let linkLlama: [LinkerSetting] = [
    .unsafeFlags(["-L\(llamaLibraries)", "-Xlinker", "-rpath", "-Xlinker", llamaLibraries])
]

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
            linkerSettings: linkLlama,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "DisplayTextGenerationBenchmarks",
            dependencies: [
                .product(name: "Personable", package: "Personable"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/DisplayTextGenerationBenchmarks",
            linkerSettings: linkLlama,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ComposerBenchmarks",
            dependencies: [
                .product(name: "Personable", package: "Personable"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ComposerBenchmarks",
            linkerSettings: linkLlama,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
