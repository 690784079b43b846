import Personable

/// A list screen's three texts in a theme (`GET /api/screens/{screen}`).
struct ScreenText: Encodable, Sendable {
    var screen: String
    var theme: String
    var emptyStateTitle: String
    var emptyStateDescription: String
    var loadingMessage: String

    /// The URL names of the list screens and their copy.
    static let screens: [(name: String, copy: ListScreenCopy)] = [
        ("goals", .goals), ("actions", .actions), ("values", .personalValues), ("terms", .terms),
    ]

    static func copy(named name: String) throws -> ListScreenCopy {
        guard let copy = screens.first(where: { $0.name == name })?.copy else {
            throw APIError(.notFound, "I don't know the screen \"\(name)\".", valid: screens.map(\.name))
        }
        return copy
    }
}
