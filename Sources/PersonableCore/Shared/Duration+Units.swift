extension Duration {
    /// The duration in whole nanoseconds.
    package var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }

    /// The duration in milliseconds, fractional.
    package var milliseconds: Double { Double(nanoseconds) / 1_000_000 }

    /// The duration in seconds, fractional.
    package var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
