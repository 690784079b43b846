import GRDB

/// The `preference` table: the app's settings (it replaces UserDefaults), one text value per key.
public enum PreferencesSchema: SchemaMigrations {
    public static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration(v1Name, migrate: createV1)
    }

    package static let v1Name = "v1-create-preference"

    package static func createV1(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE preference (
                key TEXT PRIMARY KEY NOT NULL CHECK(length(key) > 0),
                value TEXT NOT NULL,
                updatedAt TEXT NOT NULL
            );
            """)
    }
}
