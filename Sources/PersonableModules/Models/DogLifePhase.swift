/// A dog's stage of life, from its age in weeks.
///
/// | phase | from | until |
/// |---|---|---|
/// | `puppy` | birth | 26 weeks (6 months) |
/// | `adolescent` | 26 weeks | 78 weeks (18 months) |
/// | `adult` | 78 weeks | 364 weeks (7 years of 52 weeks) |
/// | `senior` | 364 weeks | — |
///
/// Each boundary belongs to the later phase: a dog of exactly 26 weeks is an adolescent. Breeds differ (large
/// dogs grow up later and age sooner); these are the common middle.
public enum DogLifePhase: String, CaseIterable, Codable, Sendable, Comparable {
    case puppy
    case adolescent
    case adult
    case senior

    /// The phase of a dog `ageInWeeks` old (a negative age counts as a puppy).
    public init(ageInWeeks: Int) {
        self = Self.allCases.last { $0.startWeek <= ageInWeeks } ?? .puppy
    }

    /// The age in weeks at which the phase begins.
    public var startWeek: Int {
        switch self {
        case .puppy: 0
        case .adolescent: 26
        case .adult: 78
        case .senior: 364
        }
    }

    /// The phase's name as a title ("Adult").
    public func displayName(in language: ModuleLanguage) -> String {
        ModuleStrings.text("phase.\(rawValue)", in: language)
    }

    /// The phase's name in the user's language.
    public var displayName: String { displayName(in: .current) }

    public static func < (lhs: DogLifePhase, rhs: DogLifePhase) -> Bool {
        lhs.startWeek < rhs.startWeek
    }
}
