import Foundation
import GRDB
import PersonableCore

/// Decides which nudges to show and carries them out: the spec's `NudgeEngine`, over the database.
///
/// Acting on a nudge does what its button says — `disableUnused`: switch the module off; `enableSuggestion`:
/// switch it on; `phaseTransition`: switch the puppy modules off; `simplifyMode`: switch off every module it
/// listed — and records the answer, as dismissing does ("Not now"). An answered nudge stays hidden until its
/// situation is new (see ``NudgeRules``), so "Not now" is not "never", and acting is not undone by the nudge
/// coming straight back when the user switches a module on again.
///
/// ```swift
/// let engine = NudgeEngine<TrackingModule>(database: database)
/// for nudge in try await engine.evaluate(profile: profile) {
///     print(NudgeCard(nudge, language: .current).title)
/// }
/// ```
public struct NudgeEngine<Module: ModuleCatalog>: Sendable {
    /// Days without use after which a module is inactive (the spec's 30).
    public let threshold: Int
    private let database: AppDatabase
    private let now: @Sendable () -> Date
    private let calendar: Calendar

    /// - Parameters:
    ///   - now: the clock; tests and `--now` move it.
    ///   - calendar: where days and weeks are counted.
    public init(
        database: AppDatabase, threshold: Int = 30, now: @escaping @Sendable () -> Date = Date.init,
        calendar: Calendar = .current
    ) {
        self.database = database
        self.threshold = threshold
        self.now = now
        self.calendar = calendar
    }

    /// The nudges to show now, in the spec's order: unused modules, the phase transition, simplify. Without a
    /// profile there is no phase-transition nudge.
    public func evaluate(profile: PuppyProfile?) async throws -> [NudgeType<Module>] {
        let rules = try rules(), date = now()
        return try await ModulePreferencesRepository<Module>(database: database, now: now).withStates { db, states in
            try Self.nudges(rules, states: states, profile: profile, now: date, in: db)
        }
    }

    /// Records "Not now" for `nudge`.
    public func dismiss(_ nudge: NudgeType<Module>) async throws {
        let date = now()
        try await database.writer.write { db in
            try NudgeResolutionRepository<Module>.record(NudgeResolution(kind: .dismissed, resolvedAt: date), for: nudge.id, in: db)
        }
    }

    /// Does what `nudge`'s button says and records it, in one transaction.
    @discardableResult
    public func act(on nudge: NudgeType<Module>) async throws -> ModuleChange<Module> {
        let date = now()
        return try await database.writer.write { db in try Self.act(on: nudge, at: date, in: db) }
    }

    /// Dismisses the nudge with `id` that is showing now; refuses an unknown id or one not showing.
    @discardableResult
    public func dismiss(id: String, profile: PuppyProfile?) async throws -> NudgeType<Module> {
        try await withActiveNudge(id: id, profile: profile) { nudge, date, db in
            try NudgeResolutionRepository<Module>.record(NudgeResolution(kind: .dismissed, resolvedAt: date), for: id, in: db)
            return nudge
        }
    }

    /// Acts on the nudge with `id` that is showing now; refuses an unknown id or one not showing.
    @discardableResult
    public func act(onID id: String, profile: PuppyProfile?) async throws -> (nudge: NudgeType<Module>, change: ModuleChange<Module>) {
        try await withActiveNudge(id: id, profile: profile) { nudge, date, db in
            (nudge, try Self.act(on: nudge, at: date, in: db))
        }
    }

    private func withActiveNudge<T: Sendable>(
        id: String, profile: PuppyProfile?, _ body: @escaping @Sendable (NudgeType<Module>, Date, Database) throws -> T
    ) async throws -> T {
        try NudgeType<Module>.validate(id: id)
        let rules = try rules(), date = now()
        return try await database.writer.write { db in
            let states = try ModulePreferencesRepository<Module>.states(in: db, initializingAt: date)
            let active = try Self.nudges(rules, states: states, profile: profile, now: date, in: db)
            guard let nudge = active.first(where: { $0.id == id }) else {
                throw ModulesError.nudgeNotActive(id: id, active: active.map(\.id))
            }
            return try body(nudge, date, db)
        }
    }

    private func rules() throws -> NudgeRules<Module> {
        guard threshold >= 1 else { throw ModulesError.invalidThreshold(threshold) }
        return NudgeRules(threshold: threshold, calendar: calendar)
    }

    /// The nudges `rules` show, read inside a transaction that already has the module states.
    private static func nudges(
        _ rules: NudgeRules<Module>, states: [ModuleState<Module>], profile: PuppyProfile?, now: Date, in db: Database
    ) throws -> [NudgeType<Module>] {
        rules.nudges(
            states: states, usage: try ModuleActivityTracker<Module>.usage(states: states, in: db), profile: profile,
            resolutions: try NudgeResolutionRepository<Module>.resolutions(in: db), now: now)
    }

    static func act(on nudge: NudgeType<Module>, at date: Date, in db: Database) throws -> ModuleChange<Module> {
        let wanted: [Module]
        let enabled: Bool
        switch nudge {
        case .disableUnused(let module, _): (wanted, enabled) = ([module], false)
        case .enableSuggestion(let module, _): (wanted, enabled) = ([module], true)
        case .phaseTransition: (wanted, enabled) = (Module.ordered(Module.puppySpecific), false)
        case .simplifyMode(let inactive): (wanted, enabled) = (inactive, false)
        }
        let change = try ModulePreferencesRepository<Module>.apply(
            Dictionary(wanted.map { ($0, enabled) }, uniquingKeysWith: { $1 }), at: date, in: db)
        try NudgeResolutionRepository<Module>.record(NudgeResolution(kind: .acted, resolvedAt: date), for: nudge.id, in: db)
        return change
    }
}
