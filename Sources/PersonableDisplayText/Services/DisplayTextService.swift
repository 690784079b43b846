import Foundation
import PersonableCore
import PersonableLanguageModels

/// Rewrites UI text in a theme with a language model: the spec's `DisplayTextService`.
///
/// For each string it decides the scope (a button, header, error or bare format is never rewritten), shows the
/// model the reference bank's rewrites of the strings most like it, asks for `candidateCount` answers side by
/// side, and puts every answer through the checks (`DisplayTextQualityGate`, and `MeaningCheck` when an
/// embedding model is given). The best that passes, by meaning kept first and style shown second, wins; none
/// passing is an error, and the coordinator then shows the app's own text. `professional` never calls the model.
public final class DisplayTextService: DisplayTextGenerating {
    /// The longest original text accepted, in characters: UI text, well inside the model's context.
    public static let maximumInputLength = 500
    /// The longest text a theme rewrites, in characters; longer text is kept as it is (`outOfScope`). The bank's
    /// longest written example is 77 characters: past about 100 the model has nothing to follow, and what it
    /// wrote for real apps' long help texts and dialogs lost a clause or said it blandly.
    public static let longestThemedText = 100

    private let model: any LanguageModel
    private let embedder: (any TextEmbedding)?
    private let candidateCount: Int
    private let temperatures: [Double] = [0, 0.5, 0.7, 0.9, 1.0]
    private let builder = DisplayTextPromptBuilder()
    private let selector: ExampleSelector
    private let scorer = DisplayTextScorer()
    private let ownWords = OwnWordsCheck()
    private let meaning: MeaningCheck
    private let classifier = TextScopeClassifier()
    private let vocabularies: [DisplayTheme: Set<String>]
    private let phrases: [DisplayTheme: [TextKind: ThemePhrases]]
    /// Each theme's recurring phrases (`ThemePhrases.recurringRuns(in:)`), read from the bank once.
    private let recurringPhrases: [DisplayTheme: Set<String>]
    private let frames: ThemeFrames
    private let patterns: ThemePatterns
    /// Where custom themes' guides and examples are read; `nil`: only built-in themes.
    private let customThemes: CustomThemeRepository?
    /// The longest the model may write one string's candidates for; `nil`: no limit.
    public let modelTimeLimit: Duration?
    /// The clock ``modelTimeLimit`` is measured on.
    private let clock: any Clock<Duration>

    /// The time limit for an interactive surface on the embedded model: on the held-out strings every string the
    /// model took longer than 1.5 s over ended as the original (its candidates were refused), so waiting longer
    /// only delays the same answer.
    public static let interactiveTimeLimit: Duration = .milliseconds(1500)

    /// - Parameters:
    ///   - embedder: measures meaning kept; without one, only the word-level checks guard meaning.
    ///   - candidateCount: answers generated per request (best-of-N), at least 1.
    ///   - customThemes: the store of custom themes, read per request (a theme added later is known at once).
    ///   - modelTimeLimit: how long the model may write one string's candidates; those not finished by then are
    ///     left out, and when none finished the original is shown (`DisplayTextServiceError.tookTooLong`).
    ///   - clock: the clock the time limit is measured on (a test moves one by hand).
    public init(
        model: any LanguageModel, embedder: (any TextEmbedding)? = nil, candidateCount: Int = 3,
        bank: ReferenceBank = .shipped, frames: ThemeFrames = .shipped, patterns: ThemePatterns = .shipped, meaning: MeaningCheck = MeaningCheck(),
        customThemes: CustomThemeRepository? = nil, modelTimeLimit: Duration? = nil, clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.model = model
        self.modelTimeLimit = modelTimeLimit
        self.clock = clock
        self.embedder = embedder
        self.candidateCount = max(1, candidateCount)
        self.selector = ExampleSelector(bank: bank)
        self.meaning = meaning
        self.customThemes = customThemes
        self.vocabularies = Dictionary(uniqueKeysWithValues: DisplayTheme.allCases.map { ($0, bank.vocabulary(for: $0)) })
        self.frames = frames
        self.patterns = patterns
        // What a theme adds depends on what the string is: "and that's okay" after an empty state, not after
        // "You're all caught up!"; so the insertions allowed are those written for strings of the same kind.
        let recurringPhrases = Dictionary(uniqueKeysWithValues: DisplayTheme.allCases.map { theme in
            (theme, ThemePhrases.recurringRuns(in: bank.examples(for: theme)))
        })
        self.recurringPhrases = recurringPhrases
        self.phrases = Dictionary(uniqueKeysWithValues: DisplayTheme.allCases.map { theme in
            let examples = bank.examples(for: theme)
            return (theme, Dictionary(uniqueKeysWithValues: TextKind.allCases.map { kind in
                (kind, ThemePhrases(examples: examples.filter { $0.kind == kind }, recurring: recurringPhrases[theme]))
            }))
        })
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
        if rewrite.outcome == .outOfScope {
            if let language = TextLanguage(of: rewrite.request.originalText).language, language != "en" {
                throw DisplayTextServiceError.otherLanguage(language)
            }
            throw DisplayTextServiceError.outOfScope(rewrite.kind)
        }
        guard let text = rewrite.text else {
            if rewrite.cutShort, let modelTimeLimit, !rewrite.candidates.contains(where: \.accepted) {
                throw DisplayTextServiceError.tookTooLong(seconds: modelTimeLimit.seconds)
            }
            throw DisplayTextServiceError.noAcceptableCandidate(
                tried: rewrite.candidates.count,
                reasons: Array(Set(rewrite.candidates.flatMap(\.rejections))).sorted { $0.rawValue < $1.rawValue })
        }
        return DisplayTextGeneration(
            text: text, prompt: rewrite.prompt.text, modelVersion: model.version, promptVersion: promptVersion)
    }

