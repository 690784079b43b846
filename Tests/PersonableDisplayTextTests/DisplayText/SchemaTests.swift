import Foundation
import GRDB
import Personable
@testable import PersonableDisplayText
import PersonableTesting
import Testing

extension DisplayTextTests {
    /// The `generatedDisplayText` table as SQLite holds it: the spec's SQL to the letter after the first migration,
    /// and after every migration constraints that SQLite itself enforces.
    struct SchemaTests {
        let directory = TemporaryDirectory()

        /// The spec's SQL, whitespace-normalised, as the first migration must write it.
        static let specTable = """
            CREATE TABLE generatedDisplayText ( id TEXT PRIMARY KEY, entityType TEXT NOT NULL CHECK(entityType IN ( 'goal', 'action', 'value', 'term', 'empty_state', 'instruction', 'help_text', 'confirmation' )), entityId TEXT, theme TEXT NOT NULL CHECK(theme IN ( 'professional', 'gentle_parenting', 'david_goggins', 'ted_talk', 'lean_in', 'casual' )), textType TEXT NOT NULL CHECK(textType IN ( 'title', 'description', 'instruction', 'confirmation', 'empty_state', 'help_text', 'placeholder' )), generatedText TEXT NOT NULL, originalText TEXT NOT NULL, generationPrompt TEXT, userRating INTEGER CHECK(userRating BETWEEN 1 AND 5), regenerationCount INTEGER DEFAULT 0, generatedAt TEXT NOT NULL, expiresAt TEXT, modelVersion TEXT, logTime TEXT NOT NULL, UNIQUE(entityId, entityType, theme, textType) )
            """

        /// The spec's three indexes, whitespace-normalised.
        static let specIndexes = [
            "idx_generated_display_text_expiry":
                "CREATE INDEX idx_generated_display_text_expiry ON generatedDisplayText(expiresAt) WHERE expiresAt IS NOT NULL",
            "idx_generated_display_text_lookup":
                "CREATE INDEX idx_generated_display_text_lookup ON generatedDisplayText( entityType, entityId, theme, textType )",
            "idx_generated_display_text_theme":
                "CREATE INDEX idx_generated_display_text_theme ON generatedDisplayText(theme)",
        ]

        /// One index as `PRAGMA index_list` and `index_info` describe it.
        struct IndexShape: Hashable, CustomStringConvertible {
            var columns: [String]
            var unique: Bool
            var partial: Bool
            var description: String { "\(unique ? "unique " : "")\(partial ? "partial " : "")(\(columns.joined(separator: ", ")))" }
        }

        static func normalized(_ sql: String) -> String {
            sql.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
        }

        /// Each named index's SQL (`nil` for the ones SQLite makes for PRIMARY KEY and UNIQUE).
        static func indexSQL(_ db: Database) throws -> [String: String?] {
            let rows = try Row.fetchAll(db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'generatedDisplayText'")
            return Dictionary(uniqueKeysWithValues: rows.map { ($0["name"], ($0["sql"] as String?).map(normalized)) })
        }

        static func indexShapes(_ db: Database) throws -> Set<IndexShape> {
            Set(try Row.fetchAll(db, sql: "PRAGMA index_list(generatedDisplayText)").map { index in
                IndexShape(
                    columns: try String.fetchAll(db, sql: "SELECT name FROM pragma_index_info(?) ORDER BY seqno", arguments: [index["name"]]),
                    unique: index["unique"], partial: index["partial"])
            })
        }

        /// Column name → (declared type, NOT NULL, default).
        static func columns(_ db: Database) throws -> [String: String] {
            Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "PRAGMA table_info(generatedDisplayText)").map { column in
                let notNull: Bool = column["notnull"]
                let defaultValue: String? = column["dflt_value"]
                return (column["name"], "\(column["type"] as String)\(notNull ? " NOT NULL" : "")\(defaultValue.map { " DEFAULT \($0)" } ?? "")")
            })
        }

        static let specColumns = [
            "id": "TEXT", "entityType": "TEXT NOT NULL", "entityId": "TEXT", "theme": "TEXT NOT NULL",
            "textType": "TEXT NOT NULL", "generatedText": "TEXT NOT NULL", "originalText": "TEXT NOT NULL",
            "generationPrompt": "TEXT", "userRating": "INTEGER", "regenerationCount": "INTEGER DEFAULT 0",
            "generatedAt": "TEXT NOT NULL", "expiresAt": "TEXT", "modelVersion": "TEXT", "logTime": "TEXT NOT NULL",
        ]

        static let specShapes: Set<IndexShape> = [
            IndexShape(columns: ["id"], unique: true, partial: false),
            IndexShape(columns: ["entityId", "entityType", "theme", "textType"], unique: true, partial: false),
            IndexShape(columns: ["entityType", "entityId", "theme", "textType"], unique: false, partial: false),
            IndexShape(columns: ["theme"], unique: false, partial: false),
            IndexShape(columns: ["expiresAt"], unique: false, partial: true),
        ]

        @Test func theFirstMigrationWritesTheSpecSchemaExactly() throws {
            let queue = try Fixtures.v1Database(in: directory)
            try queue.read { db in
                let table = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'generatedDisplayText'")
                #expect(Self.normalized(try #require(table)) == Self.normalized(Self.specTable))
                #expect(try Self.indexSQL(db).compactMapValues { $0 } == Self.specIndexes)
                #expect(try Self.columns(db) == Self.specColumns)
                #expect(try Self.indexShapes(db) == Self.specShapes)
                #expect(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'grdb_%'") == ["generatedDisplayText"])
            }
        }

