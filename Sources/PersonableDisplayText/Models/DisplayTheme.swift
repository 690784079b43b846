/// A personality in which the app's display text is written: one of the six built-in themes, or a custom theme
/// the user defined (stored in the `customTheme` table, see ``CustomTheme``).
///
/// Raw values are the snake_case strings of the `generatedDisplayText.theme` column; a custom theme's raw value
/// is its name. `professional` is the default and is the app's original copy: it is never rewritten.
/// `allCases` lists the built-in themes only: a custom theme exists only in a database (`ThemeCoordinator`).
public enum DisplayTheme: Sendable, CaseIterable, Hashable {
    case professional
    case gentleParenting
    case davidGoggins
    case tedTalk
    case leanIn
    case casual
    /// A theme the user defined, by its stored name (`CustomTheme.name`).
    case custom(String)

    /// The built-in themes, in the spec's order.
    public static let allCases: [DisplayTheme] = [.professional, .gentleParenting, .davidGoggins, .tedTalk, .leanIn, .casual]

    /// Whether this is one of the six built-in themes.
    public var isBuiltIn: Bool {
        if case .custom = self { return false }
        return true
    }

    /// The name shown in a theme picker.
    public var displayName: String {
        switch self {
        case .professional: "Professional"
        case .gentleParenting: "Gentle Parenting"
        case .davidGoggins: "David Goggins"
        case .tedTalk: "TED Talk"
        case .leanIn: "Lean In"
        case .casual: "Casual"
        case let .custom(name): CustomTheme.displayName(forName: name)
        }
    }

    /// The style in a few words (the spec's "Theme Definitions" table); empty for a custom theme, whose guide is
    /// stored (`CustomTheme.styleGuide`).
    public var styleGuide: String {
        switch self {
        case .professional: "Clear, direct, business-like"
        case .gentleParenting: "Warm, encouraging, growth-mindset"
        case .davidGoggins: "Intense, no-excuses, warrior mindset"
        case .tedTalk: "Inspiring, big-picture, visionary"
        case .leanIn: "Empowering, confident, action-oriented"
        case .casual: "Friendly, conversational, approachable"
        case .custom: ""
        }
    }

    /// The goals empty-state description written in this theme (the spec's reference example); empty for a custom
    /// theme, whose examples are stored (`CustomTheme.examples`).
    public var example: String {
        switch self {
        case .professional: "Set your first goal to start tracking progress"
        case .gentleParenting: "You're ready to explore what matters to you. Let's think about a goal that feels right."
        case .davidGoggins: "STOP WAITING. Set your first goal NOW. Progress starts when you DO THE WORK."
        case .tedTalk: "Every journey begins with a single goal. What will yours be?"
        case .leanIn: "Take charge of your growth. Set a goal that challenges you to step up."
        case .casual: "No goals yet! Let's add one and see where it takes you."
        case .custom: ""
        }
    }

    /// Whether text in this theme is produced by a language model (every theme but `professional`).
    public var isGenerated: Bool { self != .professional }

    /// The instruction given to the language model for this theme.
    ///
    /// The gentle-parenting and David Goggins prompts are the spec's own words; the others follow them. A custom
    /// theme's is made from its stored guide (`CustomTheme.systemPrompt`); without it, a general one.
    public var systemPrompt: String {
        switch self {
        case .professional:
            """
            You are helping rewrite UI text in a clear, direct, business-like style.
            Use plain, precise language without decoration or emotion.
            Keep the core meaning and keep it short.
            """
        case .gentleParenting:
            """
            You are helping rewrite UI text in a warm, encouraging, growth-mindset style.
            Use gentle language that validates the user's journey and promotes self-compassion.
            Avoid pressure, judgment, or urgency. Focus on possibility and gentle encouragement.
            Keep the core meaning but make it feel supportive and nurturing.
            """
        case .davidGoggins:
            """
            You are helping rewrite UI text in an intense, no-excuses, warrior mindset style.
            Use direct, powerful language that challenges the user to take action NOW.
            Emphasize discipline, hard work, and mental toughness.
            Keep the core meaning but make it feel like a drill sergeant's motivation.
            """
        case .tedTalk:
            """
            You are helping rewrite UI text in an inspiring, big-picture, visionary style.
            Use language that connects small steps to a larger story and invites reflection.
            Ask an evocative question or frame the moment as the start of a journey.
            Keep the core meaning but make it feel like the opening of a great talk.
            """
        case .leanIn:
            """
            You are helping rewrite UI text in an empowering, confident, action-oriented style.
            Use language that encourages the user to take ownership and step up with confidence.
            Emphasize growth, ambition, and taking a seat at the table.
            Keep the core meaning but make it feel like a mentor who believes in the user.
            """
        case .casual:
            """
            You are helping rewrite UI text in a friendly, conversational, approachable style.
            Use relaxed everyday language, contractions, and a light touch of fun.
            Avoid jargon and formality. Sound like a helpful friend.
            Keep the core meaning but make it feel easygoing and human.
            """
        case let .custom(name):
            CustomTheme.systemPrompt(displayName: CustomTheme.displayName(forName: name), styleGuide: nil)
        }
    }
}

extension DisplayTheme: RawRepresentable {
    /// A built-in theme's raw value, or a name a custom theme may have (``CustomTheme/isValidName(_:)``); whether
    /// such a theme is stored is for the database to say (`ThemeCoordinator.theme(named:)`).
    public init?(rawValue: String) {
        switch rawValue {
        case "professional": self = .professional
        case "gentle_parenting": self = .gentleParenting
        case "david_goggins": self = .davidGoggins
        case "ted_talk": self = .tedTalk
        case "lean_in": self = .leanIn
        case "casual": self = .casual
        default:
            guard CustomTheme.isValidName(rawValue) else { return nil }
            self = .custom(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .professional: "professional"
        case .gentleParenting: "gentle_parenting"
        case .davidGoggins: "david_goggins"
        case .tedTalk: "ted_talk"
        case .leanIn: "lean_in"
        case .casual: "casual"
        case let .custom(name): name
        }
    }
}

extension DisplayTheme: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        guard let theme = DisplayTheme(rawValue: raw) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown theme \(raw)")
        }
        self = theme
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
