// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// llama.cpp's shared libraries, linked into `.llama/lib` by `scripts/setup`. The rpath lets every binary this
/// package builds (the CLI, the tests, the benchmarks) find them without LD_LIBRARY_PATH.
let llamaLibraries = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(".llama/lib").path

let package = Package(
    name: "Personable",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Personable", targets: ["Personable"]),
        .executable(name: "personable", targets: ["PersonableCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        .systemLibrary(name: "CLlama"),
        .target(
            name: "Personable",
            dependencies: [
                "CLlama",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            // The reference bank: hand-written rewrites, one file per theme.
            resources: [.copy("DisplayText/Resources/ReferenceBank")],
            linkerSettings: [
                .unsafeFlags(["-L\(llamaLibraries)", "-Xlinker", "-rpath", "-Xlinker", llamaLibraries])
            ]
        ),
        .executableTarget(
            name: "PersonableCLI",
            dependencies: [
                "Personable",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "PersonableTests",
            dependencies: [
                "Personable",
                "PersonableCLI",
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            // Golden files of the token exports, read from the source tree by TokenExportTests.
            exclude: ["DesignSystem/Golden", "DisplayTextService/Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
