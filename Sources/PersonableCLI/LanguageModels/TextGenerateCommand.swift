import ArgumentParser
import Foundation
import Personable

/// `personable text generate --input FILE --theme T|all --jsonl`: a file of UI strings rewritten, one JSON line each.
///
/// It evaluates the model and its gates on a batch; it does not read or write the cache. Each result is written
/// as one whole line as soon as it is done; Ctrl-C or SIGTERM lets the current one finish, then stops.
struct TextGenerateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Rewrite every line of a file in one or all themes, printing one JSON object per result.")

    @Option(name: .long, help: "A UTF-8 text file with one UI string per line.") var input: String
    @Option(name: .long, help: "A theme, or `all` for every theme but professional.") var theme: String
    @Option(name: .long, help: "The kind of text, or `auto` to guess it per line.") var type: String = "auto"
    @Flag(name: .long, help: "Print JSON Lines (the default and only format).") var jsonl = false
    @OptionGroup var model: ModelOptions

    func run() async throws {
        let themes = theme.lowercased() == "all"
            ? DisplayTheme.allCases.filter(\.isGenerated) : [try DisplayTheme.parse(theme)]
        let fixedType = type.lowercased() == "auto" ? nil : try DisplayTextType.parse(type)
        let lines = try Self.readLines(input)
        StopSignals.install()
        let service = try model.makeGenerator()
        if case let .unavailable(reason) = await service.availability { throw CLIError(reason) }
        let total = themes.count * lines.count
        var done = 0
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for theme in themes {
            for line in lines {
                let kind = service.kind(of: line, textType: fixedType)
                let textType = fixedType ?? kind.textType ?? .description
                let rewrite = try await service.rewrite(
                    DisplayTextRequest(originalText: line, theme: theme, textType: textType, context: textType.rawValue, kind: kind))
                Console.writeLine(String(decoding: try encoder.encode(RewriteLine(rewrite, fallback: line)), as: UTF8.self))
                done += 1
                Progress.show(done, of: total, label: theme.rawValue)
                if let signal = StopSignals.received {
                    Progress.finish()
                    Console.error("I stopped after \(done) of \(total) results; every one I finished is written.")
                    throw ExitCode(ExitStatus.interrupted(by: signal))
                }
            }
        }
        Progress.finish()
    }

    /// The file's non-empty lines; a missing, unreadable or non-UTF-8 file is refused in the first person.
    static func readLines(_ path: String) throws -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError("I couldn't read the file \(path).")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CLIError("I couldn't read \(path) as UTF-8 text.")
        }
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard !lines.isEmpty else { throw CLIError("I found no text to rewrite in \(path).") }
        for (number, line) in lines.enumerated() where line.count > DisplayTextService.maximumInputLength {
            throw CLIError("Line \(number + 1) of \(path) has \(line.count) characters; I can rewrite up to \(DisplayTextService.maximumInputLength).")
        }
        return lines
    }
}

/// A one-line progress bar on standard error, shown only when standard error is a terminal (a redirected one
/// gets no carriage returns or escape codes).
enum Progress {
    static func show(_ done: Int, of total: Int, label: String) {
        guard Console.errorIsTerminal else { return }
        let width = 30
        let filled = total == 0 ? width : done * width / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total) \(label)\u{1B}[K".utf8))
    }

    static func finish() {
        guard Console.errorIsTerminal else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
