import Foundation

/// How and when the user answered a nudge.
///
/// A resolution covers the situation the nudge was about, not the nudge forever: it hides the nudge until the
/// situation is new (see ``NudgeEngine``).
public struct NudgeResolution: Hashable, Sendable {
    /// The answer.
    public enum Kind: String, CaseIterable, Sendable {
        /// "Not now".
        case dismissed
        /// The nudge's action was taken.
        case acted
    }

    public var kind: Kind
    public var resolvedAt: Date

    public init(kind: Kind, resolvedAt: Date) {
        self.kind = kind
        self.resolvedAt = resolvedAt
    }
}
