import Foundation
import GRDB
import Personable
import PersonableTesting
import Testing

/// Reading commands read: on a read-only file, without migrating or changing the schema, and without leaving
/// files that block the next writer (issue 16, defect 3).
@Suite struct ReadOnlyDatabaseTests {
    let directory = TemporaryDirectory()

    func schemaVersion(_ path: String) throws -> Int {
        let queue = try DatabaseQueue(path: path, configuration: { var c = Configuration(); c.readonly = true; return c }())
        return try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA schema_version") ?? 0 }
    }

    @Test func readingCommandsRunNoMigrationAndKeepTheSchemaVersion() throws {
        let path = directory.path("db.sqlite")
        #expect(try PersonableProcess.run(["theme", "set", "casual", "--db", path]).status == 0)
        let version = try schemaVersion(path)
        // (A command that writes opens GRDB's pool, which creates and drops a table when the write-ahead log is
        // empty: writes may move the version; reads must not.)
        for arguments in [["theme", "get"], ["text", "stats"], ["modules", "list"], ["modules", "activity"], ["compose", "export", "--format", "json"]] {
            let result = try PersonableProcess.run(arguments + ["--db", path])
            #expect(result.status == 0 || arguments[0] == "compose", "\(arguments): \(result.stderr)")
            #expect(try schemaVersion(path) == version, "\(arguments) changed the schema")
        }
    }

    @Test func aReadOnlyFileCanBeReadAndIsWritableAgainAfterwards() throws {
        // The folder is writable by the reader, so SQLite could leave a read-only -shm behind.
        let folder = directory.url.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
        let path = folder.appendingPathComponent("db.sqlite").path
        #expect(try PersonableProcess.run(["theme", "set", "casual", "--db", path]).status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)

        for arguments in [["theme", "get"], ["text", "stats", "--json"], ["modules", "list"]] {
            let result = try PersonableProcess.run(arguments + ["--db", path], unprivileged: true)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        #expect(try PersonableProcess.run(["theme", "get", "--db", path], unprivileged: true).stdout == "casual (Casual)\n")

        let write = try PersonableProcess.run(["theme", "set", "lean_in", "--db", path], unprivileged: true)
        #expect(write.status == 1)
        #expect(write.stderr.hasPrefix("I couldn't open the database at \(path) for writing: the file or its folder is read-only."), "\(write.stderr)")
        #expect(!write.stderr.contains("SQLite") && !write.stderr.contains("readonly database"))

        // Permissions restored: the next writer is not blocked by anything the reader left.
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: path)
        let again = try PersonableProcess.run(["theme", "set", "lean_in", "--db", path], unprivileged: true)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try PersonableProcess.run(["theme", "get", "--db", path]).stdout.hasPrefix("lean_in"))
    }
}
