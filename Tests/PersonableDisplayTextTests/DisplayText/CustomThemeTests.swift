import Foundation
import GRDB
import Personable
@testable import PersonableDisplayText
import PersonableTesting
import Testing

extension DisplayTextTests {
    /// Custom themes: stored in `customTheme` by a migration that keeps every row of a database at the previous
    /// schema version, checked before they are stored, and used like a built-in theme: the model is prompted with
    /// the theme's guide and examples, and its answer passes the same checks.
    struct CustomThemeTests {
        let directory = TemporaryDirectory()

        static let guide = "Cheerful and nautical, like a friendly ship's captain"
        static let examples = [
            CustomThemeExample(original: "Loading goals...", rewrite: "Loading goals, matey..."),
            CustomThemeExample(original: "No actions yet", rewrite: "No actions yet, matey"),
            CustomThemeExample(original: "Tap + to add your first goal", rewrite: "Tap + to add your first goal, matey"),
        ]
        static let original = "Set your first value to start tracking progress"
        static let answer = "Set your first value to start tracking progress, matey"

        func themes(_ database: AppDatabase) -> ThemeCoordinator {
            ThemeCoordinator(database: database, now: { Fixtures.now })
        }

        func count(_ table: String, in database: AppDatabase) throws -> Int {
            try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
        }

        // MARK: - Migration

