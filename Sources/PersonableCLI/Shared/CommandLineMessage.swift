import ArgumentParser

/// ArgumentParser's own messages for a command line it couldn't read ("The value '4.5' is invalid for
/// '<rating>'"), said in the first person, as every other message of the CLI is.
enum CommandLineMessage {
    /// The first-person sentence for ArgumentParser's `message`, with where to look for help.
    static func firstPerson(_ message: String, help: String) -> String {
        let line = message.split(separator: "\n").first.map(String.init) ?? message
        let sentence: String
        if let (value, name) = match(line, #"^The value '(.*)' is invalid for '(.*?)'"#) {
            let reason = line.range(of: ": ").map { " (" + line[$0.upperBound...].trimmingCharacters(in: .whitespaces) + ")" } ?? ""
            sentence = "I couldn't use \"\(value)\" for \(name)\(reason.replacingOccurrences(of: "..", with: "."))."
        } else if let (name, _) = match(line, #"^Missing value for '(.*?)'"#) {
            sentence = "I need a value after \(name)."
        } else if let (name, _) = match(line, #"^Missing expected argument '(.*?)'"#) {
            sentence = "I need \(name) to do that."
        } else if let (name, _) = match(line, #"^Unknown option '(.*?)'"#) {
            sentence = "I don't know the option \(name)."
        } else if let (name, _) = match(line, #"^Unexpected arguments? '(.*?)'"#) {
            sentence = "I didn't expect \"\(name)\" there."
        } else {
            sentence = "I couldn't read that command line: \(line)"
        }
        return "\(sentence) `\(help)` shows what I take."
    }

    /// The first two capture groups of `pattern` in `line` (the second empty when there is one).
    private static func match(_ line: String, _ pattern: String) -> (String, String)? {
        guard let regex = try? Regex(pattern), let found = try? regex.firstMatch(in: line) else { return nil }
        let groups = found.output.dropFirst().map { $0.substring.map(String.init) ?? "" }
        return (groups.first ?? "", groups.dropFirst().first ?? "")
    }
}
