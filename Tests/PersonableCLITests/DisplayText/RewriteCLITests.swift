import Foundation
import PersonableTesting
import Testing

/// The model commands, run as a user runs them.
@Suite(.serialized)
struct RewriteCLITests {
    @Test func rewriteRefusesBadInputInTheFirstPerson() throws {
        let empty = try CLIRunner.run(["rewrite", "", "--theme", "casual"])
        #expect(empty.status != 0)
        #expect(empty.stderr.contains("I need some text to rewrite"))
        let theme = try CLIRunner.run(["rewrite", "Saved", "--theme", "pirate"])
        #expect(theme.status == 64)
        #expect(theme.stderr.contains("I don't know the theme \"pirate\""))
        #expect(theme.stderr.contains("gentle_parenting"))
        let model = try CLIRunner.run(["rewrite", "Saved", "--theme", "casual", "--model", "/nowhere/model.gguf"])
        #expect(model.status != 0)
        #expect(model.stderr.contains("/nowhere/model.gguf"))
        let long = try CLIRunner.run(["rewrite", String(repeating: "word ", count: 200), "--theme", "casual"])
        #expect(long.status != 0)
        #expect(long.stderr.contains("up to 500 characters"))
    }

    @Test func modelInfoDescribesTheInstalledModel() throws {
        let result = try CLIRunner.run(["model", "info", "--json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["available"] as? Bool == true)
        let gguf = try #require(json["gguf"] as? [String: Any])
        #expect(gguf["architecture"] as? String == "gemma3")
        #expect(gguf["hasChatTemplate"] as? Bool == false)
        #expect((gguf["parameters"] as? Int ?? 0) > 200_000_000)
        #expect((json["embedding"] as? String)?.hasPrefix("all-minilm-l6-v2") == true, "the meaning check's model is named")
    }

    /// Without an embedding model the meaning of a model's rewrite can't be checked: `model info` says what that
    /// means, and an embedding model named by the environment that can't be used is an error, not a silent skip.
    @Test func modelInfoSaysWhenNoEmbeddingModelChecksMeaning() throws {
        let directory = TemporaryDirectory()
        let copy = directory.path("personable")
        try FileManager.default.copyItem(atPath: CLIRunner.executable.path, toPath: copy)
        let alone = try CLIRunner.run(
            ["model", "info"], environment: ["HOME": directory.path("home")], executable: URL(fileURLWithPath: copy),
            directory: URL(fileURLWithPath: directory.path(".")))
        #expect(alone.stdout.contains("Embedding:    none — I show only written rewrites"), "\(alone.stdout)")

        let named = try CLIRunner.run(["model", "info"], environment: ["PERSONABLE_EMBEDDING_MODEL": directory.path("none.gguf")])
        #expect(named.status != 0)
        #expect(named.stderr.hasPrefix("I couldn't use \(directory.path("none.gguf")) as the embedding model"), "\(named.stderr)")
    }

    @Test func aMissingDefaultModelIsExplainedInOneSentence() throws {
        let directory = TemporaryDirectory()
        let result = try CLIRunner.run(
            ["demo", "--db", directory.path("db.sqlite")], environment: ["PERSONABLE_MODEL": directory.path("none.gguf")])
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("I couldn't find a model file at"))
        #expect(result.stdout.contains("No Goals Yet"))
    }

    @Test func textGenerateWritesOneJSONLinePerStringAndNoProgressIntoAPipe() throws {
        let directory = TemporaryDirectory()
        let input = directory.path("strings.txt")
        try "Saved\n\nLoading goals...\n".write(toFile: input, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["text", "generate", "--input", input, "--theme", "casual", "--jsonl", "--candidates", "1"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        for line in lines {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            for key in ["original", "theme", "textType", "text", "accepted", "fallback", "candidates", "ms"] {
                #expect(json[key] != nil, "missing \(key)")
            }
        }
        #expect(!result.stderr.contains("2/2") && !result.stderr.contains("\r"), "the progress bar is drawn on a terminal only")
        let missing = try CLIRunner.run(["text", "generate", "--input", directory.path("nope.txt"), "--theme", "all"])
        #expect(missing.status != 0)
        #expect(missing.stderr.hasPrefix("I couldn't read the file"))
    }
}
