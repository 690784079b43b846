/// What a prompt says of a theme: the label its rewrites are written under and its instructions. A built-in
/// theme's are written in ``DisplayTheme``; a custom theme's come from its stored guide.
public struct ThemeVoice: Sendable, Hashable {
    /// The name the examples' rewrites are labelled with ("Casual:", "Space Pirate:").
    public var label: String
    /// The theme's raw value, also stripped from answers that repeat it.
    public var rawValue: String
    /// The theme's own instruction, before the rules every theme shares.
    public var systemPrompt: String

    /// A built-in theme's voice (a custom theme named without its definition gets a general instruction).
    public init(_ theme: DisplayTheme) {
        label = theme.displayName
        rawValue = theme.rawValue
        systemPrompt = theme.systemPrompt
    }

    /// A custom theme's voice: its display name and its guide.
    public init(_ theme: CustomTheme) {
        label = theme.displayName
        rawValue = theme.name
        systemPrompt = theme.systemPrompt
    }
}
