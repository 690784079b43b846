import Foundation
import GRDB
import PersonableCore

/// Stores and reads custom themes: the only type that speaks SQL to `customTheme`.
public struct CustomThemeRepository: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Every stored theme, oldest first.
    public func all() async throws -> [CustomTheme] {
        try await database.writer.read { db in
            try CustomTheme.fetchAllDecodable(db, CustomTheme.order(CustomTheme.Columns.createdAt, CustomTheme.Columns.name))
        }
    }

    /// The stored theme called `name`, or `nil`. Read synchronously on the calling thread: a point query, asked
    /// once per generation.
    public func theme(named name: String) throws -> CustomTheme? {
        try Self.readNow(database.writer) { db in try CustomTheme.fetchOne(db, key: name) }
    }

    private static func readNow<T>(_ reader: any DatabaseReader, _ body: (Database) throws -> T) throws -> T {
        try reader.read(body)
    }

    /// Stores `theme`; a theme of the same name already stored is kept and the addition refused.
    public func add(_ theme: CustomTheme) async throws {
        try await database.writer.write { db in
            guard try !CustomTheme.exists(db, key: theme.name) else { throw CustomThemeError.alreadyExists(theme.name) }
            try theme.insert(db)
        }
    }

    /// Removes the theme called `name` with everything written in it (its rows cascade), and, when it is the
    /// selected theme, selects `professional` again, in one transaction.
    public func remove(named name: String, at date: Date) async throws {
        try await database.writer.write { db in
            guard try CustomTheme.deleteOne(db, key: name) else { throw CustomThemeError.notFound(name) }
            if try PreferenceRepository.value(for: ThemePreferenceRepository.preferenceKey, in: db) == name {
                try PreferenceRepository.setValue(
                    DisplayTheme.professional.rawValue, for: ThemePreferenceRepository.preferenceKey, at: date, in: db)
            }
        }
    }

    /// Whether `theme` can be used now: a built-in one, or a custom one that is stored (inside a transaction).
    static func exists(_ theme: DisplayTheme, in db: Database) throws -> Bool {
        guard case let .custom(name) = theme else { return true }
        return try CustomTheme.exists(db, key: name)
    }
}
