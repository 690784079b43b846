/// Counts of what the display-text cache did, and the latencies it saw.
public struct DisplayTextStats: Sendable, Hashable, Codable {
    /// Fresh rows served.
    public var hits: Int = 0
    /// Stale rows served while a refresh ran.
    public var staleHits: Int = 0
    /// Lookups that found no usable row.
    public var misses: Int = 0
    /// Texts the generator wrote and that were stored.
    public var generations: Int = 0
    /// Generations that failed (the fallback was shown).
    public var failures: Int = 0
    /// Total time spent generating, in milliseconds.
    public var generationMilliseconds: Int = 0

    public init() {}

    /// Share of lookups answered from the cache (stale included), 0 when there were none.
    public var hitRate: Double {
        let lookups = hits + staleHits + misses
        return lookups == 0 ? 0 : Double(hits + staleHits) / Double(lookups)
    }

    /// Mean generation time in milliseconds, 0 when nothing was generated.
    public var averageGenerationMilliseconds: Double {
        let attempts = generations + failures
        return attempts == 0 ? 0 : Double(generationMilliseconds) / Double(attempts)
    }

    /// The counts by name, as stored in `displayTextCounter`.
    var counters: [String: Int] {
        [
            "hits": hits, "staleHits": staleHits, "misses": misses, "generations": generations,
            "failures": failures, "generationMilliseconds": generationMilliseconds,
        ]
    }

    init(counters: [String: Int]) {
        hits = counters["hits"] ?? 0
        staleHits = counters["staleHits"] ?? 0
        misses = counters["misses"] ?? 0
        generations = counters["generations"] ?? 0
        failures = counters["failures"] ?? 0
        generationMilliseconds = counters["generationMilliseconds"] ?? 0
    }

    static func + (lhs: DisplayTextStats, rhs: DisplayTextStats) -> DisplayTextStats {
        DisplayTextStats(counters: lhs.counters.merging(rhs.counters, uniquingKeysWith: +))
    }
}
