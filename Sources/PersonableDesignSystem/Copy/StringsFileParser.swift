import Foundation

/// Reads an Apple `.strings` file: `"key" = "value";` pairs with `/* */` and `//` comments, the escapes `\"`,
/// `\\`, `\n`, `\t`, `\r` and `\U1234`, and unquoted keys of letters, digits and `_.-`. The comment just before a
/// pair is kept with it.
struct StringsFileParser {
    private let scalars: [Unicode.Scalar]
    private let path: String
    private var index = 0
    private var line = 1
    private var lastComment: String?
    /// Per entry, its quoted value's place (see `parseWithValueRanges`).
    private var valueRanges: [Range<Int>?] = []

    static func parse(_ text: String, path: String) throws -> [CopyEntry] {
        var parser = StringsFileParser(scalars: Array(text.unicodeScalars), path: path)
        return try parser.entries()
    }

    /// The entries, each with where its value sits in `text.unicodeScalars` (between its quotes; `nil` for a
    /// `"key";` entry or an unquoted value).
    static func parseWithValueRanges(_ text: String, path: String) throws -> [(entry: CopyEntry, value: Range<Int>?)] {
        var parser = StringsFileParser(scalars: Array(text.unicodeScalars), path: path)
        let entries = try parser.entries()
        return Array(zip(entries, parser.valueRanges))
    }

    private init(scalars: [Unicode.Scalar], path: String) {
        self.scalars = scalars
        self.path = path
    }

    private mutating func entries() throws -> [CopyEntry] {
        var result: [CopyEntry] = []
        while true {
            lastComment = nil
            try skipSpaceAndComments()
            guard index < scalars.count else { return result }
            let comment = lastComment
            let key = try readString(what: "a quoted key")
            try skipSpaceAndComments()
            if peek == ";" {
                index += 1
                result.append(CopyEntry(key: key, text: key, comment: comment))
                valueRanges.append(nil)
                continue
            }
            guard peek == "=" else { throw failure("I was looking for \"=\" after the key \"\(key)\"") }
            index += 1
            try skipSpaceAndComments()
            let valueStart = index
            let value = try readString(what: "a quoted value for \"\(key)\"")
            let valueRange = scalars[valueStart] == "\"" ? (valueStart + 1)..<(index - 1) : nil
            try skipSpaceAndComments()
            guard peek == ";" else { throw failure("I was looking for \";\" after the value of \"\(key)\"") }
            index += 1
            result.append(CopyEntry(key: key, text: value, comment: comment))
            valueRanges.append(valueRange)
        }
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func failure(_ detail: String) -> CopyFileError {
        .stringsSyntax(path: path, line: line, detail: detail)
    }

    private mutating func advance() -> Unicode.Scalar? {
        guard index < scalars.count else { return nil }
        let scalar = scalars[index]
        index += 1
        if scalar == "\n" { line += 1 }
        return scalar
    }

    private mutating func skipSpaceAndComments() throws {
        while let scalar = peek {
            if scalar.properties.isWhitespace {
                _ = advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 2
                var body = ""
                while true {
                    guard let next = advance() else { throw failure("a comment never ends") }
                    if next == "*", peek == "/" {
                        index += 1
                        break
                    }
                    body.unicodeScalars.append(next)
                }
                lastComment = body.trimmingCharacters(in: .whitespacesAndNewlines)
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                var body = ""
                while let next = peek, next != "\n" {
                    body.unicodeScalars.append(next)
                    index += 1
                }
                lastComment = String(body.dropFirst(2)).trimmingCharacters(in: .whitespacesAndNewlines)
            } else {
                return
            }
        }
    }

    private mutating func readString(what: String) throws -> String {
        guard let first = peek else { throw failure("I was looking for \(what) and the file ended") }
        if first != "\"" {
            var bare = ""
            while let scalar = peek, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.-$:/".unicodeScalars.contains(scalar) {
                bare.unicodeScalars.append(scalar)
                index += 1
            }
            guard !bare.isEmpty else { throw failure("I was looking for \(what)") }
            return bare
        }
        index += 1
        var result = ""
        while true {
            guard let scalar = advance() else { throw failure("a quoted string never ends") }
            switch scalar {
            case "\"":
                return result
            case "\\":
                guard let escaped = advance() else { throw failure("a quoted string never ends") }
                switch escaped {
                case "n": result.unicodeScalars.append("\n")
                case "t": result.unicodeScalars.append("\t")
                case "r": result.unicodeScalars.append("\r")
                case "U", "u":
                    var value = try readHexQuad(escaped)
                    // A UTF-16 surrogate pair is written as two escapes: \UD83D\UDE00.
                    if (0xD800...0xDBFF).contains(value), peek == "\\", index + 1 < scalars.count,
                        scalars[index + 1] == "U" || scalars[index + 1] == "u"
                    {
                        index += 2
                        let low = try readHexQuad(escaped)
                        // A high surrogate must be followed by a low one (found by fuzzing: \ud908\ud908).
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw failure("I couldn't read the escape \\\(escaped) (half of a character is missing)")
                        }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let decoded = Unicode.Scalar(value) else {
                        throw failure("I couldn't read the escape \\\(escaped) (it isn't a character)")
                    }
                    result.unicodeScalars.append(decoded)
                default: result.unicodeScalars.append(escaped)
                }
            default:
                result.unicodeScalars.append(scalar)
            }
        }
    }

    private mutating func readHexQuad(_ escape: Unicode.Scalar) throws -> UInt32 {
        var digits = ""
        while digits.count < 4, let next = peek, next.properties.isASCIIHexDigit {
            digits.unicodeScalars.append(next)
            index += 1
        }
        guard digits.count == 4, let value = UInt32(digits, radix: 16) else {
            throw failure("I couldn't read the escape \\\(escape)\(digits)")
        }
        return value
    }
}
