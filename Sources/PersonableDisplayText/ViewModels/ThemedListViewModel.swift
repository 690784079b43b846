import Observation

/// A list screen's themed text, for a view to bind to: `Text(viewModel.emptyStateDescription)`.
///
/// The properties hold the screen's own copy from the start and switch to themed text when it arrives; a theme
/// change keeps the current text on screen until its replacement is ready (no flicker), and an older theme's
/// late answer never overwrites a newer one's.
@Observable
@MainActor
public final class ThemedListViewModel<Screen: ListScreen>: ThemeApplying {
    public private(set) var emptyStateTitle: String
    public private(set) var emptyStateDescription: String
    public private(set) var loadingMessage: String
    /// The theme whose text is shown (or being fetched).
    public private(set) var theme: DisplayTheme = .professional
    /// Whether themed text is being fetched.
    public private(set) var isLoadingThemedText = false

    @ObservationIgnored private let coordinator: DisplayTextCoordinator?

    /// - Parameter coordinator: where themed text comes from; `nil` keeps the screen's own copy.
    public init(coordinator: DisplayTextCoordinator?) {
        self.coordinator = coordinator
        let copy = Screen.copy
        emptyStateTitle = copy.emptyStateTitle
        emptyStateDescription = copy.emptyStateDescription
        loadingMessage = copy.loadingMessage
    }

    /// The screen's own copy.
    public var copy: ListScreenCopy { Screen.copy }

    public func applyTheme(_ theme: DisplayTheme) async {
        self.theme = theme
        guard let coordinator, theme.isGenerated else {
            isLoadingThemedText = false
            show(copy.emptyStateTitle, for: .title)
            show(copy.emptyStateDescription, for: .description)
            show(copy.loadingMessage, for: .loading)
            return
        }
        isLoadingThemedText = true
        defer { if self.theme == theme { isLoadingThemedText = false } }
        for (textType, original) in copy.texts {
            let text: String
            do {
                text = try await coordinator.themedText(for: copy.key(textType, theme: theme), fallback: original)
            } catch {
                text = original
            }
            guard self.theme == theme else { return }
            show(text, for: textType)
        }
    }

    private func show(_ text: String, for textType: DisplayTextType) {
        switch textType {
        case .title: emptyStateTitle = text
        case .description: emptyStateDescription = text
        default: loadingMessage = text
        }
    }
}
