/// What a nudge card shows, in one language: the spec's `NudgeCardView` without the view.
///
/// ```swift
/// let card = NudgeCard(.disableUnused(module: TrackingModule.walks, daysSinceUse: 41), language: .english)
/// card.title         // "Still using Walks?"
/// card.explanation   // "You haven't logged walks in 41 days."
/// ```
public struct NudgeCard: Identifiable, Hashable, Sendable, Encodable {
    /// The nudge's id (`disable_walks`).
    public var id: String
    public var title: String
    public var subtitle: String
    /// Why the nudge is shown.
    public var explanation: String
    /// The action button's label.
    public var actionLabel: String
    /// The dismiss button's label ("Not now").
    public var dismissLabel: String
    /// The SF Symbol.
    public var systemImage: String
    public var tint: NudgeTint

    public init<Module>(_ nudge: NudgeType<Module>, language: ModuleLanguage) {
        func text(_ key: String) -> String { ModuleStrings.text(key, in: language) }
        id = nudge.id
        explanation = nudge.explanation(in: language)
        dismissLabel = text("nudge.dismiss")
        switch nudge {
        case let .disableUnused(module, days):
            title = ModuleStrings.format("nudge.unused.title", in: language, module.displayName(in: language))
            subtitle = ModuleStrings.format("nudge.unused.subtitle", in: language, days)
            actionLabel = text("nudge.disable")
            systemImage = module.systemImage
            tint = .orange
        case let .enableSuggestion(module, reason):
            title = ModuleStrings.format("nudge.suggest.title", in: language, module.displayName(in: language))
            subtitle = reason
            actionLabel = text("nudge.enable")
            systemImage = module.systemImage
            tint = .blue
        case let .phaseTransition(_, to):
            title = ModuleStrings.format("nudge.phase.title", in: language, to.displayName(in: language))
            subtitle = text("nudge.phase.subtitle")
            actionLabel = text("nudge.review")
            systemImage = "sparkles"
            tint = .purple
        case .simplifyMode:
            title = text("nudge.simplify.title")
            subtitle = text("nudge.simplify.subtitle")
            actionLabel = text("nudge.simplify")
            systemImage = "leaf"
            tint = .green
        }
    }
}
