import Foundation

/// WCAG 2.1 relative luminance and contrast ratio
/// (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance, #dfn-contrast-ratio).
public enum Contrast {
    /// The relative luminance of `color`, from 0 (black) to 1 (white).
    public static func relativeLuminance(_ color: RGBColor) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The contrast ratio of two colors, from 1 (same) to 21 (black on white); symmetric.
    public static func ratio(_ first: RGBColor, _ second: RGBColor) -> Double {
        let a = relativeLuminance(first), b = relativeLuminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `ratio` for display, truncated (never rounded up) to two decimals, so 4.499 shows as 4.49, not 4.50.
    public static func formatted(_ ratio: Double) -> String {
        String(format: "%.2f", (ratio * 100).rounded(.down) / 100)
    }
}
