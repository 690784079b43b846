/// The printf-style format specifiers of a UI string (`%@`, `%d`, `%lld`, `%1$@`, `%.1f`, `%%`, …), which a
/// rewrite must keep exactly: the app fills them in at run time.
public struct FormatSpecifiers: Sendable, Hashable {
    /// Every specifier, in order, as written (`%1$@`, `%.1f`, `%%`).
    public let all: [String]

    public init(in text: String) {
        all = Self.parse(text)
    }

    /// Whether `other` has the same specifiers: positional ones (`%1$@`) in any order, the others in the same
    /// order (their arguments are taken in order), and as many `%%`.
    public func matches(_ other: FormatSpecifiers) -> Bool {
        func positional(_ specifier: String) -> Bool { specifier.contains("$") }
        return all.filter(positional).sorted() == other.all.filter(positional).sorted()
            && all.filter { !positional($0) } == other.all.filter { !positional($0) }
    }

    private static let flags: Set<Character> = ["-", "+", " ", "#", "0", "'"]
    private static let lengths = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"]
    private static let conversions: Set<Character> = [
        "@", "d", "i", "u", "o", "x", "X", "f", "F", "e", "E", "g", "G", "a", "A", "c", "s", "S", "p", "C",
    ]

    /// Scans `%[position$][flags][width][.precision][length]conversion` and `%%`; a lone `%` is not a specifier.
    private static func parse(_ text: String) -> [String] {
        let characters = Array(text)
        var result: [String] = []
        var index = 0
        while index < characters.count {
            guard characters[index] == "%" else { index += 1; continue }
            var cursor = index + 1
            guard cursor < characters.count else { break }
            if characters[cursor] == "%" {
                result.append("%%")
                index = cursor + 1
                continue
            }
            // position: digits followed by "$"
            var digits = cursor
            while digits < characters.count, characters[digits].isASCII, characters[digits].isNumber { digits += 1 }
            if digits > cursor, digits < characters.count, characters[digits] == "$" { cursor = digits + 1 }
            while cursor < characters.count, flags.contains(characters[cursor]) { cursor += 1 }
            while cursor < characters.count, characters[cursor].isASCII, characters[cursor].isNumber || characters[cursor] == "*" {
                cursor += 1
            }
            if cursor < characters.count, characters[cursor] == "." {
                cursor += 1
                while cursor < characters.count, characters[cursor].isASCII, characters[cursor].isNumber { cursor += 1 }
            }
            for length in lengths where String(characters[cursor..<min(cursor + length.count, characters.count)]) == length {
                cursor += length.count
                break
            }
            if cursor < characters.count, conversions.contains(characters[cursor]) {
                result.append(String(characters[index...cursor]))
                index = cursor + 1
            } else {
                index += 1
            }
        }
        return result
    }
}
