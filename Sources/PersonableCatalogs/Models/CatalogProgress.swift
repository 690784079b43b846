import PersonableDisplayText

/// How far a themed run has got, reported after each unit.
public struct CatalogProgress: Sendable, Hashable {
    public var theme: DisplayTheme
    /// Units finished and in all.
    public var done: Int
    public var total: Int
    /// Units the model was asked for so far.
    public var generated: Int
    public var elapsed: Duration

    public init(theme: DisplayTheme, done: Int, total: Int, generated: Int, elapsed: Duration) {
        self.theme = theme
        self.done = done
        self.total = total
        self.generated = generated
        self.elapsed = elapsed
    }

    /// The time left at the pace so far, in seconds; `nil` before the first unit.
    public var secondsLeft: Double? {
        guard done > 0 else { return nil }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return seconds / Double(done) * Double(total - done)
    }
}
