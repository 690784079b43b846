/// A fact of the user's message that every variation must keep: a number, an amount, a date, a time, a name, a
/// quoted phrase or a negation.
public struct KeyPoint: Hashable, Codable, Sendable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case number, date, time, name, quote, negation
    }

    public var kind: Kind
    /// As written in the message ("$12,000", "March 14", "can't ship").
    public var text: String
    /// What is compared: "num:12000", "date:3-14", "time:580", "name:atlas", "neg:ship".
    public var key: String

    public init(kind: Kind, text: String, key: String) {
        self.kind = kind
        self.text = text
        self.key = key
    }
}
