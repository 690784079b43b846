import Personable

/// A module as `personable modules --json` prints it.
struct ModuleEntry: Encodable, Sendable {
    var name: String
    var enabled: Bool
    var displayName: String
    var description: String
    var systemImage: String
    var defaultEnabled: Bool
    var puppySpecific: Bool

    init(_ module: TrackingModule, enabled: Bool, language: ModuleLanguage) {
        name = module.rawValue
        self.enabled = enabled
        displayName = module.displayName(in: language)
        description = module.description(in: language)
        systemImage = module.systemImage
        defaultEnabled = TrackingModule.defaultEnabled.contains(module)
        puppySpecific = TrackingModule.puppySpecific.contains(module)
    }

    static func all(enabled: Set<TrackingModule>, language: ModuleLanguage) -> [ModuleEntry] {
        TrackingModule.allCases.map { ModuleEntry($0, enabled: enabled.contains($0), language: language) }
    }
}
