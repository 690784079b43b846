import Foundation
import Personable

/// A composer event as a server-sent event: `event: <name>` and one line of JSON `data`.
enum ServerSentEvent {
    struct Started: Encodable { var index: Int; var tone: ToneType; var audience: AudienceType; var attempt: Int }
    struct Adapting: Encodable { var index: Int; var tone: ToneType; var audience: AudienceType }
    struct Partial: Encodable { var index: Int; var attempt: Int; var delta: String; var text: String }
    struct Rejected: Encodable { var index: Int; var attempt: Int; var reasons: [String] }
    struct Finished: Encodable { var index: Int; var variation: ResponseVariation }
    struct Failure: Encodable { var error: String }
    struct ModelFailed: Encodable { var reason: String }

    static func format(_ event: ComposerEvent) throws -> String {
        switch event {
        case let .started(index, context, attempt):
            try format("started", Started(index: index, tone: context.tone, audience: context.audience, attempt: attempt))
        case let .adapting(index, context):
            try format("adapting", Adapting(index: index, tone: context.tone, audience: context.audience))
        case let .partial(partial):
            try format("partial", Partial(index: partial.index, attempt: partial.attempt, delta: partial.delta, text: partial.text))
        case let .modelFailed(reason):
            try format("model-failed", ModelFailed(reason: reason))
        case let .rejected(index, attempt, reasons):
            try format("rejected", Rejected(index: index, attempt: attempt, reasons: reasons))
        case let .finished(index, variation):
            try format("finished", Finished(index: index, variation: variation))
        case let .completed(variations, cached):
            try format("completed", ComposeReport(cached: cached, variations: variations))
        }
    }

    static func failure(_ message: String) -> String {
        (try? format("error", Failure(error: message))) ?? "event: error\ndata: {}\n\n"
    }

    static func format(_ name: String, _ value: some Encodable) throws -> String {
        "event: \(name)\ndata: \(String(decoding: try JSONResponse.data(value), as: UTF8.self))\n\n"
    }
}
