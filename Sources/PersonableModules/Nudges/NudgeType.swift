import PersonableCore

/// A suggestion to change which modules are on, shown as a card on the home screen.
///
/// Ids are the spec's: `disable_<module>`, `enable_<module>`, `phase_<phase>`, `simplify`.
public enum NudgeType<Module: ModuleCatalog>: Identifiable, Hashable, Sendable {
    /// An enabled module idle for the threshold or longer; `daysSinceUse` counts from its last use, or from when
    /// it was switched on if it was never used since.
    case disableUnused(module: Module, daysSinceUse: Int)
    /// A module worth switching on, with the reason, already in the user's language. No rule of the spec makes
    /// one; the app may.
    case enableSuggestion(module: Module, reason: String)
    /// The dog has outgrown `from` while puppy modules are still on.
    case phaseTransition(from: DogLifePhase, to: DogLifePhase)
    /// Three or more modules are inactive: switch them all off at once. (The spec's case carries no modules;
    /// these let the nudge explain itself and act on exactly what it showed.)
    case simplifyMode(inactive: [Module])

    public var id: String {
        switch self {
        case .disableUnused(let module, _): "disable_\(module.rawValue)"
        case .enableSuggestion(let module, _): "enable_\(module.rawValue)"
        case .phaseTransition(_, let to): "phase_\(to.rawValue)"
        case .simplifyMode: "simplify"
        }
    }

    /// Every id a nudge of this catalog can have, for error messages and parsing.
    public static var validIDs: [String] {
        Module.allCases.map { "disable_\($0.rawValue)" }
            + Module.allCases.map { "enable_\($0.rawValue)" }
            + DogLifePhase.allCases.filter { $0 != .puppy }.map { "phase_\($0.rawValue)" }
            + ["simplify"]
    }

    /// Checks that `id` is one a nudge can have, listing the valid ids when it is not.
    public static func validate(id: String) throws {
        guard validIDs.contains(id) else {
            throw UnknownValueError(kind: "nudge", value: id, valid: validIDs)
        }
    }

    /// Why the nudge is shown, in a sentence: "You haven't logged walks in 41 days."
    public func explanation(in language: ModuleLanguage) -> String {
        switch self {
        case let .disableUnused(module, days):
            return ModuleStrings.format("nudge.unused.explanation", in: language, module.inlineName(in: language), days)
        case let .enableSuggestion(_, reason):
            return reason
        case let .phaseTransition(_, to):
            let puppyModules = Module.ordered(Module.puppySpecific).map { $0.inlineName(in: language) }
            return ModuleStrings.format(
                "nudge.phase.explanation", in: language, to.startWeek,
                to.displayName(in: language).lowercased(with: language.locale),
                ModuleStrings.list(puppyModules, in: language))
        case let .simplifyMode(inactive):
            let names = inactive.map { $0.displayName(in: language) }
            return ModuleStrings.format(
                "nudge.simplify.explanation", in: language, inactive.count, ModuleStrings.list(names, in: language))
        }
    }
}
