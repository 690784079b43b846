/// An empty state with personality: an icon, a warm title and message, and an optional action.
public struct EmptyState: Sendable, Hashable, Codable {
    /// A stable identifier (`noHistory`).
    public let id: String
    /// An SF Symbol name.
    public let icon: String
    public let title: String
    public let message: String
    /// The action button's title, when the empty state offers one.
    public let actionTitle: String?

    public init(id: String, icon: String, title: String, message: String, actionTitle: String? = nil) {
        self.id = id
        self.icon = icon
        self.title = title
        self.message = message
        self.actionTitle = actionTitle
    }

    /// What VoiceOver reads for the combined element: the title, then the message (as the spec's view).
    public var accessibilityLabel: String { "\(title). \(message)" }

    private enum CodingKeys: String, CodingKey {
        case id, icon, title, message, actionTitle
    }
}

extension EmptyState {
    /// Empty conversation history (spec).
    public static let noHistory = EmptyState(
        id: "noHistory", icon: "bubble.left.and.bubble.right", title: "No conversations yet",
        message: "Your coaching journey starts with a single message. What's on your mind?",
        actionTitle: "Start a Conversation")

    /// Empty search results (spec).
    public static let noSearchResults = EmptyState(
        id: "noSearchResults", icon: "magnifyingglass", title: "Nothing found",
        message: "I couldn't find what you're looking for. Try different words?")

    /// Offline (spec).
    public static let offline = EmptyState(
        id: "offline", icon: "wifi.slash", title: "You're offline",
        message: "Your past conversations are here — new coaching needs a connection.")

    /// No personal context saved yet.
    public static let noContext = EmptyState(
        id: "noContext", icon: "person.crop.circle.badge.plus", title: "Tell me about you",
        message: "I don't know much about you yet. Share a little, and I'll tailor our conversations to you.",
        actionTitle: "Add Context")

    /// No personas to choose from.
    public static let noPersonas = EmptyState(
        id: "noPersonas", icon: "person.2", title: "No personas yet",
        message: "Personas shape how I talk with you. Create one whenever you're ready.",
        actionTitle: "Create a Persona")

    /// Content could not be loaded.
    public static let loadingFailed = EmptyState(
        id: "loadingFailed", icon: "arrow.clockwise", title: "Let's try that again",
        message: WarmErrorMessages.loadFailed, actionTitle: "Try Again")

    /// The catalog, in a fixed order.
    public static let catalog: [EmptyState] = [noHistory, noSearchResults, offline, noContext, noPersonas, loadingFailed]
}
