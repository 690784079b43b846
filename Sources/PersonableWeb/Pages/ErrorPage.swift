import Personable

/// The design system's warm first-person error view, with "Try again".
struct ErrorPage: Sendable {
    var chrome: PageChrome
    var icon: String
    var title: String
    var message: String
    var valid: [String]
    var hasValid: Bool
    var tryAgainHref: String
    var tryAgainLabel: String

    init(chrome: PageChrome, error: APIError, path: String) {
        self.chrome = chrome
        let state = EmptyState.loadingFailed
        icon = Icons.character(for: state.icon)
        title = state.title
        message = error.message
        valid = error.valid ?? []
        hasValid = !(error.valid ?? []).isEmpty
        // A failed form post is tried again from its page; a page that failed is loaded again.
        tryAgainHref = path.hasPrefix("/") && !path.hasPrefix("//") ? path : "/"
        tryAgainLabel = state.actionTitle ?? "Try Again"
    }
}
