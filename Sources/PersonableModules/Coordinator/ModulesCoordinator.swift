import Foundation
import PersonableCore

/// Everything a surface does with modules and nudges — the CLI's commands, the view models, a web page: which
/// modules are on, their use, the dog's profile, and the nudges with the rule that picks the profile they use.
///
/// Built on one clock and calendar, so one command (or one page) sees one moment; `AppEnvironment` builds it.
///
/// ```swift
/// let modules = ModulesCoordinator<TrackingModule>(database: database)
/// let evaluation = try await modules.nudges(givenProfile: nil)
/// for nudge in evaluation.nudges { print(NudgeCard(nudge, language: .english).title) }
/// ```
public struct ModulesCoordinator<Module: ModuleCatalog>: Sendable {
    /// What ``nudges(givenProfile:)`` found: the nudges, and the profile they were worked out with.
    public struct NudgeEvaluation: Sendable {
        public var nudges: [NudgeType<Module>]
        /// The given profile, else the stored one; `nil` leaves out the phase-transition nudges.
        public var profile: PuppyProfile?
    }

    /// Days without use after which a module is inactive (the spec's 30).
    public let threshold: Int
    /// The clock; tests and the CLI's `--now` stop it.
    public let now: @Sendable () -> Date
    /// Where days and weeks are counted.
    public let calendar: Calendar

    private let preferences: ModulePreferencesRepository<Module>
    private let tracker: ModuleActivityTracker<Module>
    private let profiles: PuppyProfileRepository
    private let engine: NudgeEngine<Module>

    public init(
        database: AppDatabase, threshold: Int = 30, now: @escaping @Sendable () -> Date = Date.init,
        calendar: Calendar = .current
    ) {
        self.threshold = threshold
        self.now = now
        self.calendar = calendar
        preferences = ModulePreferencesRepository(database: database, now: now)
        tracker = ModuleActivityTracker(database: database, now: now, calendar: calendar)
        profiles = PuppyProfileRepository(database: database, now: now)
        engine = NudgeEngine(database: database, threshold: threshold, now: now, calendar: calendar)
    }

    // MARK: - Which modules are on

    /// Every module's state, the defaults written on first use.
    public func states() async throws -> [ModuleState<Module>] {
        try await preferences.states()
    }

    /// The modules switched on.
    public func enabledModules() async throws -> Set<Module> {
        try await preferences.enabledModules()
    }

    /// The modules switched on, now and after every change written through this database (by any view model, page
    /// or command of this process), until the iterating task ends.
    public func enabledModulesUpdates() -> some AsyncSequence<Set<Module>, any Error> & Sendable {
        preferences.enabledModulesUpdates()
    }

    /// Switches `modules` on or off, in one transaction.
    @discardableResult
    public func setEnabled(_ modules: some Sequence<Module>, enabled: Bool) async throws -> ModuleChange<Module> {
        try await preferences.setEnabled(modules, enabled: enabled)
    }

    /// Switches `module` on or off.
    @discardableResult
    public func setEnabled(_ module: Module, enabled: Bool) async throws -> ModuleChange<Module> {
        try await preferences.setEnabled(module, enabled: enabled)
    }

    /// Switches `module` over.
    @discardableResult
    public func toggleModule(_ module: Module) async throws -> ModuleChange<Module> {
        try await preferences.toggleModule(module)
    }

    /// Switches exactly `modules` on (onboarding's choice).
    @discardableResult
    public func setEnabledModules(_ modules: Set<Module>) async throws -> ModuleChange<Module> {
        try await preferences.setEnabledModules(modules)
    }

    /// Switches the catalog's defaults on and the others off.
    @discardableResult
    public func resetToDefaults() async throws -> ModuleChange<Module> {
        try await preferences.resetToDefaults()
    }

    // MARK: - Use

    /// Records a use of `module` now.
    public func recordActivity(_ module: Module) async throws {
        try await tracker.recordActivity(module)
    }

    /// Every module's use so far.
    public func usage() async throws -> [Module: ModuleUsage] {
        try await tracker.usage()
    }

    /// The modules among `enabledModules` unused for ``threshold`` days.
    public func inactiveModules(among enabledModules: Set<Module>) async throws -> [Module] {
        try await tracker.inactiveModules(threshold: threshold, among: enabledModules)
    }

    // MARK: - The dog's profile

    /// The stored profile, if any.
    public func profile() async throws -> PuppyProfile? {
        try await profiles.profile()
    }

    /// Remembers `profile` (a birth date in the future is refused).
    public func saveProfile(_ profile: PuppyProfile) async throws {
        try await profiles.save(profile, calendar: calendar)
    }

    /// Forgets the profile.
    public func removeProfile() async throws {
        try await profiles.remove()
    }

    // MARK: - Nudges

    /// The nudges to show now. The profile rule: `givenProfile` when there is one (remembered for next time),
    /// else the stored profile.
    public func nudges(givenProfile: PuppyProfile?) async throws -> NudgeEvaluation {
        if let givenProfile { try await saveProfile(givenProfile) }
        let profile = try await profile(given: givenProfile)
        return NudgeEvaluation(nudges: try await engine.evaluate(profile: profile), profile: profile)
    }

    /// The nudges to show for `profile` exactly (a view that already holds the profile).
    public func nudges(for profile: PuppyProfile?) async throws -> [NudgeType<Module>] {
        try await engine.evaluate(profile: profile)
    }

    /// Does what the nudge with `id`, showing now, suggests, in one transaction; the profile rule as in
    /// ``nudges(givenProfile:)`` (a given profile is remembered once the answer is recorded). An unknown id, or one
    /// not showing, is refused before anything changes.
    @discardableResult
    public func act(onID id: String, givenProfile: PuppyProfile?) async throws -> (nudge: NudgeType<Module>, change: ModuleChange<Module>) {
        try await answering(id, givenProfile: givenProfile) { try await engine.act(onID: id, profile: $0) }
    }

    /// Hides the nudge with `id` ("Not now") until its situation changes; the profile rule as in ``act(onID:givenProfile:)``.
    @discardableResult
    public func dismiss(id: String, givenProfile: PuppyProfile?) async throws -> NudgeType<Module> {
        try await answering(id, givenProfile: givenProfile) { try await engine.dismiss(id: id, profile: $0) }
    }

    /// Does what `nudge` suggests and records it.
    @discardableResult
    public func act(on nudge: NudgeType<Module>) async throws -> ModuleChange<Module> {
        try await engine.act(on: nudge)
    }

    /// Records "Not now" for `nudge`.
    public func dismiss(_ nudge: NudgeType<Module>) async throws {
        try await engine.dismiss(nudge)
    }

    private func profile(given: PuppyProfile?) async throws -> PuppyProfile? {
        if let given { return given }
        return try await profile()
    }

    private func answering<T: Sendable>(
        _ id: String, givenProfile: PuppyProfile?, _ body: (PuppyProfile?) async throws -> T
    ) async throws -> T {
        try NudgeType<Module>.validate(id: id)
        let result = try await body(try await profile(given: givenProfile))
        if let givenProfile { try await saveProfile(givenProfile) }
        return result
    }
}
