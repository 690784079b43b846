@testable import PersonableDesignSystem
import Testing

/// WCAG 2.1 contrast: the math against known values, and every declared pairing in both schemes.
@Suite struct DesignSystemContrastTests {
    @Test func luminanceOfKnownColors() {
        #expect(Contrast.relativeLuminance(.black) == 0)
        #expect(abs(Contrast.relativeLuminance(.white) - 1) < 1e-12)
        // sRGB mid gray #808080: ((128/255 + 0.055) / 1.055)^2.4 ≈ 0.2158605
        #expect(abs(Contrast.relativeLuminance(RGBColor(red: 128, green: 128, blue: 128)) - 0.215_860_5) < 1e-6)
        // pure red / green / blue give their coefficients
        #expect(abs(Contrast.relativeLuminance(RGBColor(red: 255, green: 0, blue: 0)) - 0.2126) < 1e-12)
        #expect(abs(Contrast.relativeLuminance(RGBColor(red: 0, green: 255, blue: 0)) - 0.7152) < 1e-12)
        #expect(abs(Contrast.relativeLuminance(RGBColor(red: 0, green: 0, blue: 255)) - 0.0722) < 1e-12)
        // the linear segment below 0.04045: 10/255/12.92
        #expect(abs(Contrast.relativeLuminance(RGBColor(red: 10, green: 10, blue: 10)) - (10.0 / 255 / 12.92)) < 1e-12)
    }

    @Test func ratiosOfKnownPairs() {
        #expect(abs(Contrast.ratio(.black, .white) - 21) < 1e-9)
        #expect(Contrast.ratio(.white, .white) == 1)
        #expect(Contrast.ratio(.black, .white) == Contrast.ratio(.white, .black))
        // WebAIM's checker: #777777 on white is 4.48:1 (just fails AA), #767676 is 4.54:1 (just passes).
        #expect(Contrast.formatted(Contrast.ratio(RGBColor(hex: "#777777")!, .white)) == "4.47")
        #expect(Contrast.ratio(RGBColor(hex: "#777777")!, .white) < 4.5)
        #expect(Contrast.formatted(Contrast.ratio(RGBColor(hex: "#767676")!, .white)) == "4.54")
        // pure red on white is 4.0:1, pure blue on white 8.59:1
        #expect(Contrast.formatted(Contrast.ratio(RGBColor(hex: "#FF0000")!, .white)) == "3.99")
        #expect(Contrast.formatted(Contrast.ratio(RGBColor(hex: "#0000FF")!, .white)) == "8.59")
    }

    @Test func formattingNeverRoundsUpToAPass() {
        #expect(Contrast.formatted(4.4999) == "4.49")
        #expect(Contrast.formatted(2.999) == "2.99")
        #expect(Contrast.formatted(21) == "21.00")
    }

    @Test(arguments: ContrastPairings.declared)
    func everyDeclaredPairingPassesInBothSchemes(_ pairing: ContrastPairing) {
        for scheme in ColorScheme.allCases {
            let ratio = pairing.ratio(in: scheme)
            #expect(ratio >= pairing.usage.requiredRatio, "\(pairing.name) in \(scheme): \(Contrast.formatted(ratio))")
        }
    }

    @Test func theDeclarationsCoverEveryForegroundAndTheMainBackgrounds() {
        let foregrounds = Set(ContrastPairings.declared.map(\.foreground))
        for token: SemanticColor in [.textPrimary, .textSecondary, .textTertiary, .accent, .onAccent, .error, .success, .warning, .info] {
            #expect(foregrounds.contains(token), "\(token)")
        }
        let bodyOnBackground = ContrastPairings.declared.filter { $0.background == .background && $0.usage == .bodyText }
        #expect(Set(bodyOnBackground.map(\.foreground)).isSuperset(of: [.textPrimary, .textSecondary, .accent, .error]))
        #expect(Set(ContrastPairings.declared).count == ContrastPairings.declared.count, "no duplicates")
    }

    /// An exclusion must really fail (else it belongs in `declared`) and be forced by the spec: the foreground is
    /// a spec color and either the background is one too, or no background at all (white for light, black for
    /// dark) would reach the minimum. Its reason must quote the ratio it describes.
    @Test(arguments: ContrastPairings.excluded)
    func everyExclusionFailsAndIsForcedBySpecValues(_ exclusion: ContrastExclusion) {
        let pairing = exclusion.pairing, scheme = exclusion.scheme
        #expect(!pairing.passes(in: scheme), "\(pairing.name) in \(scheme) passes; declare it instead")
        let foreground = pairing.foreground.resolved(in: scheme), background = pairing.background.resolved(in: scheme)
        #expect(foreground.source == .spec, "\(foreground.name) is ours to change")
        if background.source == .spec {
            #expect(exclusion.reason.contains(Contrast.formatted(pairing.ratio(in: scheme))))
        } else {
            let extreme: RGBColor = scheme == .light ? .white : .black
            let best = Contrast.ratio(foreground.rgb, extreme)
            #expect(best < pairing.usage.requiredRatio, "a better \(background.name) would fix \(pairing.name)")
            #expect(exclusion.reason.contains(Contrast.formatted(best)))
        }
        #expect(!ContrastPairings.declared.contains(pairing))
    }

    @Test func theShippedTokensPassTheFullCheck() {
        let report = TokenCheckReport()
        #expect(report.passed)
        #expect(report.pairings.count == ContrastPairings.declared.count)
        #expect(report.exclusions.count == ContrastPairings.excluded.count)
        #expect(report.warmth.count == 6)
    }

    @Test func aFailingPairingFailsTheReport() {
        let report = TokenCheckReport(declared: [ContrastPairing(.warning, on: .background, as: .bodyText)])
        #expect(!report.passed)
        #expect(report.pairings[0].lightPasses == false)
        #expect(report.pairings[0].darkPasses == true)
        let coldWarmth = TokenCheckReport(warmth: [WarmthCheck(name: "x", passed: false, detail: "")])
        #expect(!coldWarmth.passed)
    }
}
