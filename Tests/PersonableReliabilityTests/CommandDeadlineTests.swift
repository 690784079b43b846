import Foundation
import PersonableTesting
import Testing

/// A total time limit per command (issue 16, defect 5): a server that sends a piece now and then never trips a
/// request's own timeouts, so only the command's deadline stops it — with a first-person sentence and exit 124.
/// And `compose` exits the same way whether the server is unreachable or sends garbage (defect 9).
@Suite struct CommandDeadlineTests {
    let directory = TemporaryDirectory()

    @Test func aServerThatNeverStopsWritingIsStoppedByTheCommandsDeadline() throws {
        let server = try MisbehavingServer(.trickle)
        let result = try PersonableProcess.run(
            ["compose", "Hi team, the review moves to Monday at 3pm in the big room.", "--audience", "team", "--tone", "casual", "--count", "1", "--endpoint", server.url,
             "--db", directory.path("db.sqlite")],
            environment: ["PERSONABLE_COMMAND_TIMEOUT": "3", "PERSONABLE_REQUEST_TIMEOUT": "2"], limit: 60)
        #expect(result.status == 124, "\(result.stderr)")
        #expect(result.seconds < 20, "it ran \(result.seconds) s")
        #expect(result.stderr.hasPrefix("I stopped: this command ran for 3 seconds without finishing"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test func theDeadlineCanBeTurnedOffAndABadOneIsAUsageError() throws {
        let bad = try PersonableProcess.run(["themes"], environment: ["PERSONABLE_COMMAND_TIMEOUT": "soon"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("I couldn't read \"soon\" as a number of seconds"), "\(bad.stderr)")
        let off = try PersonableProcess.run(["themes"], environment: ["PERSONABLE_COMMAND_TIMEOUT": "off"])
        #expect(off.status == 0, "\(off.stderr)")
    }

    @Test func composeExitsTheSameForAnUnreachableServerAndAGarbageStream() throws {
        let message = "Hi team, the review moves to Monday at 3pm in the big room."
        func compose(_ endpoint: String) throws -> PersonableProcess.Result {
            try PersonableProcess.run(
                ["compose", message, "--audience", "team", "--tone", "casual", "--count", "1", "--endpoint", endpoint, "--db", directory.path("db.sqlite")],
                environment: ["PERSONABLE_REQUEST_TIMEOUT": "2"], limit: 90)
        }
        let garbageServer = try MisbehavingServer(.garbage)
        let garbage = try compose(garbageServer.url)
        let unreachable = try compose("http://127.0.0.1:\(MisbehavingServer.refusedPort())")
        #expect(garbage.status == 2, "\(garbage.stderr)")
        #expect(unreachable.status == 2, "\(unreachable.stderr)")
        #expect(garbage.stderr.hasPrefix("I adapted what I hadn't written yet by rules, without the language model: I couldn't understand"), "\(garbage.stderr)")
        #expect(!garbage.stdout.isEmpty, "the adapted variation is printed")
        for stderr in [garbage.stderr, unreachable.stderr] {
            #expect(!stderr.contains("not json") && !stderr.contains("\u{0}"), "\(stderr)")
        }
    }
}
