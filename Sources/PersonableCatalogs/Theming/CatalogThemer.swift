import Foundation
import PersonableCore
import PersonableDisplayText
import PersonableLanguageModels

/// Themes a String Catalog ahead of time: every in-scope value rewritten in a theme, form by form, each stored in
/// `generatedDisplayText` as it is written (entity id: the catalog key, with the form for a variation), so a run
/// that was stopped resumes where it was and a second run asks the model for nothing.
///
/// Precision first, as at run time: `shouldTranslate: false` keys, buttons, labels, headers, errors, bare formats
/// and text over `DisplayTextService.longestThemedText` characters are left as they are (`TextScopeClassifier`),
/// and so is a string whose key or comment names such a place (`StringPlacement`: `menu_sync`, "Button title");
/// a rewrite that loses a placeholder is not used. A string the checks turned down is stored as *kept* (its row's
/// text is the original), so it is not asked for again until the model or the prompts change.
///
/// ```swift
/// let themer = CatalogThemer(database: database, generator: DisplayTextService(model: model))
/// let result = try await themer.theme(try StringCatalog.read(path: path), in: .casual)
/// try result.catalog.data().write(to: url)
/// ```
public struct CatalogThemer: Sendable {
    private let repository: DisplayTextRepository
    private let reviews: DisplayTextReviewRepository
    private let generator: (any DisplayTextGenerating)?
    private let policy: DisplayTextCachePolicy
    private let now: @Sendable () -> Date
    private let classifier = TextScopeClassifier()

    /// What the stored row of a kept string says in its prompt column, before the reason.
    static let keptMarker = "Kept as written:"

    public init(
        database: AppDatabase, generator: (any DisplayTextGenerating)?, policy: DisplayTextCachePolicy = .default,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.repository = DisplayTextRepository(database: database)
        self.reviews = DisplayTextReviewRepository(database: database)
        self.generator = generator
        self.policy = policy
        self.now = now
    }

    /// What a unit is for a theme: left alone, or the stored key of its themed text.
    public enum Plan: Sendable, Hashable {
        case doNotTranslate
        case outOfScope(TextKind)
        case themed(DisplayTextKey, TextKind)
    }

    /// The plan for `unit` in `theme`.
    public func plan(for unit: CatalogUnit, theme: DisplayTheme) -> Plan {
        guard unit.shouldTranslate else { return .doNotTranslate }
        // The key or the comment may say where the string is shown when its words don't ("button_loading").
        if let kind = StringPlacement(key: unit.key, comment: unit.comment, text: unit.text).kind { return .outOfScope(kind) }
        let kind = classifier.classify(unit.text)
        guard let textType = kind.textType, unit.text.count <= DisplayTextService.longestThemedText else {
            return .outOfScope(kind)
        }
        let key = DisplayTextKey(entityType: Self.entityType(for: kind), entityId: unit.id, theme: theme, textType: textType)
        return .themed(key, kind)
    }

