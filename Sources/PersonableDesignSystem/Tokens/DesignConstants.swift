/// Spacing, corner radii, animation timing and shadows, exactly as the spec's `DesignConstants`
/// (points and seconds).
public enum DesignConstants {
    public enum Spacing {
        public static let xs: Double = 4
        public static let sm: Double = 8
        public static let md: Double = 16
        public static let lg: Double = 24
        public static let xl: Double = 32
        public static let xxl: Double = 48

        /// Every step in order, for exports.
        public static let all: [(name: String, value: Double)] = [
            ("xs", xs), ("sm", sm), ("md", md), ("lg", lg), ("xl", xl), ("xxl", xxl),
        ]
    }

    public enum CornerRadius {
        public static let small: Double = 4
        public static let medium: Double = 8
        public static let large: Double = 12
        public static let container: Double = 16
        public static let sheet: Double = 20
        public static let input: Double = 12
        public static let interactive: Double = 8

        /// Every radius in order, for exports.
        public static let all: [(name: String, value: Double)] = [
            ("small", small), ("medium", medium), ("large", large), ("container", container),
            ("sheet", sheet), ("input", input), ("interactive", interactive),
        ]
    }

    /// Animation durations in seconds.
    public enum Animation {
        public static let quick: Double = 0.15
        public static let standard: Double = 0.25
        public static let smooth: Double = 0.35

        /// Every duration in order, for exports.
        public static let all: [(name: String, value: Double)] = [
            ("quick", quick), ("standard", standard), ("smooth", smooth),
        ]
    }

    /// A soft shadow: black at `opacity`, blurred by `radius`, offset down by `y`.
    public struct Shadow: Sendable, Hashable, Codable {
        public let color: RGBColor
        public let opacity: Double
        public let radius: Double
        public let y: Double

        public static let subtle = Shadow(color: .black, opacity: 0.05, radius: 2, y: 1)
        public static let medium = Shadow(color: .black, opacity: 0.1, radius: 4, y: 2)
        public static let prominent = Shadow(color: .black, opacity: 0.15, radius: 8, y: 4)

        /// Every shadow in order, for exports.
        public static let all: [(name: String, value: Shadow)] = [
            ("subtle", subtle), ("medium", medium), ("prominent", prominent),
        ]
    }
}
