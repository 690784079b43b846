/// The spec's design-system tests as data: warm neutrals, a dark background that is not black, rounded
/// display type, semantic colors in both schemes, and the Dynamic Type hierarchy.
public enum WarmthChecks {
    /// Runs every check over `palette` (the shipped palette unless a test passes another).
    public static func run(palette: [PaletteColor] = WarmPalette.all) -> [WarmthCheck] {
        [
            neutralsAreWarm(palette),
            darkBackgroundIsNotBlack(),
            darkBackgroundIsWarm(),
            displayTypeIsRounded(),
            semanticColorsInBothSchemes(palette: palette),
            dynamicTypeKeepsHierarchy(),
        ]
    }

    /// Every neutral has red ≥ blue (no cold grays or blue-white).
    public static func neutralsAreWarm(_ palette: [PaletteColor]) -> WarmthCheck {
        let neutrals = palette.filter { $0.role == .neutral }
        let cold = neutrals.filter { !$0.rgb.isWarm }
        return WarmthCheck(
            name: "neutrals are warm (red ≥ blue)", passed: !neutrals.isEmpty && cold.isEmpty,
            detail: cold.isEmpty
                ? "\(neutrals.count) neutrals, all warm"
                : "cold: " + cold.map { "\($0.name) \($0.rgb.hex)" }.joined(separator: ", "))
    }

    /// The dark background is not pure black.
    public static func darkBackgroundIsNotBlack() -> WarmthCheck {
        let background = SemanticColor.background.resolved(in: .dark)
        return WarmthCheck(
            name: "dark background is not pure black", passed: !background.rgb.isPureBlack,
            detail: "\(background.name) \(background.rgb.hex)")
    }

    /// The dark background is warm too (red ≥ blue).
    public static func darkBackgroundIsWarm() -> WarmthCheck {
        let background = SemanticColor.background.resolved(in: .dark)
        return WarmthCheck(
            name: "dark background is warm", passed: background.rgb.isWarm,
            detail: "\(background.name) \(background.rgb.hex)")
    }

    /// Display, title and headline use the rounded design.
    public static func displayTypeIsRounded() -> WarmthCheck {
        let styles: [TextStyle] = [.display, .title, .headline]
        let notRounded = styles.filter { Typography.font($0).design != .rounded }
        return WarmthCheck(
            name: "display, title and headline are rounded", passed: notRounded.isEmpty,
            detail: notRounded.isEmpty ? "all rounded" : "not rounded: " + notRounded.map(\.rawValue).joined(separator: ", "))
    }

    /// Every semantic color resolves, in both schemes, to a color of the palette (same name, same value).
    public static func semanticColorsInBothSchemes(palette: [PaletteColor]) -> WarmthCheck {
        var missing: [String] = []
        for color in SemanticColor.allCases {
            for scheme in ColorScheme.allCases {
                let resolved = color.resolved(in: scheme)
                if !palette.contains(resolved) { missing.append("\(color.tokenName) (\(scheme.rawValue))") }
            }
        }
        return WarmthCheck(
            name: "every semantic color exists in light and dark", passed: missing.isEmpty,
            detail: missing.isEmpty
                ? "\(SemanticColor.allCases.count) tokens × \(ColorScheme.allCases.count) schemes"
                : "not in the palette: " + missing.joined(separator: ", "))
    }

    /// display > title > headline > body > caption > footnote at every content-size category.
    public static func dynamicTypeKeepsHierarchy() -> WarmthCheck {
        let styles = TextStyle.allCases
        var broken: [String] = []
        for category in ContentSizeCategory.allCases {
            for (higher, lower) in zip(styles, styles.dropFirst())
            where !DynamicType.isMoreProminent(higher, than: lower, at: category) {
                broken.append("\(higher.rawValue) ≤ \(lower.rawValue) at \(category.shortName)")
            }
        }
        return WarmthCheck(
            name: "Dynamic Type keeps the hierarchy at every size", passed: broken.isEmpty,
            detail: broken.isEmpty ? "\(ContentSizeCategory.allCases.count) sizes" : broken.joined(separator: "; "))
    }
}
