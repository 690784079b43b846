import PersonableCore

/// Who a variation is written for (the spec's five).
public enum AudienceType: String, CaseIterable, Codable, Sendable {
    case executive = "Executive"
    case peer = "Peer"
    case client = "Client"
    case team = "Team"
    case `public` = "Public"

    /// Parses an audience the user typed (`client`, `Client`), listing the valid ones when unknown.
    public static func parse(_ text: String) throws -> AudienceType {
        try parseCase(text, kind: "audience")
    }

    /// What the audience needs, for an instruction-tuned model's system prompt.
    public var guidance: String {
        switch self {
        case .executive: "an executive: the outcome, impact and decision first, brief"
        case .peer: "a colleague at the same level: plain and collegial"
        case .client: "a client: respectful, reassuring, clear about what happens next"
        case .team: "the team: inclusive (we), supportive, what it means for them"
        case .public: "the public: no jargon or internal names, clear and neutral"
        }
    }
}
