import GRDB

/// Whether a SQLite file is Personable's, told from what is inside it, before anything is written to it.
///
/// Personable marks every database it creates with ``applicationID`` (`PRAGMA application_id`); a database an
/// earlier version made carries GRDB's migrations table with Personable's migration names instead. A file that is
/// neither, and holds tables, belongs to another program and is never migrated.
enum DatabaseOwnership: Equatable {
    /// Marked as ours, or holding our migrations.
    case ours
    /// A new or empty database: no tables, no application id. Ours to claim.
    case unclaimed
    /// Another program's database.
    case foreign

    /// `PRAGMA application_id` of a Personable database: "PSNL" in ASCII.
    static let applicationID: Int32 = 0x5053_4E4C

    /// The ownership of the database `db` is connected to; `migrator` names the migrations that count as ours.
    static func of(_ db: Database, migrator: DatabaseMigrator) throws -> DatabaseOwnership {
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        if applicationID == Self.applicationID { return .ours }
        if applicationID != 0 { return .foreign }
        let objects = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'") ?? 0
        if objects == 0 { return .unclaimed }
        if try db.tableExists("grdb_migrations") {
            let applied = try Set(String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
            if !applied.isDisjoint(with: migrator.migrations) { return .ours }
        }
        return .foreign
    }

    /// Marks the database as Personable's (inside the caller's transaction).
    static func claim(_ db: Database) throws {
        try db.execute(sql: "PRAGMA application_id = \(Self.applicationID)")
    }
}
