import Foundation
import PersonableCore

/// The user's display theme, the themes on offer (the built-in ones and those the user added) and how often each
/// was chosen: what the theme picker, the CLI's `theme` and `themes` commands and `text stats` use.
///
/// ```swift
/// let themes = ThemeCoordinator(database: database)
/// try await themes.select(.casual)
/// let theme = try await themes.selectedTheme()      // .casual
/// ```
public struct ThemeCoordinator: Sendable {
    private let preferences: ThemePreferenceRepository
    private let usage: DisplayTextUsageRepository
    private let custom: CustomThemeRepository
    private let now: @Sendable () -> Date

    public init(database: AppDatabase, now: @escaping @Sendable () -> Date = Date.init) {
        preferences = ThemePreferenceRepository(database: database)
        usage = DisplayTextUsageRepository(database: database)
        custom = CustomThemeRepository(database: database)
        self.now = now
    }

    /// The theme a user named: a built-in one (raw value or case name, any case) or a stored custom one.
    ///
    /// - Throws: `UnknownValueError` listing every theme on offer.
    public func theme(named name: String) async throws -> DisplayTheme {
        if let builtIn = try? DisplayTheme.parse(name) { return builtIn }
        if CustomTheme.isValidName(name), try custom.theme(named: name) != nil { return .custom(name) }
        throw UnknownValueError(kind: "theme", value: name, valid: try await allThemes().map(\.rawValue))
    }

    /// The built-in themes, then the custom ones, oldest first.
    public func allThemes() async throws -> [DisplayTheme] {
        DisplayTheme.allCases + (try await custom.all()).map(\.theme)
    }

    /// Every theme as the surfaces list it: the built-in ones, then the custom ones.
    public func entries() async throws -> [ThemeEntry] {
        DisplayTheme.allCases.map(ThemeEntry.init) + (try await custom.all()).map(ThemeEntry.init)
    }

    /// The custom themes, oldest first.
    public func customThemes() async throws -> [CustomTheme] {
        try await custom.all()
    }

    /// The custom theme called `name`, or `nil`.
    public func customTheme(named name: String) throws -> CustomTheme? {
        try custom.theme(named: name)
    }

    /// Checks a new theme (``CustomThemeValidator``) and stores it; nothing is stored when a check fails or the
    /// name is taken.
    ///
    /// - Throws: ``CustomThemeError``.
    @discardableResult
    public func add(name: String, styleGuide: String, examples: [CustomThemeExample]) async throws -> CustomTheme {
        let theme = try CustomThemeValidator().validated(
            name: name, styleGuide: styleGuide, examples: examples, createdAt: now())
        try await custom.add(theme)
        return theme
    }

    /// Removes the custom theme called `name` and the text written in it; when it was selected, `professional`
    /// is selected again.
    ///
    /// - Throws: ``CustomThemeError/cannotRemoveBuiltIn(_:)`` for a built-in theme, ``CustomThemeError/notFound(_:)``.
    public func remove(named name: String) async throws {
        if let builtIn = try? DisplayTheme.parse(name) { throw CustomThemeError.cannotRemoveBuiltIn(builtIn.rawValue) }
        try await custom.remove(named: name, at: now())
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

    /// Stores `theme` as the selection and logs the choice, in one transaction. A custom theme must be stored
    /// (the database refuses another).
    public func select(_ theme: DisplayTheme) async throws {
        try await preferences.select(theme, at: now())
    }

    /// How many times each theme was chosen (built-in themes never chosen count 0).
    public func themeUsage() async throws -> [DisplayTheme: Int] {
        try await usage.themeUsage()
    }
}
