import Foundation

/// Where the CLI writes: results to standard output, messages to standard error.
///
/// Every line is written as soon as it is printed (standard output is flushed after each line, even when it is
/// redirected to a file), so a command that is stopped loses nothing it finished.
enum Console {
    static func print(_ text: String) {
        Swift.print(text)
        fflush(nil)
    }

    /// Writes `text` and a newline to standard output in one write, so a stopped process never leaves half a line.
    static func writeLine(_ text: String) {
        fflush(nil)
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Whether standard output is a terminal (text is streamed there; a file or a pipe gets only finished results).
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Whether standard error is a terminal (progress bars and other redrawn lines are shown only there).
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Prints `value` as pretty, key-sorted JSON.
    static func printJSON(_ value: some Encodable) throws {
        print(String(decoding: try jsonData(value), as: UTF8.self))
    }

    /// `value` as `--json` prints it: pretty, sorted keys, ISO 8601 dates.
    static func jsonData(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(value)
    }
}
