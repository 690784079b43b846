@testable import PersonableDesignSystem
import Testing

/// The palette: the spec's exact values, warmth, and semantic colors in both schemes.
@Suite struct DesignSystemPaletteTests {
    /// Every color the spec gives a value for, with that value.
    static let specValues: [(String, UInt8, UInt8, UInt8)] = [
        ("creamDark", 30, 28, 24), ("terracottaDark", 234, 88, 12), ("sage", 143, 159, 143),
        ("dustyRose", 199, 163, 163), ("amber", 217, 119, 6), ("successGreen", 34, 139, 34),
        ("warningAmber", 217, 119, 6), ("infoBlue", 70, 130, 180), ("subtleHighlight", 255, 251, 235),
        ("surfaceLightDark", 40, 38, 34), ("surfaceMediumDark", 50, 48, 44),
    ]

    @Test func specColorsKeepTheSpecsExactRGB() throws {
        for (name, red, green, blue) in Self.specValues {
            let color = try #require(WarmPalette.color(named: name), "missing \(name)")
            #expect(color.rgb == RGBColor(red: red, green: green, blue: blue), "\(name)")
            #expect(color.source == .spec, "\(name)")
        }
        let specNames = Set(Self.specValues.map(\.0))
        #expect(WarmPalette.all.filter { $0.source == .spec }.allSatisfy { specNames.contains($0.name) })
    }

    @Test func theColorsTheSpecOnlyNamesExist() {
        let names = Set(WarmPalette.all.map(\.name))
        let referenced = ["cream", "terracotta"] + [50, 100, 200, 300, 400, 500, 600, 700, 800, 900].map { "warmGray\($0)" }
        for name in referenced { #expect(names.contains(name), "\(name)") }
        #expect(names.count == WarmPalette.all.count, "names are unique")
    }

    @Test func neutralsAreWarm() {
        let neutrals = WarmPalette.all.filter { $0.role == .neutral }
        #expect(neutrals.count >= 14)
        for color in neutrals { #expect(color.rgb.red >= color.rgb.blue, "\(color.name) \(color.rgb.hex)") }
        #expect(WarmthChecks.neutralsAreWarm(WarmPalette.all).passed)
    }

    @Test func theWarmthCheckCatchesACoolGray() {
        let coolGray = PaletteColor("coolGray", 200, 205, 215, source: .chosen, role: .neutral, note: "")
        let check = WarmthChecks.neutralsAreWarm(WarmPalette.all + [coolGray])
        #expect(!check.passed)
        #expect(check.detail.contains("coolGray"))
    }

    @Test func theWarmGrayScaleGoesFromLightToDark() {
        let luminances = WarmPalette.warmGrays.map { Contrast.relativeLuminance($0.rgb) }
        #expect(zip(luminances, luminances.dropFirst()).allSatisfy { $0 > $1 })
    }

    @Test func darkBackgroundIsWarmAndNotPureBlack() {
        let background = SemanticColor.background.resolved(in: .dark)
        #expect(background.name == "creamDark")
        #expect(!background.rgb.isPureBlack)
        #expect(background.rgb.isWarm)
        #expect(RGBColor.black.isPureBlack)
        #expect(SemanticColor.background.resolved(in: .light).name == "cream")
    }

    @Test func everySemanticColorResolvesToAPaletteColorInBothSchemes() {
        for token in SemanticColor.allCases {
            for scheme in ColorScheme.allCases {
                let color = token.resolved(in: scheme)
                #expect(WarmPalette.color(named: color.name) == color, "\(token) in \(scheme)")
            }
        }
        #expect(WarmthChecks.semanticColorsInBothSchemes(palette: WarmPalette.all).passed)
        #expect(!WarmthChecks.semanticColorsInBothSchemes(palette: Array(WarmPalette.all.dropFirst())).passed)
    }

    @Test func theSpecsSemanticColorsAreAvailable() {
        #expect(SemanticColor.success.resolved(in: .light) == WarmPalette.successGreen)
        #expect(SemanticColor.warning.resolved(in: .light) == WarmPalette.warningAmber)
        #expect(SemanticColor.info.resolved(in: .light) == WarmPalette.infoBlue)
        #expect(SemanticColor.subtle.resolved(in: .light) == WarmPalette.subtleHighlight)
        #expect(SemanticColor.accent.resolved(in: .dark) == WarmPalette.terracottaDark)
        #expect(SemanticColor.surface.resolved(in: .dark) == WarmPalette.surfaceLightDark)
        #expect(SemanticColor.surfaceElevated.resolved(in: .dark) == WarmPalette.surfaceMediumDark)
    }

    @Test func hexRoundTrips() {
        for color in WarmPalette.all { #expect(RGBColor(hex: color.rgb.hex) == color.rgb) }
        #expect(RGBColor(red: 10, green: 0, blue: 255).hex == "#0A00FF")
        #expect(RGBColor(hex: "#12345") == nil)
        #expect(RGBColor(hex: "zzzzzz") == nil)
    }

    @Test func namesBecomeKebabCase() {
        #expect(WarmPalette.warmGray400.kebabName == "warm-gray-400")
        #expect(WarmPalette.creamDark.kebabName == "cream-dark")
        #expect(SemanticColor.textPrimary.tokenName == "text.primary")
        #expect(SemanticColor.textPrimary.cssName == "text-primary")
    }

    @Test func anUnknownSchemeListsTheValidOnes() throws {
        #expect(throws: DesignSystemError.unknownValue(kind: "color scheme", value: "sepia", valid: ["light", "dark"])) {
            try ColorScheme.parse("sepia")
        }
        #expect(try ColorScheme.parse("Dark") == .dark)
    }
}
