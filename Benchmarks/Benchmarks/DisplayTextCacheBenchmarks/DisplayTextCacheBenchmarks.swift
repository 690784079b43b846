import Benchmark
import Foundation
import GRDB
import Personable
import Synchronization

/// Cached `getThemedText` beside a raw GRDB point query and the repository's fetch, on the same table, key and
/// file, so the memory tier's gain over SQLite reads as a ratio. The cached lookup is timed per lookup over samples
/// of a thousand (`scalingFactor`), the SQLite reads one per sample.
let benchmarks: @Sendable () -> Void = {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("personable-bench-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let database = try! AppDatabase.open(at: directory.appendingPathComponent("bench.sqlite").path)
    // The baselines read the same file through a pool of their own (the app's writer is not public).
    let rawPool = try! DatabasePool(path: database.path)
    let key = ListScreenCopy.goals.key(.description, theme: .casual)
    let original = ListScreenCopy.goals.emptyStateDescription
    let repository = DisplayTextRepository(database: database)
    let coordinator = DisplayTextCoordinator(database: database, generator: nil)
    let seeded = Mutex(false)

    func seed() async throws {
        guard !seeded.withLock({ $0 }) else { return }
        // Other keys too, so the point query searches a realistic table.
        for theme in DisplayTheme.allCases where theme.isGenerated {
            for screen in ListScreenCopy.all {
                for (textType, text) in screen.texts {
                    try await repository.save(GeneratedDisplayText(
                        key: screen.key(textType, theme: theme), generatedText: "Themed: \(text)", originalText: text,
                        generatedAt: Date()))
                }
            }
        }
        seeded.withLock { $0 = true }
    }

    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .microseconds,
        warmupIterations: 100, maxDuration: .seconds(5), maxIterations: 20_000)

    let sql = "SELECT generatedText FROM generatedDisplayText WHERE entityType = ? AND entityId IS ? AND theme = ? AND textType = ?"
    let arguments: StatementArguments = [key.entityType.rawValue, key.entityId, key.theme.rawValue, key.textType.rawValue]

    /// The synchronous read, from a synchronous function so the async overload is not chosen.
    func readNow<T>(_ body: (Database) throws -> T) throws -> T { try rawPool.read(body) }

    Benchmark("raw GRDB point query, async read (baseline)", configuration: configuration) { benchmark in
        try await seed()
        for _ in benchmark.scaledIterations {
            blackHole(try await rawPool.read { db in try String.fetchOne(db, sql: sql, arguments: arguments) })
        }
    }

    Benchmark("raw GRDB point query, sync read (baseline)", configuration: configuration) { benchmark in
        try await seed()
        for _ in benchmark.scaledIterations {
            blackHole(try readNow { db in try String.fetchOne(db, sql: sql, arguments: arguments) })
        }
    }

    Benchmark("DisplayTextRepository.fetch", configuration: configuration) { benchmark in
        try await seed()
        for _ in benchmark.scaledIterations {
            blackHole(try await repository.fetch(key))
        }
    }

    // A sample is a thousand lookups, reported per lookup: one lookup is below the harness's own cost per sample.
    let perLookup = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .nanoseconds,
        warmupIterations: 10, scalingFactor: .kilo, maxDuration: .seconds(5), maxIterations: 2_000)

    Benchmark("DisplayTextCoordinator.getThemedText (cached)", configuration: perLookup) { benchmark in
        try await seed()
        for _ in benchmark.scaledIterations {
            blackHole(try await coordinator.getThemedText(
                entityType: key.entityType, entityId: key.entityId, theme: key.theme, textType: key.textType,
                fallback: original))
        }
    }
}
