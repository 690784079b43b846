/// What `personable compose eval` measured for one message: each variation, who wrote it, and the model's
/// attempts the checks dropped, with their reasons.
public struct ComposerEvaluationResult: Codable, Hashable, Sendable {
    public struct Variation: Codable, Hashable, Sendable {
        public var tone: String
        /// `model` or `adapted` (``ResponseVariation/Source``).
        public var source: String
        public var text: String
        public var missing: [String]
        /// The model's dropped attempts: "try 1: I left out "Friday"."
        public var dropped: [String]

        public init(tone: String, source: String, text: String, missing: [String], dropped: [String]) {
            self.tone = tone
            self.source = source
            self.text = text
            self.missing = missing
            self.dropped = dropped
        }
    }

    public var id: String
    public var audience: String
    public var tone: String
    public var message: String
    public var seconds: Double
    public var variations: [Variation]

    public init(id: String, audience: String, tone: String, message: String, seconds: Double, variations: [Variation]) {
        self.id = id
        self.audience = audience
        self.tone = tone
        self.message = message
        self.seconds = seconds
        self.variations = variations
    }

    /// Variations the model wrote (and the checks passed).
    public var byModel: Int { variations.filter { $0.source == ResponseVariation.Source.model.rawValue }.count }
}
