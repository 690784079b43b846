import Foundation

/// Text to show, and where it came from.
public struct ThemedText: Sendable, Hashable, Codable {
    /// Where a piece of shown text came from.
    public enum Source: String, Sendable, Hashable, Codable {
        /// The app's own copy: the theme is `professional`.
        case original
        /// A fresh stored row.
        case cache
        /// A stored row being refreshed in the background.
        case staleCache = "stale_cache"
        /// Written by the model just now, and stored.
        case generated
        /// The app's own copy, because no themed text could be had.
        case fallback
        /// Approved or edited by a person (a catalog review), served before anything a model wrote.
        case reviewed
        /// The app's own copy, because a theme never rewrites this kind of text (a bare format such as `%lld`).
        case outOfScope = "out_of_scope"
    }

    public var text: String
    public var source: Source
    /// The stored row's id, when the text is stored.
    public var id: UUID?

    public init(text: String, source: Source, id: UUID? = nil) {
        self.text = text
        self.source = source
        self.id = id
    }
}
