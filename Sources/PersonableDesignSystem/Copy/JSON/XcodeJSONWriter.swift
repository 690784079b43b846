/// Writes an `OrderedJSON` the way Xcode writes a String Catalog: two-space indent, `" : "` between a key and its
/// value, keys in the document's order, an empty object as `{` blank line `}`, and every string and number read
/// from a file exactly as it was written there. A string made in code is escaped as Xcode escapes
/// (`\"`, `\\`, `\n`, `\r`, `\t`, other control characters as `\u00XX`; `/` only when `escapingSlashes`).
public struct XcodeJSONWriter: Sendable {
    /// Write `/` as `\/` in strings made in code (some tools do; use it when the file does).
    public var escapingSlashes: Bool

    public init(escapingSlashes: Bool = false) {
        self.escapingSlashes = escapingSlashes
    }

    /// The document's text, without a final newline.
    public func text(_ value: OrderedJSON) -> String {
        var output = ""
        write(value, indent: "", into: &output)
        return output
    }

    private func write(_ value: OrderedJSON, indent: String, into output: inout String) {
        let inner = indent + "  "
        switch value {
        case let .object(members):
            if members.isEmpty {
                output += "{\n\n\(indent)}"
                return
            }
            output += "{\n"
            for (offset, member) in members.enumerated() {
                output += inner + "\"" + (member.rawKey ?? escaped(member.key)) + "\" : "
                write(member.value, indent: inner, into: &output)
                output += offset == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case let .array(items):
            if items.isEmpty {
                output += "[\n\n\(indent)]"
                return
            }
            output += "[\n"
            for (offset, item) in items.enumerated() {
                output += inner
                write(item, indent: inner, into: &output)
                output += offset == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case let .string(text, raw):
            output += "\"" + (raw ?? escaped(text)) + "\""
        case let .literal(text):
            output += text
        }
    }

    /// `text` escaped for a JSON string.
    public func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "/" where escapingSlashes: result += "\\/"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
