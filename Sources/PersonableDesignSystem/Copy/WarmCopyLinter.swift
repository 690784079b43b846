import Foundation

/// Flags error copy that is not warm: not first person, showing codes or an "Error:" prefix, blaming the user,
/// or using cold words. Codes, prefixes, blame and cold words are flagged in every string; the first-person rule
/// applies to error copy written as a sentence.
///
/// ```swift
/// WarmCopyLinter().lint("Error: Connection failed. Status code 503.")
/// // notFirstPerson, errorCode, errorPrefix, coldWord
/// ```
public struct WarmCopyLinter: Sendable {
    /// Treat every string as error copy (the first-person rule then applies to all sentences).
    public var treatAllAsErrors: Bool

    public init(treatAllAsErrors: Bool = false) {
        self.treatAllAsErrors = treatAllAsErrors
    }

    /// Findings for one string; `isError` holds it to the first-person rule (error messages are).
    public func lint(_ message: String, key: String = "message", isError: Bool = true) -> [CopyFinding] {
        check(CopyEntry(key: key, text: message), file: nil, isError: isError)
    }

    /// Findings for the strings of a file, in the file's order.
    public func lint(_ entries: [CopyEntry], file: String? = nil) -> [CopyFinding] {
        entries.flatMap { check($0, file: file, isError: treatAllAsErrors || Self.looksLikeError($0)) }
    }

    // MARK: - Rules

    private func check(_ entry: CopyEntry, file: String?, isError: Bool) -> [CopyFinding] {
        let text = Self.normalized(entry.text)
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return [] }
        func finding(_ rule: CopyLintRule, _ detail: String) -> CopyFinding {
            CopyFinding(file: file, key: entry.key, rule: rule, text: entry.text, detail: detail)
        }
        var findings: [CopyFinding] = []
        let words = Self.words(text)
        if isError, Self.isSentence(text, words: words), !words.contains(where: Self.firstPersonWords.contains) {
            findings.append(finding(.notFirstPerson, "no I, me, my or let's"))
        }
        if let code = Self.firstMatch(in: text, of: Self.codePatterns) {
            findings.append(finding(.errorCode, code))
        }
        if let prefix = Self.firstMatch(in: text, of: [Self.prefixPattern]) {
            findings.append(finding(.errorPrefix, prefix.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        let flat = " " + words.joined(separator: " ") + " "
        let blame = Self.blamingPhrases.filter { flat.contains(" \($0) ") }
        if !blame.isEmpty { findings.append(finding(.blamesUser, blame.joined(separator: ", "))) }
        var seen = Set<String>()
        let cold = words.filter { Self.coldWords.contains($0) && seen.insert($0).inserted }
        if !cold.isEmpty { findings.append(finding(.coldWord, cold.joined(separator: ", "))) }
        return findings
    }

    static let firstPersonWords: Set<String> = [
        "i", "i'm", "i've", "i'd", "i'll", "me", "my", "mine", "myself", "let's", "we", "we're", "we've", "we'll",
        "we'd", "us", "our", "ours",
    ]

    static let coldWords: Set<String> = [
        "invalid", "failed", "failure", "fatal", "illegal", "forbidden", "denied", "abort", "aborted",
        "unauthorized", "exception", "malformed", "unable", "unexpected",
    ]

    /// Lower-case word sequences that put the blame on the person.
    static let blamingPhrases: [String] = [
        "you entered", "you typed", "you provided", "you supplied", "you gave", "you made a mistake", "you forgot",
        "you failed", "you didn't", "you did not", "you must", "you should have", "your fault", "your mistake",
        "your error", "user error", "invalid input", "bad input", "wrong input", "incorrect input", "illegal input",
        "invalid entry", "incorrect entry",
    ]

    /// Codes in copy: "error 503", "code -1009", "Code=-1009", "status 404", "HTTP 500", hex, ERR_CONSTANTS,
    /// "(503)".
    static let codePatterns: [(pattern: String, caseInsensitive: Bool)] = [
        (#"\b(?:error|err|errno|code|status)(?:\s*code)?\s*[:=#]?\s*-?\d+"#, true),
        (#"\bHTTP(?:/\d(?:\.\d)?)?\s+\d{3}\b"#, true),
        (#"\b0x[0-9a-f]{2,}\b"#, true),
        (#"\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b"#, false),
        (#"\b(?:E|ERR)-?\d{2,}\b"#, false),
        (#"\(\s*-?\d{3,}\s*\)"#, false),
    ]

    static let prefixPattern: (pattern: String, caseInsensitive: Bool) = (
        #"(?m)^\s*(?:error|warning|fatal|failure|exception)(?:\s+-?\d+)?\s*[:!–—-]"#, true
    )

    /// Whether an entry reads as error copy: its key or comment says so, or its text sounds like an error.
    static func looksLikeError(_ entry: CopyEntry) -> Bool {
        let label = (entry.key + " " + (entry.comment ?? "")).lowercased()
        if ["error", "fail", "alert", "problem", "unavailable", "offline", "timeout", "warning"].contains(where: label.contains) {
            return true
        }
        let text = normalized(entry.text).lowercased()
        let markers = [
            "error", "couldn't", "could not", "can't", "cannot", "went wrong", "sorry", "not available",
            "no connection", "lost connection", "problem", "trouble", "fail",
        ]
        if markers.contains(where: text.contains) { return true }
        let words = words(text)
        return words.contains(where: coldWords.contains) || firstMatch(in: text, of: codePatterns) != nil
    }

    /// A sentence rather than a label: at least four words, or ending in sentence punctuation.
    static func isSentence(_ text: String, words: [String]) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return words.count >= 4 || [".", "!", "?", "…"].contains(where: trimmed.hasSuffix)
    }

    /// Curly apostrophes made straight and format specifiers (`%@`, `%1$d`, `%.2f`) replaced by a `0`.
    static func normalized(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "\u{2019}", with: "'").replacingOccurrences(of: "\u{2018}", with: "'")
        result = result.replacingOccurrences(of: "%%", with: "%")
        return result.replacingOccurrences(
            of: #"%(?:\d+\$)?[-+ #0']*\d*(?:\.\d+)?(?:hh|ll|h|l|q|L|z|t|j)?[@diuoxXfFeEgGaAcsSpC]"#,
            with: "0", options: .regularExpression)
    }

    /// Lower-case words (letters, digits and inner apostrophes).
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || (character == "'" && !current.isEmpty) {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.hasSuffix("'") ? String($0.dropLast()) : $0 }
    }

    static func firstMatch(in text: String, of patterns: [(pattern: String, caseInsensitive: Bool)]) -> String? {
        for (pattern, caseInsensitive) in patterns {
            var options: String.CompareOptions = [.regularExpression]
            if caseInsensitive { options.insert(.caseInsensitive) }
            if let range = text.range(of: pattern, options: options) { return String(text[range]) }
        }
        return nil
    }
}
