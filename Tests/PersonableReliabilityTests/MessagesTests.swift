import Foundation
import PersonableTesting
import Testing

/// Bad command lines get first-person sentences and exit 64, not ArgumentParser's "Error: …" (issue 16, defect 9);
/// progress is drawn only on a terminal (defect 10).
@Suite struct MessagesTests {
    let directory = TemporaryDirectory()

    @Test(arguments: [
        (["text", "rate", "7b1c2d6e-0000-4000-8000-000000000000", "4.5"], "I couldn't use \"4.5\" for <rating>"),
        (["compose", "Move the review to Monday.", "--audience", "client", "--tone", "diplomatic", "--count", "-1"], "I need a value after --count"),
        (["theme", "set"], "I need <theme> to do that."),
        (["themes", "--colour"], "I don't know the option --colour."),
        (["text", "generate", "--input", "x.txt", "--theme", "casual", "--candidates", "0"], "I can generate from 1 to 10 candidates per text, not 0."),
    ])
    func aBadCommandLineIsSaidInTheFirstPerson(arguments: [String], start: String) throws {
        let result = try PersonableProcess.run(arguments + [], environment: ["PERSONABLE_DB": directory.path("db.sqlite")])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix(start), "\(result.stderr)")
        #expect(!result.stderr.contains("Error:") && !result.stderr.contains("Usage:"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: [["--help"], [], ["text"], ["text", "rate", "--help"]])
    func helpIsShownAsHelp(arguments: [String]) throws {
        let result = try PersonableProcess.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("USAGE:"), "\(result.stdout)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    /// The exit code says the same in text and in JSON: 2 when the original is shown because nothing passed.
    @Test func rewriteExitsTwoOnAFallbackInTextAndJSON() throws {
        let server = try MisbehavingServer(.ok, answer: "Purple elephants dance on the moon tonight.")
        let arguments = ["rewrite", "Photos of your walks don't leave this phone until you share them.", "--theme", "casual", "--type", "description", "--candidates", "1", "--endpoint", server.url]
        let text = try PersonableProcess.run(arguments)
        let json = try PersonableProcess.run(arguments + ["--json"])
        #expect(text.stdout == "Photos of your walks don't leave this phone until you share them.\n")
        #expect(text.status == 2, "\(text.stderr)")
        #expect(json.status == 2, "\(json.stderr)")
        #expect(json.stdout.contains("\"outcome\" : \"fallback\""), "\(json.stdout)")
    }

    @Test func progressIsNotDrawnIntoARedirectedStandardError() throws {
        let server = try MisbehavingServer(.ok, answer: "Grabbing your goals...")
        let input = directory.path("strings.txt")
        try "Loading goals...\nLoading walks...".write(toFile: input, atomically: true, encoding: .utf8)
        let result = try PersonableProcess.run([
            "text", "generate", "--input", input, "--theme", "casual", "--type", "loading", "--candidates", "1", "--endpoint", server.url,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 2)
        #expect(!result.stderr.contains("\r") && !result.stderr.contains("\u{1B}"), "\(result.stderr.debugDescription)")
    }
}
