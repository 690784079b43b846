import Foundation
import GRDB

/// A person's decision on the themed text of a key: approved as written, edited, or rejected (the original is
/// shown). Decisions live apart from generated rows, so regenerating never overwrites one, and the coordinator
/// serves an approved or edited text before anything a model wrote.
public struct DisplayTextReview: Codable, Sendable, Hashable, Identifiable {
    /// What the reviewer decided.
    public enum Decision: String, Codable, Sendable, Hashable, CaseIterable {
        case approved
        case edited
        case rejected
    }

    public var id: UUID
    public var entityType: DisplayEntityType
    public var entityId: String
    public var theme: DisplayTheme
    public var textType: DisplayTextType
    /// The app's own text the decision was made on; when that text changes, the decision no longer applies.
    public var originalText: String
    public var decision: Decision
    /// The text to show: the approved or edited text, or the original when rejected.
    public var text: String
    public var decidedAt: Date

    /// A decision on `key`, whose `entityId` must not be `nil`.
    public init(id: UUID = UUID(), key: DisplayTextKey, originalText: String, decision: Decision, text: String, decidedAt: Date) {
        self.id = id
        self.entityType = key.entityType
        self.entityId = key.entityId ?? ""
        self.theme = key.theme
        self.textType = key.textType
        self.originalText = originalText
        self.decision = decision
        self.text = decision == .rejected ? originalText : text
        self.decidedAt = decidedAt
    }

    /// Whether this decision settles `row`: made on the same original, and the row not rewritten since. A row
    /// regenerated after the decision (in the app, `text regenerate`) is a new candidate waiting for review; the
    /// decision is still what is served until a person decides on it.
    public func settles(_ row: GeneratedDisplayText) -> Bool {
        originalText == row.originalText && (row.generatedText == text || row.generatedAt <= decidedAt)
    }

    public var key: DisplayTextKey {
        DisplayTextKey(entityType: entityType, entityId: entityId, theme: theme, textType: textType)
    }
}

extension DisplayTextReview: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "displayTextReview"

    public static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy {
        .lowercaseString
    }
}