    /// The catalog in `theme`: every unit's outcome, and the themed catalog to write.
    ///
    /// - Parameters:
    ///   - dryRun: ask the model for nothing and store nothing; units that would be generated are `pending`.
    ///   - progress: called after each unit.
    /// - Throws: `CatalogError.modelUnavailable` when a unit needs the model and there is none (the rows stored
    ///   before stay, for the next run); database errors.
    public func theme<Document: LocalizedStringsDocument>(
        _ catalog: Document, in theme: DisplayTheme, dryRun: Bool = false,
        progress: @Sendable (CatalogProgress) -> Void = { _ in }
    ) async throws -> CatalogThemeResult<Document> {
        let start = ContinuousClock.now
        let units = catalog.units
        var results: [CatalogUnitResult] = []
        var values: [CatalogValue] = []
        var generated = 0
        var checkedAvailability = false
        let foreign = catalog.language.flatMap { Self.writesThemes(in: $0) ? nil : $0 }
        for unit in units {
            try Task.checkCancellation()
            let result: CatalogUnitResult
            let plan = plan(for: unit, theme: theme)
            switch plan {
            case _ where foreign != nil && plan != .doNotTranslate:
                // The scope rules, the frames, the examples and the checks are English: another language's text
                // would get English asides ("Verbinding, hang tight…"). Precision first: it is kept.
                result = CatalogUnitResult(
                    id: unit.id, original: unit.text, text: unit.text, outcome: .kept, fromCache: false,
                    reason: Self.languageReason(foreign ?? ""))
            case .doNotTranslate:
                result = CatalogUnitResult(id: unit.id, original: unit.text, text: unit.text, outcome: .doNotTranslate, fromCache: false)
            case let .outOfScope(kind):
                result = CatalogUnitResult(
                    id: unit.id, original: unit.text, text: unit.text, outcome: .outOfScope, fromCache: false,
                    reason: "A theme doesn't rewrite \(kind.rawValue.replacingOccurrences(of: "_", with: " ")) text.")
            case let .themed(key, kind):
                if let review = try await reviews.fetch(key), review.originalText == unit.text {
                    result = Self.result(for: unit, review: review)
                } else if let row = try await repository.fetch(key), row.originalText == unit.text, !isStale(row) {
                    result = Self.result(for: unit, row: row, fromCache: true)
                } else if dryRun {
                    result = CatalogUnitResult(id: unit.id, original: unit.text, text: unit.text, outcome: .pending, fromCache: false)
                } else {
                    if !checkedAvailability {
                        try await checkAvailability()
                        checkedAvailability = true
                    }
                    generated += 1
                    result = try await generate(unit, key: key, kind: kind)
                }
            }
            switch result.outcome {
            case .rewritten: values.append(CatalogValue(unit: unit, text: result.text, state: CatalogValue.State.needsReview))
            case .approved, .edited: values.append(CatalogValue(unit: unit, text: result.text, state: CatalogValue.State.translated))
            default: break
            }
            results.append(result)
            progress(CatalogProgress(
                theme: theme, done: results.count, total: units.count, generated: generated, elapsed: ContinuousClock.now - start))
        }
        return CatalogThemeResult(
            theme: theme, catalog: catalog.replacing(values), units: results, generated: generated,
            duration: ContinuousClock.now - start)
    }

    /// Whether the themes are written for text in `language`: English only, so far (`en`, `en-GB`, `en_US`).
    public static func writesThemes(in language: String) -> Bool {
        let code = language.lowercased()
        return code == "en" || code.hasPrefix("en-") || code.hasPrefix("en_")
    }

    /// Why a file in `language` is kept as it is, in the first person.
    public static func languageReason(_ language: String) -> String {
        "I write themed text in English only so far, and this file is in \"\(language)\": I kept its text as it is."
    }

    private func isStale(_ row: GeneratedDisplayText) -> Bool {
        policy.needsRefresh(row, now: now(), modelVersion: generator?.modelVersion, promptVersion: generator?.promptVersion)
    }

    private func checkAvailability() async throws {
        guard let generator else {
            throw CatalogError.modelUnavailable(reason: "Set one up with scripts/setup, or give me --model or --endpoint.")
        }
        if case let .unavailable(reason) = await generator.availability {
            throw CatalogError.modelUnavailable(reason: reason)
        }
    }

    /// A person's decision as a unit's result: regenerating never overrides it.
    static func result(for unit: CatalogUnit, review: DisplayTextReview) -> CatalogUnitResult {
        let outcome: CatalogUnitResult.Outcome = switch review.decision {
        case .approved: .approved
        case .edited: .edited
        case .rejected: .rejected
        }
        return CatalogUnitResult(id: unit.id, original: unit.text, text: review.text, outcome: outcome, fromCache: true)
    }

    /// A stored row as a unit's result: a kept row (its text is the original) keeps the original.
    static func result(for unit: CatalogUnit, row: GeneratedDisplayText, fromCache: Bool) -> CatalogUnitResult {
        if row.generatedText == row.originalText {
            let reason = row.generationPrompt.flatMap { prompt in
                prompt.hasPrefix(keptMarker) ? String(prompt.dropFirst(keptMarker.count)).trimmingCharacters(in: .whitespaces) : nil
            }
            return CatalogUnitResult(id: unit.id, original: unit.text, text: unit.text, outcome: .kept, fromCache: fromCache, reason: reason)
        }
        return CatalogUnitResult(id: unit.id, original: unit.text, text: row.generatedText, outcome: .rewritten, fromCache: fromCache)
    }

