/// A Swift source file for SwiftUI apps: palette colors as `Color` statics, semantic colors resolved by
/// `ColorScheme`, the spec's `Typography` (fixed and Dynamic Type variants) and `DesignConstants`.
/// Generated text only; it is not compiled in this package.
public enum SwiftTokenExporter {
    public static func export() -> String {
        var lines: [String] = ["// \(ExportFormatting.header)", "", "import SwiftUI", ""]
        lines.append("// MARK: - Palette")
        lines.append("")
        lines.append("extension Color {")
        for color in WarmPalette.all {
            let rgb = color.rgb
            lines.append("    /// \(color.note) (\(color.source.rawValue)).")
            lines.append("    static let \(color.name) = Color(red: \(rgb.red) / 255, green: \(rgb.green) / 255, blue: \(rgb.blue) / 255)")
        }
        lines.append("}")
        lines.append("")
        lines.append("// MARK: - Semantic colors")
        lines.append("")
        lines.append("/// Semantic colors resolved for the current color scheme.")
        lines.append("enum WarmColors {")
        for token in SemanticColor.allCases {
            let light = token.resolved(in: .light).name, dark = token.resolved(in: .dark).name
            lines.append("    static func \(token.rawValue)(_ colorScheme: ColorScheme) -> Color {")
            lines.append("        colorScheme == .dark ? .\(dark) : .\(light)")
            lines.append("    }")
        }
        lines.append("}")
        lines.append("")
        lines.append("// MARK: - Typography")
        lines.append("")
        lines.append("/// The fixed sizes of the spec, and `scaled` variants that follow Dynamic Type.")
        lines.append("enum Typography {")
        for style in TextStyle.allCases {
            let font = Typography.font(style)
            lines.append(
                "    static let \(style.rawValue) = Font.system(size: \(ExportFormatting.number(font.size)), "
                    + "weight: .\(font.weight.rawValue), design: .\(font.design.rawValue))")
        }
        lines.append("")
        for style in TextStyle.allCases {
            let font = Typography.font(style)
            lines.append(
                "    static let \(style.rawValue)Scaled = Font.system(.\(swiftUIName(DynamicType.appleStyle(for: style))), "
                    + "design: .\(font.design.rawValue), weight: .\(font.weight.rawValue))")
        }
        lines.append("}")
        lines.append("")
        lines.append("// MARK: - Design constants")
        lines.append("")
        lines.append("enum DesignConstants {")
        lines += group("Spacing", DesignConstants.Spacing.all.map { ($0.name, "CGFloat", ExportFormatting.number($0.value)) })
        lines += group("CornerRadius", DesignConstants.CornerRadius.all.map { ($0.name, "CGFloat", ExportFormatting.number($0.value)) })
        lines += group("Animation", DesignConstants.Animation.all.map { ($0.name, "Double", ExportFormatting.number($0.value)) })
        lines.append("    enum Shadow {")
        for (name, shadow) in DesignConstants.Shadow.all {
            lines.append(
                "        static let \(name): (color: Color, radius: CGFloat, y: CGFloat) = "
                    + "(.black.opacity(\(ExportFormatting.number(shadow.opacity))), \(ExportFormatting.number(shadow.radius)), "
                    + "\(ExportFormatting.number(shadow.y)))")
        }
        lines.append("    }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func group(_ name: String, _ members: [(String, String, String)]) -> [String] {
        ["    enum \(name) {"] + members.map { "        static let \($0.0): \($0.1) = \($0.2)" } + ["    }", ""]
    }

    /// SwiftUI's `Font.TextStyle` case for an Apple text style.
    static func swiftUIName(_ style: AppleTextStyle) -> String {
        switch style {
        case .title1: "title"
        case .caption1: "caption"
        default: style.rawValue
        }
    }
}
