import Foundation
import Logging
import PersonableCore
import PersonableLanguageModels
import Synchronization

/// Fetch-or-generate for themed display text: checks the cache, else asks the generator, stores, returns.
///
/// - `professional` is the app's own copy: returned as is, never generated.
/// - A failed or unavailable generator yields the fallback; nothing is stored, and the same key is not retried
///   for `DisplayTextCachePolicy.failureRetryInterval`.
/// - Single-flight: concurrent requests for one missing key share one generation.
/// - Memory tier: a stored row once read is served from memory (`DisplayTextMemoryTier`), dropped on this
///   process's writes and whenever another process changes the file (`PRAGMA data_version`, looked at every
///   `DisplayTextCachePolicy.memoryRecheckInterval`).
/// - Stale-while-revalidate: an expired row, or one written by another model or prompt version, is served at
///   once and refreshed in the background.
/// - A row written from other original text (the app's copy changed) is not served: it is rewritten.
/// - A person's decision (`DisplayTextReview`: approved, edited, rejected) on the same original text is served
///   before any stored or generated row.
///
/// ```swift
/// let title = try await coordinator.getThemedText(
///     entityType: .emptyState, entityId: "goals_list", theme: .casual, textType: .title, fallback: "No Goals Yet")
/// ```
public final class DisplayTextCoordinator: Sendable {
    private let repository: DisplayTextRepository
    private let reviews: DisplayTextReviewRepository
    private let usage: DisplayTextUsageRepository
    private let generator: (any DisplayTextGenerating)?
    private let policy: DisplayTextCachePolicy
    private let now: @Sendable () -> Date
    private let logger: Logger
    private let flights = SingleFlight<FlightKey, ThemedText>()
    private let recentFailures = Mutex<[DisplayTextKey: Date]>([:])
    /// Why the last generation for a key failed, in the first person.
    private let failureReasons = Mutex<[DisplayTextKey: String]>([:])
    private let background = BackgroundWork()
    private let memory: DisplayTextMemoryTier
    /// This process's counts and latencies.
    public let metrics = DisplayTextMetrics()

    /// - Parameters:
    ///   - generator: writes new text; `nil` when no model is available (every theme then shows its fallback).
    ///   - now: the clock, injectable for tests.
    public init(
        database: AppDatabase,
        generator: (any DisplayTextGenerating)?,
        policy: DisplayTextCachePolicy = .default,
        now: @escaping @Sendable () -> Date = Date.init,
        logger: Logger = Logger(label: "personable.display-text")
    ) {
        self.repository = DisplayTextRepository(database: database)
        self.reviews = DisplayTextReviewRepository(database: database)
        self.usage = DisplayTextUsageRepository(database: database)
        self.generator = generator
        self.policy = policy
        self.now = now
        self.logger = logger
        self.memory = DisplayTextMemoryTier(watch: database.changeWatch(), recheckInterval: policy.memoryRecheckInterval)
    }

    /// The themed version of `fallback`, from the cache or newly generated; `fallback` itself when the theme is
    /// `professional` or no themed text can be had.
    ///
    /// - Throws: `DisplayTextError.emptyFallback` for empty fallback text; database errors.
    public func getThemedText(
        entityType: DisplayEntityType,
        entityId: String?,
        theme: DisplayTheme,
        textType: DisplayTextType,
        fallback: String
    ) async throws -> String {
        let key = DisplayTextKey(entityType: entityType, entityId: entityId, theme: theme, textType: textType)
        return try await themedText(for: key, fallback: fallback)
    }

    /// `getThemedText` for a key.
    public func themedText(for key: DisplayTextKey, fallback: String) async throws -> String {
        try await resolve(key, fallback: fallback).text
    }

