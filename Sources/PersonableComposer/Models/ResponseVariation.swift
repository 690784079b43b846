import Foundation

/// One rewrite of the user's message, with metadata measured from its text (never reported by the model).
public struct ResponseVariation: Identifiable, Hashable, Codable, Sendable {
    /// Where the text came from.
    public enum Source: String, Codable, Sendable {
        /// Written by the language model and checked.
        case model
        /// The model's attempts all lost key points, so the message itself was adapted to the tone by rules.
        case adapted
    }

    public var id: UUID
    public var tone: ToneType
    public var audience: AudienceType
    /// 1 (very casual) to 10 (very formal), from ``FormalityScorer``.
    public var formalityScore: Int
    public var responseText: String
    /// The key points of the input (``KeyPointExtractor``) found in this text.
    public var keyPointsPreserved: [String]
    /// The key points of the input not found in this text; a variation with any is ranked last.
    public var keyPointsMissing: [String]
    public var wordCount: Int
    /// Seconds to read at ``TextMeasure/wordsPerMinute``.
    public var estimatedReadingTime: Int
    public var source: Source
    /// The instruction this variation was refined with ("shorter"), if it is a refinement.
    public var refinement: String?

    public init(
        id: UUID = UUID(), tone: ToneType, audience: AudienceType, formalityScore: Int, responseText: String,
        keyPointsPreserved: [String], keyPointsMissing: [String], wordCount: Int, estimatedReadingTime: Int,
        source: Source, refinement: String? = nil
    ) {
        self.id = id
        self.tone = tone
        self.audience = audience
        self.formalityScore = formalityScore
        self.responseText = responseText
        self.keyPointsPreserved = keyPointsPreserved
        self.keyPointsMissing = keyPointsMissing
        self.wordCount = wordCount
        self.estimatedReadingTime = estimatedReadingTime
        self.source = source
        self.refinement = refinement
    }

    /// Whether this variation is `message` as written (spacing aside): the rules found nothing to change for its
    /// tone, which the user is told rather than shown a copy as if it were a rewrite.
    public func repeats(_ message: String) -> Bool {
        func words(_ text: String) -> [Substring] { text.split(whereSeparator: \.isWhitespace) }
        return words(responseText) == words(message)
    }

    /// The variation for `text`, its metadata measured against the key points of the input.
    public static func measured(
        _ text: String, context: CommunicationContext, keyPoints: [KeyPoint], source: Source, refinement: String? = nil
    ) -> ResponseVariation {
        let check = KeyPointExtractor.check(keyPoints, in: text)
        let words = TextMeasure.wordCount(text)
        return ResponseVariation(
            tone: context.tone, audience: context.audience, formalityScore: FormalityScorer.score(text),
            responseText: text, keyPointsPreserved: check.preserved.map(\.text), keyPointsMissing: check.missing.map(\.text),
            wordCount: words, estimatedReadingTime: TextMeasure.readingSeconds(words: words), source: source,
            refinement: refinement)
    }

    public var context: CommunicationContext { CommunicationContext(audience: audience, tone: tone) }

    /// Whether every key point of the input is in the text.
    public var keepsEveryKeyPoint: Bool { keyPointsMissing.isEmpty }
}
