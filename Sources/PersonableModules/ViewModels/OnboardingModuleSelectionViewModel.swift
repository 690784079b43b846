import Foundation
import Observation

/// The onboarding step where the user picks modules (the spec's `OnboardingModuleSelectionView`).
///
/// Taps change the selection on screen; Continue stores it in one go, so leaving onboarding half-way stores
/// nothing. The selection starts from the stored modules (the defaults for a new user).
@Observable
@MainActor
public final class OnboardingModuleSelectionViewModel<Module: ModuleCatalog> {
    /// The modules picked so far.
    public private(set) var selection: Set<Module> = Module.defaultEnabled
    /// A first-person message when something went wrong.
    public private(set) var errorMessage: String?
    /// The language of every text below.
    public let language: ModuleLanguage

    @ObservationIgnored private let modules: ModulesCoordinator<Module>

    public init(modules: ModulesCoordinator<Module>, language: ModuleLanguage = .current) {
        self.modules = modules
        self.language = language
    }

    /// "What would you like to track?"
    public var title: String { ModuleStrings.text("onboarding.modules.title", in: language) }
    /// The line under the title.
    public var subtitle: String { ModuleStrings.text("onboarding.modules.subtitle", in: language) }
    /// "Continue".
    public var continueLabel: String { ModuleStrings.text("onboarding.continue", in: language) }
    /// One card per module, in catalog order.
    public var cards: [ModuleRow<Module>] { ModuleRow.rows(on: selection, language: language) }

    /// Whether `module` is picked.
    public func isSelected(_ module: Module) -> Bool {
        selection.contains(module)
    }

    /// Starts from the stored modules.
    public func load() async {
        do {
            selection = try await modules.enabledModules()
            errorMessage = nil
        } catch {
            errorMessage = "I couldn't read your modules: \(error.localizedDescription)"
        }
    }

    /// Picks or unpicks `module` (stored on Continue).
    public func toggleModule(_ module: Module) {
        if selection.contains(module) { selection.remove(module) } else { selection.insert(module) }
    }

    /// Stores the selection; `true` when onboarding may go on.
    public func continueOnboarding() async -> Bool {
        do {
            try await modules.setEnabledModules(selection)
            errorMessage = nil
            return true
        } catch {
            errorMessage = "I couldn't save your modules: \(error.localizedDescription)"
            return false
        }
    }
}
