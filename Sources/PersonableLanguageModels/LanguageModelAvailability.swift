/// Whether a language model can be used, after Foundation Models' `SystemLanguageModel.Availability`.
public enum LanguageModelAvailability: Sendable, Equatable, Codable {
    case available
    /// The model cannot be used; `reason` is one first-person sentence.
    case unavailable(reason: String)

    public var isAvailable: Bool { self == .available }
}
