import Foundation
import GRDB
import PersonableCore

/// Records when modules are used, to find the ones a user has stopped using.
///
/// Each use is a row of the `moduleActivity` log (not one timestamp per module), so future analytics — how often,
/// which weekdays — have the data; the last activity is the latest row, found through an index.
///
/// ```swift
/// let tracker = ModuleActivityTracker<TrackingModule>(database: database)
/// try await tracker.recordActivity(.walks)          // in the walk store, when a walk starts
/// try await tracker.inactiveModules(among: enabled) // idle 30 days or more
/// ```
public struct ModuleActivityTracker<Module: ModuleCatalog>: Sendable {
    private let database: AppDatabase
    private let now: @Sendable () -> Date
    private let calendar: Calendar

    /// - Parameters:
    ///   - now: the clock; tests move it.
    ///   - calendar: where days are counted (its time zone decides when a day ends).
    public init(database: AppDatabase, now: @escaping @Sendable () -> Date = Date.init, calendar: Calendar = .current) {
        self.database = database
        self.now = now
        self.calendar = calendar
    }

    /// Records that `module` was used now.
    public func recordActivity(_ module: Module) async throws {
        let date = now()
        try await database.writer.write { db in
            // The first use of any module is also the moment of installation, if nothing was read before it.
            _ = try ModulePreferencesRepository<Module>.states(in: db, initializingAt: date)
            try ModuleActivityRecord(catalog: Module.catalogName, module: module.rawValue, occurredAt: date).insert(db)
        }
    }

    /// When `module` was last used, or `nil` if never.
    public func lastActivity(_ module: Module) async throws -> Date? {
        try await database.writer.read { db in try Self.lastActivities(in: db)[module] }
    }

    /// Whole days since `module` was last used, or `nil` if never.
    public func daysSinceLastActivity(_ module: Module) async throws -> Int? {
        let date = now()
        return try await lastActivity(module).map { ModuleUsage.days(from: $0, to: date, calendar: calendar) }
    }

    /// The modules among `enabledModules` idle for `threshold` days or more, in catalog order. A module never
    /// used counts as inactive once it has been on for `threshold` days (see ``ModuleUsage``).
    public func inactiveModules(threshold: Int = 30, among enabledModules: Set<Module>) async throws -> [Module] {
        guard threshold >= 1 else { throw ModulesError.invalidThreshold(threshold) }
        let date = now()
        let usage = try await usage()
        return Module.ordered(enabledModules).filter { module in
            usage[module]?.isInactive(threshold: threshold, at: date, calendar: calendar) ?? true
        }
    }

    /// Every module's last activity and the moment it was switched on.
    public func usage() async throws -> [Module: ModuleUsage] {
        try await ModulePreferencesRepository<Module>(database: database, now: now).withStates { db, states in
            try Self.usage(states: states, in: db)
        }
    }

    // MARK: - Inside a transaction

    /// The latest activity of every module that has one (rows of unknown modules are ignored).
    static func lastActivities(in db: Database) throws -> [Module: Date] {
        var result: [Module: Date] = [:]
        for activity in try ModuleActivityRecord.Last.fetchAllDecodable(db, ModuleActivityRecord.lastActivities(of: Module.self)) {
            if let module = Module(rawValue: activity.module) { result[module] = activity.last }
        }
        return result
    }

    static func usage(states: [ModuleState<Module>], in db: Database) throws -> [Module: ModuleUsage] {
        let last = try lastActivities(in: db)
        return Dictionary(uniqueKeysWithValues: states.map {
            ($0.module, ModuleUsage(lastActivity: last[$0.module], enabledSince: $0.enabledSince))
        })
    }
}
