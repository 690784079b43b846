import Foundation
import GRDB
import PersonableCore

/// Which modules are on, stored in the `moduleState` table (it replaces the spec's `@AppStorage` string).
///
/// One row per module of the catalog. On first launch, and when the catalog gains a module, the missing rows are
/// written with the catalog's defaults, so a user who switched everything off is never mistaken for a new one.
/// Rows of modules the catalog no longer has are ignored (and kept, should the module come back).
///
/// ```swift
/// let preferences = ModulePreferencesRepository<TrackingModule>(database: database)
/// try await preferences.setEnabled(.training, enabled: true)
/// ```
public struct ModulePreferencesRepository<Module: ModuleCatalog>: Sendable {
    private let database: AppDatabase
    private let now: @Sendable () -> Date

    public init(database: AppDatabase, now: @escaping @Sendable () -> Date = Date.init) {
        self.database = database
        self.now = now
    }

    /// Every module's state, in catalog order.
    public func states() async throws -> [ModuleState<Module>] {
        try await withStates { _, states in states }
    }

    /// The modules that are on.
    public func enabledModules() async throws -> Set<Module> {
        Self.enabled(in: try await states())
    }

    /// The modules that are on, now and after every change written through this database, until the iterating
    /// task ends (the catalog's defaults while nothing is stored; nothing is written).
    public func enabledModulesUpdates() -> some AsyncSequence<Set<Module>, any Error> & Sendable {
        let now = self.now
        return database.observe { db in Self.enabled(in: try Self.statesOrDefaults(in: db, at: now())) }
    }

    /// Whether `module` is on.
    public func isEnabled(_ module: Module) async throws -> Bool {
        try await enabledModules().contains(module)
    }

    /// Switches `module` on or off.
    @discardableResult
    public func setEnabled(_ module: Module, enabled: Bool) async throws -> ModuleChange<Module> {
        try await setEnabled([module], enabled: enabled)
    }

    /// Switches every one of `modules` on or off, in one transaction.
    @discardableResult
    public func setEnabled(_ modules: some Sequence<Module>, enabled: Bool) async throws -> ModuleChange<Module> {
        let wanted = Dictionary(modules.map { ($0, enabled) }, uniquingKeysWith: { $1 })
        return try await apply(wanted)
    }

    /// Switches `module` to the other state.
    @discardableResult
    public func toggleModule(_ module: Module) async throws -> ModuleChange<Module> {
        let date = now()
        return try await database.writer.write { db in
            let current = Self.enabled(in: try Self.states(in: db, initializingAt: date))
            return try Self.apply([module: !current.contains(module)], at: date, in: db)
        }
    }

    /// Makes `modules` exactly the ones on.
    @discardableResult
    public func setEnabledModules(_ modules: Set<Module>) async throws -> ModuleChange<Module> {
        try await apply(Dictionary(uniqueKeysWithValues: Module.allCases.map { ($0, modules.contains($0)) }))
    }

    /// Makes the catalog's defaults the modules on.
    @discardableResult
    public func resetToDefaults() async throws -> ModuleChange<Module> {
        try await setEnabledModules(Module.defaultEnabled)
    }

    private func apply(_ wanted: [Module: Bool]) async throws -> ModuleChange<Module> {
        let date = now()
        return try await database.writer.write { db in try Self.apply(wanted, at: date, in: db) }
    }

    /// Runs `body` on every module's state in one transaction: a read, or a write when rows must first be
    /// created (first launch, or a module new to the catalog).
    func withStates<T: Sendable>(_ body: @escaping @Sendable (Database, [ModuleState<Module>]) throws -> T) async throws -> T {
        let result: T? = try await database.writer.read { db in
            guard let states = try Self.storedStates(in: db) else { return nil }
            return try body(db, states)
        }
        if let result { return result }
        let date = now()
        if database.access == .readOnly {
            // A reading command on a database it may not write: the defaults are shown, not stored.
            return try await database.writer.read { db in try body(db, Self.statesOrDefaults(in: db, at: date)) }
        }
        return try await database.writer.write { db in try body(db, Self.states(in: db, initializingAt: date)) }
    }

    // MARK: - Inside a transaction

    /// Every module's state; `nil` when some module has no row yet.
    static func storedStates(in db: Database) throws -> [ModuleState<Module>]? {
        let states = try storedStateMap(in: db)
        let ordered = Module.allCases.compactMap { states[$0] }
        return ordered.count == Module.allCases.count ? ordered : nil
    }

    /// Every module's state as stored, the default for a module without a row; nothing is written.
    static func statesOrDefaults(in db: Database, at date: Date) throws -> [ModuleState<Module>] {
        let states = try storedStateMap(in: db)
        return Module.allCases.map {
            states[$0] ?? ModuleState(module: $0, isEnabled: Module.defaultEnabled.contains($0), changedAt: date)
        }
    }

    /// The stored states, by module.
    private static func storedStateMap(in db: Database) throws -> [Module: ModuleState<Module>] {
        var states: [Module: ModuleState<Module>] = [:]
        for record in try ModuleStateRecord.fetchAllDecodable(db, ModuleStateRecord.rows(of: Module.self)) {
            guard let module = Module(rawValue: record.module) else { continue }
            states[module] = ModuleState(module: module, isEnabled: record.enabled, changedAt: record.changedAt)
        }
        return states
    }

    /// Every module's state, first writing the default for each module without a row.
    static func states(in db: Database, initializingAt date: Date) throws -> [ModuleState<Module>] {
        if let states = try storedStates(in: db) { return states }
        for module in Module.allCases {
            try ModuleStateRecord(module, enabled: Module.defaultEnabled.contains(module), changedAt: date)
                .insert(db, onConflict: .ignore)
        }
        return try storedStates(in: db) ?? []
    }

    /// Sets each module of `wanted` to its value; `changedAt` moves only for a module whose state changes.
    static func apply(_ wanted: [Module: Bool], at date: Date, in db: Database) throws -> ModuleChange<Module> {
        let before = try states(in: db, initializingAt: date)
        var turnedOn: [Module] = [], turnedOff: [Module] = []
        for state in before {
            guard let enabled = wanted[state.module], enabled != state.isEnabled else { continue }
            try ModuleStateRecord(state.module, enabled: enabled, changedAt: date).update(db)
            if enabled { turnedOn.append(state.module) } else { turnedOff.append(state.module) }
        }
        let enabled = enabled(in: before).union(turnedOn).subtracting(turnedOff)
        return ModuleChange(turnedOn: turnedOn, turnedOff: turnedOff, enabledModules: enabled)
    }

    static func enabled(in states: [ModuleState<Module>]) -> Set<Module> {
        Set(states.filter(\.isEnabled).map(\.module))
    }
}