        @Test func everyMigrationKeepsTheSpecIndexesAndAddsTheSystemKeyIndex() throws {
            let database = try directory.database()
            try database.writer.read { db throws in
                #expect(try Self.indexSQL(db).compactMapValues { $0 }.filter { Self.specIndexes.keys.contains($0.key) } == Self.specIndexes)
                var expected = Self.specShapes
                expected.insert(IndexShape(columns: ["entityType", "theme", "textType"], unique: true, partial: true))
                #expect(try Self.indexShapes(db) == expected)
                #expect(try Self.indexSQL(db)["idx_generated_display_text_system_key"]
                    == "CREATE UNIQUE INDEX idx_generated_display_text_system_key ON generatedDisplayText( entityType, theme, textType ) WHERE entityId IS NULL")
                var columns = Self.specColumns
                columns["id"] = "TEXT NOT NULL"
                columns["regenerationCount"] = "INTEGER NOT NULL DEFAULT 0"
                columns["promptVersion"] = "TEXT"
                #expect(try Self.columns(db) == columns)
                #expect(try AppMigrator.migrator.appliedIdentifiers(db) == Set(Fixtures.allMigrations))
            }
        }

        @Test(arguments: [Fixtures.goalsTitle, Fixtures.thinking])
        func theLookupIsAnIndexSearchNotAScan(key: DisplayTextKey) throws {
            let database = try directory.database()
            let plan = try database.writer.read { db in
                try Row.fetchAll(db, sql: """
                    EXPLAIN QUERY PLAN SELECT * FROM generatedDisplayText
                    WHERE entityType = ? AND entityId IS ? AND theme = ? AND textType = ?
                    """, arguments: [key.entityType.rawValue, key.entityId, key.theme.rawValue, key.textType.rawValue])
            }.map { $0["detail"] as String }.joined(separator: "\n")
            #expect(plan.contains("SEARCH generatedDisplayText USING"), "\(plan)")
            #expect(!plan.contains("SCAN"), "\(plan)")
        }

        @Test func loadingAndThinkingAreAcceptedAfterTheMigrations() throws {
            let database = try directory.database()
            for textType in ["loading", "thinking"] {
                try RawRow(["textType": textType]).insert(into: database.writer)
            }
            #expect(try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM generatedDisplayText") } == 2)
            // The spec's own schema refuses them: that is why the table is rebuilt.
            let v1 = try Fixtures.v1Database(in: directory)
            expectConstraint(.SQLITE_CONSTRAINT_CHECK) { try RawRow(["textType": "loading"]).insert(into: v1) }
        }

        @Test(arguments: [
            ("textType", "tooltip"), ("theme", "gentleParenting"), ("theme", "gentle-parenting"), ("theme", "Casual"), ("entityType", "user"),
            ("userRating", 0), ("userRating", 6), ("generatedText", ""), ("regenerationCount", -1),
        ] as [(String, any DatabaseValueConvertible & Sendable)])
        func sqliteRefusesValuesOutsideTheChecks(column: String, value: any DatabaseValueConvertible & Sendable) throws {
            let database = try directory.database()
            expectConstraint(.SQLITE_CONSTRAINT_CHECK, "\(column) = \(value)") {
                try RawRow([column: value]).insert(into: database.writer)
            }
            #expect(try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM generatedDisplayText") } == 0)
        }

        @Test(arguments: ["id", "entityType", "theme", "textType", "generatedText", "originalText", "generatedAt", "logTime", "regenerationCount"])
        func sqliteRefusesNullInRequiredColumns(column: String) throws {
            let database = try directory.database()
            expectConstraint(.SQLITE_CONSTRAINT_NOTNULL, "\(column) = NULL") {
                try RawRow([column: nil]).insert(into: database.writer)
            }
        }

        @Test func ratingsOneToFiveAreAccepted() throws {
            let database = try directory.database()
            for rating in 1...5 {
                try RawRow(["userRating": rating, "entityId": "e\(rating)"]).insert(into: database.writer)
            }
            #expect(try database.writer.read { try Int.fetchAll($0, sql: "SELECT userRating FROM generatedDisplayText ORDER BY userRating") } == [1, 2, 3, 4, 5])
        }

        /// The NULL trap: `UNIQUE(entityId, …)` treats NULLs as distinct, so the spec's schema lets two system-level
        /// rows share a key; after the migrations SQLite refuses the second.
        @Test func twoSystemRowsForOneKeyAreRefusedBySQLite() throws {
            let v1 = try Fixtures.v1Database(in: directory)
            try RawRow(["generatedText": "first"]).insert(into: v1)
            try RawRow(["generatedText": "second"]).insert(into: v1)
            #expect(try v1.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM generatedDisplayText") } == 2, "the trap in the spec's schema")

            let database = try directory.database("fresh.sqlite")
            try RawRow(["generatedText": "first"]).insert(into: database.writer)
            expectConstraint(.SQLITE_CONSTRAINT_UNIQUE) { try RawRow(["generatedText": "second"]).insert(into: database.writer) }
            // Other system keys, and screen-level rows of the same key, are still welcome.
            try RawRow(["textType": "description"]).insert(into: database.writer)
            try RawRow(["entityId": "goals_list"]).insert(into: database.writer)
            expectConstraint(.SQLITE_CONSTRAINT_UNIQUE) { try RawRow(["entityId": "goals_list"]).insert(into: database.writer) }
            #expect(try database.writer.read { try String.fetchAll($0, sql: "SELECT generatedText FROM generatedDisplayText WHERE entityId IS NULL AND textType = 'title'") } == ["first"])
        }
    }
}
