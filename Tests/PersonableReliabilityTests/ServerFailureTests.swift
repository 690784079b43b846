import Foundation
import PersonableTesting
import Testing

/// A language-model server that never answers, stalls mid-answer, fails or sends garbage: the CLI neither hangs
/// nor stays silent; it says, in one first-person sentence, that the text shown is the original and why, and exits
/// non-zero (issue 16, defects 5 and 6).
@Suite struct ServerFailureTests {
    let directory = TemporaryDirectory()

    /// One second to the first byte and between pieces, so a hang shows in seconds.
    static let quick = ["PERSONABLE_REQUEST_TIMEOUT": "1"]

    func textGet(_ endpoint: String, environment: [String: String] = quick) throws -> PersonableProcess.Result {
        try PersonableProcess.run([
            "text", "get", "--entity-id", "goals_list", "--theme", "casual", "--type", "title",
            "--fallback", "Plans you make for the weekend don't leave this phone", "--candidates", "1", "--endpoint", endpoint, "--db", directory.path("db.sqlite"),
        ], environment: environment, limit: 90)
    }

    /// One sentence (or two) of ours on standard error: no log lines, no server text, no NULs, no type names.
    func expectOnlyOurWords(_ stderr: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(stderr.hasPrefix("I ") || stderr.hasPrefix("This is the original text: I "), "\(stderr)", sourceLocation: sourceLocation)
        #expect(stderr.split(separator: "\n").count == 1, "\(stderr)", sourceLocation: sourceLocation)
        for raw in ["\u{0}", "oops", "<html>", "Error", "error:", "LanguageModelError", "not json", "HTTPClient"] {
            #expect(!stderr.contains(raw), "\(raw) in \(stderr)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [MisbehavingServer.Mode.hangOnWrite, .stall])
    func aServerThatStopsAnsweringDoesNotHangTheCommand(mode: MisbehavingServer.Mode) throws {
        let server = try MisbehavingServer(mode)
        let result = try textGet(server.url)
        #expect(result.seconds < 30, "it waited \(result.seconds) s")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stdout == "Plans you make for the weekend don't leave this phone\n")
        expectOnlyOurWords(result.stderr)
        #expect(result.stderr.contains("stopped answering"), "\(result.stderr)")
    }

    @Test func aServerThatNeverAnswersAtAllIsUnavailable() throws {
        let server = try MisbehavingServer(.hang)
        let result = try PersonableProcess.run(
            ["rewrite", "Loading goals...", "--theme", "casual", "--type", "loading", "--endpoint", server.url],
            environment: Self.quick, limit: 90)
        #expect(result.seconds < 30, "it waited \(result.seconds) s")
        #expect(result.status == 1)
        expectOnlyOurWords(result.stderr)
        #expect(result.stderr.contains("didn't answer in time"), "\(result.stderr)")
    }

    @Test func aFailingServerIsSaidOnceAndTheOriginalShown() throws {
        let server = try MisbehavingServer(.error)
        let result = try textGet(server.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stdout == "Plans you make for the weekend don't leave this phone\n")
        expectOnlyOurWords(result.stderr)
        #expect(result.stderr.contains("it's having trouble on its end"), "\(result.stderr)")
    }

    @Test func garbageFromAServerIsNotAcceptedAsText() throws {
        let server = try MisbehavingServer(.garbage)
        let result = try textGet(server.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stdout == "Plans you make for the weekend don't leave this phone\n")
        expectOnlyOurWords(result.stderr)

        let info = try PersonableProcess.run(["model", "info", "--endpoint", server.url], environment: Self.quick)
        #expect(info.status == 1)
        #expect(info.stdout.contains("Available:    no"), "\(info.stdout)")
    }

    @Test func aRefusedConnectionIsSaid() throws {
        // A refusal is immediate; a short watchdog only makes a busy machine's slow start look like a timeout.
        let result = try textGet("http://127.0.0.1:\(MisbehavingServer.refusedPort())", environment: ["PERSONABLE_REQUEST_TIMEOUT": "10"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stdout == "Plans you make for the weekend don't leave this phone\n")
        expectOnlyOurWords(result.stderr)
        #expect(result.stderr.contains("I couldn't reach the language model server"), "\(result.stderr)")
    }

    @Test func aTruncatedModelFileIsSaid() throws {
        // The first megabyte of the installed model: a GGUF header, then nothing.
        let installed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".llama/models/gemma-3-270m-q4_k_m.gguf")
        let handle = try FileHandle(forReadingFrom: installed)
        let head = try handle.read(upToCount: 1 << 20) ?? Data()
        try handle.close()
        let truncated = directory.path("truncated.gguf")
        try head.write(to: URL(fileURLWithPath: truncated))

        let result = try PersonableProcess.run([
            "text", "get", "--theme", "casual", "--type", "title", "--fallback", "Plans you make for the weekend don't leave this phone", "--model", truncated,
            "--db", directory.path("db.sqlite"),
        ])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stdout == "Plans you make for the weekend don't leave this phone\n")
        expectOnlyOurWords(result.stderr)
        #expect(result.stderr.contains("is the file complete?"), "\(result.stderr)")
        let info = try PersonableProcess.run(["model", "info", "--model", truncated])
        #expect(info.status == 1)
        #expect(info.stdout.contains("Available:    no"), "\(info.stdout)")
    }

    @Test func aMissingModelFileIsSaid() throws {
        let result = try PersonableProcess.run([
            "text", "get", "--theme", "casual", "--type", "title", "--fallback", "Plans you make for the weekend don't leave this phone", "--db", directory.path("db.sqlite"),
        ], environment: ["PERSONABLE_MODEL": directory.path("none.gguf")])
        #expect(result.status == 2)
        #expect(result.stdout == "Plans you make for the weekend don't leave this phone\n")
        expectOnlyOurWords(result.stderr)
        #expect(result.stderr.contains("I couldn't find a model file"), "\(result.stderr)")
    }
}
