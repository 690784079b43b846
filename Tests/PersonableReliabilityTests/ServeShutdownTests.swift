import Foundation
import PersonableTesting
import Testing

/// `personable serve` stops gracefully on Ctrl-C even while a request waits on a model that never answers: the
/// request is cancelled after the grace period, the generation under it stops, and the process exits 0 on its own
/// (no forced exit), having stored what it had.
@Suite struct ServeShutdownTests {
    let directory = TemporaryDirectory()

    @Test func ctrlCStopsTheServerWhileTheModelNeverAnswers() throws {
        let model = try MisbehavingServer(.hangOnWrite)
        let serve = PersonableProcess.make(
            ["serve", "--port", "0", "--endpoint", model.url, "--db", directory.path("db.sqlite")],
            environment: ["PERSONABLE_REQUEST_TIMEOUT": "600"])
        let out = Pipe(), err = Pipe()
        serve.standardOutput = out
        serve.standardError = err
        try serve.run()
        defer { if serve.isRunning { kill(serve.processIdentifier, SIGKILL) } }
        var line = Data()
        while let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) { line.append(byte) }
        let banner = String(decoding: line, as: UTF8.self)
        let url = try #require(banner.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init), "\(banner)")

        // A request for themed text the model will never write: it waits.
        let client = Process()
        client.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        client.arguments = ["curl", "-s", "-o", "/dev/null", "--max-time", "120",
                            "\(url)api/text?entityId=goals_list&theme=casual&textType=title&fallback=Nothing%20Planned%20This%20Weekend"]
        try client.run()
        defer { if client.isRunning { client.terminate() } }
        Thread.sleep(forTimeInterval: 2)
        #expect(serve.isRunning)

        let stopped = Date()
        kill(serve.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(60)
        while serve.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        let seconds = Date().timeIntervalSince(stopped)
        #expect(!serve.isRunning, "still running \(seconds) s after Ctrl-C")
        if serve.isRunning { return }
        serve.waitUntilExit()
        #expect(serve.terminationReason == .exit)
        #expect(serve.terminationStatus == 0)
        // The grace period (10 s) and then the cancellation, not a forced exit after twice as long.
        #expect(seconds < 17, "it took \(seconds) s to stop")
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(stderr.contains("I stopped serving; everything is saved."), "\(stderr)")
    }
}
