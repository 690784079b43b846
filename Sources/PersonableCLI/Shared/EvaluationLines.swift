import ArgumentParser
import Foundation

/// Where an evaluation (`eval`, `compose eval`) writes each result as one JSON line as soon as it is measured, and
/// how it stops on Ctrl-C: the result being written is finished, every finished line is kept, and the command
/// says how far it got.
struct EvaluationLines {
    private let handle: FileHandle?
    private let encoder: JSONEncoder

    /// Lines written to `path` (created anew), or nowhere without one.
    init(path: String?) throws {
        if let path {
            guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
                throw CLIError("I couldn't write \(path).")
            }
            self.handle = handle
        } else {
            handle = nil
        }
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    func write(_ result: some Encodable) throws {
        handle?.write(try encoder.encode(result) + Data("\n".utf8))
    }

    /// Shows the progress, and stops the command when a stop signal came, saying how many of `total` `things`
    /// were finished.
    func finished(_ done: Int, of total: Int, label: String, things: String) throws {
        Progress.show(done, of: total, label: label)
        guard let signal = StopSignals.received else { return }
        Progress.finish()
        try handle?.close()
        Console.error("I stopped after \(done) of \(total) \(things); every result I finished is written.")
        throw ExitCode(ExitStatus.interrupted(by: signal))
    }

    func close() throws {
        Progress.finish()
        try handle?.close()
    }
}
