/// A module as a surface reports it — `personable modules --json` and `GET /api/modules` alike.
public struct ModuleEntry: Encodable, Sendable {
    public var name: String
    public var enabled: Bool
    public var displayName: String
    public var description: String
    public var systemImage: String
    public var defaultEnabled: Bool
    public var puppySpecific: Bool

    public init<Module: ModuleCatalog>(_ module: Module, enabled: Bool, language: ModuleLanguage) {
        name = module.rawValue
        self.enabled = enabled
        displayName = module.displayName(in: language)
        description = module.description(in: language)
        systemImage = module.systemImage
        defaultEnabled = Module.defaultEnabled.contains(module)
        puppySpecific = Module.puppySpecific.contains(module)
    }

    /// Every module of the catalog, in catalog order.
    public static func all<Module: ModuleCatalog>(enabled: Set<Module>, language: ModuleLanguage) -> [ModuleEntry] {
        Module.allCases.map { ModuleEntry($0, enabled: enabled.contains($0), language: language) }
    }
}
