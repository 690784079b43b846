import Foundation
import Observation

/// The module settings screen's view model (the spec's `ModulePreferences` and `ModuleSettingsView`): which
/// modules are on, switched one at a time or reset to the defaults, every change stored at once.
///
/// Other screens ask it too: `isEnabled(.walks)` decides whether the walks tab and card show. While ``observe()``
/// runs it follows the database, so a change made elsewhere (acting on a nudge, another screen) shows here.
///
/// ```swift
/// let settings = ModulePreferencesViewModel(modules: environment.modules)
/// await settings.load()
/// Task { await settings.observe() }
/// await settings.toggleModule(.training)
/// ```
@Observable
@MainActor
public final class ModulePreferencesViewModel<Module: ModuleCatalog> {
    /// The modules that are on (the catalog's defaults until ``load()`` reads the stored ones).
    public private(set) var enabledModules: Set<Module> = Module.defaultEnabled
    /// A first-person message when something went wrong.
    public private(set) var errorMessage: String?
    /// The language of every text below.
    public let language: ModuleLanguage

    @ObservationIgnored private let modules: ModulesCoordinator<Module>

    public init(modules: ModulesCoordinator<Module>, language: ModuleLanguage = .current) {
        self.modules = modules
        self.language = language
    }

    /// "Tracking Modules".
    public var title: String { ModuleStrings.text("modules.title", in: language) }
    /// The explanation above the list.
    public var subtitle: String { ModuleStrings.text("modules.description", in: language) }
    /// "Active Modules".
    public var sectionTitle: String { ModuleStrings.text("modules.active", in: language) }
    /// "Reset to Defaults".
    public var resetLabel: String { ModuleStrings.text("modules.resetDefaults", in: language) }
    /// One toggle row per module, in catalog order.
    public var rows: [ModuleRow<Module>] { ModuleRow.rows(on: enabledModules, language: language) }

    /// Whether `module` is on.
    public func isEnabled(_ module: Module) -> Bool {
        enabledModules.contains(module)
    }

    /// Reads the stored modules (storing the defaults on first launch).
    public func load() async {
        await update("read") { try await $0.enabledModules() }
    }

    /// Follows the stored modules until the calling task is cancelled: every change written through the database
    /// (by this view model or any other, a page, a command) shows here without a reload.
    public func observe() async {
        do {
            for try await enabled in modules.enabledModulesUpdates() {
                enabledModules = enabled
                errorMessage = nil
            }
        } catch is CancellationError {
        } catch {
            errorMessage = "I couldn't follow your modules: \(error.localizedDescription)"
        }
    }

    /// Switches `module` on or off.
    public func setEnabled(_ module: Module, enabled: Bool) async {
        await update("save") { try await $0.setEnabled(module, enabled: enabled).enabledModules }
    }

    /// Switches `module` to the other state.
    public func toggleModule(_ module: Module) async {
        await update("save") { try await $0.toggleModule(module).enabledModules }
    }

    /// Makes the catalog's defaults the modules on.
    public func resetToDefaults() async {
        await update("reset") { try await $0.resetToDefaults().enabledModules }
    }

    private func update(_ verb: String, _ body: (ModulesCoordinator<Module>) async throws -> Set<Module>) async {
        do {
            enabledModules = try await body(modules)
            errorMessage = nil
        } catch {
            errorMessage = "I couldn't \(verb) your modules: \(error.localizedDescription)"
        }
    }
}