    /// What `text` is on screen when the caller gave `textType`: a bare format is out of scope whatever the
    /// caller says; otherwise the caller's type stands, refined by the classifier when it agrees it is in scope.
    public func kind(of text: String, textType: DisplayTextType?) -> TextKind {
        let classified = classifier.classify(text)
        guard let textType else { return classified }
        if classified == .formatOnly { return .formatOnly }
        return classified.isInScope ? classified : TextKind(textType)
    }

    /// Every candidate with its verdict, and the chosen text (`nil` when none passed).
    ///
    /// - Parameter excludingWritten: leave the bank's own rewrite of this string out, as examples and as a
    ///   candidate (for evaluation on the bank's strings).
    public func rewrite(_ request: DisplayTextRequest, excludingWritten: Bool = false) async throws -> DisplayTextRewrite {
        let start = ContinuousClock.now
        var request = request
        request.originalText = try Self.sanitize(request.originalText)
        let kind = request.kind ?? self.kind(of: request.originalText, textType: request.textType)
        func finished(
            _ outcome: DisplayTextRewrite.Outcome, text: String?, candidates: [DisplayTextCandidate] = [],
            prompt: Prompt = .completion(""), cutShort: Bool = false
        ) -> DisplayTextRewrite {
            DisplayTextRewrite(
                request: request, kind: kind, outcome: outcome, text: text, candidates: candidates, prompt: prompt,
                duration: ContinuousClock.now - start, cutShort: cutShort)
        }
        guard kind.isInScope, request.originalText.count <= Self.longestThemedText else { return finished(.outOfScope, text: nil) }
        // The scope rules, frames, examples and checks are English: text plainly in another language ("Weet je
        // zeker dat je dit doel wilt verwijderen?") is kept, rather than given an English aside.
        if let language = TextLanguage(of: request.originalText).language, language != "en" { return finished(.outOfScope, text: nil) }
        guard request.theme.isGenerated else { return finished(.original, text: request.originalText) }
        let material = try material(for: request.theme)
        let bank = material.selector.bank

        // A hand-written rewrite of this very string beats anything the model writes: no need to ask it. A
        // regeneration of it asks the model for another text, and keeps it when none passes.
        let written = excludingWritten ? nil : bank.rewrite(of: request.originalText, theme: request.theme)
        if let written, written != request.replacing {
            let candidate = DisplayTextCandidate(raw: written, text: written, rejections: [], score: 1, written: true)
            return finished(.rewritten, text: written, candidates: [candidate], prompt: .completion(Self.writtenSource))
        }
        // A short string no situation fits is one the model misreads ("No network connection! Let's add one.",
        // "No grouping! Let's add one." for an error and an option the scope classifier took for empty states):
        // kept as the app wrote it.
        let situation = FrameSituation(request.originalText, kind: kind)
        var candidates: [DisplayTextCandidate] = []
        // An empty state's title of no known situation is kept whatever its length ("No display of thumbnails
        // during download" is an option's name: the model answered it with "Nope, …").
        // A value under its name ("Duration: %1$s") has no sentence to set an aside apart from either: the model
        // tacked one on ("Duration: %1$s, a testament to you"). Only a written rewrite of it is shown.
        // A progress message, a field's hint or a confirmation of no known situation is kept at any length: what the
        // model adds to these is an aside too, and where `FrameSituation` places none it misjudges the moment
        // ("Syncing complete, hang tight…", "What are servers? Speak up.").
        let unplaced = Self.needsSituation.contains(kind)
            && (Self.needsSituationAtAnyLength.contains(kind) || Insertions.words(request.originalText).count <= 5)
        if situation == nil, unplaced || Self.isValueUnderName(request.originalText) {
            // A regeneration of the bank's rewrite has nothing else to offer: the written text stays.
            if let written, written == request.replacing { throw DisplayTextServiceError.onlyWrittenRewrite }
            return finished(.fallback, text: nil, prompt: .completion(Self.unplacedSource))
        }
        // A theme's own sentence for a string of this shape ("Loading {x}" → "Grabbing {x}…"), written by people and
        // read blind: the first that passes the checks. It may say what no aside could, so it comes before a
        // situation the frames decline.
        if let situation {
            let texts = patterns.candidates(for: request.originalText, situation: situation, theme: request.theme)
            let (accepted, tried) = try await firstPassing(texts, request: request, kind: kind, material: material) {
                DisplayTextCandidate(raw: $0, text: $0, rejections: [], score: 0, patterned: true)
            }
            candidates += tried
            if let accepted { return finished(.rewritten, text: accepted.text, candidates: candidates, prompt: .completion(Self.patternedSource)) }
        }
        // Where the theme's writers found nothing safe to add, nothing is carried over and the model is not asked
        // ("No budgets. You're in control." was read as a non-sequitur).
        if let situation, frames.declines(request.theme, in: situation) {
            if let written, written == request.replacing { throw DisplayTextServiceError.onlyWrittenRewrite }
            return finished(.fallback, text: nil, candidates: candidates, prompt: .completion(Self.declinedSource))
        }
        // Next best: a written rewrite of a string of the same shape, carried over and checked like any answer.
        let themeExamples = bank.examples(for: request.theme).filter { !excludingWritten || $0.original != request.originalText }
        let kindExamples = themeExamples.filter { $0.kind == kind }
        // Evaluation leaves this string's own rewrite out of the phrases too; otherwise they were read at start.
        let recurring = excludingWritten ? ThemePhrases.recurringRuns(in: themeExamples) : material.recurring
        let phrases = excludingWritten ? ThemePhrases(examples: kindExamples, recurring: recurring) : material.phrases(kind)
        // Only the theme's own phrases travel: what a writer added for one noun ("Let's log one." after "No actions
        // yet!") is wrong for another ("No saved pages yet! Let's log one.").
        let transfers = ExampleTransfer().transfers(of: themeExamples, to: request.originalText)
        let transferPhrases = transfers.isEmpty ? nil : ThemePhrases(examples: kindExamples, recurring: recurring, apart: false)
        for (text, _) in transfers where text != request.replacing {
            let candidate = DisplayTextCandidate(raw: text, text: text, rejections: [], score: 0, transferred: true)
            candidates += try await judged([candidate], request: request, kind: kind, prompt: .completion(""), phrases: transferPhrases, material: material)
        }
        if let best = candidates.filter(\.accepted).max(by: { $0.score < $1.score }) {
            return finished(.rewritten, text: best.text, candidates: candidates, prompt: .completion(Self.transferredSource))
        }
        // Then the theme's written frames around the app's own words, where the string's situation has one: the
        // first that passes the checks (they start at a frame picked by the string, for variety).
        let framed = try await firstPassing(
            frames.candidates(for: request.originalText, kind: kind, theme: request.theme), request: request, kind: kind,
            material: material
        ) { DisplayTextCandidate(raw: $0, text: $0, rejections: [], score: 0, framed: true) }
        candidates += framed.tried
        if let accepted = framed.accepted {
            return finished(.rewritten, text: accepted.text, candidates: candidates, prompt: .completion(Self.framedSource))
        }

        let examples = material.selector.examples(
            for: request.originalText, kind: kind, theme: request.theme, count: builder.exampleCount,
            excludingOriginal: excludingWritten)
        let style = await model.promptStyle
        let prompt = builder.prompt(for: request, kind: kind, examples: examples, style: style, voice: material.voice)
        if style == .completion { await model.prewarm(promptPrefix: .completion(builder.prefix(for: material.voice))) }
        let answers = try await answers(to: candidateRequests(for: request, prompt: prompt))

        let generated = answers.compactMap { $0 }.map { raw in
            let text = Self.keepingEllipsis(
                DisplayTextCleanup.clean(raw, labels: builder.labels(for: material.voice)), of: request.originalText)
            return DisplayTextCandidate(raw: raw, text: text, rejections: [], score: 0)
        }
        candidates += try await judged(generated, request: request, kind: kind, prompt: prompt, phrases: phrases, material: material)
        let best = candidates.filter { $0.accepted && $0.text != request.replacing }.max { $0.score < $1.score }
        if best == nil, let written, written == request.replacing { throw DisplayTextServiceError.onlyWrittenRewrite }
        return finished(
            best == nil ? .fallback : .rewritten, text: best?.text, candidates: candidates, prompt: prompt,
            cutShort: answers.contains(nil))
    }

