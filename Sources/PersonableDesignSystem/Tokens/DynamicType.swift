/// Dynamic Type for the design system's text styles.
///
/// Each style follows the Apple text style whose size at the default category (Large) is the spec's size, so
/// no scaling factor is invented: display → largeTitle (34), title → title1 (28), headline → headline (17),
/// body → body (17), caption → footnote (13), footnote → caption2 (11). The spec's `caption` and `footnote` are
/// therefore Apple's footnote and caption2 curves; the names are the spec's, the curves are Apple's.
public enum DynamicType {
    /// The Apple text style whose curve `style` follows (SwiftUI: `Font.system(appleStyle, design:, weight:)`).
    public static func appleStyle(for style: TextStyle) -> AppleTextStyle {
        switch style {
        case .display: .largeTitle
        case .title: .title1
        case .headline: .headline
        case .body: .body
        case .caption: .footnote
        case .footnote: .caption2
        }
    }

    /// The point size of `style` at `category`.
    public static func size(of style: TextStyle, at category: ContentSizeCategory) -> Double {
        appleStyle(for: style).size(at: category)
    }

    /// Whether `higher` is more prominent than `lower` at `category`: larger, or as large and heavier
    /// (headline and body share a size at every category in Apple's table; headline is semibold).
    public static func isMoreProminent(_ higher: TextStyle, than lower: TextStyle, at category: ContentSizeCategory) -> Bool {
        let a = Typography.font(higher, at: category), b = Typography.font(lower, at: category)
        return a.size > b.size || (a.size == b.size && a.weight > b.weight)
    }
}
