/// The accent colour of a nudge card (the spec's: orange, blue, purple, green), named so any UI can map it.
public enum NudgeTint: String, Codable, Sendable {
    case orange
    case blue
    case purple
    case green
}
