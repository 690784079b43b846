import GRDB
import PersonableCore

/// The modules feature's tables: which modules are on, the activity log, how nudges were answered, and the
/// dog's profile. Every row of the first three belongs to a catalog (``ModuleCatalog/catalogName``), so
/// another app's modules can share the file.
public enum ModulesSchema: SchemaMigrations {
    public static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration(v1Name, migrate: createV1)
    }

    package static let v1Name = "v1-create-modules"

    package static func createV1(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE moduleState (
                catalog TEXT NOT NULL CHECK(length(catalog) > 0),
                module TEXT NOT NULL CHECK(length(module) > 0),
                enabled INTEGER NOT NULL CHECK(enabled IN (0, 1)),
                changedAt TEXT NOT NULL CHECK(julianday(changedAt) IS NOT NULL),
                PRIMARY KEY (catalog, module)
            );
            CREATE TABLE moduleActivity (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                catalog TEXT NOT NULL CHECK(length(catalog) > 0),
                module TEXT NOT NULL CHECK(length(module) > 0),
                occurredAt TEXT NOT NULL CHECK(julianday(occurredAt) IS NOT NULL)
            );
            CREATE INDEX idx_module_activity_module ON moduleActivity(catalog, module, occurredAt);
            CREATE TABLE nudgeResolution (
                catalog TEXT NOT NULL CHECK(length(catalog) > 0),
                nudgeId TEXT NOT NULL CHECK(
                    nudgeId = 'simplify' OR nudgeId GLOB 'disable_?*' OR nudgeId GLOB 'enable_?*'
                    OR nudgeId GLOB 'phase_?*'
                ),
                resolution TEXT NOT NULL CHECK(resolution IN ('dismissed', 'acted')),
                resolvedAt TEXT NOT NULL CHECK(julianday(resolvedAt) IS NOT NULL),
                PRIMARY KEY (catalog, nudgeId)
            );
            CREATE TABLE puppyProfile (
                id INTEGER PRIMARY KEY NOT NULL CHECK(id = 1),
                birthDate TEXT NOT NULL CHECK(julianday(birthDate) IS NOT NULL),
                updatedAt TEXT NOT NULL CHECK(julianday(updatedAt) IS NOT NULL),
                CHECK(birthDate <= updatedAt)
            );
            """)
    }
}
