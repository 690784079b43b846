import Foundation
import Testing

/// The display-text commands as a user runs them, without a model (themed text falls back).
struct DisplayTextCLITests {
    let directory = TemporaryDirectory()
    var noModel: [String: String] { ["PERSONABLE_MODEL": directory.path("none.gguf")] }

    func run(_ arguments: [String]) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments + ["--db", directory.path("cli.sqlite")], environment: noModel)
    }

    @Test func themesAreListed() throws {
        let result = try CLIRunner.run(["themes", "--json"])
        #expect(result.status == 0)
        let themes = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: String]])
        #expect(themes.map { $0["name"] } == ["professional", "gentle_parenting", "david_goggins", "ted_talk", "lean_in", "casual"])
    }

    @Test func theThemeIsSetAndReadBackAndUnknownOnesAreRefused() throws {
        #expect(try run(["theme", "set", "casual"]).status == 0)
        let bad = try run(["theme", "set", "pirate"])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("I don't know the theme \"pirate\". I know: professional, gentle_parenting"))
        let get = try run(["theme", "get", "--json"])
        #expect(get.stdout.contains("\"casual\""))
    }

    @Test func textGetFallsBackWithoutAModelAndRefusesBadInput() throws {
        let get = try run(["text", "get", "--entity-id", "goals_list", "--theme", "casual", "--type", "title", "--fallback", "No Goals Yet", "--json"])
        #expect(get.status == 0)
        #expect(get.stdout.contains("\"source\" : \"fallback\""))
        let badType = try run(["text", "get", "--theme", "casual", "--type", "tooltip", "--fallback", "x"])
        #expect(badType.status != 0)
        #expect(badType.stderr.contains("I don't know the text type \"tooltip\""))
        let empty = try run(["text", "get", "--theme", "casual", "--type", "title", "--fallback", ""])
        #expect(empty.status != 0)
        #expect(empty.stderr.hasPrefix("I need the original text"))
        let rate = try run(["text", "rate", UUID().uuidString, "9"])
        #expect(rate.status != 0)
        #expect(rate.stderr.contains("from 1 to 5"))
        let stats = try run(["text", "stats", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
        #expect(json["hitRate"] != nil)
        #expect((json["counts"] as? [String: Int])?["misses"] == 1)
    }

    @Test func aBadDatabasePathIsAFirstPersonErrorAndTheFileIsUntouched() throws {
        let path = directory.path("photo.jpg")
        let bytes = Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])
        try bytes.write(to: URL(fileURLWithPath: path))
        let result = try CLIRunner.run(["theme", "get", "--db", path])
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("I couldn't open the database at \(path)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        let file = directory.path("plain-file")
        try Data().write(to: URL(fileURLWithPath: file))
        let nested = try CLIRunner.run(["theme", "get", "--db", file + "/db.sqlite"])
        #expect(nested.status != 0)
        #expect(nested.stderr.hasPrefix("I couldn't open the database at"))
    }
}