    /// The text to show for `key`, with where it came from (cache, generator, fallback…).
    public func resolve(_ key: DisplayTextKey, fallback: String) async throws -> ThemedText {
        guard !fallback.allSatisfy(\.isWhitespace) else {
            throw DisplayTextError.emptyFallback
        }
        guard key.theme.isGenerated else { return ThemedText(text: fallback, source: .original) }
        let start = ContinuousClock.now
        // One look at memory answers both questions on a cached key.
        let lookup = memory.lookup(key)
        // A person's decision on this very text comes first: approved or edited text, or the original rejected.
        if key.entityId != nil, let review = try await storedReview(for: key, in: lookup), review.originalText == fallback {
            return ThemedText(text: review.text, source: review.decision == .rejected ? .original : .reviewed)
        }
        if let row = try await storedRow(for: key, in: lookup), row.originalText == fallback {
            let stale = isStale(row)
            metrics.recordHit(stale: stale, lookup: ContinuousClock.now - start)
            logger.debug("display text \(stale ? "stale hit" : "hit")", metadata: ["key": "\(key)"])
            if stale { refreshInBackground(key, original: fallback) }
            return ThemedText(text: row.generatedText, source: stale ? .staleCache : .cache, id: row.id)
        }
        // Checked on a miss only: a bare format is never stored, so the cache-hit path stays a point lookup.
        guard !Self.isOnlyAFormat(fallback) else { return ThemedText(text: fallback, source: .outOfScope) }
        metrics.recordMiss()
        logger.debug("display text miss", metadata: ["key": "\(key)"])
        return try await flights.run(FlightKey(key: key, original: fallback)) { [self] in
            try await generateIfStillNeeded(key, original: fallback)
        }
    }

    /// Writes a new version of the text for a key, replacing the stored one and counting the regeneration.
    ///
    /// - Throws: when the generator is unavailable or fails; the stored row is then kept.
    @discardableResult
    public func regenerateText(
        entityType: DisplayEntityType,
        entityId: String?,
        theme: DisplayTheme,
        textType: DisplayTextType,
        fallback: String
    ) async throws -> String {
        let key = DisplayTextKey(entityType: entityType, entityId: entityId, theme: theme, textType: textType)
        return try await regenerate(key, fallback: fallback).text
    }

    /// `regenerateText` for a key, returning what is served from now on: the new text, or, when a person decided
    /// on this text, that decision (the new text then waits for review, ``awaitingReview(theme:)``).
    public func regenerate(_ key: DisplayTextKey, fallback: String) async throws -> ThemedText {
        guard !fallback.allSatisfy(\.isWhitespace) else {
            throw DisplayTextError.emptyFallback
        }
        guard key.theme.isGenerated else { return ThemedText(text: fallback, source: .original) }
        guard !Self.isOnlyAFormat(fallback) else { return ThemedText(text: fallback, source: .outOfScope) }
        // The text shown now is the one to replace: the generator writes another (or says why it can't).
        let shown = try await repository.fetch(key).flatMap { $0.originalText == fallback ? $0.generatedText : nil }
        let generated: GeneratedDisplayText
        do {
            generated = try await generate(key, original: fallback, replacing: shown)
        } catch let error as DisplayTextServiceError where error.isOutOfScope {
            return ThemedText(text: fallback, source: .outOfScope)
        }
        let row = try await repository.saveRegenerated(generated)
        memory.forget(key)
        recentFailures.withLock { _ = $0.removeValue(forKey: key) }
        try? await flushStats()
        // A person's decision is never overwritten: the new text waits for review, the decided one is still served.
        if key.entityId != nil, let review = try await reviews.fetch(key), review.originalText == fallback {
            return ThemedText(text: review.text, source: review.decision == .rejected ? .original : .reviewed)
        }
        return ThemedText(text: row.generatedText, source: .generated, id: row.id)
    }

    /// Why themed text for `key` could not be had the last time it was asked for in this process (a sentence in
    /// the first person), or `nil` when it could. A surface says it once when it shows the fallback.
    public func fallbackReason(for key: DisplayTextKey) -> String? {
        failureReasons.withLock { $0[key] }
    }

