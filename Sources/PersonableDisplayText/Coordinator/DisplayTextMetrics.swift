import Foundation
import Logging
import Metrics
import PersonableCore
import Synchronization

/// Counts cache hits, misses, generations and failures in memory and reports them to swift-metrics.
///
/// The counts not yet stored are handed to the database by `DisplayTextCoordinator.flushStats()`, so that
/// `personable text stats` sees every process's lookups.
public final class DisplayTextMetrics: Sendable {
    private struct State {
        var session = DisplayTextStats()
        var unflushed = DisplayTextStats()
        var lookupLatencies = LatencyWindow()
        var generationLatencies = LatencyWindow()
    }

    private let state = Mutex(State())
    private let hitCounter = Counter(label: "personable.display_text.hits")
    private let staleCounter = Counter(label: "personable.display_text.stale_hits")
    private let missCounter = Counter(label: "personable.display_text.misses")
    private let generationCounter = Counter(label: "personable.display_text.generations")
    private let failureCounter = Counter(label: "personable.display_text.failures")
    private let generationTimer = Metrics.Timer(label: "personable.display_text.generation_duration")

    public init() {}

    func recordHit(stale: Bool, lookup: Duration) {
        (stale ? staleCounter : hitCounter).increment()
        update {
            if stale { $0.staleHits += 1 } else { $0.hits += 1 }
        } latency: { $0.lookupLatencies.add(lookup) }
    }

    func recordMiss() {
        missCounter.increment()
        update { $0.misses += 1 }
    }

    func recordGeneration(_ duration: Duration, succeeded: Bool) {
        (succeeded ? generationCounter : failureCounter).increment()
        generationTimer.recordNanoseconds(duration.nanoseconds)
        let milliseconds = Int(duration.nanoseconds / 1_000_000)
        update {
            if succeeded { $0.generations += 1 } else { $0.failures += 1 }
            $0.generationMilliseconds += milliseconds
        } latency: { $0.generationLatencies.add(duration) }
    }

    /// This process's counts.
    public var sessionStats: DisplayTextStats { state.withLock { $0.session } }

    /// Cache-hit lookup latency percentile (0...1) in this process, `nil` before any hit.
    public func lookupLatency(percentile: Double) -> Duration? {
        state.withLock { $0.lookupLatencies.percentile(percentile) }
    }

    /// Generation latency percentile (0...1) in this process, `nil` before any generation.
    public func generationLatency(percentile: Double) -> Duration? {
        state.withLock { $0.generationLatencies.percentile(percentile) }
    }

    /// The counts gathered since the last call, which are then forgotten.
    func takeUnflushed() -> DisplayTextStats {
        state.withLock { state in
            defer { state.unflushed = DisplayTextStats() }
            return state.unflushed
        }
    }

    /// Puts back counts that could not be stored.
    func restoreUnflushed(_ stats: DisplayTextStats) {
        state.withLock { $0.unflushed = $0.unflushed + stats }
    }

    private func update(
        _ change: (inout DisplayTextStats) -> Void,
        latency: (inout State) -> Void = { _ in }
    ) {
        state.withLock { state in
            change(&state.session)
            change(&state.unflushed)
            latency(&state)
        }
    }
}
