import Foundation
import Personable
import PersonableTesting
import Testing

/// `personable themes add|list|remove` and a custom theme used by `theme set`, `text get` and `catalog theme`, run
/// as a user runs them: the built binary, a database in a temporary folder, no model.
@Suite struct CustomThemesCLITests {
    let folder = TemporaryDirectory()

    var noModel: [String: String] { ["PERSONABLE_MODEL": folder.path("none.gguf")] }

    func run(_ arguments: [String]) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments + ["--db", folder.path("db.sqlite")], environment: noModel)
    }

    static let examples = [
        "--example", "Loading goals... => Loading goals, matey...",
        "--example", "No actions yet => No actions yet, matey",
        "--example", "Tap + to add your first goal => Tap + to add your first goal, matey",
    ]

    func addPirate() throws {
        let added = try run(["themes", "add", "pirate", "--guide", "Cheerful and nautical"] + Self.examples)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.hasPrefix("I added the theme pirate (Pirate) with 3 examples."))
    }

    func listed() throws -> [[String: Any]] {
        let result = try run(["themes", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }

    @Test func anAddedThemeIsListedBesideTheBuiltInOnesAndRemoved() throws {
        try addPirate()
        let themes = try listed()
        #expect(themes.map { $0["name"] as? String } == DisplayTheme.allCases.map(\.rawValue) + ["pirate"])
        let pirate = try #require(themes.last)
        #expect(pirate["custom"] as? Bool == true)
        #expect(pirate["styleGuide"] as? String == "Cheerful and nautical")
        #expect(pirate["example"] as? String == "Loading goals, matey...")
        let text = try run(["themes", "list"])
        #expect(text.stdout.split(separator: "\n").last?.hasPrefix("pirate") == true, "\(text.stdout)")
        #expect(text.stdout.contains("Pirate (yours) — Cheerful and nautical"))

        let removed = try run(["themes", "remove", "pirate"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(try listed().count == DisplayTheme.allCases.count)
    }

    @Test func listingWithoutADatabaseMakesNone() throws {
        let result = try run(["themes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == DisplayTheme.allCases.count)
        #expect(!FileManager.default.fileExists(atPath: folder.path("db.sqlite")))
    }

    @Test func examplesCanComeFromATabSeparatedFile() throws {
        let file = folder.path("pirate.tsv")
        try Data("# original\trewrite\nLoading goals...\tLoading goals, matey...\n\nNo actions yet\tNo actions yet, matey\n".utf8)
            .write(to: URL(fileURLWithPath: file))
        let added = try run(["themes", "add", "pirate", "--guide", "Nautical", "--examples-file", file,
                             "--example", "Tap + to add your first goal => Tap + to add your first goal, matey"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try listed().count == DisplayTheme.allCases.count + 1)
    }

    /// Bad input: one first-person sentence, exit 64 (usage), nothing stored.
    @Test(arguments: [
        (["themes", "add", "pirate", "--guide", "Nautical", "--example", "No actions yet => No actions yet, matey"], "I need at least 3 example rewrites"),
        (["themes", "add", "casual", "--guide", "Nautical"] + examples, "I couldn't add the theme \"casual\": that's the name of a built-in theme."),
        (["themes", "add", "Pirate!", "--guide", "Nautical"] + examples, "I couldn't use \"Pirate!\" as a theme name"),
        (["themes", "add", "pirate", "--guide", " "] + examples, "I need a style guide"),
        (["themes", "add", "pirate", "--guide", "Nautical", "--example", "no arrow here"] + examples, "I couldn't read example 1"),
        (["themes", "add", "pirate", "--guide", "Nautical", "--example", "Saved 3 goals => Saved 4 goals, matey"] + examples,
         "I couldn't learn from example 1: \"Saved 4 goals, matey\" doesn't pass the checks"),
        (["themes", "add", "pirate", "--guide", "Nautical", "--examples-file", "/nonexistent/pirate.tsv"], "I couldn't read the themes in /nonexistent/pirate.tsv"),
        (["themes", "remove", "casual"], "I can't remove \"casual\": it's a built-in theme."),
        (["themes", "remove", "ghost"], "I don't have a theme you added called \"ghost\"."),
    ] as [([String], String)])
    func badInputIsAUsageError(arguments: [String], message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try listed().count == DisplayTheme.allCases.count)
    }

    @Test func aNameTakenIsRefusedAndTheStoredThemeKept() throws {
        try addPirate()
        let again = try run(["themes", "add", "pirate", "--guide", "Other"] + Self.examples)
        #expect(again.status == 64)
        #expect(again.stderr.hasPrefix("I couldn't add the theme \"pirate\": you already have a theme by that name."))
        #expect(try listed().last?["styleGuide"] as? String == "Cheerful and nautical")
    }

    /// The theme is usable where a built-in one is: chosen, asked for text (no model here, so the original is
    /// shown, exit 2), themed into a catalog; once removed, it is unknown again and the choice goes back to
    /// professional.
    @Test func aCustomThemeIsUsableWhereABuiltInOneIs() throws {
        try addPirate()
        #expect(try run(["theme", "set", "pirate"]).stdout == "Your theme is now Pirate.\n")
        #expect(try run(["theme", "get"]).stdout == "pirate (Pirate)\n")

        let text = try run(["text", "get", "--entity-id", "goals_list", "--theme", "pirate", "--type", "description",
                            "--fallback", "Set your first goal to start tracking progress", "--json"])
        #expect(text.status == 2, "\(text.stderr)")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(text.stdout.utf8)) as? [String: Any])
        #expect((result["key"] as? [String: Any])?["theme"] as? String == "pirate", "\(result)")
        #expect(result["text"] as? String == "Set your first goal to start tracking progress")

        let catalog = try run(["catalog", "theme", CatalogCLITests.fixture, "--theme", "all", "--output", folder.path("out"), "--dry-run", "--json"])
        #expect(catalog.status == 0, "\(catalog.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(catalog.stdout.utf8)) as? [String: Any]
        let themes = try #require(report?["themes"] as? [[String: Any]])
        #expect(themes.map { $0["theme"] as? String } == DisplayTheme.allCases.filter(\.isGenerated).map(\.rawValue) + ["pirate"])

        #expect(try run(["themes", "remove", "pirate"]).status == 0)
        #expect(try run(["theme", "get"]).stdout == "professional (Professional)\n")
        let unknown = try run(["text", "get", "--theme", "pirate", "--type", "title", "--fallback", "No Goals Yet"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("I don't know the theme \"pirate\"."), "\(unknown.stderr)")
    }

    /// A custom theme's catalog is reviewed as a built-in theme's is: the value its own example rewrites is written
    /// (with the real model loaded, as `catalog theme` needs one), listed for review, approved, and written as
    /// translated on the next run; a name that is no theme is refused with the custom one among the valid names.
    @Test func aCustomThemesCatalogIsReviewedLikeABuiltInOnes() throws {
        try addPirate()
        let catalog = folder.path("app.xcstrings")
        try Data(Self.catalog.utf8).write(to: URL(fileURLWithPath: catalog))
        func withModel(_ arguments: [String]) throws -> CLIRunner.Result {
            try CLIRunner.run(arguments + ["--db", folder.path("db.sqlite")])
        }
        let output = folder.path("out")
        let first = try withModel(["catalog", "theme", catalog, "--theme", "pirate", "--output", output])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("pirate: 1 rewritten (marked needs_review)"), "\(first.stdout)")

        let review = try withModel(["catalog", "review", catalog, "--theme", "pirate"])
        #expect(review.status == 0, "\(review.stderr)")
        #expect(review.stdout.contains("actions.empty\n  original: No actions yet\n  pirate: No actions yet, matey"), "\(review.stdout)")
        let approve = try withModel(["catalog", "approve", catalog, "--theme", "pirate", "actions.empty"])
        #expect(approve.stdout == "Approved actions.empty: No actions yet, matey\n", "\(approve.stderr)")
        #expect(try withModel(["catalog", "review", catalog, "--theme", "pirate"]).stdout == "Nothing in pirate is waiting for review.\n")

        #expect(try withModel(["catalog", "theme", catalog, "--theme", "pirate", "--output", output]).status == 0)
        let written = try String(contentsOfFile: folder.path("out/app-pirate.xcstrings"), encoding: .utf8)
        #expect(written.contains("\"state\" : \"translated\",\n            \"value\" : \"No actions yet, matey\""), "\(written)")

        let unknown = try withModel(["catalog", "review", catalog, "--theme", "pirat"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("casual, pirate."), "\(unknown.stderr)")
    }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "actions.empty" : {
              "comment" : "Empty state title of the actions list",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "No actions yet"
                  }
                }
              }
            },
            "save" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Save"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """
}
