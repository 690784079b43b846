/// A piece of one of several responses written together.
public struct ResponsePiece: Sendable, Hashable {
    /// The index of the request it answers.
    public var index: Int
    public var text: String
    /// The response is complete with this piece.
    public var isFinal: Bool

    public init(index: Int, text: String, isFinal: Bool = false) {
        self.index = index
        self.text = text
        self.isFinal = isFinal
    }
}
