/// The figures of one theme's evaluation.
public struct EvaluationSummary: Sendable, Hashable, Codable {
    public var theme: DisplayTheme
    /// Strings taken as in scope.
    public var inScope: Int
    /// Rewrites shown instead of the original.
    public var shown: Int
    /// Shown rewrites written by the model (the rest are the bank's, carried over or framed).
    public var byModel: Int
    /// Shown rewrites that are the original in one of the theme's written frames.
    public var framed: Int
    /// Shown rewrites that are the original said by one of the theme's written sentence patterns.
    public var patterned: Int
    /// Shown and good (see `EvaluationResult.good`).
    public var good: Int
    /// In scope, but no candidate passed: the original was shown.
    public var fallbacks: Int
    /// Fallbacks where the time limit stopped the model before it wrote every candidate.
    public var cutShort: Int
    /// Labelled out of scope, and kept unchanged.
    public var outOfScopeKept: Int
    /// Labelled out of scope.
    public var labelledOutOfScope: Int
    /// Labelled in scope but classified out of scope (coverage lost, never wrong text).
    public var inScopeKeptAsIs: Int
    public var p50Milliseconds: Int
    public var p95Milliseconds: Int
    public var maximumMilliseconds: Int

    public init(theme: DisplayTheme, results: [EvaluationResult]) {
        self.theme = theme
        let mine = results.filter { $0.theme == theme }
        inScope = mine.filter { $0.kind.isInScope }.count
        shown = mine.filter { $0.outcome == .rewritten }.count
        good = mine.filter(\.good).count
        byModel = mine.filter { $0.source == .model }.count
        framed = mine.filter { $0.source == .framed }.count
        patterned = mine.filter { $0.source == .patterned }.count
        fallbacks = mine.filter { $0.outcome == .fallback }.count
        cutShort = mine.filter { $0.outcome == .fallback && $0.cutShort }.count
        labelledOutOfScope = mine.filter { $0.labelledInScope == false }.count
        outOfScopeKept = mine.filter { $0.labelledInScope == false && $0.shown == $0.original }.count
        inScopeKeptAsIs = mine.filter { $0.labelledInScope == true && $0.outcome == .outOfScope }.count
        let times = mine.filter { $0.kind.isInScope }.map(\.milliseconds).sorted()
        func percentile(_ p: Double) -> Int {
            times.isEmpty ? 0 : times[min(times.count - 1, Int((p * Double(times.count)).rounded(.up)) - 1)]
        }
        p50Milliseconds = percentile(0.5)
        p95Milliseconds = percentile(0.95)
        maximumMilliseconds = times.last ?? 0
    }
}
