import Personable

/// The composition as `personable compose --json` prints it.
struct ComposeReport: Encodable, Sendable {
    var cached: Bool
    var variations: [ResponseVariation]
}
