import Foundation
import Personable
@testable import PersonableCLI
import PersonableTesting
import Testing

extension DisplayTextTests {
    /// The display-text commands as a user runs them: the built `personable` binary in a subprocess, on a database
    /// in a temporary folder, with no model (`PERSONABLE_MODEL` names a missing file, so themed text falls back).
    struct DisplayTextCLITests {
        let directory = TemporaryDirectory()
        let database: String

        init() {
            database = directory.path("cli.sqlite")
        }

        var noModel: [String: String] { ["PERSONABLE_MODEL": directory.path("none.gguf")] }

        /// `personable arguments… --db <temp>`.
        func run(_ arguments: [String], db: String? = nil) throws -> CLIRunner.Result {
            try CLIRunner.run(arguments + ["--db", db ?? database], environment: noModel)
        }

        func json<T>(_ result: CLIRunner.Result, as: T.Type = [String: Any].self, status: Int32 = 0) throws -> T {
            #expect(result.status == status, "\(result.stderr)")
            return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? T, "\(result.stdout)")
        }

        /// `text get` of the goals title in `theme`, as JSON; it exits 2 when it shows the fallback (README, "Exit codes").
        func textGet(theme: String = "casual", fallback: String = "No Goals Yet", status: Int32 = 0) throws -> [String: Any] {
            try json(run(["text", "get", "--entity-id", "goals_list", "--theme", theme, "--type", "title", "--fallback", fallback, "--json"]), status: status)
        }

        /// Expects a failure whose message names every valid value.
        func expectRefusal(_ result: CLIRunner.Result, naming valid: [String], sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(result.status != 0, sourceLocation: sourceLocation)
            #expect(result.stderr.hasPrefix("I don't know the "), "\(result.stderr)", sourceLocation: sourceLocation)
            #expect(result.stderr.contains("I know: \(valid.joined(separator: ", "))."), "\(result.stderr)", sourceLocation: sourceLocation)
        }

        @Test func themesAreListedAsTextAndJSON() throws {
            let text = try CLIRunner.run(["themes"], environment: noModel)
            #expect(text.status == 0)
            let lines = text.stdout.split(separator: "\n")
            #expect(lines.count == DisplayTheme.allCases.count)
            for (line, theme) in zip(lines, DisplayTheme.allCases) {
                #expect(line.hasPrefix(theme.rawValue) && line.contains(theme.displayName) && line.contains(theme.styleGuide), "\(line)")
            }
            let themes = try json(CLIRunner.run(["themes", "--json"], environment: noModel), as: [[String: Any]].self)
            #expect(themes.map { $0["name"] as? String } == DisplayTheme.allCases.map(\.rawValue))
            #expect(themes.map { $0["displayName"] as? String } == DisplayTheme.allCases.map(\.displayName))
            #expect(themes.map { $0["example"] as? String } == DisplayTheme.allCases.map(\.example))
            #expect(themes.allSatisfy { $0["custom"] as? Bool == false })
        }

        @Test func theThemeIsSetAndReadBack() throws {
            #expect(try json(run(["theme", "get", "--json"]), as: [String: String].self) == ["theme": "professional", "displayName": "Professional"])
            let set = try run(["theme", "set", "casual"])
            #expect(set.status == 0)
            #expect(set.stdout == "Your theme is now Casual.\n")
            #expect(try json(run(["theme", "get", "--json"]), as: [String: String].self) == ["theme": "casual", "displayName": "Casual"])
            #expect(try run(["theme", "set", "tedTalk"]).status == 0, "case names are accepted too")
            #expect(try run(["theme", "get"]).stdout == "ted_talk (TED Talk)\n")
        }

        @Test func anUnknownThemeIsRefusedAndNothingIsStored() throws {
            #expect(try run(["theme", "set", "casual"]).status == 0)
            let bad = try run(["theme", "set", "nonsense"])
            expectRefusal(bad, naming: DisplayTheme.allCases.map(\.rawValue))
            #expect(bad.stderr.hasPrefix("I don't know the theme \"nonsense\"."))
            #expect(bad.status == 64)
            #expect(bad.stdout.isEmpty)
            #expect(try json(run(["theme", "get", "--json"]), as: [String: String].self)["theme"] == "casual")
            let usage = try json(run(["text", "stats", "--json"]))["themeUsage"] as? [String: Int]
            #expect(usage?["casual"] == 1)
            #expect(usage?.values.reduce(0, +) == 1, "the refused choice is not logged")
        }

        @Test func textGetFallsBackWithoutAModel() async throws {
            let get = try textGet(status: 2)
            #expect(get["source"] as? String == "fallback")
            #expect(get["text"] as? String == "No Goals Yet")
            #expect(get["id"] == nil)
            let plain = try run(["text", "get", "--theme", "professional", "--type", "loading", "--fallback", "Loading goals..."])
            #expect(plain.status == 0)
            #expect(plain.stdout == "Loading goals...\n")
            #expect(try await DisplayTextRepository(database: AppDatabase.open(at: database)).all().isEmpty)
        }

        @Test func textGetServesStoredTextWithoutAModel() async throws {
            let row = Fixtures.row("Nada yet!", key: Fixtures.goalsTitle, original: "No Goals Yet", modelVersion: "model-a", promptVersion: "p")
            try await DisplayTextRepository(database: AppDatabase.open(at: database)).save(row)
            let get = try textGet()
            #expect(get["text"] as? String == "Nada yet!")
            #expect(["cache", "stale_cache"].contains(get["source"] as? String))
            #expect(get["id"] as? String == row.id.uuidString.lowercased())
            #expect(try await DisplayTextRepository(database: AppDatabase.open(at: database)).fetch(Fixtures.goalsTitle) == row, "a failed refresh keeps the row")
        }

