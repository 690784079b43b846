import Foundation
import PersonableCore
import PersonableLanguageModels

/// Rewrites a message into tone × audience variations on a language model, streamed, with metadata measured
/// from each text (the spec's `FoundationModelService` and `ResponseGeneratorService`).
///
/// The variations are written side by side (llama.cpp decodes them in one batch, sharing the evaluated
/// message), so their events interleave. Each variation gets up to ``maximumAttempts`` tries on the model (by
/// default 2 for an instruction-tuned model, 1 for a base model, whose second try rarely does better than its
/// first); an attempt that loses a key point, adds a
/// fact, repeats the prompt or runs far too long is dropped (reported as `.rejected`), the last three as soon as they
/// show in the streamed text, so the model stops writing it and the other variations decode faster. When every try fails, the
/// variation is the message itself adapted by ``ToneAdapter`` (`source: .adapted`), so a variation never
/// misstates the message. Without a model every variation is adapted.
///
/// ```swift
/// let service = ComposerService(model: LlamaLanguageModel())
/// let request = ComposerRequest(input: text, context: .init(audience: .client, tone: .empathetic))
/// for try await event in service.compose(request) { … }
/// ```
public struct ComposerService: Sendable {
    /// The model's context window, in tokens (the spec's 4096).
    public static let contextLimit = 4096

    public let model: any LanguageModel
    /// Tries per variation; `nil` chooses by the model's prompt style.
    public let maximumAttempts: Int?
    private let builder = ComposerPromptBuilder()

    public init(model: any LanguageModel, maximumAttempts: Int? = nil) {
        self.model = model
        self.maximumAttempts = maximumAttempts.map { max(1, $0) }
    }

    private func attempts(for style: PromptStyle) -> Int {
        maximumAttempts ?? (style == .chat ? 2 : 1)
    }

    /// Identifies what wrote the variations, for the cache.
    /// The writer's version: the model's, the prompts', and the rules' (``ToneWording/version``), so variations cached by
    /// an older release's rules are written again rather than shown.
    public var version: String { "\(model.version)+\(ComposerPromptBuilder.version)+\(ToneWording.version)" }

    /// The variations of `request`, streamed. Errors (bad input, a message too long for the context) come before
    /// any event.
    public func compose(_ request: ComposerRequest) -> AsyncThrowingStream<ComposerEvent, any Error> {
        .producing { emit in
            let request = try request.validated()
            let style = await model.promptStyle
            let available = await model.availability.isAvailable
            if available {
                try await checkFits(builder.prompt(for: request.input, context: request.context, style: style), input: request.input)
            }
            // A draft typed in lower case gets its apostrophes ("its zuhura" → "it's zuhura") and its names' capitals
            // first ("from oban to craignure" → "from Oban to Craignure"): every variation, the model's or the rules',
            // is written from it. Without a model, the lists of names decide ("call me anytime, gemma").
            let draft = available
                ? await NameCasing(model: model).cased(ApostropheRestoring(model: model).restored(request.input))
                : NameCasing.casedByLists(request.input)
            let check = ComposerOutputCheck(input: draft)
            let keyPoints = check.keyPoints
            if available {
                await model.prewarm(promptPrefix: style == .completion ? .completion(builder.rewritePrefix) : .chat(builder.chatPrefix))
            }
            // The model rewrites what the message says; its own greeting and sign-off frame every answer.
            let frame = MessageFrame(draft)
            let jobs = request.contexts.enumerated().map { index, context in
                Job(index: index, context: context, prompt: builder.prompt(for: frame.body, context: context, style: style))
            }
            let results = try await write(
                jobs, style: style, available: available, seedText: draft, check: check, avoiding: [], emit: emit,
                frame: frame,
                fallback: { ToneAdapter.adapt(check.input, to: $0) },
                measure: { .measured($0, context: $1, keyPoints: keyPoints, source: $2) })
            emit(.completed(Self.ranked(results), cached: false))
        }
    }

