@testable import PersonableDesignSystem
import Testing

/// Typography and Dynamic Type: the spec's fonts, Apple's scale, and the hierarchy at every size.
@Suite struct DesignSystemTypographyTests {
    @Test func fontsAreTheSpecs() {
        let expected: [TextStyle: (Double, FontWeight, FontDesign)] = [
            .display: (34, .bold, .rounded), .title: (28, .semibold, .rounded), .headline: (17, .semibold, .rounded),
            .body: (17, .regular, .default), .caption: (13, .regular, .default), .footnote: (11, .medium, .default),
        ]
        for style in TextStyle.allCases {
            let font = Typography.font(style), spec = expected[style]!
            #expect(font.size == spec.0 && font.weight == spec.1 && font.design == spec.2, "\(style)")
        }
    }

    @Test func displayTitleAndHeadlineAreRounded() {
        for style: TextStyle in [.display, .title, .headline] { #expect(Typography.font(style).design == .rounded) }
        for style: TextStyle in [.body, .caption, .footnote] { #expect(Typography.font(style).design == .default) }
        #expect(WarmthChecks.displayTypeIsRounded().passed)
    }

    @Test func atTheDefaultSizeDynamicTypeGivesTheSpecsSizes() {
        for style in TextStyle.allCases {
            #expect(DynamicType.size(of: style, at: .large) == Typography.font(style).size, "\(style)")
            #expect(Typography.font(style, at: .large) == Typography.font(style))
        }
    }

    @Test func appleTableHasTwelveGrowingSizesPerStyle() {
        for style in AppleTextStyle.allCases {
            #expect(style.sizes.count == ContentSizeCategory.allCases.count, "\(style)")
            #expect(zip(style.sizes, style.sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style) never shrinks")
            #expect(style.sizes.last! > style.sizes.first!)
        }
        // Spot checks against Apple's published table.
        #expect(AppleTextStyle.body.size(at: .extraSmall) == 14)
        #expect(AppleTextStyle.body.size(at: .accessibilityMedium) == 28)
        #expect(AppleTextStyle.body.size(at: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(AppleTextStyle.largeTitle.size(at: .accessibilityExtraExtraExtraLarge) == 60)
        #expect(AppleTextStyle.caption2.size(at: .medium) == 11)
    }

    @Test(arguments: ContentSizeCategory.allCases)
    func theHierarchyHoldsAtEverySize(_ category: ContentSizeCategory) {
        let styles = TextStyle.allCases
        for (higher, lower) in zip(styles, styles.dropFirst()) {
            #expect(DynamicType.isMoreProminent(higher, than: lower, at: category), "\(higher) vs \(lower) at \(category.shortName)")
            #expect(!DynamicType.isMoreProminent(lower, than: higher, at: category))
        }
        // Sizes alone: never smaller down the list, and strictly smaller except headline/body (same size, lighter).
        let sizes = styles.map { DynamicType.size(of: $0, at: category) }
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(Set(sizes).count == styles.count - 1)
    }

    @Test func everyStyleGrowsFromSmallestToLargest() {
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { DynamicType.size(of: style, at: $0) }
            #expect(sizes.first! < sizes.last!, "\(style)")
            #expect(sizes.first! >= 11, "nothing below 11 pt")
        }
        #expect(WarmthChecks.dynamicTypeKeepsHierarchy().passed)
    }

    @Test func designConstantsAreTheSpecs() {
        #expect(DesignConstants.Spacing.all.map(\.value) == [4, 8, 16, 24, 32, 48])
        #expect(DesignConstants.CornerRadius.all.map(\.value) == [4, 8, 12, 16, 20, 12, 8])
        #expect(DesignConstants.Animation.all.map(\.value) == [0.15, 0.25, 0.35])
        #expect(DesignConstants.Shadow.subtle == .init(color: .black, opacity: 0.05, radius: 2, y: 1))
        #expect(DesignConstants.Shadow.medium == .init(color: .black, opacity: 0.1, radius: 4, y: 2))
        #expect(DesignConstants.Shadow.prominent == .init(color: .black, opacity: 0.15, radius: 8, y: 4))
    }
}
