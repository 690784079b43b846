import Foundation
import PersonableCore
import PersonableDisplayText

/// A person's review of a themed catalog: what needs review, and each decision (approve, edit, reject) stored in
/// `displayTextReview`, so a later `catalog theme` run writes the decided text with the state `translated` and
/// never regenerates over it, and the app's coordinator serves it first.
///
/// ```swift
/// let reviewer = CatalogReviewer(database: database)
/// for item in try await reviewer.needingReview(catalog, theme: .casual) { print(item.id, item.text) }
/// try await reviewer.decide(catalog, theme: .casual, id: "Loading your goals…", .approve)
/// ```
public struct CatalogReviewer: Sendable {
    private let repository: DisplayTextRepository
    private let reviews: DisplayTextReviewRepository
    private let planner: CatalogThemer
    private let now: @Sendable () -> Date
    private let frames = ThemeFrames.shipped
    private let patterns = ThemePatterns.shipped

    /// What a reviewer does with one value.
    public enum Action: Sendable, Hashable {
        /// Ship the model's rewrite as it is.
        case approve
        /// Ship this text instead.
        case edit(String)
        /// Ship the original.
        case reject
    }

    public init(database: AppDatabase, now: @escaping @Sendable () -> Date = Date.init) {
        self.repository = DisplayTextRepository(database: database)
        self.reviews = DisplayTextReviewRepository(database: database)
        self.planner = CatalogThemer(database: database, generator: nil, now: now)
        self.now = now
    }

    /// Every stored rewrite of `catalog` in `theme` nobody has decided on yet (or regenerated since a decision),
    /// in file order, with its rating from the app, and with the
    /// theme's other written ways to say its original as alternatives (its sentence patterns, `ThemePatterns`, and
    /// its asides, `ThemeFrames`; a custom theme has none).
    public func needingReview(_ catalog: some LocalizedStringsDocument, theme: DisplayTheme) async throws -> [CatalogUnitResult] {
        var items: [CatalogUnitResult] = []
        for unit in catalog.units {
            guard case let .themed(key, kind) = planner.plan(for: unit, theme: theme) else { continue }
            guard let row = try await repository.fetch(key), row.originalText == unit.text else { continue }
            if let review = try await reviews.fetch(key), review.settles(row) { continue }
            var result = CatalogThemer.result(for: unit, row: row, fromCache: true)
            guard result.outcome == .rewritten else { continue }
            result.rating = row.userRating
            result.regenerations = row.regenerationCount > 0 ? row.regenerationCount : nil
            let sentences = FrameSituation(unit.text, kind: kind).map {
                patterns.candidates(for: unit.text, situation: $0, theme: theme)
            } ?? []
            result.alternatives = (sentences + frames.candidates(for: unit.text, kind: kind, theme: theme))
                .filter { $0 != result.text && CatalogPlaceholders(in: unit.text).keptBy(CatalogPlaceholders(in: $0)) }
            items.append(result)
        }
        return items
    }

    /// Stores a decision on the unit `id` (`key` or `key [plural.one]`) of `catalog` in `theme`; returns the
    /// text that will ship.
    @discardableResult
    public func decide(_ catalog: some LocalizedStringsDocument, theme: DisplayTheme, id: String, _ action: Action) async throws -> String {
        guard let unit = catalog.units.first(where: { $0.id == id }) else {
            throw CatalogError.unknownKey(key: id, path: catalog.path)
        }
        guard case let .themed(key, _) = planner.plan(for: unit, theme: theme) else { throw CatalogError.notThemed(key: id) }
        let review: DisplayTextReview
        switch action {
        case .approve:
            guard let row = try await repository.fetch(key), row.originalText == unit.text, row.generatedText != unit.text else {
                throw CatalogError.nothingToApprove(key: id, theme: theme.rawValue)
            }
            review = DisplayTextReview(key: key, originalText: unit.text, decision: .approved, text: row.generatedText, decidedAt: now())
        case let .edit(text):
            let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { throw CatalogError.emptyEdit(key: id) }
            guard CatalogPlaceholders(in: unit.text).keptBy(CatalogPlaceholders(in: text)) else {
                throw CatalogError.editLosesPlaceholder(key: id)
            }
            review = DisplayTextReview(key: key, originalText: unit.text, decision: .edited, text: text, decidedAt: now())
        case .reject:
            review = DisplayTextReview(key: key, originalText: unit.text, decision: .rejected, text: unit.text, decidedAt: now())
        }
        try await reviews.save(review)
        return review.text
    }

    /// Approves every rewrite still needing review; returns how many.
    @discardableResult
    public func approveAll(_ catalog: some LocalizedStringsDocument, theme: DisplayTheme) async throws -> Int {
        let items = try await needingReview(catalog, theme: theme)
        for item in items {
            try await decide(catalog, theme: theme, id: item.id, .approve)
        }
        return items.count
    }

    /// Loads the reviewed values of `themed` (a catalog of `source` in `theme`, its values in the state
    /// `translated`) as approvals. Values equal to the original (a themed catalog keeps the source's state on
    /// what it left alone), still marked for review, out of scope or losing a placeholder are skipped. Returns how
    /// many were stored.
    @discardableResult
    public func importApproved(_ themed: StringCatalog, source: StringCatalog, theme: DisplayTheme) async throws -> Int {
        let originals = Dictionary(source.units.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var stored = 0
        for value in themed.units where value.state == CatalogValue.State.translated {
            guard let unit = originals[value.id], value.text != unit.text,
                case let .themed(key, _) = planner.plan(for: unit, theme: theme),
                CatalogPlaceholders(in: unit.text).keptBy(CatalogPlaceholders(in: value.text))
            else { continue }
            try await reviews.save(DisplayTextReview(key: key, originalText: unit.text, decision: .approved, text: value.text, decidedAt: now()))
            stored += 1
        }
        return stored
    }
}
