/// A pairing the design system does not offer because the spec's own values make it fail, with the reason.
///
/// The check reports these separately; tests verify that each one really fails (else it should be declared) and
/// that its failure is forced by spec values (else the chosen colors should be fixed instead).
public struct ContrastExclusion: Sendable, Hashable, Codable {
    public let pairing: ContrastPairing
    public let scheme: ColorScheme
    public let reason: String

    public init(_ pairing: ContrastPairing, in scheme: ColorScheme, reason: String) {
        self.pairing = pairing
        self.scheme = scheme
        self.reason = reason
    }
}
