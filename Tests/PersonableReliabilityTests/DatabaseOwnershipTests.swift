import Foundation
import GRDB
import Personable
import PersonableTesting
import Testing

/// Another program's SQLite file is never migrated: only a new, empty or recognisably Personable database is
/// written (issue 16, defect 1).
@Suite struct DatabaseOwnershipTests {
    let directory = TemporaryDirectory()

    /// A file another program made with `schema`, and its bytes.
    func foreignFile(_ name: String, schema: String) throws -> (path: String, bytes: Data) {
        let path = directory.path(name)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: schema) }
        try queue.close()
        return (path, try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    static let foreignSchemas = [
        // A plain app of its own.
        "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('keep me');",
        // One whose table has the name of one of ours: migrating would fail half-way.
        "CREATE TABLE preference (key TEXT, value TEXT); INSERT INTO preference VALUES ('theme', 'dark');",
        // Another GRDB app, with its own migrations.
        "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY); INSERT INTO grdb_migrations VALUES ('v1'); CREATE TABLE player (id INTEGER PRIMARY KEY);",
        // Another app that marks its files.
        "PRAGMA application_id = 1234; CREATE TABLE t (x);",
    ]

    @Test(arguments: foreignSchemas.indices)
    func anotherProgramsDatabaseIsRefusedUntouched(index: Int) throws {
        let (path, bytes) = try foreignFile("other-app-\(index).sqlite", schema: Self.foreignSchemas[index])
        for arguments in [["theme", "set", "casual"], ["theme", "get"], ["modules", "enable", "training"], ["text", "stats"]] {
            let result = try PersonableProcess.run(arguments + ["--db", path])
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr == "I couldn't use the database at \(path): it belongs to another program, so I left it untouched. Give me a new file with --db instead.\n")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes, "\(arguments) changed the file")
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
            #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
        }
        #expect(throws: AppDatabaseError.notOurs(path: path)) { try AppDatabase.open(at: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }

    func applicationID(_ path: String) throws -> Int32 {
        let queue = try DatabaseQueue(path: path, configuration: { var c = Configuration(); c.readonly = true; return c }())
        return try queue.read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0 }
    }

    @Test func newAndEmptyFilesAreClaimed() throws {
        let new = directory.path("new.sqlite")
        let empty = directory.path("empty.sqlite")
        _ = FileManager.default.createFile(atPath: empty, contents: Data())
        for path in [new, empty] {
            let result = try PersonableProcess.run(["theme", "set", "casual", "--db", path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try applicationID(path) == 0x5053_4E4C)
            #expect(try PersonableProcess.run(["theme", "get", "--db", path]).stdout == "casual (Casual)\n")
        }
    }

    @Test func aDatabaseAnEarlierVersionMadeKeepsWorking() throws {
        // Earlier versions migrated without marking the file: recognised by our migrations.
        let path = directory.path("earlier.sqlite")
        let queue = try DatabaseQueue(path: path)
        try AppMigrator.migrator.migrate(queue)
        try queue.close()
        #expect(try applicationID(path) == 0)
        let set = try PersonableProcess.run(["theme", "set", "casual", "--db", path])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(try applicationID(path) == 0x5053_4E4C, "marked as ours from then on")
        #expect(try PersonableProcess.run(["theme", "get", "--db", path]).stdout == "casual (Casual)\n")
    }

    @Test func aDatabaseWithOnlySomeOfOurFeaturesIsOurs() throws {
        // An app that uses only the modules made it; the whole app adds the other features' tables.
        let path = directory.path("modules-only.sqlite")
        _ = try AppDatabase.open(at: path, schemas: [PreferencesSchema.self, ModulesSchema.self])
        let result = try PersonableProcess.run(["text", "stats", "--json", "--db", path])
        #expect(result.status == 0, "\(result.stderr)")
    }
}
