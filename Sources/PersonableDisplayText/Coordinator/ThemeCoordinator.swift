import Foundation
import PersonableCore

/// The user's display theme and how often each was chosen: what the theme picker, the CLI's `theme` commands
/// and `text stats` use.
///
/// ```swift
/// let themes = ThemeCoordinator(database: database)
/// try await themes.select(.casual)
/// let theme = try await themes.selectedTheme()      // .casual
/// ```
public struct ThemeCoordinator: Sendable {
    private let preferences: ThemePreferenceRepository
    private let usage: DisplayTextUsageRepository
    private let now: @Sendable () -> Date

    public init(database: AppDatabase, now: @escaping @Sendable () -> Date = Date.init) {
        preferences = ThemePreferenceRepository(database: database)
        usage = DisplayTextUsageRepository(database: database)
        self.now = now
    }

    /// The stored theme; `professional` when none is stored or the stored value is unknown.
    public func selectedTheme() async throws -> DisplayTheme {
        try await preferences.selectedTheme()
    }

    /// The stored theme now and after every change written through this database (by any view model, page or
    /// command of this process), until the iterating task ends.
    public func selectedThemeUpdates() -> some AsyncSequence<DisplayTheme, any Error> & Sendable {
        preferences.selectedThemeUpdates()
    }

    /// Stores `theme` as the selection and logs the choice, in one transaction.
    public func select(_ theme: DisplayTheme) async throws {
        try await preferences.select(theme, at: now())
    }

    /// How many times each theme was chosen (themes never chosen count 0).
    public func themeUsage() async throws -> [DisplayTheme: Int] {
        try await usage.themeUsage()
    }
}
