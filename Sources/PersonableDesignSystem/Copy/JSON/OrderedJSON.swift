/// A JSON document that keeps what a plain dictionary loses: the order of an object's keys and the exact text of
/// every string and number as written. Reading a file and writing it back (`XcodeJSONWriter`) gives the same
/// bytes when the file is in Xcode's layout, so a tool that changes one value changes nothing else.
public indirect enum OrderedJSON: Sendable, Hashable {
    /// An object's members in file order.
    case object([Member])
    case array([OrderedJSON])
    /// A string: its value, and its text as written between the quotes (`nil` for a value made in code).
    case string(String, raw: String?)
    /// A number, `true`, `false` or `null`, as written.
    case literal(String)

    /// One key and value of an object.
    public struct Member: Sendable, Hashable {
        public var key: String
        /// The key as written between the quotes (`nil` when made in code).
        public var rawKey: String?
        public var value: OrderedJSON

        public init(key: String, rawKey: String? = nil, value: OrderedJSON) {
            self.key = key
            self.rawKey = rawKey
            self.value = value
        }
    }

    /// A string made in code.
    public static func string(_ value: String) -> OrderedJSON { .string(value, raw: nil) }

    /// The value of `key` when this is an object that has it.
    public subscript(key: String) -> OrderedJSON? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The members when this is an object.
    public var members: [Member]? {
        if case let .object(members) = self { members } else { nil }
    }

    /// The value when this is a string.
    public var stringValue: String? {
        if case let .string(value, _) = self { value } else { nil }
    }

    /// `true` or `false` when this is one of them.
    public var boolValue: Bool? {
        guard case let .literal(text) = self else { return nil }
        return text == "true" ? true : text == "false" ? false : nil
    }

    /// This object with `key` set to `value`: replaced in place when present, else inserted before the first key
    /// that sorts after it (Xcode keeps its keys sorted). A value that isn't an object is returned unchanged.
    public func setting(_ key: String, to value: OrderedJSON) -> OrderedJSON {
        guard var members else { return self }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            let index = members.firstIndex { $0.key > key } ?? members.endIndex
            members.insert(Member(key: key, value: value), at: index)
        }
        return .object(members)
    }
}
