import Foundation
import Observation

/// The composer screen's view model (the spec's `ComposerViewModel`): the message, audience and tone, the
/// variations as they stream in, refine, clear, export and copy.
///
/// ```swift
/// let composer = ComposerViewModel(coordinator: coordinator)
/// composer.inputText = "I need to reschedule our meeting to Friday."
/// composer.selectedAudience = .client
/// await composer.generate()
/// ```
@Observable
@MainActor
public final class ComposerViewModel {
    public var inputText = ""
    public var selectedTone: ToneType = .formal
    public var selectedAudience: AudienceType = .peer
    /// How many variations to write (1–5).
    public var variationCount = ComposerRequest.maximumVariations
    /// Every variation in the selected tone rather than one per tone.
    public var fixedTone = false

    /// The finished variations: each as soon as it is written, then ranked when all are.
    public private(set) var responses: [ResponseVariation] = []
    public private(set) var isProcessing = false
    /// The variations being written, in the order asked, as they stream (the model writes them side by side).
    public private(set) var streamingVariations: [PartialVariation] = []
    /// Whether the last responses came from the cache.
    public private(set) var isCached = false
    /// A first-person message when something went wrong.
    public private(set) var errorMessage: String?
    /// A first-person note about the input (too short to vary much), or why the model stopped writing.
    public private(set) var warning: String?
    /// The id of the variation last copied (the card shows "Copied!").
    public private(set) var copiedVariationID: UUID?

    @ObservationIgnored private let coordinator: ComposerCoordinator
    @ObservationIgnored private var input = ""

    public init(coordinator: ComposerCoordinator) {
        self.coordinator = coordinator
    }

    /// The text streamed so far for the first variation still being written.
    public var partialText: String { streamingVariations.first?.text ?? "" }

    /// Writes the variations of the current input; their text streams into ``streamingVariations``.
    public func generate() async {
        let request = ComposerRequest(
            input: inputText, context: CommunicationContext(audience: selectedAudience, tone: selectedTone),
            count: variationCount, fixedTone: fixedTone)
        warning = request.warning
        responses = []
        input = inputText
        await consume(coordinator.compose(request), showFinished: true) { variations in self.responses = variations }
    }

    /// Refines `variation` by `instruction` ("shorter", "warmer", "more formal" …), adding the result below it.
    public func refine(_ variation: ResponseVariation, instruction: RefineInstruction) async {
        await consume(coordinator.refine(variationID: variation.id.uuidString, instruction: instruction)) { refined in
            guard let refined = refined.first else { return }
            let position = (self.responses.firstIndex { $0.id == variation.id } ?? self.responses.count - 1) + 1
            self.responses.insert(refined, at: min(position, self.responses.count))
        }
    }

    /// Empties the screen (the cache keeps the compositions).
    public func clearAll() {
        inputText = ""
        input = ""
        responses = []
        streamingVariations = []
        errorMessage = nil
        warning = nil
        copiedVariationID = nil
        isCached = false
    }

    /// The responses on screen as Markdown or JSON.
    public func export(as format: ComposerExport.Format) throws -> String {
        guard !responses.isEmpty else { throw ComposerError.nothingToExport }
        let composition = Composition(
            request: ComposerRequest(input: input, context: CommunicationContext(audience: selectedAudience, tone: selectedTone),
                                     count: variationCount, fixedTone: fixedTone),
            writerVersion: coordinator.service.version, variations: responses, at: Date())
        return try ComposerExport.export(composition, as: format)
    }

    /// The text to put on the clipboard for `variation`; remembers it was copied.
    public func copyText(_ variation: ResponseVariation) -> String {
        copiedVariationID = variation.id
        return variation.responseText
    }

    private func consume(
        _ stream: AsyncThrowingStream<ComposerEvent, any Error>, showFinished: Bool = false,
        completed: ([ResponseVariation]) -> Void
    ) async {
        isProcessing = true
        errorMessage = nil
        defer {
            isProcessing = false
            streamingVariations = []
        }
        do {
            for try await event in stream {
                switch event {
                case let .started(index, context, attempt):
                    show(PartialVariation(index: index, context: context, attempt: attempt, text: "", delta: ""))
                case let .adapting(index, context):
                    show(PartialVariation(index: index, context: context, attempt: 0, text: "", delta: ""))
                case let .partial(partial):
                    show(partial)
                case let .finished(index, variation):
                    streamingVariations.removeAll { $0.index == index }
                    if showFinished { responses.append(variation) }
                case .rejected:
                    break
                case let .modelFailed(reason):
                    warning = reason
                case let .completed(variations, cached):
                    isCached = cached
                    completed(variations)
                }
            }
        } catch is CancellationError {
            return
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    /// Puts `partial` in ``streamingVariations``, replacing the earlier state of its variation.
    private func show(_ partial: PartialVariation) {
        if let position = streamingVariations.firstIndex(where: { $0.index == partial.index }) {
            streamingVariations[position] = partial
        } else {
            streamingVariations.insert(partial, at: streamingVariations.firstIndex { $0.index > partial.index } ?? streamingVariations.endIndex)
        }
    }
}