    /// Asks the model for `unit`, stores the outcome (a rewrite, or the original kept after the checks' verdict)
    /// and returns it; a failure of the model itself is returned as `failed` and stores nothing.
    private func generate(_ unit: CatalogUnit, key: DisplayTextKey, kind: TextKind) async throws -> CatalogUnitResult {
        guard let generator else { throw CatalogError.modelUnavailable(reason: "") }
        let request = DisplayTextRequest(
            originalText: unit.text, theme: key.theme, textType: key.textType,
            context: unit.comment ?? "a string of an app's String Catalog", kind: kind, note: unit.comment)
        let text: String
        let prompt: String?
        var modelVersion = generator.modelVersion, promptVersion: String? = generator.promptVersion
        do {
            let generation = try await generator.generate(request)
            text = generation.text.trimmingCharacters(in: .whitespacesAndNewlines)
            prompt = generation.prompt
            modelVersion = generation.modelVersion ?? modelVersion
            promptVersion = generation.promptVersion ?? promptVersion
        } catch let error as CancellationError {
            throw error
        } catch let error as DisplayTextServiceError where !error.isVerdict {
            let reason = error.errorDescription ?? "I couldn't rewrite this value."
            return CatalogUnitResult(id: unit.id, original: unit.text, text: unit.text, outcome: .failed, fromCache: false, reason: reason)
        } catch let error as DisplayTextServiceError {
            // A verdict on this string (no candidate passed, or out of the service's scope): stored, not asked again.
            let reason = error.errorDescription ?? "No rewrite passed the checks."
            return try await keep(unit, key: key, reason: reason, modelVersion: modelVersion, promptVersion: promptVersion)
        } catch {
            let reason = (error as? any LocalizedError)?.errorDescription ?? "The language model failed."
            return CatalogUnitResult(id: unit.id, original: unit.text, text: unit.text, outcome: .failed, fromCache: false, reason: reason)
        }
        guard !text.isEmpty, !text.contains(where: \.isNewline) else {
            return try await keep(unit, key: key, reason: "The model's rewrite was empty or ran over several lines.", modelVersion: modelVersion, promptVersion: promptVersion)
        }
        guard CatalogPlaceholders(in: unit.text).keptBy(CatalogPlaceholders(in: text)) else {
            return try await keep(unit, key: key, reason: "The model's rewrite changed a placeholder.", modelVersion: modelVersion, promptVersion: promptVersion)
        }
        let date = now()
        let row = GeneratedDisplayText(
            key: key, generatedText: text, originalText: unit.text, generationPrompt: prompt, generatedAt: date,
            expiresAt: policy.expiresAt(generatedAt: date), modelVersion: modelVersion, promptVersion: promptVersion)
        try await repository.save(row)
        return Self.result(for: unit, row: row, fromCache: false)
    }

    private func keep(
        _ unit: CatalogUnit, key: DisplayTextKey, reason: String, modelVersion: String?, promptVersion: String?
    ) async throws -> CatalogUnitResult {
        let date = now()
        let row = GeneratedDisplayText(
            key: key, generatedText: unit.text, originalText: unit.text, generationPrompt: "\(Self.keptMarker) \(reason)",
            generatedAt: date, expiresAt: policy.expiresAt(generatedAt: date), modelVersion: modelVersion,
            promptVersion: promptVersion)
        try await repository.save(row)
        return Self.result(for: unit, row: row, fromCache: false)
    }

    /// The stored entity type for a kind of string.
    static func entityType(for kind: TextKind) -> DisplayEntityType {
        switch kind {
        case .emptyStateTitle, .emptyStateDescription: .emptyState
        case .helpText, .placeholder: .helpText
        case .confirmation: .confirmation
        default: .instruction
        }
    }
}
