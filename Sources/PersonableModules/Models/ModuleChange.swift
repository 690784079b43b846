/// What a change of preferences did: the modules it switched on and off, and the modules on afterwards.
public struct ModuleChange<Module: ModuleCatalog>: Hashable, Sendable {
    /// Modules switched on, in catalog order (not those already on).
    public var turnedOn: [Module]
    /// Modules switched off, in catalog order (not those already off).
    public var turnedOff: [Module]
    /// The modules on after the change.
    public var enabledModules: Set<Module>

    public init(turnedOn: [Module], turnedOff: [Module], enabledModules: Set<Module>) {
        self.turnedOn = turnedOn
        self.turnedOff = turnedOff
        self.enabledModules = enabledModules
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { turnedOn.isEmpty && turnedOff.isEmpty }
}
