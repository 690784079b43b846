import Personable

/// `/tokens.css`: the design system's own CSS export (light, and dark by `prefers-color-scheme`), then what the
/// web app adds from the same tokens: the Settings override of appearance (`data-appearance` on `<html>`) and the
/// text sizes of every Dynamic Type category (`data-text-size`).
enum WebStylesheet {
    static let css: String = {
        var lines = [CSSTokenExporter.export(), "/* Appearance chosen in Settings, over the system's */"]
        for scheme in ColorScheme.allCases {
            lines.append(":root[data-appearance=\"\(scheme.rawValue)\"] {")
            lines.append("  color-scheme: \(scheme.rawValue);")
            for token in SemanticColor.allCases {
                lines.append("  --color-\(token.cssName): \(token.resolved(in: scheme).rgb.hex);")
            }
            lines.append("}")
        }
        lines.append("")
        lines.append("/* Text size chosen in Settings: each style follows its Dynamic Type curve */")
        for category in ContentSizeCategory.allCases {
            lines.append(":root[data-text-size=\"\(category.rawValue)\"] {")
            for style in TextStyle.allCases {
                let size = DynamicType.size(of: style, at: category)
                lines.append("  --font-\(style.rawValue)-size: \(size == size.rounded() ? String(Int(size)) : String(size))px;")
            }
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }()
}
