import Foundation

/// A design-system name the user gave that matches none on offer (a colour scheme, an export format), said in
/// the first person with the valid names listed. (The design system depends on nothing, so it has its own.)
public enum DesignSystemError: Error, LocalizedError, Equatable {
    case unknownValue(kind: String, value: String, valid: [String])

    public var errorDescription: String? {
        switch self {
        case let .unknownValue(kind, value, valid):
            "I don't know the \(kind) \"\(value)\". I know: \(valid.joined(separator: ", "))."
        }
    }
}

/// Finds the case whose raw value or Swift name matches `text` (ignoring case, `-`, `_` and spaces).
func parseCase<Value: RawRepresentable & CaseIterable>(_ text: String, kind: String) throws -> Value
where Value.RawValue == String {
    func normalized(_ string: String) -> String {
        string.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " }
    }
    let wanted = normalized(text)
    if let match = Value.allCases.first(where: { normalized($0.rawValue) == wanted }) { return match }
    throw DesignSystemError.unknownValue(kind: kind, value: text, valid: Value.allCases.map(\.rawValue))
}
