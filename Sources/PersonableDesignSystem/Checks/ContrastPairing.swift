/// A foreground drawn on a background that the design system declares, with what it is used for.
public struct ContrastPairing: Sendable, Hashable, Codable {
    public let foreground: SemanticColor
    public let background: SemanticColor
    public let usage: ContrastUsage

    public init(_ foreground: SemanticColor, on background: SemanticColor, as usage: ContrastUsage) {
        self.foreground = foreground
        self.background = background
        self.usage = usage
    }

    /// `text.primary on background`.
    public var name: String { "\(foreground.tokenName) on \(background.tokenName)" }

    /// The WCAG contrast ratio in `scheme`.
    public func ratio(in scheme: ColorScheme) -> Double {
        Contrast.ratio(foreground.resolved(in: scheme).rgb, background.resolved(in: scheme).rgb)
    }

    /// Whether the ratio in `scheme` meets the usage's minimum.
    public func passes(in scheme: ColorScheme) -> Bool {
        ratio(in: scheme) >= usage.requiredRatio
    }
}
