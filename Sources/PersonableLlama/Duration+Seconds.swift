extension Duration {
    /// The duration in seconds, fractional.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
