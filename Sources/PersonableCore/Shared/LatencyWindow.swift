/// The most recent latencies (up to `capacity`), for percentiles without unbounded memory.
package struct LatencyWindow: Sendable {
    package private(set) var samples: [Duration] = []
    private var next = 0
    package let capacity: Int

    package init(capacity: Int = 1024) {
        self.capacity = capacity
    }

    package mutating func add(_ sample: Duration) {
        if samples.count < capacity {
            samples.append(sample)
        } else {
            samples[next] = sample
            next = (next + 1) % capacity
        }
    }

    /// The nearest-rank percentile (`fraction` in 0...1), `nil` when empty.
    package func percentile(_ fraction: Double) -> Duration? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}
