import Foundation
import GRDB

/// One stored piece of themed display text: a row of `generatedDisplayText`, every column.
public struct GeneratedDisplayText: Codable, Sendable, Hashable, Identifiable {
    public var id: UUID
    public var entityType: DisplayEntityType
    /// `nil` for system-level text.
    public var entityId: String?
    public var theme: DisplayTheme
    public var textType: DisplayTextType
    /// The text shown to the user.
    public var generatedText: String
    /// The app's own text this was written from; a change of it makes the row obsolete.
    public var originalText: String
    /// The prompt the model was given.
    public var generationPrompt: String?
    /// The user's 1–5 rating, if any.
    public var userRating: Int?
    /// How many times the user asked for a new version.
    public var regenerationCount: Int
    public var generatedAt: Date
    /// After this the row is served once more while a fresh one is generated.
    public var expiresAt: Date?
    /// The model that wrote it: file name and hash prefix, or an endpoint's model name.
    public var modelVersion: String?
    /// When the row was written.
    public var logTime: Date
    /// The prompt template version (added by migration `v2-extend-text-types`).
    public var promptVersion: String?

    public init(
        id: UUID = UUID(),
        key: DisplayTextKey,
        generatedText: String,
        originalText: String,
        generationPrompt: String? = nil,
        userRating: Int? = nil,
        regenerationCount: Int = 0,
        generatedAt: Date,
        expiresAt: Date? = nil,
        modelVersion: String? = nil,
        logTime: Date? = nil,
        promptVersion: String? = nil
    ) {
        self.id = id
        self.entityType = key.entityType
        self.entityId = key.entityId
        self.theme = key.theme
        self.textType = key.textType
        self.generatedText = generatedText
        self.originalText = originalText
        self.generationPrompt = generationPrompt
        self.userRating = userRating
        self.regenerationCount = regenerationCount
        self.generatedAt = generatedAt
        self.expiresAt = expiresAt
        self.modelVersion = modelVersion
        self.logTime = logTime ?? generatedAt
        self.promptVersion = promptVersion
    }

    public var key: DisplayTextKey {
        DisplayTextKey(entityType: entityType, entityId: entityId, theme: theme, textType: textType)
    }
}

extension GeneratedDisplayText: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "generatedDisplayText"

    public static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy {
        .lowercaseString
    }

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let entityType = Column(CodingKeys.entityType)
        public static let entityId = Column(CodingKeys.entityId)
        public static let theme = Column(CodingKeys.theme)
        public static let textType = Column(CodingKeys.textType)
        public static let userRating = Column(CodingKeys.userRating)
        public static let expiresAt = Column(CodingKeys.expiresAt)
    }
}
