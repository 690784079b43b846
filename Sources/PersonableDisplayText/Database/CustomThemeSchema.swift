import GRDB
import PersonableCore

/// The `customTheme` table, and the tables naming a theme rebuilt so that a theme is a built-in one, exactly as
/// before, or a stored custom theme.
///
/// SQLite cannot alter a CHECK, so `generatedDisplayText`, `themeSelection` and `displayTextReview` are rebuilt,
/// keeping every row. Each gets a generated column, `customTheme`: NULL for a built-in theme, else the theme's
/// name, with a foreign key to `customTheme(name)`. The theme's CHECK admits the built-in themes, as before, or a
/// name a custom theme may have (so 'gentleParenting' or 'gentle-parenting' is still refused by the CHECK), and
/// the foreign key requires such a name to be a stored theme's ('pirate' is refused until it is added).
/// Removing a custom theme removes its rows (`ON DELETE CASCADE`). The app's records never write the column.
public enum CustomThemeSchema: SchemaMigrations {
    public static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration(v1Name, migrate: createV1)
    }

    package static let v1Name = "v1-create-custom-themes"

    static let builtIns = "'professional', 'gentle_parenting', 'david_goggins', 'ted_talk', 'lean_in', 'casual'"
    /// A name a custom theme may have (``CustomTheme/isValidName(_:)``), for a column named `column`.
    static func customName(_ column: String) -> String {
        "(length(\(column)) BETWEEN 2 AND 40 AND \(column) GLOB '[a-z]*' AND \(column) NOT GLOB '*[^a-z0-9_]*')"
    }
    /// A theme column's CHECK: a built-in theme, or a name a custom theme may have (which the foreign key then
    /// requires to be stored).
    static let themeCheck = "CHECK(theme IN (\(builtIns)) OR \(customName("theme")))"
    static let generatedBuiltIns = "'gentle_parenting', 'david_goggins', 'ted_talk', 'lean_in', 'casual'"
    /// NULL for a built-in theme, the name of a custom theme otherwise: the foreign key's column.
    static let customThemeColumn = """
        customTheme TEXT GENERATED ALWAYS AS (CASE WHEN theme IN (\(builtIns)) THEN NULL ELSE theme END) VIRTUAL
            REFERENCES customTheme(name) ON DELETE CASCADE
        """

    package static func createV1(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE customTheme (
                name TEXT PRIMARY KEY NOT NULL CHECK(\(customName("name")) AND name NOT IN (\(builtIns))),
                styleGuide TEXT NOT NULL CHECK(length(trim(styleGuide)) > 0),
                examples TEXT NOT NULL CHECK(json_valid(examples) AND json_array_length(examples) >= 3),
                createdAt TEXT NOT NULL
            );

            CREATE TABLE generatedDisplayText_v3 (
                id TEXT PRIMARY KEY NOT NULL,
                entityType TEXT NOT NULL CHECK(entityType IN (
                    'goal', 'action', 'value', 'term',
                    'empty_state', 'instruction', 'help_text', 'confirmation'
                )),
                entityId TEXT,
                theme TEXT NOT NULL \(themeCheck),
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
                \(customThemeColumn),
                UNIQUE(entityId, entityType, theme, textType)
            );
            INSERT INTO generatedDisplayText_v3 (
                id, entityType, entityId, theme, textType, generatedText, originalText, generationPrompt,
                userRating, regenerationCount, generatedAt, expiresAt, modelVersion, logTime, promptVersion
            )
            SELECT id, entityType, entityId, theme, textType, generatedText, originalText, generationPrompt,
                   userRating, regenerationCount, generatedAt, expiresAt, modelVersion, logTime, promptVersion
            FROM generatedDisplayText;
            DROP TABLE generatedDisplayText;
            ALTER TABLE generatedDisplayText_v3 RENAME TO generatedDisplayText;
            CREATE INDEX idx_generated_display_text_lookup ON generatedDisplayText(
                entityType, entityId, theme, textType
            );
            CREATE INDEX idx_generated_display_text_theme ON generatedDisplayText(theme);
            CREATE INDEX idx_generated_display_text_expiry ON generatedDisplayText(expiresAt)
            WHERE expiresAt IS NOT NULL;
            CREATE UNIQUE INDEX idx_generated_display_text_system_key ON generatedDisplayText(
                entityType, theme, textType
            ) WHERE entityId IS NULL;

            CREATE TABLE themeSelection_v2 (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                theme TEXT NOT NULL \(themeCheck),
                selectedAt TEXT NOT NULL,
                \(customThemeColumn)
            );
            INSERT INTO themeSelection_v2 (id, theme, selectedAt) SELECT id, theme, selectedAt FROM themeSelection;
            DROP TABLE themeSelection;
            ALTER TABLE themeSelection_v2 RENAME TO themeSelection;
            CREATE INDEX idx_theme_selection_theme ON themeSelection(theme);

            CREATE TABLE displayTextReview_v2 (
                id TEXT PRIMARY KEY NOT NULL,
                entityType TEXT NOT NULL CHECK(entityType IN (
                    'goal', 'action', 'value', 'term',
                    'empty_state', 'instruction', 'help_text', 'confirmation'
                )),
                entityId TEXT NOT NULL,
                theme TEXT NOT NULL CHECK(theme IN (\(generatedBuiltIns)) OR (theme != 'professional' AND \(customName("theme")))),
                textType TEXT NOT NULL CHECK(textType IN (
                    'title', 'description', 'instruction', 'confirmation', 'empty_state', 'help_text',
                    'placeholder', 'loading', 'thinking'
                )),
                originalText TEXT NOT NULL,
                decision TEXT NOT NULL CHECK(decision IN ('approved', 'edited', 'rejected')),
                text TEXT NOT NULL CHECK(length(trim(text)) > 0),
                decidedAt TEXT NOT NULL,
                \(customThemeColumn),
                CHECK(decision != 'rejected' OR text = originalText),
                UNIQUE(entityType, entityId, theme, textType)
            );
            INSERT INTO displayTextReview_v2 (
                id, entityType, entityId, theme, textType, originalText, decision, text, decidedAt
            )
            SELECT id, entityType, entityId, theme, textType, originalText, decision, text, decidedAt
            FROM displayTextReview;
            DROP TABLE displayTextReview;
            ALTER TABLE displayTextReview_v2 RENAME TO displayTextReview;
            CREATE INDEX idx_display_text_review_theme ON displayTextReview(theme);
            """)
    }
}
