import GRDB

/// Every schema change, in order. Migrations are named and never edited once released: a change is a new one.
enum AppMigrator {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration(DisplayTextSchema.v1Name, migrate: DisplayTextSchema.createV1)
        migrator.registerMigration(DisplayTextSchema.v2Name, migrate: DisplayTextSchema.extendV2)
        migrator.registerMigration(DisplayTextSchema.v3Name, migrate: DisplayTextSchema.createV3)
        migrator.registerMigration(PreferencesSchema.v1Name, migrate: PreferencesSchema.createV1)
        migrator.registerMigration(ModulesSchema.v1Name, migrate: ModulesSchema.createV1)
        migrator.registerMigration(ComposerSchema.v1Name, migrate: ComposerSchema.createV1)
        return migrator
    }
}