        /// A database at the schema before custom themes, with a row in every table naming a theme: the upgrade
        /// keeps them all, column for column.
        @Test func aDatabaseAtThePreviousVersionKeepsEveryRow() async throws {
            let path = directory.path("previous.sqlite")
            let queue = try DatabaseQueue(path: path)
            try AppMigrator.migrator.migrate(queue, upTo: "v1-create-display-text-review")
            let id = UUID().uuidString.lowercased()
            try RawRow([
                "id": id, "theme": "ted_talk", "entityId": "g1", "userRating": 4, "regenerationCount": 2,
                "promptVersion": "bank-1", "modelVersion": "m1", "generatedText": "Every journey begins here.",
            ]).insert(into: queue)
            try RawRow(["theme": "casual", "textType": "loading", "generatedText": "Grabbing…"]).insert(into: queue)
            try await queue.write { db in
                try db.execute(sql: "INSERT INTO themeSelection (theme, selectedAt) VALUES ('lean_in', '2026-01-01 00:00:00.000'), ('casual', '2026-01-02 00:00:00.000')")
                try db.execute(sql: """
                    INSERT INTO displayTextReview (id, entityType, entityId, theme, textType, originalText, decision, text, decidedAt)
                    VALUES ('\(UUID().uuidString.lowercased())', 'instruction', 'key', 'casual', 'instruction', 'Tap here', 'edited', 'Tap right here', '2026-01-01 00:00:00.000')
                    """)
            }
            try queue.close()

            let database = try AppDatabase.open(at: path)
            let row = try #require(try await DisplayTextRepository(database: database).fetch(
                entityType: .emptyState, entityId: "g1", theme: .tedTalk, textType: .title))
            #expect(row.id.uuidString.lowercased() == id)
            #expect(row.generatedText == "Every journey begins here.")
            #expect(row.userRating == 4)
            #expect(row.regenerationCount == 2)
            #expect(row.promptVersion == "bank-1")
            #expect(row.modelVersion == "m1")
            #expect(try count("generatedDisplayText", in: database) == 2)
            #expect(try await themes(database).themeUsage()[.leanIn] == 1)
            #expect(try await themes(database).themeUsage()[.casual] == 1)
            let review = try await DisplayTextReviewRepository(database: database).fetch(
                DisplayTextKey(entityType: .instruction, entityId: "key", theme: .casual, textType: .instruction))
            #expect(review?.text == "Tap right here")
            try await database.writer.read { db throws in
                #expect(try AppMigrator.migrator.appliedIdentifiers(db).contains(CustomThemeSchema.v1Name))
                #expect(try db.tableExists("customTheme"))
            }
        }

        /// Built-in themes are checked as exactly as before; a custom theme's rows are accepted only while the
        /// theme is stored, and go with it.
        @Test func sqliteAcceptsACustomThemesRowsOnlyWhileItIsStored() async throws {
            let database = try directory.database()
            expectConstraint(.SQLITE_CONSTRAINT_FOREIGNKEY) { try RawRow(["theme": "pirate"]).insert(into: database.writer) }
            expectConstraint(.SQLITE_CONSTRAINT_CHECK) { try RawRow(["theme": "gentle-parenting"]).insert(into: database.writer) }
            expectConstraint(.SQLITE_CONSTRAINT_FOREIGNKEY) {
                try database.writer.write { try $0.execute(sql: "INSERT INTO themeSelection (theme, selectedAt) VALUES ('pirate', '2026-01-01')") }
            }
            expectConstraint(.SQLITE_CONSTRAINT_CHECK) {
                try database.writer.write { db in
                    try db.execute(sql: "INSERT INTO customTheme (name, styleGuide, examples, createdAt) VALUES ('casual', 'x', '[1,2,3]', '2026-01-01')")
                }
            }
            expectConstraint(.SQLITE_CONSTRAINT_CHECK) {
                try database.writer.write { db in
                    try db.execute(sql: "INSERT INTO customTheme (name, styleGuide, examples, createdAt) VALUES ('pirate', 'x', '[1,2]', '2026-01-01')")
                }
            }

            try await themes(database).add(name: "pirate", styleGuide: Self.guide, examples: Self.examples)
            try RawRow(["theme": "pirate"]).insert(into: database.writer)
            try RawRow(["theme": "casual"]).insert(into: database.writer)
            try await themes(database).select(.custom("pirate"))
            #expect(try count("generatedDisplayText", in: database) == 2)

            try await themes(database).remove(named: "pirate")
            #expect(try count("generatedDisplayText", in: database) == 1)
            #expect(try count("themeSelection", in: database) == 0)
            #expect(try await themes(database).selectedTheme() == .professional)
        }

        // MARK: - Validation

        static let bad: [(name: String, guide: String, examples: [CustomThemeExample], error: CustomThemeError)] = [
            ("Pirate", guide, examples, .invalidName("Pirate")),
            ("x", guide, examples, .invalidName("x")),
            ("casual", guide, examples, .builtInName("casual")),
            ("tedtalk", guide, examples, .builtInName("tedtalk")),
            ("pirate", "   ", examples, .emptyStyleGuide),
            ("pirate", guide, Array(examples.prefix(2)), .tooFewExamples(given: 2, minimum: 3)),
            ("pirate", guide, Array(examples.prefix(2)) + [CustomThemeExample(original: "Save", rewrite: "Stow it, matey")],
             .exampleOutOfScope(number: 3, original: "Save", kind: .label)),
            ("pirate", guide, Array(examples.prefix(2)) + [CustomThemeExample(original: "You have %d goals due", rewrite: "Ye have goals due, matey")],
             .exampleFailsChecks(number: 3, rewrite: "Ye have goals due, matey", reasons: [.formatSpecifiers])),
        ]

        @Test(arguments: bad.indices)
        func badThemesAreRefusedAndNothingIsStored(index: Int) async throws {
            let database = try directory.database()
            let (name, guide, examples, expected) = Self.bad[index]
            let error = await #expect(throws: CustomThemeError.self) {
                try await themes(database).add(name: name, styleGuide: guide, examples: examples)
            }
            if case let .exampleFailsChecks(number, rewrite, reasons)? = error, case let .exampleFailsChecks(n, r, wanted) = expected {
                #expect(number == n && rewrite == r && Set(wanted).isSubset(of: Set(reasons)), "\(reasons)")
            } else {
                #expect(error == expected)
            }
            #expect(error?.errorDescription?.hasPrefix("I ") == true)
            #expect(try count("customTheme", in: database) == 0)
        }

        @Test func aNameTakenKeepsTheStoredTheme() async throws {
            let database = try directory.database()
            try await themes(database).add(name: "pirate", styleGuide: Self.guide, examples: Self.examples)
            await #expect(throws: CustomThemeError.alreadyExists("pirate")) {
                try await themes(database).add(name: "pirate", styleGuide: "Other", examples: Self.examples)
            }
            #expect(try themes(database).customTheme(named: "pirate")?.styleGuide == Self.guide)
            await #expect(throws: CustomThemeError.cannotRemoveBuiltIn("ted_talk")) { try await themes(database).remove(named: "tedTalk") }
            await #expect(throws: CustomThemeError.notFound("ghost")) { try await themes(database).remove(named: "ghost") }
        }

        @Test func namesResolveToBuiltInOrStoredThemes() async throws {
            let database = try directory.database()
            try await themes(database).add(name: "pirate", styleGuide: Self.guide, examples: Self.examples)
            #expect(try await themes(database).theme(named: "pirate") == .custom("pirate"))
            #expect(try await themes(database).theme(named: "tedTalk") == .tedTalk)
            #expect(try await themes(database).allThemes() == DisplayTheme.allCases + [.custom("pirate")])
            let unknown = await #expect(throws: UnknownValueError.self) { try await themes(database).theme(named: "ghost") }
            #expect(unknown?.valid.last == "pirate")
        }

        // MARK: - Text

        /// `text` in a custom theme: no frames and no bank, so the model is asked, with the theme's guide as its
        /// instructions and its examples as the few-shot rewrites; its answer passes the checks and is stored.
        @Test func textInACustomThemePromptsWithItsGuideAndExamples() async throws {
            let database = try directory.database()
            try await themes(database).add(name: "pirate", styleGuide: Self.guide, examples: Self.examples)
            let model = ScriptedLanguageModel { _, _ in Self.answer }
            let service = DisplayTextService(
                model: model, embedder: ScriptedEmbedding(), candidateCount: 2, customThemes: CustomThemeRepository(database: database))
            let coordinator = DisplayTextCoordinator(database: database, generator: service, now: { Fixtures.now })

            let text = try await coordinator.getThemedText(
                entityType: .emptyState, entityId: "values_list", theme: .custom("pirate"), textType: .description,
                fallback: Self.original)

            #expect(text == Self.answer)
            let prompt = try #require(model.prompts.first).text
            #expect(prompt.contains(Self.guide))
            for example in Self.examples {
                #expect(prompt.contains("\(example.original)\nPirate: \(example.rewrite)"), "\(prompt)")
            }
            #expect(prompt.hasSuffix("\(Self.original)\nPirate:"))
            let stored = try await DisplayTextRepository(database: database).fetch(
                entityType: .emptyState, entityId: "values_list", theme: .custom("pirate"), textType: .description)
            #expect(stored?.generatedText == Self.answer)
        }

        /// The model's answer passes the same checks as for a built-in theme: one that adds words none of the
        /// theme's examples add is refused, and the original is shown.
        @Test func anAnswerFailingTheChecksShowsTheOriginal() async throws {
            let database = try directory.database()
            try await themes(database).add(name: "pirate", styleGuide: Self.guide, examples: Self.examples)
            let model = ScriptedLanguageModel { _, _ in "Set your first value to start tracking progress and find buried treasure" }
            let service = DisplayTextService(model: model, candidateCount: 2, customThemes: CustomThemeRepository(database: database))
            let rewrite = try await service.rewrite(DisplayTextRequest(
                originalText: Self.original, theme: .custom("pirate"), textType: .description, context: "values"))
            #expect(rewrite.text == nil)
            #expect(rewrite.candidates.allSatisfy { $0.rejections.contains(.addedContent) })
        }

        @Test func aThemeNotStoredIsNeverAskedFor() async throws {
            let database = try directory.database()
            let model = ScriptedLanguageModel { _, _ in Self.answer }
            let service = DisplayTextService(model: model, customThemes: CustomThemeRepository(database: database))
            await #expect(throws: DisplayTextServiceError.unknownTheme("ghost")) {
                try await service.rewrite(DisplayTextRequest(
                    originalText: Self.original, theme: .custom("ghost"), textType: .description, context: "values"))
            }
            #expect(model.calls == 0)
        }
    }
}
