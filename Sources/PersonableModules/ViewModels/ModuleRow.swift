/// One module as a settings row or an onboarding card shows it: the spec's `ModuleToggleRow` and `ModuleCard`
/// inputs, already in the user's language.
public struct ModuleRow<Module: ModuleCatalog>: Identifiable, Hashable, Sendable {
    public var module: Module
    public var displayName: String
    public var description: String
    public var systemImage: String
    /// On (settings) or selected (onboarding).
    public var isOn: Bool

    public var id: String { module.id }

    public init(module: Module, isOn: Bool, language: ModuleLanguage) {
        self.module = module
        self.displayName = module.displayName(in: language)
        self.description = module.description(in: language)
        self.systemImage = module.systemImage
        self.isOn = isOn
    }

    /// A row per module of the catalog, in its order; those in `on` are on.
    public static func rows(on: Set<Module>, language: ModuleLanguage) -> [ModuleRow] {
        Module.allCases.map { ModuleRow(module: $0, isOn: on.contains($0), language: language) }
    }
}
