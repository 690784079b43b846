/// The full check of the shipped tokens: every declared pairing in both schemes, the exclusions, and the
/// warmth checks. `personable tokens check` prints it.
public struct TokenCheckReport: Sendable, Codable {
    /// One declared pairing's outcome.
    public struct PairingResult: Sendable, Codable {
        public let pairing: String
        public let usage: ContrastUsage
        public let required: Double
        public let light: Double
        public let dark: Double
        public let lightPasses: Bool
        public let darkPasses: Bool
        public let passed: Bool

        init(_ pairing: ContrastPairing) {
            self.pairing = pairing.name
            usage = pairing.usage
            required = pairing.usage.requiredRatio
            light = pairing.ratio(in: .light)
            dark = pairing.ratio(in: .dark)
            lightPasses = pairing.passes(in: .light)
            darkPasses = pairing.passes(in: .dark)
            passed = lightPasses && darkPasses
        }
    }

    /// One excluded pairing, with its ratio and why it is left out.
    public struct ExclusionResult: Sendable, Codable {
        public let pairing: String
        public let scheme: ColorScheme
        public let required: Double
        public let ratio: Double
        public let reason: String
    }

    public let pairings: [PairingResult]
    public let exclusions: [ExclusionResult]
    public let warmth: [WarmthCheck]

    /// Every pairing passes in both schemes and every warmth check passes.
    public let passed: Bool

    /// Checks `declared` and `excluded` pairings and runs the warmth checks.
    public init(
        declared: [ContrastPairing] = ContrastPairings.declared,
        excluded: [ContrastExclusion] = ContrastPairings.excluded,
        warmth: [WarmthCheck] = WarmthChecks.run()
    ) {
        pairings = declared.map(PairingResult.init)
        exclusions = excluded.map { exclusion in
            ExclusionResult(
                pairing: exclusion.pairing.name, scheme: exclusion.scheme, required: exclusion.pairing.usage.requiredRatio,
                ratio: exclusion.pairing.ratio(in: exclusion.scheme), reason: exclusion.reason)
        }
        self.warmth = warmth
        passed = pairings.allSatisfy(\.passed) && warmth.allSatisfy(\.passed)
    }
}
