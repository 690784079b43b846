import Foundation

/// What the user asked the composer for: a message, the audience and tone, and how many variations.
public struct ComposerRequest: Hashable, Sendable {
    /// The spec's range of message lengths, in words.
    public static let wordLimit = 1...1000
    /// Below this many words a message is accepted with a warning: there is little to rewrite.
    public static let shortMessageWords = 10
    /// The spec's limit on variations per request.
    public static let maximumVariations = 5

    public var input: String
    public var context: CommunicationContext
    public var count: Int
    /// Every variation in the requested tone (several takes), instead of one per tone.
    public var fixedTone: Bool

    public init(input: String, context: CommunicationContext, count: Int = maximumVariations, fixedTone: Bool = false) {
        self.input = input
        self.context = context
        self.count = count
        self.fixedTone = fixedTone
    }

    /// This request with its input trimmed, or an error saying which limit it breaks.
    public func validated() throws -> ComposerRequest {
        var request = self
        request.input = input.trimmingCharacters(in: .whitespacesAndNewlines)
        let words = TextMeasure.wordCount(request.input)
        guard words >= Self.wordLimit.lowerBound else { throw ComposerError.emptyInput }
        guard words <= Self.wordLimit.upperBound else { throw ComposerError.tooManyWords(words, limit: Self.wordLimit.upperBound) }
        guard (1...Self.maximumVariations).contains(count) else {
            throw ComposerError.badVariationCount(count, limit: Self.maximumVariations)
        }
        return request
    }

    /// A warning for a message so short there is little to rewrite, or `nil`.
    public var warning: String? {
        let words = TextMeasure.wordCount(input)
        return words < Self.shortMessageWords
            ? "Your message has \(words) word\(words == 1 ? "" : "s"); I work best with \(Self.shortMessageWords) or more, so the variations may differ little."
            : nil
    }

    /// The contexts to write, in order: the requested one first, then the other tones for the same audience
    /// (or the requested tone again when ``fixedTone``).
    public var contexts: [CommunicationContext] {
        let tones = fixedTone
            ? Array(repeating: context.tone, count: count)
            : Array(([context.tone] + ToneType.allCases.filter { $0 != context.tone }).prefix(count))
        return tones.map { CommunicationContext(audience: context.audience, tone: $0) }
    }
}
