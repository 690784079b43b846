import Foundation
import PersonableCore
import PersonableLanguageModels

/// Rewrites UI text in a theme with a language model: the spec's `DisplayTextService`.
///
/// Each request is prompted in the model's style (few-shot for a base model), answered `candidateCount` times,
/// and every answer is cleaned, put through the quality gates (format specifiers kept, length budget, no prompt
/// leaked, same language, not unchanged) and scored; the best that passes wins. None passing is an error, and the
/// coordinator then shows the app's own text. `professional` never calls the model.
public final class DisplayTextService: DisplayTextGenerating {
    /// The longest original text accepted, in characters: UI text, well inside the model's context.
    public static let maximumInputLength = 500

    private let model: any LanguageModel
    private let candidateCount: Int
    private let temperatures: [Double]
    private let builder = DisplayTextPromptBuilder()
    private let scorer = DisplayTextScorer()

    /// - Parameters:
    ///   - candidateCount: answers generated per request (best-of-N), at least 1.
    public init(model: any LanguageModel, candidateCount: Int = 3) {
        self.model = model
        self.candidateCount = max(1, candidateCount)
        self.temperatures = [0.5, 0.8, 1.0]
    }

    public var availability: LanguageModelAvailability {
        get async { await model.availability }
    }

    public var modelVersion: String? { model.version }

    public var promptVersion: String { DisplayTextPromptBuilder.version }

    /// The spec's API: `originalText` rewritten in `theme`.
    public func generate(
        originalText: String, theme: DisplayTheme, textType: DisplayTextType, context: String
    ) async throws -> String {
        try await generate(
            DisplayTextRequest(originalText: originalText, theme: theme, textType: textType, context: context)
        ).text
    }

    public func generate(_ request: DisplayTextRequest) async throws -> DisplayTextGeneration {
        let rewrite = try await rewrite(request)
        guard let text = rewrite.text else {
            throw DisplayTextServiceError.noAcceptableCandidate(
                tried: rewrite.candidates.count,
                reasons: Array(Set(rewrite.candidates.flatMap(\.rejections))).sorted { $0.rawValue < $1.rawValue })
        }
        return DisplayTextGeneration(
            text: text, prompt: rewrite.prompt.text, modelVersion: model.version, promptVersion: promptVersion)
    }

    /// Every candidate with its verdict, and the chosen text (`nil` when none passed).
    public func rewrite(_ request: DisplayTextRequest) async throws -> DisplayTextRewrite {
        let start = ContinuousClock.now
        var request = request
        request.originalText = try Self.sanitize(request.originalText)
        guard request.theme.isGenerated else {
            return DisplayTextRewrite(
                request: request, text: request.originalText, candidates: [], prompt: .completion(""),
                duration: ContinuousClock.now - start)
        }
        let style = await model.promptStyle
        let prompt = builder.prompt(for: request, style: style)
        if style == .completion { await model.prewarm(promptPrefix: .completion(builder.prefix(for: request.theme))) }
        let gate = DisplayTextQualityGate(promptText: builder.instructions(for: request.theme) + "\n" + prompt.text)
        let maximumTokens = max(16, request.textType.lengthBudget(for: request.originalText) / 2)
        let requests = (0..<candidateCount).map { index in
            ResponseRequest(prompt, options: GenerationOptions(
                temperature: temperatures[index % temperatures.count], topP: 0.95,
                maximumResponseTokens: maximumTokens, stopSequences: builder.stopSequences,
                seed: Self.seed(request, index: index)))
        }
        // All candidates at once: the embedded model decodes them side by side in one batch.
        let answers = try await model.respond(to: requests)
        var candidates: [DisplayTextCandidate] = []
        for raw in answers {
            let text = DisplayTextCleanup.clean(raw, labels: builder.labels(for: request.theme))
            let rejections = gate.rejections(of: text, original: request.originalText, textType: request.textType)
            let score = rejections.isEmpty ? scorer.score(text, original: request.originalText, theme: request.theme) : 0
            candidates.append(DisplayTextCandidate(raw: raw, text: text, rejections: rejections, score: score))
        }
        // The spec's example table is the reference style: for one of its own texts its rewrite competes too.
        if let reference = DisplayTextExamples.examples(for: request.theme)
            .first(where: { $0.original == request.originalText })?.rewrite
        {
            let score = scorer.score(reference, original: request.originalText, theme: request.theme)
            candidates.append(DisplayTextCandidate(raw: reference, text: reference, rejections: [], score: score))
        }
        let best = candidates.filter(\.accepted).max { $0.score < $1.score }
        return DisplayTextRewrite(
            request: request, text: best?.text, candidates: candidates, prompt: prompt,
            duration: ContinuousClock.now - start)
    }

    /// A seed that is the same for the same request and candidate in every run (String.hashValue is not).
    static func seed(_ request: DisplayTextRequest, index: Int) -> UInt32 {
        StableHash.fnv1a("\(request.theme.rawValue)|\(request.textType.rawValue)|\(request.originalText)|\(index)")
    }

    /// The text as the model will see it: control characters removed, whitespace trimmed; empty or overlong
    /// text refused.
    public static func sanitize(_ text: String) throws -> String {
        var cleaned = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            cleaned.append(scalar.properties.generalCategory == .control ? " " : scalar)
        }
        let trimmed = String(cleaned).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        guard !trimmed.isEmpty else { throw DisplayTextServiceError.emptyText }
        guard trimmed.count <= maximumInputLength else {
            throw DisplayTextServiceError.textTooLong(characters: trimmed.count, limit: maximumInputLength)
        }
        return trimmed
    }
}
