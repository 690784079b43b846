import Foundation
import GRDB
import Personable
@testable import PersonableDisplayText
import PersonableTesting
import Testing

/// The display-text tests, grouped so that `swift test --filter DisplayText` runs them all.
@Suite enum DisplayTextTests {}

extension DisplayTextTests {
    /// Set-up shared by the display-text tests: fixed dates, keys, rows, raw SQL and waiting.
    enum Fixtures {
        /// A fixed "now", the same as `TestClock`'s start.
        static let now = Date(timeIntervalSince1970: 1_800_000_000)
        static let goals = ListScreenCopy.goals
        /// The goals empty-state title in `casual`: a screen-level key (with an `entityId`).
        static let goalsTitle = goals.key(.title, theme: .casual)
        /// An app-wide thinking indicator in `casual`: a system-level key (`entityId` NULL).
        static let thinking = DisplayTextKey(entityType: .emptyState, entityId: nil, theme: .casual, textType: .thinking)

        /// A row for `key` written from `original`.
        static func row(
            _ text: String,
            key: DisplayTextKey = thinking,
            original: String = "Thinking...",
            generatedAt: Date = now,
            expiresAt: Date? = nil,
            modelVersion: String? = nil,
            promptVersion: String? = nil
        ) -> GeneratedDisplayText {
            GeneratedDisplayText(
                key: key, generatedText: text, originalText: original, generatedAt: generatedAt, expiresAt: expiresAt,
                modelVersion: modelVersion, promptVersion: promptVersion)
        }

        /// A database file migrated by the first migration only: the spec's schema, as an early install left it.
        static func v1Database(in directory: TemporaryDirectory, name: String = "v1.sqlite") throws -> DatabaseQueue {
            let queue = try DatabaseQueue(path: directory.path(name))
            try AppMigrator.migrator.migrate(queue, upTo: DisplayTextSchema.v1Name)
            return queue
        }

        /// Every migration's name, in order.
        static var allMigrations: [String] { AppMigrator.migrator.migrations }
    }

    /// A `generatedDisplayText` row written with raw SQL, as another program or an older version would write it, so
    /// that SQLite itself is what accepts or refuses it. Columns not given get valid values (`entityId` NULL).
    struct RawRow {
        var columns: [String: (any DatabaseValueConvertible)?] = [
            "id": UUID().uuidString.lowercased(), "entityType": "empty_state", "entityId": nil, "theme": "casual",
            "textType": "title", "generatedText": "Themed", "originalText": "Original",
            "generatedAt": "2026-01-01 00:00:00.000", "logTime": "2026-01-01 00:00:00.000",
        ]

        init(_ changes: [String: (any DatabaseValueConvertible)?] = [:]) {
            columns.merge(changes) { $1 }
        }

        func insert(_ db: Database) throws {
            let names = columns.keys.sorted()
            try db.execute(
                sql: """
                    INSERT INTO generatedDisplayText (\(names.joined(separator: ", ")))
                    VALUES (\(names.map { _ in "?" }.joined(separator: ", ")))
                    """,
                arguments: StatementArguments(names.map { columns[$0] ?? nil }))
        }

        func insert(into writer: some DatabaseWriter) throws {
            try writer.write { try insert($0) }
        }
    }

    /// Expects `body` to be refused by SQLite with the constraint error `code` (`SQLITE_CONSTRAINT_CHECK`…).
    static func expectConstraint(
        _ code: ResultCode, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () throws -> Void
    ) {
        let error = #expect(throws: DatabaseError.self, comment, sourceLocation: sourceLocation) { try body() }
        #expect(error?.extendedResultCode == code, comment, sourceLocation: sourceLocation)
    }

    /// Waits until `condition` holds (the generator has been reached, say), failing the test after `timeout`.
    /// It runs on the caller's actor, so `condition` may read the caller's state.
    static func eventually(
        timeout: Duration = .seconds(10), isolation: isolated (any Actor)? = #isolation,
        sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
    ) async throws {
        let deadline = ContinuousClock.now + timeout
        while !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("the condition did not hold within \(timeout)", sourceLocation: sourceLocation)
                return
            }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}