    /// The first of `texts` — written words, in or around the app's own — that passes the checks, and every one
    /// tried until then; a text that is the one being replaced is skipped.
    private func firstPassing(
        _ texts: [String], request: DisplayTextRequest, kind: TextKind, material: ThemeMaterial,
        as candidate: (String) -> DisplayTextCandidate
    ) async throws -> (accepted: DisplayTextCandidate?, tried: [DisplayTextCandidate]) {
        var tried: [DisplayTextCandidate] = []
        for text in texts where text != request.replacing {
            let verdict = try await judged(
                [candidate(text)], request: request, kind: kind, prompt: .completion(""), phrases: nil, material: material,
                writtenAdditions: true)
            tried += verdict
            if let accepted = verdict.first(where: \.accepted) { return (accepted, tried) }
        }
        return (nil, tried)
    }

    /// The model's answers to `requests`, written side by side; one not finished within ``modelTimeLimit`` is
    /// `nil` (the model is stopped then, mid-prompt or mid-answer).
    private func answers(to requests: [ResponseRequest]) async throws -> [String?] {
        let model = self.model
        return try await clock.limiting(modelTimeLimit) {
            var texts = [String](repeating: "", count: requests.count)
            var finished = [Bool](repeating: false, count: requests.count)
            do {
                for try await piece in model.streamResponses(to: requests) {
                    texts[piece.index] += piece.text
                    if piece.isFinal { finished[piece.index] = true }
                }
            } catch where Task.isCancelled {
                // Stopped by the time limit (or the caller): what finished is judged, the rest is left out.
            }
            return texts.indices.map { finished[$0] ? texts[$0] : nil }
        }
    }

