import Foundation
import Personable

/// Prints the composer's events: tokens as they arrive under a header per variation, the measured metadata
/// after each, and why an attempt was dropped (on standard error); or everything at the end, as text or JSON.
struct ComposerPrinter {
    var json: Bool
    var stream: Bool
    /// The message composed from, so a variation that is the message as written says so; `nil` for a refinement.
    var message: String?

    struct Report: Encodable {
        var cached: Bool
        var variations: [ResponseVariation]
    }

    /// Standard output or standard error.
    enum Output {
        case out(String), error(String)
    }

    /// Prints `events`; returns whether the model failed mid-way (the rest was adapted by rules: exit 2).
    @discardableResult
    func print(_ events: AsyncThrowingStream<ComposerEvent, any Error>) async throws -> Bool {
        var modelFailed = false
        // The variations are written side by side; they are shown one after another, the first unfinished one live.
        var ordered = OrderedOutput<Output>()
        func show(_ output: Output, for index: Int) {
            ordered.add(output, for: index).forEach(write)
        }
        for try await event in events {
            switch event {
            case let .started(index, context, attempt) where stream:
                show(.out("\n[\(index + 1)] \(context.tone.rawValue) · \(context.audience.rawValue)\(attempt > 1 ? " (try \(attempt))" : "")\n"), for: index)
            case let .adapting(index, context) where stream:
                show(.out("\n[\(index + 1)] \(context.tone.rawValue) · \(context.audience.rawValue) (adapted from your message by rules)\n"), for: index)
            case let .partial(partial) where stream:
                show(.out(partial.delta), for: partial.index)
            case let .rejected(index, attempt, reasons) where stream:
                show(.out("\n"), for: index)
                show(.error("  (try \(attempt) dropped: \(reasons.joined(separator: " ")))"), for: index)
            case let .finished(index, variation) where stream:
                show(.out("\n" + Self.metadata(variation, message: message) + "\n"), for: index)
                ordered.finish(index).forEach(write)
            case let .modelFailed(reason):
                modelFailed = true
                Console.error("I adapted what I hadn't written yet by rules, without the language model: \(reason)")
            case let .completed(variations, cached):
                if json {
                    try Console.printJSON(Report(cached: cached, variations: variations))
                    return modelFailed
                }
                if stream {
                    guard cached else { return modelFailed }
                    // Nothing was streamed: show the stored variations as they would have streamed.
                    for (index, variation) in variations.enumerated() {
                        write(.out("\n[\(index + 1)] \(variation.tone.rawValue) · \(variation.audience.rawValue)\n"))
                        write(.out(variation.responseText))
                        write(.out("\n" + Self.metadata(variation, message: message) + "\n"))
                    }
                    Console.error("(These come from the cache: the same message, audience, tone and model as before.)")
                    return modelFailed
                }
                Swift.print(variations.enumerated().map { index, variation in
                    "[\(index + 1)] \(variation.tone.rawValue) · \(variation.audience.rawValue)\n\(variation.responseText)\n\(Self.metadata(variation, message: message))"
                }.joined(separator: "\n\n"))
            default:
                break
            }
        }
        return modelFailed
    }

    static func metadata(_ variation: ResponseVariation, message: String?) -> String {
        var parts = [
            "\(variation.wordCount) words", "\(variation.estimatedReadingTime) s to read", "formality \(variation.formalityScore)/10",
        ]
        if !variation.keyPointsPreserved.isEmpty { parts.append("kept: \(variation.keyPointsPreserved.joined(separator: ", "))") }
        if !variation.keyPointsMissing.isEmpty { parts.append("MISSING: \(variation.keyPointsMissing.joined(separator: ", "))") }
        if let message, variation.repeats(message) {
            parts.append("your message as written: I found nothing to change for this tone")
        } else if variation.source == .adapted {
            parts.append("adapted from your message by rules")
        }
        parts.append("id \(variation.id.uuidString.lowercased().prefix(8))")
        return "  — " + parts.joined(separator: " · ")
    }

    /// Writes at once (standard output is flushed, so pieces show as they arrive and stay in order with `print`).
    private func write(_ output: Output) {
        switch output {
        case let .out(text):
            Swift.print(text, terminator: "")
            fflush(nil)
        case let .error(line):
            Console.error(line)
        }
    }
}
