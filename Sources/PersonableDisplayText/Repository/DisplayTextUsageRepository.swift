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
                try db.execute(
                    sql: """
                        INSERT INTO displayTextCounter (name, value) VALUES (?, ?)
                        ON CONFLICT(name) DO UPDATE SET value = value + excluded.value
                        """,
                    arguments: [name, value])
            }
        }
    }

    /// The stored counters.
    public func stats() async throws -> DisplayTextStats {
        try await database.writer.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT name, value FROM displayTextCounter")
            return DisplayTextStats(counters: Dictionary(uniqueKeysWithValues: rows.map { ($0["name"], $0["value"]) }))
        }
    }

    /// How many times each theme was chosen (themes never chosen count 0).
    public func themeUsage() async throws -> [DisplayTheme: Int] {
        try await database.writer.read { db in
            var usage = Dictionary(uniqueKeysWithValues: DisplayTheme.allCases.map { ($0, 0) })
            let rows = try Row.fetchAll(db, sql: "SELECT theme, COUNT(*) AS count FROM themeSelection GROUP BY theme")
            for row in rows {
                if let theme = DisplayTheme(rawValue: row["theme"]) { usage[theme] = row["count"] }
            }
            return usage
        }
    }
}
