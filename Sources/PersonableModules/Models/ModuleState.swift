import Foundation

/// Whether a module is on, and since when.
public struct ModuleState<Module: ModuleCatalog>: Hashable, Sendable {
    public var module: Module
    public var isEnabled: Bool
    /// When the module was last switched on or off (first launch, for a module never touched since).
    public var changedAt: Date

    public init(module: Module, isEnabled: Bool, changedAt: Date) {
        self.module = module
        self.isEnabled = isEnabled
        self.changedAt = changedAt
    }

    /// When the module was switched on, if it is on.
    public var enabledSince: Date? { isEnabled ? changedAt : nil }
}
