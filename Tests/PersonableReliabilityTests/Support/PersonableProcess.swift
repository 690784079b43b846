import Foundation

/// The built `personable` executable, run as a user would: to completion, or started and then signalled.
struct PersonableProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// How long it ran.
        var seconds: Double
    }

    /// The executable under test: `$PERSONABLE_TEST_EXECUTABLE` (another build, an installed one), else the one
    /// beside the test bundle in the build folder.
    static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["PERSONABLE_TEST_EXECUTABLE"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("personable")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        fatalError("I couldn't find the personable executable next to \(CommandLine.arguments[0])")
    }

    /// Whether this process runs as root (permissions then don't stop it, so a read-only file is tried as `nobody`).
    static var isRoot: Bool { getuid() == 0 }

    /// A process for `personable arguments…`, with `environment` added to this one's; as the user `nobody` when
    /// `unprivileged` and this process is root. Not started.
    static func make(
        _ arguments: [String], environment: [String: String] = [:], unprivileged: Bool = false
    ) -> Process {
        let process = Process()
        if unprivileged, isRoot {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        return process
    }

    /// Runs `personable arguments…` to the end, killing it after `limit` seconds (a hang is a failure, not a
    /// stuck test run).
    static func run(
        _ arguments: [String], environment: [String: String] = [:], unprivileged: Bool = false, limit: Double = 120
    ) throws -> Result {
        let process = make(arguments, environment: environment, unprivileged: unprivileged)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let start = Date()
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: watchdog)
        // Both pipes are read at once, so a process that fills one doesn't block on it.
        nonisolated(unsafe) var errData = Data()
        let errDone = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            errDone.signal()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errDone.wait()
        process.waitUntilExit()
        watchdog.cancel()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self), seconds: Date().timeIntervalSince(start))
    }

    /// Waits until `condition` holds, checking every 50 ms, for at most `limit` seconds; returns whether it held.
    static func wait(upTo limit: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }
}