        @Test func unknownNamesInTextGetListTheValidValues() throws {
            let arguments = ["text", "get", "--theme", "casual", "--type", "title", "--fallback", "x"]
            func replacing(_ option: String, with value: String) -> [String] {
                var changed = arguments
                if let index = changed.firstIndex(of: option) { changed[index + 1] = value } else { changed += [option, value] }
                return changed
            }
            expectRefusal(try run(replacing("--type", with: "tooltip")), naming: DisplayTextType.allCases.map(\.rawValue))
            expectRefusal(try run(replacing("--theme", with: "pirate")), naming: DisplayTheme.allCases.map(\.rawValue))
            expectRefusal(try run(replacing("--entity-type", with: "user")), naming: DisplayEntityType.allCases.map(\.rawValue))
        }

        @Test(arguments: ["", "   "])
        func anEmptyFallbackIsRefused(fallback: String) throws {
            let empty = try run(["text", "get", "--theme", "casual", "--type", "title", "--fallback", fallback])
            #expect(empty.status != 0)
            #expect(empty.stderr == DisplayTextError.emptyFallback.localizedDescription + "\n")
        }

        @Test func aRatingOutsideOneToFiveIsRefusedAndChangesNothing() async throws {
            var row = Fixtures.row("Nada yet!", key: Fixtures.goalsTitle, original: "No Goals Yet")
            row.userRating = 2
            try await DisplayTextRepository(database: AppDatabase.open(at: database)).save(row)
            let id = row.id.uuidString.lowercased()
            let refusals = [
                try run(["text", "rate", id, "9"]), try run(["text", "rate", id, "0"]),
                try CLIRunner.run(["text", "rate", "--db", database, "--", id, "-1"], environment: noModel),
            ]
            for rate in refusals {
                #expect(rate.status != 0)
                #expect(rate.stderr.contains("I can only take a rating from 1 to 5"), "\(rate.stderr)")
            }
            #expect(try await DisplayTextRepository(database: AppDatabase.open(at: database)).fetch(Fixtures.goalsTitle)?.userRating == 2)

            let good = try run(["text", "rate", id, "5"])
            #expect(good.status == 0, "\(good.stderr)")
            #expect(try await DisplayTextRepository(database: AppDatabase.open(at: database)).fetch(Fixtures.goalsTitle)?.userRating == 5)
            let unknown = try run(["text", "rate", UUID().uuidString, "3"])
            #expect(unknown.status != 0)
            #expect(unknown.stderr.hasPrefix("I couldn't find any themed text with the id"))
            let garbled = try run(["text", "rate", "not-an-id", "3"])
            #expect(garbled.status != 0)
            #expect(garbled.stderr.hasPrefix("I couldn't read \"not-an-id\" as a text id"))
        }

        @Test func statsAreJSONWithTheHitRate() async throws {
            let empty = try json(run(["text", "stats", "--json"]))
            #expect(empty["hitRate"] as? Double == 0)
            #expect(empty["storedTexts"] as? Int == 0)

            _ = try textGet(status: 2)  // a miss: no model, the fallback
            try await DisplayTextRepository(database: AppDatabase.open(at: database))
                .save(Fixtures.row("Nada yet!", key: Fixtures.goalsTitle, original: "No Goals Yet"))
            _ = try textGet()  // a hit
            let stats = try json(run(["text", "stats", "--json"]))
            let counts = try #require(stats["counts"] as? [String: Int])
            #expect(counts["misses"] == 1)
            #expect((counts["hits"] ?? 0) + (counts["staleHits"] ?? 0) == 1)
            #expect(stats["hitRate"] as? Double == 0.5)
            #expect(stats["storedTexts"] as? Int == 1)
            let text = try run(["text", "stats"])
            #expect(text.stdout.hasPrefix("Hit rate: 50.0%\n"), "\(text.stdout)")
        }

        @Test func aFileThatIsNotADatabaseIsRefusedAndLeftUntouched() throws {
            let path = directory.path("photo.jpg")
            let bytes = Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3] + Array(repeating: 0, count: 200))
            try bytes.write(to: URL(fileURLWithPath: path))
            for arguments in [["theme", "get"], ["theme", "set", "casual"], ["text", "stats"], ["text", "get", "--theme", "casual", "--type", "title", "--fallback", "x"]] {
                let result = try run(arguments, db: path)
                #expect(result.status != 0)
                #expect(result.stderr.hasPrefix("I couldn't open the database at \(path)"), "\(result.stderr)")
                #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
            }
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        }

        @Test func aDatabaseWhereNothingCanBeWrittenIsAClearError() throws {
            let locked = directory.url.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: locked.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: locked.path) }
            var path = locked.appendingPathComponent("db.sqlite").path
            if access(locked.path, W_OK) == 0 {
                // Running as root, permissions don't stop us: a path whose parent is a regular file can't be written.
                let file = directory.path("plain-file")
                try Data("x".utf8).write(to: URL(fileURLWithPath: file))
                path = file + "/db.sqlite"
            }
            let result = try run(["theme", "set", "casual"], db: path)
            #expect(result.status != 0)
            #expect(result.stderr.hasPrefix("I couldn't open the database at \(path)"), "\(result.stderr)")
            #expect(!result.stderr.contains("SQLite error"), "said in words, not as a raw SQLite error")
            #expect(!FileManager.default.fileExists(atPath: path))
        }

        @Test func aFolderIsNotADatabase() throws {
            let result = try run(["theme", "get"], db: directory.url.path)
            #expect(result.status != 0)
            #expect(result.stderr.hasPrefix("I couldn't open the database at \(directory.url.path): that's a folder."))
        }
    }
}
