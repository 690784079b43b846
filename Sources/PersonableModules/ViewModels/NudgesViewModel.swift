import Foundation
import Observation

/// The home screen's nudge cards (the spec's `NudgeEngine` as an observable): evaluate on appear, then act or
/// dismiss from a card.
///
/// Acting changes which modules are on; the settings view model (tabs and cards) follows the database through
/// its own ``ModulePreferencesViewModel/observe()``, and ``observe()`` here evaluates the cards again whenever
/// the modules change, wherever they were changed.
@Observable
@MainActor
public final class NudgesViewModel<Module: ModuleCatalog> {
    /// The nudges showing, in the spec's order.
    public private(set) var activeNudges: [NudgeType<Module>] = []
    /// A first-person message when something went wrong.
    public private(set) var errorMessage: String?
    /// The language of the cards.
    public let language: ModuleLanguage

    @ObservationIgnored private let modules: ModulesCoordinator<Module>
    @ObservationIgnored private var profile: PuppyProfile?
    /// Whether the nudges were evaluated once (and ``profile`` is the one they used).
    @ObservationIgnored private var hasEvaluated = false

    public init(modules: ModulesCoordinator<Module>, language: ModuleLanguage = .current) {
        self.modules = modules
        self.language = language
    }

    /// The cards to show, one per active nudge.
    public var cards: [NudgeCard] { activeNudges.map { NudgeCard($0, language: language) } }
    /// What to show when there is no nudge.
    public var emptyMessage: String { ModuleStrings.text("nudges.none", in: language) }

    /// Evaluates the nudges for the stored profile (without one, there is no phase nudge).
    public func evaluate() async {
        do {
            await evaluate(profile: try await modules.profile())
        } catch {
            errorMessage = "I couldn't read your dog's profile: \(error.localizedDescription)"
        }
    }

    /// Evaluates the nudges for `profile`.
    public func evaluate(profile: PuppyProfile?) async {
        self.profile = profile
        hasEvaluated = true
        do {
            activeNudges = try await modules.nudges(for: profile)
            errorMessage = nil
        } catch {
            errorMessage = "I couldn't work out your nudges: \(error.localizedDescription)"
        }
    }

    /// Evaluates the nudges now and again whenever the modules that are on change (here, on another screen, by
    /// a command), with the profile last evaluated for (else the stored one), until the calling task is cancelled.
    public func observe() async {
        do {
            for try await _ in modules.enabledModulesUpdates() {
                if hasEvaluated { await evaluate(profile: profile) } else { await evaluate() }
            }
        } catch is CancellationError {
        } catch {
            errorMessage = "I couldn't follow your modules: \(error.localizedDescription)"
        }
    }

    /// "Not now": hides `nudge` until its situation is new.
    public func dismiss(_ nudge: NudgeType<Module>) async {
        do {
            try await modules.dismiss(nudge)
            activeNudges.removeAll { $0.id == nudge.id }
            errorMessage = nil
        } catch {
            errorMessage = "I couldn't dismiss that suggestion: \(error.localizedDescription)"
        }
    }

    /// Does what `nudge`'s button says, then shows what is left.
    public func act(on nudge: NudgeType<Module>) async {
        do {
            try await modules.act(on: nudge)
        } catch {
            errorMessage = "I couldn't change your modules: \(error.localizedDescription)"
            return
        }
        await evaluate(profile: profile)
    }
}
