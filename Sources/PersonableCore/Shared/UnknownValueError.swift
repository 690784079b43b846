import Foundation

/// A name the user gave that matches none of the values on offer (a theme, a module, a language…), said in the
/// first person with the valid values listed.
public struct UnknownValueError: Error, LocalizedError, Equatable {
    /// What was asked for: "theme", "module", "language".
    public var kind: String
    public var value: String
    public var valid: [String]

    public init(kind: String, value: String, valid: [String]) {
        self.kind = kind
        self.value = value
        self.valid = valid
    }

    public var errorDescription: String? {
        "I don't know the \(kind) \"\(value)\". I know: \(valid.joined(separator: ", "))."
    }
}

/// Finds the case whose raw value or Swift name matches `text` (ignoring case, `-`, `_` and spaces).
///
/// - Throws: ``UnknownValueError`` listing the valid raw values.
public func parseCase<Value: RawRepresentable & CaseIterable>(_ text: String, kind: String) throws -> Value
where Value.RawValue == String {
    func normalized(_ string: String) -> String {
        string.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " }
    }
    // The exact raw value, as programs send it, without normalizing every case (the web app's hot path). Only a
    // listed case counts: a type's `init?(rawValue:)` may accept more (DisplayTheme takes a custom theme's name).
    if let exact = Value(rawValue: text), Value.allCases.contains(where: { $0.rawValue == text }) { return exact }
    let wanted = normalized(text)
    if let match = Value.allCases.first(where: { normalized($0.rawValue) == wanted }) { return match }
    throw UnknownValueError(kind: kind, value: text, valid: Value.allCases.map(\.rawValue))
}
