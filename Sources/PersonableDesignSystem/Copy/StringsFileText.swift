import Foundation

/// A `.strings` file read for rewriting in place: its text, its encoding, its entries and where each value sits,
/// so new values can be put in with every comment, blank line and untouched pair left byte for byte.
public struct StringsFileText: Sendable {
    /// How the file was encoded, kept when it is written back.
    public enum Encoding: Sendable, Hashable {
        case utf8(byteOrderMark: Bool)
        case utf16LittleEndian
        case utf16BigEndian
    }

    public let text: String
    public let encoding: Encoding
    /// The entries in file order, with the comment just before each.
    public let entries: [CopyEntry]
    /// Per entry, its value's place in `text.unicodeScalars` between the quotes; `nil` when it isn't quoted.
    public let valueRanges: [Range<Int>?]

    /// Reads `data` (UTF-8, or UTF-16 with a byte-order mark); `path` names the file in errors.
    public static func read(_ data: Data, path: String) throws -> StringsFileText {
        let bytes = [UInt8](data.prefix(3))
        let encoding: Encoding =
            bytes.starts(with: [0xFF, 0xFE]) ? .utf16LittleEndian
            : bytes.starts(with: [0xFE, 0xFF]) ? .utf16BigEndian
            : .utf8(byteOrderMark: bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        let text = try CopyFileReader.decodeText(data, path: path)
        let parsed = try StringsFileParser.parseWithValueRanges(text, path: path)
        return StringsFileText(text: text, encoding: encoding, entries: parsed.map(\.entry), valueRanges: parsed.map(\.value))
    }

    /// The file's bytes with the values at `replacements` (entry index → new value) put in, escaped; an entry
    /// whose value isn't quoted is left as it is.
    public func data(replacing replacements: [Int: String]) -> Data {
        var scalars = Array(text.unicodeScalars)
        let edits = replacements.compactMap { index, value in valueRanges[index].map { ($0, value) } }
            .sorted { $0.0.lowerBound > $1.0.lowerBound }
        for (range, value) in edits {
            scalars.replaceSubrange(range, with: Self.escaped(value).unicodeScalars)
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        let output = String(result)
        switch encoding {
        case let .utf8(byteOrderMark):
            return (byteOrderMark ? Data([0xEF, 0xBB, 0xBF]) : Data()) + Data(output.utf8)
        case .utf16LittleEndian:
            return Data([0xFF, 0xFE]) + (output.data(using: .utf16LittleEndian) ?? Data())
        case .utf16BigEndian:
            return Data([0xFE, 0xFF]) + (output.data(using: .utf16BigEndian) ?? Data())
        }
    }

    /// `value` escaped for a quoted `.strings` value.
    static func escaped(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
