/// A list screen's own copy (the professional text) and where its themed versions are stored.
public struct ListScreenCopy: Sendable, Hashable {
    /// The `entityId` of the screen's rows in `generatedDisplayText`.
    public var screenId: String
    public var emptyStateTitle: String
    public var emptyStateDescription: String
    public var loadingMessage: String

    public init(screenId: String, emptyStateTitle: String, emptyStateDescription: String, loadingMessage: String) {
        self.screenId = screenId
        self.emptyStateTitle = emptyStateTitle
        self.emptyStateDescription = emptyStateDescription
        self.loadingMessage = loadingMessage
    }

    public static let goals = ListScreenCopy(
        screenId: "goals_list",
        emptyStateTitle: "No Goals Yet",
        emptyStateDescription: "Set your first goal to start tracking progress",
        loadingMessage: "Loading goals...")

    public static let actions = ListScreenCopy(
        screenId: "actions_list",
        emptyStateTitle: "No Actions Yet",
        emptyStateDescription: "Log an action to see what you've done toward your goals",
        loadingMessage: "Loading actions...")

    public static let personalValues = ListScreenCopy(
        screenId: "values_list",
        emptyStateTitle: "No Values Yet",
        emptyStateDescription: "Add a personal value that guides your choices",
        loadingMessage: "Loading values...")

    public static let terms = ListScreenCopy(
        screenId: "terms_list",
        emptyStateTitle: "No Terms Yet",
        emptyStateDescription: "Create a term to plan your goals over a period of time",
        loadingMessage: "Loading terms...")

    /// The four list screens, in the app's order.
    public static let all: [ListScreenCopy] = [.goals, .actions, .personalValues, .terms]

    /// The key of one of this screen's texts in `theme`.
    public func key(_ textType: DisplayTextType, theme: DisplayTheme) -> DisplayTextKey {
        DisplayTextKey(entityType: .emptyState, entityId: screenId, theme: theme, textType: textType)
    }

    /// The screen's texts with their types, in display order.
    public var texts: [(textType: DisplayTextType, text: String)] {
        [(.title, emptyStateTitle), (.description, emptyStateDescription), (.loading, loadingMessage)]
    }
}
