// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// llama.cpp's shared libraries and headers, linked into `.llama/` by `scripts/setup`.
///
/// Only targets that no library product contains (the `personable` executable and the test targets) get the
/// `-L`/`-rpath` flags below: SwiftPM refuses `unsafeFlags` in a product another package uses by version, and an
/// app that depends on this package links libllama itself (README, "Using the llama.cpp backend in an app").
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let llamaLibraries = packageRoot.appendingPathComponent(".llama/lib").path
/// A checkout set up by `scripts/setup` has llama.cpp's headers in `.llama/include` (the shim includes them from
/// there); anywhere else, such as an app's `.build/checkouts/`, they come from pkg-config's `llama.pc`.
let llamaIsInCheckout = FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(".llama/include/llama.h").path)
let linkLlamaHere: [LinkerSetting] = [
    .unsafeFlags(["-L\(llamaLibraries)", "-Xlinker", "-rpath", "-Xlinker", llamaLibraries])
]

let grdb = Target.Dependency.product(name: "GRDB", package: "GRDB.swift")
let logging = Target.Dependency.product(name: "Logging", package: "swift-log")

let package = Package(
    name: "Personable",
    platforms: [.macOS(.v15)],
    products: [
        // Everything, with `AppEnvironment`: what an app usually wants.
        .library(name: "Personable", targets: ["Personable"]),
        // Each feature and layer on its own, for an app that wants only that.
        .library(name: "PersonableCore", targets: ["PersonableCore"]),
        .library(name: "PersonableDesignSystem", targets: ["PersonableDesignSystem"]),
        .library(name: "PersonableLanguageModels", targets: ["PersonableLanguageModels"]),
        .library(name: "PersonableLlama", targets: ["PersonableLlama"]),
        .library(name: "PersonableDisplayText", targets: ["PersonableDisplayText"]),
        .library(name: "PersonableModules", targets: ["PersonableModules"]),
        .library(name: "PersonableComposer", targets: ["PersonableComposer"]),
        .library(name: "PersonableCatalogs", targets: ["PersonableCatalogs"]),
        // The web app and JSON API (Hummingbird), over the same coordinators as the CLI.
        .library(name: "PersonableWeb", targets: ["PersonableWeb"]),
        // Test doubles and fixtures for tests, benchmarks and other surfaces' tests.
        .library(name: "PersonableTesting", targets: ["PersonableTesting"]),
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
        .package(url: "https://github.com/apple/swift-configuration", from: "1.4.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
    ],
    targets: [
        // MARK: Infrastructure

        /// The database door, the migrations runner, preferences and shared concurrency helpers.
        .target(name: "PersonableCore", dependencies: [grdb]),
        /// The `LanguageModel` protocol, the OpenAI-compatible backend and text-streaming utilities.
        .target(
            name: "PersonableLanguageModels",
            dependencies: [
                "PersonableCore",
                logging,
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]
        ),
        /// llama.cpp's C API: headers from `.llama/include` in a checkout set up by `scripts/setup`, else from
        /// pkg-config (`llama.pc`) or the system's include path.
        .systemLibrary(name: "CLlama", pkgConfig: llamaIsInCheckout ? nil : "llama"),
        /// The in-process llama.cpp backend: the only target that links llama.cpp.
        .target(
            name: "PersonableLlama",
            dependencies: [
                "PersonableLanguageModels",
                "CLlama",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),

        // MARK: Features

        /// The warm design system: tokens, checks, copy linting, exports. No dependencies at all.
        .target(name: "PersonableDesignSystem"),
        /// Spec 000: themed display text.
        .target(
            name: "PersonableDisplayText",
            dependencies: [
                "PersonableCore", "PersonableLanguageModels", grdb, logging,
                .product(name: "Metrics", package: "swift-metrics"),
            ],
            // The reference bank (hand-written rewrites) and the theme frames, one file per theme each.
            resources: [.copy("Resources/ReferenceBank"), .copy("Resources/Frames"), .copy("Resources/Patterns")]
        ),
        /// Spec 002: adaptive modules and nudges.
        .target(name: "PersonableModules", dependencies: ["PersonableCore", grdb]),
        /// Spec 003: the context composer.
        .target(
            name: "PersonableComposer",
            dependencies: [
                "PersonableCore", "PersonableLanguageModels", grdb,
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            // People's first names and surnames, and English words, which names typed in lower case are capitalised by.
            resources: [.copy("Resources/FirstNames.txt"), .copy("Resources/Surnames.txt"), .copy("Resources/EnglishWords.txt")]
        ),

        /// Themed String Catalogs: an app's `.xcstrings` rewritten per theme ahead of time, stored and reviewed.
        .target(
            name: "PersonableCatalogs",
            dependencies: ["PersonableCore", "PersonableDisplayText", "PersonableDesignSystem", "PersonableLanguageModels"]
        ),

        // MARK: The app

        /// The umbrella: the app's migrator, `AppEnvironment`, and every module re-exported.
        .target(
            name: "Personable",
            dependencies: [
                "PersonableCore", "PersonableLanguageModels", "PersonableLlama", "PersonableDesignSystem",
                "PersonableDisplayText", "PersonableModules", "PersonableComposer", "PersonableCatalogs", grdb, logging,
                .product(name: "Configuration", package: "swift-configuration"),
            ]
        ),
        /// The web app: pages (Mustache templates, one per screen) and the JSON API, over `AppEnvironment`.
        .target(
            name: "PersonableWeb",
            dependencies: [
                "Personable", logging,
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            // Templates, the stylesheet, the script and the OpenAPI document.
            resources: [.copy("Resources")]
        ),
        /// A scripted language model, a test clock and temporary databases.
        .target(name: "PersonableTesting", dependencies: ["Personable"]),
        .executableTarget(
            name: "PersonableCLI",
            dependencies: [
                "Personable", "PersonableWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Rainbow", package: "Rainbow"),
            ],
            linkerSettings: linkLlamaHere
        ),

        // MARK: Tests

        .testTarget(
            name: "PersonableCoreTests",
            dependencies: ["PersonableCore", "PersonableTesting"],
            linkerSettings: linkLlamaHere
        ),
        .testTarget(
            name: "PersonableLanguageModelsTests",
            dependencies: [
                "PersonableLanguageModels", "Personable", "PersonableTesting",
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            linkerSettings: linkLlamaHere
        ),
        .testTarget(
            name: "PersonableLlamaTests",
            dependencies: ["PersonableLlama", "PersonableTesting"],
            linkerSettings: linkLlamaHere
        ),
        .testTarget(
            name: "PersonableDesignSystemTests",
            dependencies: ["PersonableDesignSystem", "PersonableTesting"],
            // Golden files of the token exports, read from the source tree by TokenExportTests.
            exclude: ["Golden"],
            linkerSettings: linkLlamaHere
        ),
        .testTarget(
            name: "PersonableDisplayTextTests",
            dependencies: ["PersonableDisplayText", "Personable", "PersonableTesting", grdb],
            // The labelled development set, read from the source tree by TextScopeTests.
            exclude: ["DisplayTextService/Fixtures"],
            linkerSettings: linkLlamaHere
        ),
        .testTarget(
            name: "PersonableCatalogsTests",
            dependencies: ["PersonableCatalogs", "Personable", "PersonableTesting", grdb],
            // Catalogs written for the tests, read from the source tree.
            exclude: ["Fixtures"],
            linkerSettings: linkLlamaHere
        ),
        .testTarget(
            name: "PersonableModulesTests",
            dependencies: ["PersonableModules", "PersonableDisplayText", "PersonableTesting", grdb],
            linkerSettings: linkLlamaHere
        ),
        .testTarget(
            name: "PersonableComposerTests",
            dependencies: ["PersonableComposer", "Personable", "PersonableTesting", grdb],
            linkerSettings: linkLlamaHere
        ),
        .testTarget(
            name: "PersonableCLITests",
            dependencies: ["PersonableCLI", "Personable", "PersonableTesting"],
            linkerSettings: linkLlamaHere
        ),
        .testTarget(
            name: "PersonableWebTests",
            dependencies: [
                // The CLI too: the API's resources are checked against its `--json` shapes.
                "PersonableWeb", "PersonableCLI", "Personable", "PersonableTesting",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            linkerSettings: linkLlamaHere
        ),
        /// Reliability: real files, real `personable` processes (signalled, racing, unprivileged) and a loopback
        /// server that misbehaves (`Support/misbehaving_server.py`, run with python3).
        .testTarget(
            name: "PersonableReliabilityTests",
            dependencies: ["PersonableCLI", "Personable", "PersonableTesting", grdb],
            exclude: ["Support/misbehaving_server.py"],
            linkerSettings: linkLlamaHere
        ),
        /// The umbrella's own tests (AppSettings, AppEnvironment) and the project-wide checks.
        .testTarget(
            name: "PersonableTests",
            dependencies: ["Personable", "PersonableTesting"],
            linkerSettings: linkLlamaHere
        ),
    ],
    swiftLanguageModes: [.v6]
)
