import Foundation
import Synchronization

/// A wall-clock date tests move by hand, for code that asks for "now" (`function`). For a Swift `Clock` that code
/// sleeps on, see `ManualClock`.
public final class TestClock: Sendable {
    public init() {}

    private let current = Mutex(Date(timeIntervalSince1970: 1_800_000_000))

    public var now: Date { current.withLock { $0 } }

    public func advance(_ seconds: TimeInterval) { current.withLock { $0 += seconds } }

    public var function: @Sendable () -> Date { { self.now } }
}
