/// Every text/background pairing the design system declares, and the ones it excludes.
public enum ContrastPairings {
    /// Declared pairings; each must pass in light and dark.
    public static let declared: [ContrastPairing] = [
        ContrastPairing(.textPrimary, on: .background, as: .bodyText),
        ContrastPairing(.textPrimary, on: .surface, as: .bodyText),
        ContrastPairing(.textPrimary, on: .surfaceElevated, as: .bodyText),
        ContrastPairing(.textPrimary, on: .subtle, as: .bodyText),
        ContrastPairing(.textSecondary, on: .background, as: .bodyText),
        ContrastPairing(.textSecondary, on: .surface, as: .bodyText),
        ContrastPairing(.textSecondary, on: .surfaceElevated, as: .bodyText),
        ContrastPairing(.textTertiary, on: .background, as: .largeTextOrIcon),
        ContrastPairing(.textTertiary, on: .surface, as: .largeTextOrIcon),
        ContrastPairing(.accent, on: .background, as: .bodyText),
        ContrastPairing(.accent, on: .surface, as: .largeTextOrIcon),
        ContrastPairing(.onAccent, on: .accent, as: .bodyText),
        ContrastPairing(.error, on: .background, as: .bodyText),
        ContrastPairing(.error, on: .surface, as: .bodyText),
        ContrastPairing(.success, on: .background, as: .largeTextOrIcon),
        ContrastPairing(.success, on: .surface, as: .largeTextOrIcon),
        ContrastPairing(.warning, on: .background, as: .largeTextOrIcon),
        ContrastPairing(.warning, on: .surface, as: .largeTextOrIcon),
        ContrastPairing(.info, on: .background, as: .largeTextOrIcon),
        ContrastPairing(.info, on: .surface, as: .largeTextOrIcon),
    ]

    /// Pairings left out because spec values cannot reach the minimum: status colors are for icons and large
    /// text (a status message is set in `text.primary` beside its icon), and dark-mode accent text stays on the
    /// background.
    public static let excluded: [ContrastExclusion] = [
        ContrastExclusion(
            ContrastPairing(.success, on: .background, as: .bodyText), in: .light,
            reason: "The spec's successGreen reaches only 4.38:1 even on pure white."),
        ContrastExclusion(
            ContrastPairing(.success, on: .background, as: .bodyText), in: .dark,
            reason: "The spec's successGreen on the spec's creamDark is 3.87:1."),
        ContrastExclusion(
            ContrastPairing(.warning, on: .background, as: .bodyText), in: .light,
            reason: "The spec's warningAmber reaches only 3.18:1 even on pure white."),
        ContrastExclusion(
            ContrastPairing(.info, on: .background, as: .bodyText), in: .light,
            reason: "The spec's infoBlue reaches only 4.10:1 even on pure white."),
        ContrastExclusion(
            ContrastPairing(.info, on: .background, as: .bodyText), in: .dark,
            reason: "The spec's infoBlue on the spec's creamDark is 4.14:1."),
        ContrastExclusion(
            ContrastPairing(.accent, on: .surface, as: .bodyText), in: .dark,
            reason: "The spec's terracottaDark on the spec's surfaceLightDark is 4.24:1."),
    ]
}
