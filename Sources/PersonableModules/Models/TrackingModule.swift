/// The modules a dog owner can switch on and off: the spec's catalog, the one Personable ships.
///
/// Names and descriptions come from ``ModuleStrings`` (`module.<name>` and `module.<name>.desc`).
public enum TrackingModule: String, CaseIterable, Codable, Sendable, ModuleCatalog {
    case medications = "medications"
    case walks = "walks"
    case socialization = "socialization"
    case training = "training"
    case feeding = "feeding"
    case documents = "documents"
    case milestones = "milestones"

    public static let catalogName = "tracking"

    public func displayName(in language: ModuleLanguage) -> String {
        ModuleStrings.text("module.\(rawValue)", in: language)
    }

    public func description(in language: ModuleLanguage) -> String {
        ModuleStrings.text("module.\(rawValue).desc", in: language)
    }

    public var systemImage: String {
        switch self {
        case .medications: "pills"
        case .walks: "figure.walk"
        case .socialization: "person.3"
        case .training: "graduationcap"
        case .feeding: "fork.knife"
        case .documents: "doc.text"
        case .milestones: "star"
        }
    }

    /// Default modules enabled for new users.
    public static var defaultEnabled: Set<TrackingModule> {
        [.medications, .walks, .feeding, .documents]
    }

    /// Modules that are puppy-specific and can be suggested for disabling.
    public static var puppySpecific: Set<TrackingModule> {
        [.socialization, .milestones, .training]
    }
}
