import GRDB

/// A feature's part of the database schema: its named migrations, in order.
///
/// Each feature module has one (`PreferencesSchema`, `ModulesSchema`, …); an app lists the ones it uses, in the
/// order they were first released, and ``AppDatabase/open(at:schemas:)`` applies what is missing:
///
/// ```swift
/// let database = try AppDatabase.open(at: path, schemas: [PreferencesSchema.self, ModulesSchema.self])
/// ```
public protocol SchemaMigrations {
    /// Registers the feature's migrations. A migration is never edited once released: a change is a new one.
    static func registerMigrations(in migrator: inout DatabaseMigrator)
}

extension DatabaseMigrator {
    /// A migrator with the migrations of `schemas`, in order.
    public static func registering(_ schemas: [any SchemaMigrations.Type]) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for schema in schemas { schema.registerMigrations(in: &migrator) }
        return migrator
    }
}
