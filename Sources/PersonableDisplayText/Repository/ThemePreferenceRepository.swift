import Foundation
import GRDB
import PersonableCore

/// The user's display theme, stored in the `preference` table (it replaces UserDefaults), and the log of choices.
public struct ThemePreferenceRepository: Sendable {
    /// The preference key of the selected theme.
    public static let preferenceKey = "displayTheme"

    private let database: AppDatabase
    private let preferences: PreferenceRepository

    public init(database: AppDatabase) {
        self.database = database
        self.preferences = PreferenceRepository(database: database)
    }

    /// The stored theme; `professional` when none is stored or the stored value is unknown (or a custom theme
    /// no longer stored).
    public func selectedTheme() async throws -> DisplayTheme {
        try await database.writer.read { db in try Self.selectedTheme(in: db) }
    }

    static func selectedTheme(in db: Database) throws -> DisplayTheme {
        let stored = try PreferenceRepository.value(for: Self.preferenceKey, in: db).flatMap(DisplayTheme.init(rawValue:))
        guard let stored, try CustomThemeRepository.exists(stored, in: db) else { return .professional }
        return stored
    }

    /// The stored theme now and after every change written through this database, until the iterating task ends.
    public func selectedThemeUpdates() -> some AsyncSequence<DisplayTheme, any Error> & Sendable {
        database.observe { db in try Self.selectedTheme(in: db) }
    }

    /// Stores `theme` as the selection and logs the choice, in one transaction.
    public func select(_ theme: DisplayTheme, at date: Date) async throws {
        try await database.writer.write { db in
            try PreferenceRepository.setValue(theme.rawValue, for: Self.preferenceKey, at: date, in: db)
            try ThemeSelectionRecord(theme: theme.rawValue, selectedAt: date).insert(db)
        }
    }
}
