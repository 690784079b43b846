extension SemanticColor {
    /// The palette color this token takes in `scheme` — the spec's `adaptiveCream(_:)`, for every token.
    ///
    /// Status colors (success, warning, info) keep the spec's single value in both schemes, as the spec says.
    public func resolved(in scheme: ColorScheme) -> PaletteColor {
        switch scheme {
        case .light: lightColor
        case .dark: darkColor
        }
    }

    private var lightColor: PaletteColor {
        switch self {
        case .background: WarmPalette.cream
        case .surface: WarmPalette.warmGray50
        case .surfaceElevated: WarmPalette.warmGray100
        case .textPrimary: WarmPalette.warmGray900
        case .textSecondary: WarmPalette.warmGray600
        case .textTertiary: WarmPalette.warmGray400
        case .accent: WarmPalette.terracotta
        case .onAccent: WarmPalette.cream
        case .success: WarmPalette.successGreen
        case .warning: WarmPalette.warningAmber
        case .info: WarmPalette.infoBlue
        case .subtle: WarmPalette.subtleHighlight
        case .error: WarmPalette.errorRed
        }
    }

    private var darkColor: PaletteColor {
        switch self {
        case .background: WarmPalette.creamDark
        case .surface: WarmPalette.surfaceLightDark
        case .surfaceElevated: WarmPalette.surfaceMediumDark
        case .textPrimary: WarmPalette.warmGray50
        case .textSecondary: WarmPalette.warmGray300
        case .textTertiary: WarmPalette.warmGray400
        case .accent: WarmPalette.terracottaDark
        case .onAccent: WarmPalette.creamDark
        case .success: WarmPalette.successGreen
        case .warning: WarmPalette.warningAmber
        case .info: WarmPalette.infoBlue
        case .subtle: WarmPalette.subtleHighlightDark
        case .error: WarmPalette.errorRedDark
        }
    }
}