    /// `variation` refined by `instruction`; the facts checked against the original `input`.
    public func refine(_ variation: ResponseVariation, instruction: RefineInstruction, input: String) -> AsyncThrowingStream<ComposerEvent, any Error> {
        let context = CommunicationContext(audience: variation.audience, tone: instruction.tone(from: variation.tone))
        return .producing { emit in
            let check = ComposerOutputCheck(input: input)
            let keyPoints = check.keyPoints
            let style = await model.promptStyle
            let available = await model.availability.isAvailable
            let prompt = builder.refinePrompt(for: variation.responseText, instruction: instruction, context: context, style: style)
            if available {
                try await checkFits(prompt, input: variation.responseText)
                if style == .completion { await model.prewarm(promptPrefix: .completion(builder.refinePrefix)) }
            }
            let refined = try await write(
                [Job(index: 0, context: context, prompt: prompt)], style: style, available: available,
                seedText: variation.responseText, check: check, avoiding: [variation.responseText], emit: emit,
                accept: { instruction.isSatisfied(by: .measured($0, context: context, keyPoints: keyPoints, source: .model), original: variation) },
                fallback: { _ in ToneAdapter.refine(variation.responseText, instruction: instruction, input: input, context: context) },
                measure: { .measured($0, context: $1, keyPoints: keyPoints, source: $2, refinement: instruction.rawValue) })
            emit(.completed(refined, cached: false))
        }
    }

    /// Variations keeping every key point first, each group in the order asked.
    public static func ranked(_ variations: [ResponseVariation]) -> [ResponseVariation] {
        variations.filter(\.keepsEveryKeyPoint) + variations.filter { !$0.keepsEveryKeyPoint }
    }

    // MARK: - Writing variations

    /// One variation to write: where it goes in the answer, its audience and tone, and its prompt.
    private struct Job: Sendable {
        var index: Int
        var context: CommunicationContext
        var prompt: Prompt
    }