    /// What is stored as the "prompt" of a text no model wrote.
    static let writtenSource = "Written by hand for this string (reference bank)."
    static let transferredSource = "Carried over from a hand-written rewrite of a string of the same shape (reference bank)."
    static let unplacedSource = "A short string of no known situation: kept, as the model misreads such strings."
    /// "Duration: %1$s", "Progress: %.1f%%": a name, a colon and a value, nothing more.
    static func isValueUnderName(_ text: String) -> Bool {
        text.range(of: #"^[A-Z][a-z]+( [a-z]+)?: %[^ ]*$"#, options: .regularExpression) != nil
    }
    /// The kinds whose short strings are shown rewritten only when a situation fits them (`FrameSituation`).
    /// A short help text too: "Photonic velocity." (a stopwatch's joke line) came back from the model as "Own your
    /// priorities: Photonic velocity." — a theme's phrase with nothing to do with it (set 26's Clock, Lean In).
    static let needsSituation: Set<TextKind> = [
        .emptyStateTitle, .emptyStateDescription, .instruction, .confirmation, .title, .loading, .thinking, .placeholder,
        .helpText,
    ]
    /// Of those, the kinds kept unrewritten without a situation whatever their length (the others up to five words).
    static let needsSituationAtAnyLength: Set<TextKind> = [.emptyStateTitle, .loading, .thinking, .placeholder, .confirmation]
    static let declinedSource = "The theme's writers found nothing safe to add to strings of this situation (theme frames)."
    static let framedSource = "The theme's hand-written frame around the original (theme frames)."
    static let patternedSource = "The theme's hand-written sentence for strings of this shape (theme patterns)."

    /// One request per candidate: the first greedy, the others sampled warmer, each bounded by the string's own
    /// length (a UI string's rewrite is never long, so a runaway answer costs little): the length budget, and at
    /// most 40 characters more than the original — every rewrite that passed on the held-out strings added fewer,
    /// and the tokens past that went to answers the checks refused (the slowest strings all ended as fallbacks).
    private func candidateRequests(for request: DisplayTextRequest, prompt: Prompt) -> [ResponseRequest] {
        let characters = min(request.textType.lengthBudget(for: request.originalText), request.originalText.count + 40)
        let maximumTokens = max(12, characters / 3 + 4)
        return (0..<candidateCount).map { index in
            ResponseRequest(prompt, options: GenerationOptions(
                temperature: temperatures[index % temperatures.count], topP: 0.95,
                maximumResponseTokens: maximumTokens, stopSequences: builder.stopSequences,
                seed: Self.seed(request, index: index)))
        }
    }

    /// Every candidate checked and scored: the gate's rejections, then meaning by embedding for those left.
    /// `writtenAdditions`: the words added around the original were written by people (a frame).
    private func judged(
        _ candidates: [DisplayTextCandidate], request: DisplayTextRequest, kind: TextKind, prompt: Prompt,
        phrases: ThemePhrases?, material: ThemeMaterial, writtenAdditions: Bool = false
    ) async throws -> [DisplayTextCandidate] {
        // The added-content check keeps a model's insertions to the theme's written words; a frame's additions are
        // those written words.
        let gate = DisplayTextQualityGate(
            promptText: builder.instructions(for: material.voice) + "\n" + prompt.text,
            vocabulary: writtenAdditions ? nil : material.vocabulary, phrases: phrases)
        var judged = candidates.map { candidate in
            var candidate = candidate
            candidate.rejections = candidate.written ? [] : gate.rejections(
                of: candidate.text, original: request.originalText, textType: request.textType, kind: kind)
            // The model may only set an aside apart from the app's own words (written words may say them anew).
            if candidate.byModel, !ownWords.keepsOwnWords(candidate.text, original: request.originalText) {
                candidate.rejections.append(.ownWordsChanged)
            }
            return candidate
        }
        let open = judged.indices.filter { judged[$0].accepted }
        if let embedder, !open.isEmpty {
            let similarities = try await MeaningCheck.similarities(
                of: open.map { judged[$0].text }, to: request.originalText, using: embedder)
            for (index, similarity) in zip(open, similarities) {
                judged[index].similarity = similarity
                if similarity < meaning.threshold, !judged[index].written { judged[index].rejections.append(.meaningDrifted) }
            }
        } else if embedder == nil {
            // Precision first: without the meaning check, only words people wrote are shown.
            for index in open where judged[index].byModel { judged[index].rejections.append(.meaningUnchecked) }
        }
        for index in judged.indices where judged[index].accepted {
            judged[index].score = scorer.score(
                judged[index].text, original: request.originalText, theme: request.theme,
                similarity: judged[index].similarity)
        }
        return judged
    }

    /// What a rewrite in one theme is made from: its voice, its written examples and what they allow.
    struct ThemeMaterial {
        var voice: ThemeVoice
        var selector: ExampleSelector
        var vocabulary: Set<String>
        var recurring: Set<String>
        var phrases: (TextKind) -> ThemePhrases?
    }

    /// A built-in theme's material, read from the bank at start; a custom theme's, from its stored guide and
    /// examples, used as the bank's are (few-shot examples, and the only phrases an answer may add).
    func material(for theme: DisplayTheme) throws -> ThemeMaterial {
        guard case let .custom(name) = theme else {
            let phrases = self.phrases[theme] ?? [:]
            return ThemeMaterial(
                voice: ThemeVoice(theme), selector: selector, vocabulary: vocabularies[theme] ?? [],
                recurring: recurringPhrases[theme] ?? [], phrases: { phrases[$0] })
        }
        guard let custom = try customThemes?.theme(named: name) else { throw DisplayTextServiceError.unknownTheme(name) }
        let bank = ReferenceBank(examples: custom.referenceExamples)
        let examples = bank.examples
        let recurring = ThemePhrases.recurringRuns(in: examples)
        return ThemeMaterial(
            voice: ThemeVoice(custom), selector: ExampleSelector(bank: bank), vocabulary: bank.vocabulary(for: theme),
            recurring: recurring,
            // A handful of examples the user wrote as the theme's voice: each one's additions count as the theme's
            // phrases for every kind of string (still only in the situation it was written for).
            phrases: { _ in ThemePhrases(examples: examples) })
    }

    /// A loading message keeps the original's ellipsis as written ("..." stays "...", "…" stays "…").
    static func keepingEllipsis(_ text: String, of original: String) -> String {
        let ellipsis = original.hasSuffix("...") ? "..." : original.hasSuffix("…") ? "…" : nil
        guard let ellipsis else { return text }
        for ending in ["...", "…"] where text.hasSuffix(ending) && ending != ellipsis {
            return String(text.dropLast(ending.count)) + ellipsis
        }
        return text
    }

    /// A seed that is the same for the same request and candidate in every run (String.hashValue is not).
    static func seed(_ request: DisplayTextRequest, index: Int) -> UInt32 {
        // A regeneration is seeded by the text it replaces too, so each one samples other candidates.
        StableHash.fnv1a("\(request.theme.rawValue)|\(request.textType.rawValue)|\(request.originalText)|\(index)"
            + (request.replacing.map { "|\($0)" } ?? ""))
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
