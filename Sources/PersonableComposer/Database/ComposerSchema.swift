import GRDB
import PersonableCore

/// The composer's cache: one row per composition (a message, its audience and tone, the number of variations
/// and what wrote them), holding its variations as JSON. Refinements are appended to their composition.
public enum ComposerSchema: SchemaMigrations {
    public static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration(v1Name, migrate: createV1)
    }

    package static let v1Name = "v1-create-composition"

    package static func createV1(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE composition (
                id TEXT PRIMARY KEY NOT NULL,
                requestKey TEXT NOT NULL UNIQUE,
                input TEXT NOT NULL CHECK(length(input) > 0),
                tone TEXT NOT NULL CHECK(tone IN ('Formal', 'Casual', 'Empathetic', 'Direct', 'Diplomatic')),
                audience TEXT NOT NULL CHECK(audience IN ('Executive', 'Peer', 'Client', 'Team', 'Public')),
                variationCount INTEGER NOT NULL CHECK(variationCount BETWEEN 1 AND 5),
                fixedTone INTEGER NOT NULL CHECK(fixedTone IN (0, 1)),
                writerVersion TEXT NOT NULL,
                variations TEXT NOT NULL CHECK(json_valid(variations)),
                createdAt TEXT NOT NULL,
                updatedAt TEXT NOT NULL
            );
            CREATE INDEX idx_composition_updated ON composition(updatedAt);
            """)
    }
}
