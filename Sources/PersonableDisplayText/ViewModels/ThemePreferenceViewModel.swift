import Foundation
import Observation

/// The theme picker's view model: the selected theme (persisted), the themes on offer, a preview, usage counts.
///
/// The selection applies to every list view model it was given; while ``observe()`` runs, so does a selection
/// stored by another picker, page or command of the process. When no language model is available only
/// `professional` is offered and applied; a stored choice of another theme is kept for when the model returns.
@Observable
@MainActor
public final class ThemePreferenceViewModel {
    /// The theme the user chose.
    public private(set) var selectedTheme: DisplayTheme = .professional
    /// The themes the picker offers.
    public private(set) var availableThemes: [DisplayTheme] = [.professional]
    /// Why only `professional` is offered, when that is so.
    public private(set) var unavailableReason: String?
    /// A sample of the selected theme's voice: the goals empty state, themed.
    public private(set) var previewText: String = ListScreenCopy.goals.emptyStateDescription
    /// How many times each theme was chosen.
    public private(set) var themeUsage: [DisplayTheme: Int] = [:]
    /// A first-person message when something went wrong.
    public private(set) var errorMessage: String?

    @ObservationIgnored private let themes: ThemeCoordinator
    @ObservationIgnored private let coordinator: DisplayTextCoordinator
    @ObservationIgnored private let listViewModels: [any ThemeApplying]

    /// - Parameters:
    ///   - themes: the stored selection and its usage.
    ///   - coordinator: themed text, for the preview and the availability of themes.
    ///   - listViewModels: the lists the selection applies to.
    public init(themes: ThemeCoordinator, coordinator: DisplayTextCoordinator, listViewModels: [any ThemeApplying]) {
        self.themes = themes
        self.coordinator = coordinator
        self.listViewModels = listViewModels
    }

    /// The theme actually shown: the selection, or `professional` when it is not on offer.
    public var effectiveTheme: DisplayTheme {
        availableThemes.contains(selectedTheme) ? selectedTheme : .professional
    }

    /// Reads the stored theme and the model's availability, and applies the theme everywhere.
    public func load() async {
        do {
            selectedTheme = try await themes.selectedTheme()
            themeUsage = try await themes.themeUsage()
        } catch {
            errorMessage = "I couldn't read your theme choice: \(error.localizedDescription)"
        }
        switch await coordinator.availability {
        case .available:
            availableThemes = (try? await themes.allThemes()) ?? DisplayTheme.allCases
            unavailableReason = nil
        case .unavailable(let reason):
            availableThemes = [.professional]
            unavailableReason = reason
        }
        await applyEverywhere()
    }

    /// Follows the stored theme until the calling task is cancelled: a selection written through the database by
    /// another picker, a page or a command is applied to every list here, without a reload.
    public func observe() async {
        do {
            for try await theme in themes.selectedThemeUpdates() where theme != selectedTheme {
                selectedTheme = theme
                themeUsage = (try? await themes.themeUsage()) ?? themeUsage
                await applyEverywhere()
            }
        } catch is CancellationError {
        } catch {
            errorMessage = "I couldn't follow your theme choice: \(error.localizedDescription)"
        }
    }

    /// Chooses `theme`, stores it and applies it to every list.
    public func select(_ theme: DisplayTheme) async {
        guard availableThemes.contains(theme) else {
            errorMessage = "I can only offer \(DisplayTheme.professional.displayName) right now"
                + (unavailableReason.map { ": \($0)" } ?? ".")
            return
        }
        selectedTheme = theme
        errorMessage = nil
        do {
            try await themes.select(theme)
            themeUsage = try await themes.themeUsage()
        } catch {
            errorMessage = "I couldn't save your theme choice: \(error.localizedDescription)"
        }
        await applyEverywhere()
    }

    private func applyEverywhere() async {
        let theme = effectiveTheme
        let goals = ListScreenCopy.goals
        for viewModel in listViewModels { await viewModel.applyTheme(theme) }
        guard theme == effectiveTheme else { return }
        previewText = (try? await coordinator.themedText(
            for: goals.key(.description, theme: theme), fallback: goals.emptyStateDescription))
            ?? goals.emptyStateDescription
    }
}
