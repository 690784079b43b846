/// The typography of spec 001: sizes at the default (Large) content size, weights and designs.
///
/// Display, title and headline use the rounded design (friendly, not technical); the rest use the default design.
public enum Typography {
    /// One text style's font.
    public struct Font: Sendable, Hashable, Codable {
        /// Point size at the default content size (Large).
        public let size: Double
        public let weight: FontWeight
        public let design: FontDesign
    }

    /// The font of `style`, exactly as the spec's `Typography` enum.
    public static func font(_ style: TextStyle) -> Font {
        switch style {
        case .display: Font(size: 34, weight: .bold, design: .rounded)
        case .title: Font(size: 28, weight: .semibold, design: .rounded)
        case .headline: Font(size: 17, weight: .semibold, design: .rounded)
        case .body: Font(size: 17, weight: .regular, design: .default)
        case .caption: Font(size: 13, weight: .regular, design: .default)
        case .footnote: Font(size: 11, weight: .medium, design: .default)
        }
    }

    /// The font of `style` at a content-size category: the spec's weight and design at Dynamic Type's size.
    public static func font(_ style: TextStyle, at category: ContentSizeCategory) -> Font {
        let base = font(style)
        return Font(size: DynamicType.size(of: style, at: category), weight: base.weight, design: base.design)
    }
}
