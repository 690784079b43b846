/// CSS custom properties: the palette, the light semantic colors, typography, spacing, radii, durations and
/// shadows in `:root`; the dark semantic colors in a `@media (prefers-color-scheme: dark)` block.
public enum CSSTokenExporter {
    public static func export() -> String {
        var lines: [String] = ["/* \(ExportFormatting.header) */", ":root {", "  color-scheme: light dark;", ""]
        lines.append("  /* Palette */")
        for color in WarmPalette.all {
            lines.append("  --color-\(color.kebabName): \(color.rgb.hex);")
        }
        lines.append("")
        lines.append("  /* Semantic colors (light) */")
        lines += semanticLines(.light, indent: "  ")
        lines.append("")
        lines.append("  /* Typography (sizes at the default Dynamic Type size) */")
        lines.append("  --font-family-rounded: \(ExportFormatting.roundedFontFamily);")
        lines.append("  --font-family-default: \(ExportFormatting.defaultFontFamily);")
        for style in TextStyle.allCases {
            let font = Typography.font(style)
            lines.append("  --font-\(style.rawValue)-family: var(--font-family-\(font.design.rawValue));")
            lines.append("  --font-\(style.rawValue)-size: \(ExportFormatting.number(font.size))px;")
            lines.append("  --font-\(style.rawValue)-weight: \(font.weight.numericValue);")
        }
        lines.append("")
        lines.append("  /* Spacing */")
        for (name, value) in DesignConstants.Spacing.all {
            lines.append("  --spacing-\(name): \(ExportFormatting.number(value))px;")
        }
        lines.append("")
        lines.append("  /* Corner radii */")
        for (name, value) in DesignConstants.CornerRadius.all {
            lines.append("  --radius-\(name): \(ExportFormatting.number(value))px;")
        }
        lines.append("")
        lines.append("  /* Animation durations */")
        for (name, value) in DesignConstants.Animation.all {
            lines.append("  --duration-\(name): \(ExportFormatting.milliseconds(value))ms;")
        }
        lines.append("")
        lines.append("  /* Shadows (offset y, blur = the spec's radius) */")
        for (name, shadow) in DesignConstants.Shadow.all {
            let color = shadow.color
            lines.append(
                "  --shadow-\(name): 0 \(ExportFormatting.number(shadow.y))px \(ExportFormatting.number(shadow.radius))px "
                    + "rgba(\(color.red), \(color.green), \(color.blue), \(ExportFormatting.number(shadow.opacity)));")
        }
        lines.append("}")
        lines.append("")
        lines.append("@media (prefers-color-scheme: dark) {")
        lines.append("  :root {")
        lines.append("    /* Semantic colors (dark) */")
        lines += semanticLines(.dark, indent: "    ")
        lines.append("  }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func semanticLines(_ scheme: ColorScheme, indent: String) -> [String] {
        SemanticColor.allCases.map { token in
            let color = token.resolved(in: scheme)
            return "\(indent)--color-\(token.cssName): \(color.rgb.hex); /* \(color.name) */"
        }
    }
}
