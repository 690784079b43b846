import PersonableCore

/// A set of modules an app can switch on and off: the seam that lets another app's modules use the same
/// preferences, activity tracker and nudges as ``TrackingModule``, the catalog Personable ships.
///
/// A catalog is a `String`-backed enum: its raw values are what is stored and what users type, its case order
/// is the order screens list them in.
///
/// ```swift
/// enum GardenModule: String, ModuleCatalog {
///     case watering, harvest
///     static let catalogName = "garden"
///     static let defaultEnabled: Set<GardenModule> = [.watering]
///     var systemImage: String { self == .watering ? "drop" : "basket" }
///     func displayName(in language: ModuleLanguage) -> String { rawValue.capitalized }
///     func description(in language: ModuleLanguage) -> String { "" }
/// }
/// ```
public protocol ModuleCatalog: RawRepresentable, CaseIterable, Hashable, Sendable, Identifiable
where RawValue == String, ID == String {
    /// The catalog's name in the database, so two catalogs can share one file.
    static var catalogName: String { get }
    /// The modules a new user starts with.
    static var defaultEnabled: Set<Self> { get }
    /// The modules meant for puppies, which a phase-transition nudge offers to hide (none by default).
    static var puppySpecific: Set<Self> { get }
    /// The SF Symbol shown beside the module.
    var systemImage: String { get }
    /// The module's name as a title ("Walks").
    func displayName(in language: ModuleLanguage) -> String
    /// What the module is for, in a line.
    func description(in language: ModuleLanguage) -> String
    /// The name inside a sentence ("You haven't logged walks…"); the display name lower-cased by default.
    func inlineName(in language: ModuleLanguage) -> String
}

extension ModuleCatalog {
    public static var puppySpecific: Set<Self> { [] }

    public var id: String { rawValue }

    public func inlineName(in language: ModuleLanguage) -> String {
        displayName(in: language).lowercased(with: language.locale)
    }

    /// The display name in the user's language.
    public var displayName: String { displayName(in: .current) }

    /// The description in the user's language.
    public var description: String { description(in: .current) }

    /// Every module, in the catalog's order.
    public static var ordered: [Self] { Array(allCases) }

    /// `modules` in the catalog's order.
    public static func ordered(_ modules: some Sequence<Self>) -> [Self] {
        let wanted = Set(modules)
        return allCases.filter(wanted.contains)
    }

    /// Parses a module name (the raw value or the case name, ignoring case), listing the valid ones when unknown.
    public static func parse(_ text: String) throws -> Self {
        try parseCase(text, kind: "module")
    }
}