    /// The stored rewrites in `theme` nobody has decided on yet (rows whose text is the original are left out),
    /// for a person to approve, edit or reject: with those regenerated after a decision
    /// (``DisplayTextReview/settles(_:)``), and with their ratings (`userRating`).
    public func awaitingReview(theme: DisplayTheme) async throws -> [GeneratedDisplayText] {
        let decisions = Dictionary(try await reviews.all(theme: theme).map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        return try await repository.all(theme: theme).filter { row in
            row.generatedText != row.originalText && row.key.entityId != nil && !(decisions[row.key]?.settles(row) ?? false)
        }
    }

    /// Stores a person's decision on the stored rewrite of `key`: approved as written, `edited` to `text`, or
    /// rejected (the original is served). Returns what is served from now on; regenerating never overrides it.
    ///
    /// - Throws: `DisplayTextError.nothingToReview` when nothing is stored for `key`; `.invalidEdit` for an empty
    ///   edit or one that loses a format specifier of the original.
    @discardableResult
    public func decide(_ key: DisplayTextKey, _ decision: DisplayTextReview.Decision, text: String? = nil) async throws -> ThemedText {
        guard key.entityId != nil, let row = try await repository.fetch(key) else { throw DisplayTextError.nothingToReview }
        let shipped: String
        switch decision {
        case .approved: shipped = row.generatedText
        case .rejected: shipped = row.originalText
        case .edited:
            let edited = (text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !edited.isEmpty else { throw DisplayTextError.invalidEdit("I need the text you want shown; the edit was empty.") }
            guard FormatSpecifiers(in: edited).all.sorted() == FormatSpecifiers(in: row.originalText).all.sorted() else {
                throw DisplayTextError.invalidEdit(
                    "Your version has to keep the original's placeholders (\(FormatSpecifiers(in: row.originalText).all.joined(separator: ", "))), so I didn't save it.")
            }
            shipped = edited
        }
        try await reviews.save(DisplayTextReview(key: key, originalText: row.originalText, decision: decision, text: shipped, decidedAt: now()))
        memory.forget(key)
        return try await resolve(key, fallback: row.originalText)
    }

    /// Sets the user's 1–5 rating of a stored text.
    public func rate(_ textId: UUID, rating: Int) async throws {
        try await repository.updateRating(textId, rating: rating)
        memory.forgetAll()
    }

    /// Deletes expired rows; returns how many.
    @discardableResult
    public func deleteExpired() async throws -> Int {
        defer { memory.forgetAll() }
        return try await repository.deleteExpired(now: now())
    }

    /// Whether themed text can be generated now.
    public var availability: LanguageModelAvailability {
        get async {
            guard let generator else {
                return .unavailable(reason: "I don't have a language model to write with.")
            }
            return await generator.availability
        }
    }

    /// Waits for background refreshes started so far.
    public func waitForBackgroundRefreshes() async {
        await background.waitUntilIdle()
    }

    /// Cancels the background refreshes still going (a stopping server); their generations stop when no request
    /// waits for them.
    public func cancelBackgroundRefreshes() {
        background.cancelAll()
    }

    /// Adds this process's counts (since the last flush) to the stored counters.
    public func flushStats() async throws {
        let delta = metrics.takeUnflushed()
        do {
            try await usage.add(delta)
        } catch {
            metrics.restoreUnflushed(delta)
            throw error
        }
    }

    /// How many texts are stored, in every theme.
    public func storedTextCount() async throws -> Int {
        try await repository.all().count
    }

    /// Every process's counts: the stored counters plus this process's unflushed ones.
    public func lifetimeStats() async throws -> DisplayTextStats {
        try await flushStats()
        return try await usage.stats()
    }

    // MARK: - Generation

    /// One generation in flight: the key and the original text it rewrites.
    private struct FlightKey: Hashable, Sendable {
        var key: DisplayTextKey
        var original: String
    }

    /// The stored row for `key`: from memory (`lookup`), else from SQLite (and then kept in memory).
    private func storedRow(for key: DisplayTextKey, in lookup: DisplayTextMemoryTier.Lookup) async throws -> GeneratedDisplayText? {
        if let row = lookup.row { return row }
        guard let row = try await repository.fetch(key) else { return nil }
        memory.remember(row, epoch: lookup.epoch)
        return row
    }

    /// A person's decision on `key`, from memory (`lookup`) when it has one (or knows there is none), else from
    /// SQLite.
    private func storedReview(for key: DisplayTextKey, in lookup: DisplayTextMemoryTier.Lookup) async throws -> DisplayTextReview? {
        switch lookup.review {
        case .decided(let review): return review
        case .undecided: return nil
        case nil:
            let review = try await reviews.fetch(key)
            memory.remember(review: review, for: key, epoch: lookup.epoch)
            return review
        }
    }

    private func isStale(_ row: GeneratedDisplayText) -> Bool {
        policy.needsRefresh(
            row, now: now(), modelVersion: generator?.modelVersion, promptVersion: generator?.promptVersion)
    }

    private func refreshInBackground(_ key: DisplayTextKey, original: String) {
        background.start { [self] in
            _ = try? await flights.run(FlightKey(key: key, original: original)) { [self] in
                try await generateIfStillNeeded(key, original: original)
            }
        }
    }

    /// Inside a flight: the stored text if another flight just wrote it, else a newly generated and stored one,
    /// else the fallback (nothing stored).
    private func generateIfStillNeeded(_ key: DisplayTextKey, original: String) async throws -> ThemedText {
        let fallback = ThemedText(text: original, source: .fallback)
        if let row = try await repository.fetch(key), row.originalText == original, !isStale(row) {
            return ThemedText(text: row.generatedText, source: .cache, id: row.id)
        }
        if let failedAt = recentFailures.withLock({ $0[key] }),
            now().timeIntervalSince(failedAt) < policy.failureRetryInterval
        {
            return fallback
        }
        do {
            let row = try await generate(key, original: original)
            // Another process may have stored a row for the key meanwhile: then that one is kept and reported, so
            // the id returned is always a stored row's.
            let stored = try await repository.save(row) { [self] existing in
                existing.originalText == original && !isStale(existing)
            }
            memory.forget(key)
            recentFailures.withLock { _ = $0.removeValue(forKey: key) }
            // The counters are written with the row, so a process stopped later loses none of them.
            try? await flushStats()
            return ThemedText(text: stored.generatedText, source: stored.id == row.id ? .generated : .cache, id: stored.id)
        } catch let error as CancellationError {
            throw error
        } catch let error as DisplayTextServiceError where error.isOutOfScope {
            // Kept as written on purpose (another language, text too long to theme): no failure, nothing stored.
            return ThemedText(text: original, source: .outOfScope)
        } catch {
            recentFailures.withLock { $0[key] = now() }
            failureReasons.withLock { $0[key] = Self.reason(for: error) }
            let level: Logger.Level = error is DisplayTextError ? .debug : .warning
            logger.log(level: level, "display text generation failed", metadata: ["key": "\(key)", "error": "\(error)"])
            return fallback
        }
    }

    /// Asks the generator for a new row for `key` (not stored).
    private func generate(_ key: DisplayTextKey, original: String, replacing: String? = nil) async throws -> GeneratedDisplayText {
        guard let generator else {
            throw DisplayTextError.generatorUnavailable(reason: "I don't have a language model to write with.")
        }
        if case let .unavailable(reason) = await generator.availability {
            throw DisplayTextError.generatorUnavailable(reason: reason)
        }
        let request = DisplayTextRequest(
            originalText: original, theme: key.theme, textType: key.textType, context: Self.context(for: key),
            replacing: replacing)
        let start = ContinuousClock.now
        let generation: DisplayTextGeneration
        do {
            generation = try await generator.generate(request)
        } catch {
            metrics.recordGeneration(ContinuousClock.now - start, succeeded: false)
            throw error
        }
        let text = generation.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else {
            metrics.recordGeneration(ContinuousClock.now - start, succeeded: false)
            throw DisplayTextError.generatorUnavailable(reason: "the model wrote nothing.")
        }
        metrics.recordGeneration(ContinuousClock.now - start, succeeded: true)
        let date = now()
        return GeneratedDisplayText(
            key: key,
            generatedText: text,
            originalText: original,
            generationPrompt: generation.prompt,
            generatedAt: date,
            expiresAt: policy.expiresAt(generatedAt: date),
            modelVersion: generation.modelVersion ?? generator.modelVersion,
            promptVersion: generation.promptVersion ?? generator.promptVersion
        )
    }

    /// Why a generation failed, as a sentence: the model's own first-person reason where it gives one.
    static func reason(for error: any Error) -> String {
        var text: String
        switch error {
        case let DisplayTextError.generatorUnavailable(reason): text = reason
        case let error as any LocalizedError: text = error.errorDescription ?? "the language model failed."
        default: text = "the language model failed."
        }
        if let first = text.first, first.isLowercase { text = first.uppercased() + text.dropFirst() }
        return text
    }

    /// A string that is only a format (`%lld`, `(%@)`) has nothing to theme: it is shown as it is, whatever the
    /// caller's text type says.
    static func isOnlyAFormat(_ text: String) -> Bool {
        !TextScopeClassifier.withoutSpecifiers(text).contains(where: \.isLetter)
    }

    /// Where the text appears, in words, for the prompt ("empty state of goals list").
    static func context(for key: DisplayTextKey) -> String {
        let place = key.entityType.rawValue.replacingOccurrences(of: "_", with: " ")
        let kind = key.textType.rawValue.replacingOccurrences(of: "_", with: " ")
        guard let entityId = key.entityId else { return "\(kind) of a \(place)" }
        return "\(kind) of the \(place) for \(entityId.replacingOccurrences(of: "_", with: " "))"
    }
}