    /// Writes `jobs` side by side (the model decodes them in one batch where it can), attempt by attempt: an
    /// attempt that fails the checks is reported and tried again with the other failed ones; a variation whose
    /// attempts all fail is adapted by rules. Each variation is reported `finished` as soon as it is.
    private func write(
        _ jobs: [Job], style: PromptStyle, available: Bool, seedText: String, check: ComposerOutputCheck,
        avoiding earlier: [String], emit: @escaping @Sendable (ComposerEvent) -> Void, frame: MessageFrame? = nil,
        accept: (String) -> Bool = { _ in true }, fallback: (CommunicationContext) -> String,
        measure: (String, CommunicationContext, ResponseVariation.Source) -> ResponseVariation
    ) async throws -> [ResponseVariation] {
        var written: [Int: ResponseVariation] = [:]
        var accepted = earlier
        // Each variation's frame in its tone's register, worked out once, not for every piece streamed.
        let frames = Dictionary(uniqueKeysWithValues: jobs.map { job in (job.index, frame.map { ToneAdapter.framed($0, tone: job.context.tone) }) })
        var pending = available ? jobs : []
        for attempt in 1...attempts(for: style) where !pending.isEmpty {
            let requests = pending.map { job in
                emit(.started(index: job.index, context: job.context, attempt: attempt))
                return ResponseRequest(job.prompt, options: GenerationOptions(
                    temperature: attempt == 1 ? 0.5 : 0.8, topP: 0.9, maximumResponseTokens: Self.responseTokens(for: seedText),
                    stopSequences: style == .completion ? builder.stopSequences : [],
                    seed: Self.seed(seedText, context: job.context, index: job.index, attempt: attempt)))
            }
            var raw = [String](repeating: "", count: pending.count)
            var failed: [Job] = []
            // An attempt already lost (it added a fact, say) is stopped at once: the others decode faster without it.
            let stopper = ResponseStopper()
            var lost: [Int: [String]] = [:]
            do {
                for try await piece in model.streamResponses(to: requests, stopper: stopper) {
                    try Task.checkCancellation()
                    let job = pending[piece.index]
                    if lost[piece.index] == nil {
                        let lead = (frames[job.index] ?? nil)?.greeting.map { $0 + "\n" } ?? ""
                        let shownBefore = lead + raw[piece.index].trimmingLeadingWhitespace()
                        raw[piece.index] += piece.text
                        let shown = lead + raw[piece.index].trimmingLeadingWhitespace()
                        if shown.count > shownBefore.count {
                            emit(.partial(PartialVariation(index: job.index, context: job.context, attempt: attempt, text: shown,
                                                            delta: String(shown.dropFirst(shownBefore.count)))))
                        }
                        let early = piece.isFinal ? [] : check.earlyProblems(with: shown)
                        if !early.isEmpty {
                            lost[piece.index] = early
                            stopper.stop(piece.index)
                        }
                    }
                    guard piece.isFinal else { continue }
                    let cleaned = ComposerOutputCheck.clean(raw[piece.index])
                    let text = (frames[job.index] ?? nil).map { cleaned.isEmpty ? cleaned : $0.framing(answer: cleaned) } ?? cleaned
                    var problems = lost[piece.index] ?? check.problems(with: text, tone: job.context.tone)
                    if problems.isEmpty, accepted.contains(text) { problems.append("I wrote the same text as before.") }
                    if problems.isEmpty, !accept(text) { problems.append("I didn't change it the way you asked.") }
                    if problems.isEmpty {
                        accepted.append(text)
                        written[job.index] = measure(text, job.context, .model)
                        emit(.finished(index: job.index, written[job.index]!))
                    } else {
                        emit(.rejected(index: job.index, attempt: attempt, reasons: problems))
                        failed.append(job)
                    }
                }
            } catch where !(error is CancellationError) && !Task.isCancelled {
                // The model broke mid-way: what is written stays, the rest is adapted, and the caller is told why.
                emit(.modelFailed(reason: (error as? LocalizedError)?.errorDescription ?? "I couldn't use the language model."))
                break
            }
            try Task.checkCancellation()
            pending = failed.sorted { $0.index < $1.index }
        }
        for job in jobs where written[job.index] == nil {
            let text = fallback(job.context)
            let attempt = available ? attempts(for: style) + 1 : 1
            emit(.adapting(index: job.index, context: job.context))
            emit(.partial(PartialVariation(index: job.index, context: job.context, attempt: attempt, text: text, delta: text)))
            written[job.index] = measure(text, job.context, .adapted)
            emit(.finished(index: job.index, written[job.index]!))
        }
        return jobs.map { written[$0.index]! }
    }

    /// Fails with the token count when the prompt and the longest answer would not fit the context.
    private func checkFits(_ prompt: Prompt, input: String) async throws {
        let promptTokens = try await model.tokenCount(for: prompt)
        let needed = promptTokens + Self.responseTokens(for: input)
        if needed > Self.contextLimit { throw ComposerError.tooManyTokens(needed, limit: Self.contextLimit) }
    }

    /// Room for the answer: about 1.6 tokens per word of the message, at least 64, at most 1536.
    static func responseTokens(for input: String) -> Int {
        min(1536, max(64, TextMeasure.wordCount(input) * 8 / 5 + 32))
    }

    /// A seed that repeats for the same message, variation and attempt (so a cache miss writes the same text).
    static func seed(_ text: String, context: CommunicationContext, index: Int, attempt: Int) -> UInt32 {
        StableHash.fnv1a("\(text)|\(context.audience.rawValue)|\(context.tone.rawValue)|\(index)|\(attempt)")
    }
}

extension String {
    fileprivate func trimmingLeadingWhitespace() -> String {
        String(drop { $0.isWhitespace })
    }
}
