import Foundation
import PersonableCore

/// What went wrong with display text, said in the first person.
public enum DisplayTextError: Error, LocalizedError, Equatable {
    case invalidRating(Int)
    case textNotFound(UUID)
    case emptyFallback
    case generatorUnavailable(reason: String)
    /// A review of a key with no stored rewrite.
    case nothingToReview
    /// An edit that is empty or loses one of the original's format specifiers.
    case invalidEdit(String)

    public var errorDescription: String? {
        switch self {
        case let .invalidRating(rating):
            "I can only take a rating from 1 to 5, and \(rating) isn't one, so I changed nothing."
        case let .textNotFound(id):
            "I couldn't find any themed text with the id \(id.uuidString.lowercased())."
        case .emptyFallback:
            "I need the original text to fall back on, and it was empty."
        case let .generatorUnavailable(reason):
            "I can't write themed text right now: \(reason)"
        case .nothingToReview:
            "I have no themed text stored for that, so there is nothing to review; it may have been written again."
        case let .invalidEdit(reason):
            reason
        }
    }
}

extension DisplayTheme {
    /// Parses a theme name, accepting the raw value (`ted_talk`) or the case name (`tedTalk`).
    public static func parse(_ text: String) throws -> DisplayTheme {
        try parseCase(text, kind: "theme")
    }
}

extension DisplayTextType {
    /// Parses a text type, accepting the raw value (`help_text`) or the case name (`helpText`).
    public static func parse(_ text: String) throws -> DisplayTextType {
        try parseCase(text, kind: "text type")
    }
}

extension DisplayEntityType {
    /// Parses an entity type, accepting the raw value (`empty_state`) or the case name (`emptyState`).
    public static func parse(_ text: String) throws -> DisplayEntityType {
        try parseCase(text, kind: "entity type")
    }
}
