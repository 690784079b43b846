import Foundation
import Personable
@testable import PersonableCLI
import PersonableTesting
import Testing

/// `personable compose …` as a user runs it: bad input without a model, and one short run on the real model.
@Suite(.serialized)
struct ComposerCLITests {
    let directory = TemporaryDirectory()

    func run(_ arguments: [String], stdin: Data? = nil) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments + ["--db", directory.path("compose.sqlite")], stdin: stdin)
    }

    @Test func badInputIsRefusedInTheFirstPersonAndNothingIsStored() throws {
        let empty = try run(["compose", "   ", "--audience", "team", "--tone", "casual"])
        #expect(empty.status != 0 && empty.stderr == "I need a message to rewrite, and this one has no words.\n", "\(empty.stderr)")
        let tone = try run(["compose", "Hello there", "--audience", "team", "--tone", "sarcastic"])
        #expect(tone.status != 0 && tone.stderr.contains("I don't know the tone \"sarcastic\""), "\(tone.stderr)")
        #expect(tone.stderr.contains("Formal, Casual, Empathetic, Direct, Diplomatic"))
        let audience = try run(["compose", "Hello there", "--audience", "board", "--tone", "formal"])
        #expect(audience.status != 0 && audience.stderr.contains("Executive, Peer, Client, Team, Public"), "\(audience.stderr)")
        let binary = try run(["compose", "-", "--audience", "team", "--tone", "casual"], stdin: Data([0x48, 0xFF, 0xFE, 0x21]))
        #expect(binary.status != 0 && binary.stderr.hasPrefix("I couldn't read the message from standard input"), "\(binary.stderr)")
        let long = try run(["compose", String(repeating: "word ", count: 1200), "--audience", "team", "--tone", "casual"])
        #expect(long.status != 0 && long.stderr.hasPrefix("I can rewrite messages of up to 1000 words, and this one has 1200."), "\(long.stderr)")
        let count = try run(["compose", "Hello there", "--audience", "team", "--tone", "casual", "--count", "9"])
        #expect(count.status != 0 && count.stderr.contains("from 1 to 5 variations"), "\(count.stderr)")
        let export = try run(["compose", "export", "--format", "md"])
        #expect(export.status != 0 && export.stderr.hasPrefix("I have no variations to export yet."), "nothing was stored: \(export.stderr)")
        let format = try run(["compose", "export", "--format", "pdf"])
        #expect(format.status != 0 && format.stderr.hasPrefix("I can export as md or json, not pdf."), "\(format.stderr)")
    }

    @Test func composeEvalMeasuresEachMessageOnTheRealModel() throws {
        let input = directory.path("messages.tsv")
        try "id\taudience\ttone\tmessage\nm1\tteam\tcasual\tThe build server is down until 3pm. Nobody lost any work.\n"
            .write(toFile: input, atomically: true, encoding: .utf8)
        let lines = directory.path("composer.jsonl")
        let result = try CLIRunner.run(["compose", "eval", "--input", input, "--jsonl", lines])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("1 messages: ") && result.stdout.contains("variations by the model"), "\(result.stdout)")
        let line = try #require(try String(contentsOfFile: lines, encoding: .utf8).split(separator: "\n").first)
        let record = try JSONDecoder().decode(ComposerEvaluationResult.self, from: Data(line.utf8))
        #expect(record.id == "m1" && record.audience == "Team" && record.tone == "Casual")
        #expect(record.variations.count == 5)
        // Every variation the model did not write says why its attempts were dropped.
        for variation in record.variations where variation.source == "adapted" { #expect(!variation.dropped.isEmpty) }

        let missing = try CLIRunner.run(["compose", "eval", "--input", directory.path("none.tsv")])
        #expect(missing.status == 1 && missing.stderr.hasPrefix("I couldn't read"), "\(missing.stderr)")
        try "text\nhello\n".write(toFile: input, atomically: true, encoding: .utf8)
        let noColumn = try CLIRunner.run(["compose", "eval", "--input", input])
        #expect(noColumn.status == 1 && noColumn.stderr.contains("needs a `message` column"), "\(noColumn.stderr)")
    }

    @Test func aMessageIsComposedStreamedCachedRefinedAndExported() throws {
        let message = Data("Our payment service was down from 9:40 to 11:15 this morning. Orders were not charged twice.".utf8)
        let streamed = try run(["compose", "-", "--audience", "client", "--tone", "empathetic", "--count", "2"], stdin: message)
        #expect(streamed.status == 0, "\(streamed.stderr)")
        #expect(streamed.stdout.contains("[1] Empathetic · Client"), "\(streamed.stdout)")
        #expect(streamed.stdout.contains("[2] Formal · Client"))
        #expect(streamed.stdout.contains("words · ") && streamed.stdout.contains("s to read · formality "))

        let cached = try run(["compose", "-", "--audience", "client", "--tone", "empathetic", "--count", "2", "--json"], stdin: message)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(cached.stdout.utf8)) as? [String: Any], "\(cached.stdout)")
        #expect(report["cached"] as? Bool == true)
        let variations = try #require(report["variations"] as? [[String: Any]])
        #expect(variations.count == 2)
        let id = try #require(variations.first?["id"] as? String)

        let refined = try run(["compose", "refine", String(id.prefix(8)), "more", "formal", "--json"])
        #expect(refined.status == 0, "\(refined.stderr)")
        #expect(refined.stdout.contains("\"refinement\" : \"more formal\""), "\(refined.stdout)")

        let file = directory.path("composition.md")
        #expect(try run(["compose", "export", "--format", "md", "--output", file]).status == 0)
        let markdown = try String(contentsOfFile: file, encoding: .utf8)
        #expect(markdown.hasPrefix("# Context Composer") && markdown.contains("(refined: more formal)"))
        let again = try run(["compose", "export", "--format", "json", "--output", file])
        #expect(again.status != 0 && again.stderr.contains("already exists"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == markdown, "the file was kept")
    }
}
