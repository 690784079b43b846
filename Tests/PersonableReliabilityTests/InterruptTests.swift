import Foundation
import PersonableTesting
import Testing

/// `text generate … > out.jsonl` loses nothing it finished: each result is one whole line, written at once, and
/// SIGINT or SIGTERM finishes the current line and stops (issue 16, defect 2).
@Suite struct InterruptTests {
    let directory = TemporaryDirectory()

    // Descriptions no frame fits, so every line waits for the (slow, misbehaving) server.
    static let strings = (1...40).map { "The goals you set for week \($0) don't leave this phone." }

    /// Every line of `path`, each of which must be a whole JSON object.
    func lines(_ path: String) throws -> [[String: Any]] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.isEmpty || text.hasSuffix("\n"), "a cut last line: \(text.suffix(80))")
        return try text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a whole JSON line: \(line)")
        }
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aStoppedRunKeepsEveryFinishedLine(signal: Int32) throws {
        let server = try MisbehavingServer(.ok, answer: "Grabbing your goals for the week...", delay: 0.15)
        let input = directory.path("strings.txt")
        try Self.strings.joined(separator: "\n").write(toFile: input, atomically: true, encoding: .utf8)
        let output = directory.path("out.jsonl")
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        let process = PersonableProcess.make([
            "text", "generate", "--input", input, "--theme", "casual", "--type", "description", "--jsonl",
            "--candidates", "1", "--endpoint", server.url,
        ])
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        // Lines land in the file as they are finished, not when the process ends.
        let appeared = PersonableProcess.wait(upTo: 60) { ((try? lines(output))?.count ?? 0) >= 3 || !process.isRunning }
        #expect(appeared && process.isRunning, "no line was written while it ran")
        let before = try lines(output).count
        kill(process.processIdentifier, signal)
        #expect(PersonableProcess.wait(upTo: 60) { !process.isRunning }, "it didn't stop")
        process.waitUntilExit()

        #expect(process.terminationStatus == 128 + signal)
        let after = try lines(output)
        #expect(after.count >= before && after.count <= before + 2, "\(before) lines at the signal, \(after.count) after")
        #expect(after.count < Self.strings.count, "it stopped early")
        #expect(after.map { $0["original"] as? String } == Array(Self.strings.prefix(after.count)))
    }
}
