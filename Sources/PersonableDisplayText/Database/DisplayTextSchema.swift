import Foundation
import GRDB
import PersonableCore

/// The `generatedDisplayText` table: the spec's schema (v1) and its extension (v2).
public enum DisplayTextSchema: SchemaMigrations {
    public static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration(v1Name, migrate: createV1)
        migrator.registerMigration(v2Name, migrate: extendV2)
        migrator.registerMigration(v3Name, migrate: createV3)
    }

    package static let v1Name = "v1-create-generated-display-text"
    package static let v2Name = "v2-extend-text-types"

    /// The spec's schema, to the letter.
    package static func createV1(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE generatedDisplayText (
                id TEXT PRIMARY KEY,
                entityType TEXT NOT NULL CHECK(entityType IN (
                    'goal', 'action', 'value', 'term',
                    'empty_state', 'instruction', 'help_text', 'confirmation'
                )),
                entityId TEXT,
                theme TEXT NOT NULL CHECK(theme IN (
                    'professional', 'gentle_parenting', 'david_goggins',
                    'ted_talk', 'lean_in', 'casual'
                )),
                textType TEXT NOT NULL CHECK(textType IN (
                    'title', 'description', 'instruction',
                    'confirmation', 'empty_state', 'help_text', 'placeholder'
                )),
                generatedText TEXT NOT NULL,
                originalText TEXT NOT NULL,
                generationPrompt TEXT,
                userRating INTEGER CHECK(userRating BETWEEN 1 AND 5),
                regenerationCount INTEGER DEFAULT 0,
                generatedAt TEXT NOT NULL,
                expiresAt TEXT,
                modelVersion TEXT,
                logTime TEXT NOT NULL,
                UNIQUE(entityId, entityType, theme, textType)
            );
            CREATE INDEX idx_generated_display_text_lookup ON generatedDisplayText(
                entityType, entityId, theme, textType
            );
            CREATE INDEX idx_generated_display_text_theme ON generatedDisplayText(theme);
            CREATE INDEX idx_generated_display_text_expiry ON generatedDisplayText(expiresAt)
            WHERE expiresAt IS NOT NULL;
            """)
    }

    /// Fixes the spec's traps and extends it, keeping every row.
    ///
    /// - `textType` also accepts `loading` and `thinking` (SQLite cannot alter a CHECK: the table is rebuilt).
    /// - `UNIQUE(entityId, …)` lets any number of rows with a NULL `entityId` share a key, because SQLite treats
    ///   NULLs as distinct. A partial unique index closes that hole; duplicates already stored are merged,
    ///   keeping the most recently generated row.
    /// - `id TEXT PRIMARY KEY` accepts NULL in SQLite (a legacy quirk): it becomes NOT NULL, and a row whose id
    ///   is missing or not a UUID gets a new UUID (the app reads ids as UUIDs).
    /// - `regenerationCount` becomes NOT NULL and non-negative; `generatedText` may not be empty.
    /// - `promptVersion` records the prompt template, so a new template refreshes old rows.
    package static func extendV2(_ db: Database) throws {
        try giveEveryRowAReadableID(db)
        try db.execute(sql: """
            CREATE TABLE generatedDisplayText_v2 (
                id TEXT PRIMARY KEY NOT NULL,
                entityType TEXT NOT NULL CHECK(entityType IN (
                    'goal', 'action', 'value', 'term',
                    'empty_state', 'instruction', 'help_text', 'confirmation'
                )),
                entityId TEXT,
                theme TEXT NOT NULL CHECK(theme IN (
                    'professional', 'gentle_parenting', 'david_goggins',
                    'ted_talk', 'lean_in', 'casual'
                )),
                textType TEXT NOT NULL CHECK(textType IN (
                    'title', 'description', 'instruction',
                    'confirmation', 'empty_state', 'help_text', 'placeholder',
                    'loading', 'thinking'
                )),
                generatedText TEXT NOT NULL CHECK(length(generatedText) > 0),
                originalText TEXT NOT NULL,
                generationPrompt TEXT,
                userRating INTEGER CHECK(userRating BETWEEN 1 AND 5),
                regenerationCount INTEGER NOT NULL DEFAULT 0 CHECK(regenerationCount >= 0),
                generatedAt TEXT NOT NULL,
                expiresAt TEXT,
                modelVersion TEXT,
                logTime TEXT NOT NULL,
                promptVersion TEXT,
                UNIQUE(entityId, entityType, theme, textType)
            );
            INSERT INTO generatedDisplayText_v2 (
                id, entityType, entityId, theme, textType, generatedText, originalText, generationPrompt,
                userRating, regenerationCount, generatedAt, expiresAt, modelVersion, logTime
            )
            SELECT id, entityType, entityId, theme, textType,
                   generatedText, originalText, generationPrompt, userRating, COALESCE(regenerationCount, 0),
                   generatedAt, expiresAt, modelVersion, logTime
            FROM (
                SELECT *, ROW_NUMBER() OVER (
                    PARTITION BY entityType, entityId, theme, textType
                    ORDER BY generatedAt DESC, rowid DESC
                ) AS rank
                FROM generatedDisplayText
                WHERE length(generatedText) > 0
            )
            WHERE rank = 1;
            DROP TABLE generatedDisplayText;
            ALTER TABLE generatedDisplayText_v2 RENAME TO generatedDisplayText;
            CREATE INDEX idx_generated_display_text_lookup ON generatedDisplayText(
                entityType, entityId, theme, textType
            );
            CREATE INDEX idx_generated_display_text_theme ON generatedDisplayText(theme);
            CREATE INDEX idx_generated_display_text_expiry ON generatedDisplayText(expiresAt)
            WHERE expiresAt IS NOT NULL;
            CREATE UNIQUE INDEX idx_generated_display_text_system_key ON generatedDisplayText(
                entityType, theme, textType
            ) WHERE entityId IS NULL;
            """)
    }
}

extension DisplayTextSchema {
    /// The spec's `id TEXT PRIMARY KEY` accepts NULL and any text, but the app reads ids as UUIDs: a row whose
    /// id is missing or is not a UUID gets a new one, so its key can still be looked up.
    package static func giveEveryRowAReadableID(_ db: Database) throws {
        let rows = try Row.fetchAll(db, sql: "SELECT rowid, id FROM generatedDisplayText")
        for row in rows {
            let id = String.fromDatabaseValue(row["id"] as DatabaseValue)
            guard id.flatMap(UUID.init(uuidString:)) == nil else { continue }
            try db.execute(
                sql: "UPDATE generatedDisplayText SET id = ? WHERE rowid = ?",
                arguments: [UUID().uuidString.lowercased(), row["rowid"] as Int64])
        }
    }
}

extension DisplayTextSchema {
    package static let v3Name = "v3-display-text-usage"

    /// Usage that outlives one process: cache counters (for `text stats`) and the theme-selection log.
    package static func createV3(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE displayTextCounter (
                name TEXT PRIMARY KEY NOT NULL,
                value INTEGER NOT NULL DEFAULT 0 CHECK(value >= 0)
            );
            CREATE TABLE themeSelection (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                theme TEXT NOT NULL CHECK(theme IN (
                    'professional', 'gentle_parenting', 'david_goggins',
                    'ted_talk', 'lean_in', 'casual'
                )),
                selectedAt TEXT NOT NULL
            );
            CREATE INDEX idx_theme_selection_theme ON themeSelection(theme);
            """)
    }
}
