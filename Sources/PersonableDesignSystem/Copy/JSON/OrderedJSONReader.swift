/// Reads JSON (RFC 8259) into an `OrderedJSON`, keeping key order and each string's and number's text.
public struct OrderedJSONReader {
    /// Why a document couldn't be read, with the byte offset.
    public struct Failure: Error, Sendable, Equatable {
        public var offset: Int
        public var detail: String
    }

    /// Nesting deeper than this is refused rather than risking the stack.
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0

    /// The document in `bytes` (UTF-8, an optional byte-order mark first).
    public static func read(_ bytes: [UInt8]) throws(Failure) -> OrderedJSON {
        var reader = OrderedJSONReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.index == bytes.count else { throw reader.failure("something follows the document") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func failure(_ detail: String) -> Failure { Failure(offset: index, detail: detail) }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func value(depth: Int) throws(Failure) -> OrderedJSON {
        guard depth < Self.maximumDepth else { throw failure("the document nests too deeply") }
        switch peek {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""):
            let (value, raw) = try string()
            return .string(value, raw: raw)
        case UInt8(ascii: "t"): return try word("true")
        case UInt8(ascii: "f"): return try word("false")
        case UInt8(ascii: "n"): return try word("null")
        case let byte? where byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
            return try number()
        default: throw failure("a value is missing")
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> OrderedJSON {
        index += 1
        skipSpace()
        var members: [OrderedJSON.Member] = []
        if peek == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            guard peek == UInt8(ascii: "\"") else { throw failure("a key is missing") }
            let (key, raw) = try string()
            skipSpace()
            guard peek == UInt8(ascii: ":") else { throw failure("a colon is missing") }
            index += 1
            skipSpace()
            members.append(OrderedJSON.Member(key: key, rawKey: raw, value: try value(depth: depth + 1)))
            skipSpace()
            switch peek {
            case UInt8(ascii: ","):
                index += 1
                skipSpace()
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default: throw failure("a comma or closing brace is missing")
            }
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> OrderedJSON {
        index += 1
        skipSpace()
        var items: [OrderedJSON] = []
        if peek == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            items.append(try value(depth: depth + 1))
            skipSpace()
            switch peek {
            case UInt8(ascii: ","):
                index += 1
                skipSpace()
            case UInt8(ascii: "]"):
                index += 1
                return .array(items)
            default: throw failure("a comma or closing bracket is missing")
            }
        }
    }

    private mutating func word(_ word: String) throws(Failure) -> OrderedJSON {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw failure("a value is misspelled")
        }
        index += expected.count
        return .literal(word)
    }

    private mutating func number() throws(Failure) -> OrderedJSON {
        let start = index
        func digits() -> Int {
            let from = index
            while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
            return index - from
        }
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw failure("a number has no digits")
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw failure("a number has no digits after its point") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("a number's exponent has no digits") }
        }
        return .literal(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// A quoted string: its value and its text between the quotes.
    private mutating func string() throws(Failure) -> (String, String) {
        index += 1
        let start = index
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(upTo end: Int) throws(Failure) {
            guard run < end else { return }
            guard let text = String(validating: bytes[run..<end], as: UTF8.self) else {
                throw Failure(offset: run, detail: "a string isn't valid UTF-8")
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard let byte = peek else { throw failure("a string never ends") }
            if byte == UInt8(ascii: "\"") {
                try flush(upTo: index)
                let raw = String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return (String(scalars), raw)
            }
            if byte < 0x20 { throw failure("a string has an unescaped control character") }
            if byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            try flush(upTo: index)
            index += 1
            guard let escape = peek else { throw failure("a string never ends") }
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var value = try hexQuad()
                if (0xD800...0xDBFF).contains(value) {
                    guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                        throw failure("half of a character is missing")
                    }
                    index += 2
                    let low = try hexQuad()
                    guard (0xDC00...0xDFFF).contains(low) else { throw failure("half of a character is missing") }
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(value) else { throw failure("an escape isn't a character") }
                scalars.append(scalar)
            default: throw failure("a string has an unknown escape")
            }
            run = index
        }
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        guard bytes.count - index >= 4,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw failure("an escape needs four hex digits") }
        index += 4
        return value
    }
}
