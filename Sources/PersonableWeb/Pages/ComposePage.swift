import Foundation
import Personable

/// `/compose`: the message, audience, tone and count, the on-device indicator, and the variations as cards
/// (streamed by the script; written whole when the form is sent without it).
struct ComposePage: Sendable {
    struct Option: Sendable {
        var value: String
        var label: String
        var selected: Bool
    }

    struct Card: Sendable {
        var number: Int
        var id: String
        var tone: String
        var audience: String
        var text: String
        var wordCount: Int
        var readingTime: Int
        var formality: Int
        var kept: [String]
        var missing: [String]
        var hasMissing: Bool
        var adapted: Bool
        /// The message as written: the rules found nothing to change for this tone.
        var unchanged: Bool
        var refinement: String?
    }

    var chrome: PageChrome
    var message: String
    var audiences: [Option]
    var tones: [Option]
    var counts: [Option]
    var refinements: [Option]
    var modelAvailable: Bool
    var modelStatus: String
    var cards: [Card]
    var hasCards: Bool
    var cached: Bool
    var warning: String?
    var errorMessage: String?

    static func make(
        chrome: PageChrome, message: String = "", audience: AudienceType = .peer, tone: ToneType = .diplomatic, count: Int = 5,
        variations: [ResponseVariation] = [], cached: Bool = false, warning: String? = nil, errorMessage: String? = nil,
        model: (available: Bool, status: String)
    ) -> ComposePage {
        ComposePage(
            chrome: chrome, message: message,
            audiences: AudienceType.allCases.map { Option(value: $0.rawValue, label: $0.rawValue, selected: $0 == audience) },
            tones: ToneType.allCases.map { Option(value: $0.rawValue, label: $0.rawValue, selected: $0 == tone) },
            counts: (1...ComposerRequest.maximumVariations).map { Option(value: "\($0)", label: "\($0)", selected: $0 == count) },
            refinements: RefineInstruction.allCases.map { Option(value: $0.rawValue, label: $0.rawValue, selected: false) },
            modelAvailable: model.available, modelStatus: model.status,
            cards: variations.enumerated().map { index, variation in
                Card(
                    number: index + 1, id: variation.id.uuidString.lowercased(), tone: variation.tone.rawValue,
                    audience: variation.audience.rawValue, text: variation.responseText, wordCount: variation.wordCount,
                    readingTime: variation.estimatedReadingTime, formality: variation.formalityScore,
                    kept: variation.keyPointsPreserved, missing: variation.keyPointsMissing,
                    hasMissing: !variation.keyPointsMissing.isEmpty,
                    adapted: variation.source == .adapted && !variation.repeats(message), unchanged: variation.repeats(message),
                    refinement: variation.refinement)
            },
            hasCards: !variations.isEmpty, cached: cached, warning: warning, errorMessage: errorMessage)
    }
}
