import GRDB
import PersonableCore

/// The `displayTextReview` table: people's decisions on themed text (catalog review, ratings to come).
public enum DisplayTextReviewSchema: SchemaMigrations {
    public static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v1-create-display-text-review") { db in
            try db.execute(sql: """
                CREATE TABLE displayTextReview (
                    id TEXT PRIMARY KEY NOT NULL,
                    entityType TEXT NOT NULL CHECK(entityType IN (
                        'goal', 'action', 'value', 'term',
                        'empty_state', 'instruction', 'help_text', 'confirmation'
                    )),
                    entityId TEXT NOT NULL,
                    theme TEXT NOT NULL CHECK(theme IN (
                        'gentle_parenting', 'david_goggins', 'ted_talk', 'lean_in', 'casual'
                    )),
                    textType TEXT NOT NULL CHECK(textType IN (
                        'title', 'description', 'instruction', 'confirmation', 'empty_state', 'help_text',
                        'placeholder', 'loading', 'thinking'
                    )),
                    originalText TEXT NOT NULL,
                    decision TEXT NOT NULL CHECK(decision IN ('approved', 'edited', 'rejected')),
                    text TEXT NOT NULL CHECK(length(trim(text)) > 0),
                    decidedAt TEXT NOT NULL,
                    CHECK(decision != 'rejected' OR text = originalText),
                    UNIQUE(entityType, entityId, theme, textType)
                );
                CREATE INDEX idx_display_text_review_theme ON displayTextReview(theme);
                """)
        }
    }
}
