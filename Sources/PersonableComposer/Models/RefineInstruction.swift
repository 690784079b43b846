import PersonableCore

/// How a variation can be refined: the spec's "Refine" button, with the changes a user asks for most.
public enum RefineInstruction: String, CaseIterable, Codable, Sendable {
    case shorter
    case longer
    case warmer
    case moreFormal = "more formal"
    case moreCasual = "more casual"
    case moreDirect = "more direct"

    /// Parses an instruction (`shorter`, `more formal`, `more-formal`), listing the valid ones when unknown.
    public static func parse(_ text: String) throws -> RefineInstruction {
        try parseCase(text, kind: "refinement")
    }

    /// The tone the refined text is written in.
    public func tone(from tone: ToneType) -> ToneType {
        switch self {
        case .shorter, .longer: tone
        case .warmer: .empathetic
        case .moreFormal: .formal
        case .moreCasual: .casual
        case .moreDirect: .direct
        }
    }

    /// The instruction as the prompt states it.
    public var sentence: String {
        switch self {
        case .shorter: "Make it shorter."
        case .longer: "Make it a little longer and more complete."
        case .warmer: "Make it warmer."
        case .moreFormal: "Make it more formal."
        case .moreCasual: "Make it more casual."
        case .moreDirect: "Make it more direct."
        }
    }

    /// Whether `refined` did what was asked, measured against `original`.
    public func isSatisfied(by refined: ResponseVariation, original: ResponseVariation) -> Bool {
        switch self {
        case .shorter: refined.wordCount < original.wordCount
        case .longer: refined.wordCount > original.wordCount
        case .moreFormal: refined.formalityScore >= original.formalityScore
        case .moreCasual: refined.formalityScore <= original.formalityScore
        case .warmer, .moreDirect: true
        }
    }
}
