/// Every named color of the warm design system (spec 001). Spec colors keep the spec's exact RGB; the colors the
/// spec only refers to (`cream`, `terracotta`, the `warmGray` scale) and the few this package adds are chosen
/// warm (red ≥ blue for neutrals) and dark or light enough for every declared contrast pairing to pass.
public enum WarmPalette {
    // MARK: Base (chosen: the spec refers to them without values)

    public static let cream = PaletteColor(
        "cream", 253, 248, 240, source: .chosen, role: .neutral, note: "Light background: warm off-white, not sterile white")
    public static let terracotta = PaletteColor(
        "terracotta", 176, 72, 38, source: .chosen, role: .accent,
        note: "Light accent: earthy terracotta, dark enough for text on cream and cream text on it")

    // MARK: Dark mode base (spec)

    public static let creamDark = PaletteColor(
        "creamDark", 30, 28, 24, source: .spec, role: .neutral, note: "Dark background: warm dark, not pure black")
    public static let terracottaDark = PaletteColor(
        "terracottaDark", 234, 88, 12, source: .spec, role: .accent, note: "Dark accent: slightly brighter for dark mode")
    public static let surfaceLightDark = PaletteColor(
        "surfaceLightDark", 40, 38, 34, source: .spec, role: .neutral, note: "Dark surface")
    public static let surfaceMediumDark = PaletteColor(
        "surfaceMediumDark", 50, 48, 44, source: .spec, role: .neutral, note: "Dark raised surface")

    // MARK: Accent variations (spec)

    public static let sage = PaletteColor(
        "sage", 143, 159, 143, source: .spec, role: .accent, note: "Soft green accent (decorative)")
    public static let dustyRose = PaletteColor(
        "dustyRose", 199, 163, 163, source: .spec, role: .accent, note: "Warm pink accent (decorative)")
    public static let amber = PaletteColor(
        "amber", 217, 119, 6, source: .spec, role: .accent, note: "Warm yellow-orange accent")

    // MARK: Status (spec)

    public static let successGreen = PaletteColor(
        "successGreen", 34, 139, 34, source: .spec, role: .status, note: "Warm forest green")
    public static let warningAmber = PaletteColor(
        "warningAmber", 217, 119, 6, source: .spec, role: .status, note: "Warning")
    public static let infoBlue = PaletteColor(
        "infoBlue", 70, 130, 180, source: .spec, role: .status, note: "Warm steel blue")
    public static let subtleHighlight = PaletteColor(
        "subtleHighlight", 255, 251, 235, source: .spec, role: .neutral, note: "Very light warm highlight")

    // MARK: Added here (chosen: the spec has no error color and no dark highlight)

    public static let errorRed = PaletteColor(
        "errorRed", 178, 40, 30, source: .chosen, role: .status, note: "Light error: brick red, warm rather than alarm red")
    public static let errorRedDark = PaletteColor(
        "errorRedDark", 244, 150, 128, source: .chosen, role: .status, note: "Dark error: soft coral")
    public static let subtleHighlightDark = PaletteColor(
        "subtleHighlightDark", 54, 47, 36, source: .chosen, role: .neutral, note: "Dark counterpart of subtleHighlight")

    // MARK: Warm gray scale (chosen: the spec's components use 400–900)

    public static let warmGray50 = gray(50, 252, 250, 246, "Lightest surface")
    public static let warmGray100 = gray(100, 245, 241, 235, "Raised light surface")
    public static let warmGray200 = gray(200, 228, 221, 212, "Dividers on light")
    public static let warmGray300 = gray(300, 200, 191, 180, "Secondary text on dark")
    public static let warmGray400 = gray(400, 150, 139, 128, "Icons and hints (3:1 on cream)")
    public static let warmGray500 = gray(500, 118, 107, 97, "Muted text (4.5:1 on cream)")
    public static let warmGray600 = gray(600, 92, 83, 75, "Secondary text on light")
    public static let warmGray700 = gray(700, 70, 63, 56, "Strong secondary text")
    public static let warmGray800 = gray(800, 48, 42, 37, "Titles on light")
    public static let warmGray900 = gray(900, 33, 29, 25, "Primary text on light")

    private static func gray(_ step: Int, _ red: UInt8, _ green: UInt8, _ blue: UInt8, _ note: String) -> PaletteColor {
        PaletteColor("warmGray\(step)", red, green, blue, source: .chosen, role: .neutral, note: note)
    }

    /// The warm gray scale, lightest first.
    public static let warmGrays: [PaletteColor] = [
        warmGray50, warmGray100, warmGray200, warmGray300, warmGray400,
        warmGray500, warmGray600, warmGray700, warmGray800, warmGray900,
    ]

    /// Every named color in a fixed order (the order of every export).
    public static let all: [PaletteColor] = [
        cream, creamDark, terracotta, terracottaDark, surfaceLightDark, surfaceMediumDark,
        sage, dustyRose, amber, successGreen, warningAmber, infoBlue, subtleHighlight,
        errorRed, errorRedDark, subtleHighlightDark,
    ] + warmGrays

    /// The color named `name`, if the palette has one.
    public static func color(named name: String) -> PaletteColor? {
        all.first { $0.name == name }
    }
}
