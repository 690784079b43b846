import Foundation
import GRDB
import Testing
@testable import Personable

struct SchemaTests {
    /// The spec's SQL, whitespace-normalised, as the first migration must write it.
    static let specTable = """
        CREATE TABLE generatedDisplayText ( id TEXT PRIMARY KEY, entityType TEXT NOT NULL CHECK(entityType IN ( 'goal', 'action', 'value', 'term', 'empty_state', 'instruction', 'help_text', 'confirmation' )), entityId TEXT, theme TEXT NOT NULL CHECK(theme IN ( 'professional', 'gentle_parenting', 'david_goggins', 'ted_talk', 'lean_in', 'casual' )), textType TEXT NOT NULL CHECK(textType IN ( 'title', 'description', 'instruction', 'confirmation', 'empty_state', 'help_text', 'placeholder' )), generatedText TEXT NOT NULL, originalText TEXT NOT NULL, generationPrompt TEXT, userRating INTEGER CHECK(userRating BETWEEN 1 AND 5), regenerationCount INTEGER DEFAULT 0, generatedAt TEXT NOT NULL, expiresAt TEXT, modelVersion TEXT, logTime TEXT NOT NULL, UNIQUE(entityId, entityType, theme, textType) )
        """

    static func normalized(_ sql: String) -> String {
        sql.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
    }

    static func v1Database(_ directory: TemporaryDirectory) throws -> DatabaseQueue {
        let queue = try DatabaseQueue(path: directory.path("v1.sqlite"))
        try AppMigrator.migrator.migrate(queue, upTo: DisplayTextSchema.v1Name)
        return queue
    }

    @Test func theFirstMigrationWritesTheSpecSchemaExactly() throws {
        let directory = TemporaryDirectory()
        let queue = try Self.v1Database(directory)
        try queue.read { db in
            let table = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'generatedDisplayText'")
            #expect(Self.normalized(try #require(table)) == Self.normalized(Self.specTable))
            let indexes = try Row.fetchAll(db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name")
            let byName = Dictionary(uniqueKeysWithValues: indexes.map { ($0["name"] as String, Self.normalized($0["sql"])) })
            #expect(byName["idx_generated_display_text_lookup"] == "CREATE INDEX idx_generated_display_text_lookup ON generatedDisplayText( entityType, entityId, theme, textType )")
            #expect(byName["idx_generated_display_text_theme"] == "CREATE INDEX idx_generated_display_text_theme ON generatedDisplayText(theme)")
            #expect(byName["idx_generated_display_text_expiry"] == "CREATE INDEX idx_generated_display_text_expiry ON generatedDisplayText(expiresAt) WHERE expiresAt IS NOT NULL")
            #expect(byName.count == 3)
        }
    }

    @Test func theSpecSchemaAloneLetsDuplicateSystemRowsInAndTheUpgradeStopsThem() throws {
        let directory = TemporaryDirectory()
        let queue = try Self.v1Database(directory)
        let insert = """
            INSERT INTO generatedDisplayText (id, entityType, entityId, theme, textType, generatedText, originalText, generatedAt, logTime)
            VALUES (?, 'instruction', NULL, 'casual', 'title', ?, 'Thinking', ?, ?)
            """
        try queue.write { db in
            try db.execute(sql: insert, arguments: ["a", "older", "2026-01-01 00:00:00.000", "2026-01-01 00:00:00.000"])
            try db.execute(sql: insert, arguments: ["b", "newer", "2026-02-01 00:00:00.000", "2026-02-01 00:00:00.000"])
            try db.execute(sql: """
                INSERT INTO generatedDisplayText (id, entityType, entityId, theme, textType, generatedText, originalText, generatedAt, logTime)
                VALUES ('c', 'goal', 'g1', 'casual', 'description', 'kept', 'x', '2026-01-01', '2026-01-01')
                """)
        }
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM generatedDisplayText") } == 3, "the trap: SQLite treats NULLs as distinct")
        try queue.close()

        let database = try AppDatabase.open(at: directory.path("v1.sqlite"))
        let rows = try database.writer.read { try Row.fetchAll($0, sql: "SELECT id, generatedText, regenerationCount FROM generatedDisplayText ORDER BY id") }
        #expect(rows.map { $0["generatedText"] as String } == ["newer", "kept"])
        #expect(rows.allSatisfy { ($0["regenerationCount"] as Int?) == 0 })
        #expect(throws: DatabaseError.self) {
            try database.writer.write { db in
                try db.execute(sql: insert, arguments: ["d", "again", "2026-03-01 00:00:00.000", "2026-03-01 00:00:00.000"])
            }
        }
    }

    @Test func theExtendedSchemaAcceptsLoadingAndThinkingAndStillChecksEverythingElse() throws {
        let directory = TemporaryDirectory()
        let database = try directory.database()
        func insert(_ column: String, _ value: DatabaseValueConvertible?) throws {
            var values: [String: DatabaseValueConvertible?] = [
                "id": UUID().uuidString, "entityType": "empty_state", "entityId": UUID().uuidString, "theme": "casual",
                "textType": "loading", "generatedText": "x", "originalText": "y", "generatedAt": "2026-01-01", "logTime": "2026-01-01",
            ]
            values[column] = value
            try database.writer.write { db in
                try db.execute(
                    sql: "INSERT INTO generatedDisplayText (\(values.keys.joined(separator: ", "))) VALUES (\(values.keys.map { _ in "?" }.joined(separator: ", ")))",
                    arguments: StatementArguments(Array(values.values)))
            }
        }
        try insert("textType", "loading")
        try insert("textType", "thinking")
        for (column, value) in [("textType", "tooltip"), ("theme", "pirate"), ("entityType", "user"), ("userRating", 6), ("userRating", 0), ("generatedText", ""), ("id", nil)] as [(String, DatabaseValueConvertible?)] {
            #expect(throws: DatabaseError.self, "\(column) = \(String(describing: value))") { try insert(column, value) }
        }
    }
}
