import GRDB
import PersonableComposer
import PersonableCore
import PersonableDisplayText
import PersonableModules

/// Every schema change of the app, in order: each feature's migrations, in the order they were released.
/// Migrations are named and never edited once released: a change is a new one.
public enum AppMigrator {
    /// The features' schemas, in release order.
    public static var schemas: [any SchemaMigrations.Type] {
        [DisplayTextSchema.self, PreferencesSchema.self, ModulesSchema.self, ComposerSchema.self, DisplayTextReviewSchema.self,
         CustomThemeSchema.self]
    }

    public static var migrator: DatabaseMigrator { .registering(schemas) }
}

extension AppDatabase {
    /// Opens (creating if needed) the app's database at `path`, migrated to the current schema of every feature;
    /// `.readOnly` opens a current one without writing anything.
    public static func open(at path: String, access: DatabaseAccess = .readWrite) throws -> AppDatabase {
        try open(at: path, migrator: AppMigrator.migrator, access: access)
    }
}
