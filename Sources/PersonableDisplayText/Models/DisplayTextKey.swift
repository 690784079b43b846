/// The identity of one piece of themed text: at most one row per key is stored.
///
/// `entityId` is `nil` for system-level text such as an app-wide indicator.
public struct DisplayTextKey: Hashable, Sendable, Codable, CustomStringConvertible {
    public var entityType: DisplayEntityType
    public var entityId: String?
    public var theme: DisplayTheme
    public var textType: DisplayTextType

    public init(entityType: DisplayEntityType, entityId: String?, theme: DisplayTheme, textType: DisplayTextType) {
        self.entityType = entityType
        self.entityId = entityId
        self.theme = theme
        self.textType = textType
    }

    public var description: String {
        "\(entityType.rawValue)/\(entityId ?? "-")/\(theme.rawValue)/\(textType.rawValue)"
    }
}
