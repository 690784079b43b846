import PersonableCore

/// The tone a variation is written in (the spec's five).
public enum ToneType: String, CaseIterable, Codable, Sendable {
    case formal = "Formal"
    case casual = "Casual"
    case empathetic = "Empathetic"
    case direct = "Direct"
    case diplomatic = "Diplomatic"

    /// Parses a tone the user typed (`formal`, `Formal`), listing the valid ones when unknown.
    public static func parse(_ text: String) throws -> ToneType {
        try parseCase(text, kind: "tone")
    }

    /// How the tone sounds, for an instruction-tuned model's system prompt.
    public var guidance: String {
        switch self {
        case .formal: "formal: complete sentences, no contractions or slang, courteous"
        case .casual: "casual: relaxed and friendly, contractions welcome, short sentences"
        case .empathetic: "empathetic: acknowledge how the reader feels, warm and understanding"
        case .direct: "direct: the point first, short, no hedging"
        case .diplomatic: "diplomatic: tactful and constructive, soften bad news without hiding it"
        }
    }
}
