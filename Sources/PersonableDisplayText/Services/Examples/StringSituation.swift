/// The situation a UI string speaks to, as far as what a theme may add depends on it: whether it says something
/// is missing or not so ("No goals yet"), whether it is about something removed or lost ("Deleted %lld
/// actions"), and whether it asks. "…, and that's okay" comforts after "No goals yet" and is wrong after "You're
/// all caught up!"; "a lovely step forward" cheers an addition and mocks a deletion.
public struct StringSituation: Sendable, Hashable {
    public var isNegative: Bool
    public var isDestructive: Bool
    /// Words of a removal whose object is gone ("Deleted 3 notes"), unlike one archived, left or blocked.
    public var isRemoval: Bool
    public var asks: Bool

    public init(_ text: String) {
        let words = Insertions.words(text)
        isNegative = DisplayTextQualityGate.isNegated(text)
        isDestructive = words.contains { word in Self.destructiveStems.contains { word.hasPrefix($0) } }
        isRemoval = words.contains { word in Self.removalStems.contains { word.hasPrefix($0) } }
        asks = text.contains("?")
    }

    /// Words of removal and loss: delete, remove, discard, trash, clear, erase, purge, archive, cancel, leave.
    /// The destructive stems whose object is gone once done ("Poof." and "NO DEAD WEIGHT" fit only those).
    static let removalStems = ["delet", "remov", "discard", "trash", "clear", "eras", "purg", "wip", "destroy", "unsubscrib"]

    static let destructiveStems = [
        "delet", "remov", "discard", "trash", "clear", "eras", "purg", "archiv", "cancel", "leav", "lost", "lose",
        "unsubscrib", "reset", "wip", "destroy", "revok", "disconnect", "block",
    ]
}
