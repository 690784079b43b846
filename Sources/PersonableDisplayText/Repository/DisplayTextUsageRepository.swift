import Foundation
import GRDB
import PersonableCore

/// Usage that outlives one process: the cache counters and the log of theme selections.
public struct DisplayTextUsageRepository: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Adds `stats` to the stored counters, in one transaction.
    public func add(_ stats: DisplayTextStats) async throws {
        let counters = stats.counters.filter { $0.value != 0 }
        guard !counters.isEmpty else { return }
        try await database.writer.write { db in
            for (name, value) in counters {
                // A counter already stored adds the new count to its own.
                _ = try DisplayTextCounterRecord(name: name, value: value).upsertAndFetch(db) { excluded in
                    [DisplayTextCounterRecord.Columns.value += excluded[DisplayTextCounterRecord.Columns.value]]
                }
            }
        }
    }

    /// The stored counters.
    public func stats() async throws -> DisplayTextStats {
        try await database.writer.read { db in
            let counters = try DisplayTextCounterRecord.fetchAllDecodable(db, DisplayTextCounterRecord.all())
            return DisplayTextStats(counters: Dictionary(counters.map { ($0.name, $0.value) }, uniquingKeysWith: +))
        }
    }

    /// How many times each theme was chosen (themes never chosen count 0).
    public func themeUsage() async throws -> [DisplayTheme: Int] {
        try await database.writer.read { db in
            var usage = Dictionary(uniqueKeysWithValues: DisplayTheme.allCases.map { ($0, 0) })
            for selection in try ThemeSelectionRecord.Count.fetchAllDecodable(db, ThemeSelectionRecord.countsByTheme) {
                if let theme = DisplayTheme(rawValue: selection.theme) { usage[theme] = selection.count }
            }
            return usage
        }
    }
}
