import Foundation
import GRDB
import Personable
@testable import PersonableComposer
import PersonableTesting
import Testing

extension ComposerTests {
    /// The cache in front of the composer, refinements, the view model and exports, on a real SQLite file.
    @MainActor
    struct ComposerCoordinatorTests {
        let directory = TemporaryDirectory()
        let database: AppDatabase
        let model: ScriptedLanguageModel

        init() throws {
            database = try directory.database("composer.sqlite")
            model = ScriptedLanguageModel { prompt, call in
                if prompt.text.contains("Instruction: Make it shorter.") { return "Review: Monday 3pm, not Friday; Dana; Q3 numbers not ready." }
                return "(\(call)) \(ComposerTests.tone(of: prompt)) update: \(ComposerTests.meetingRewritten)"
            }
        }

        func coordinator(_ model: ScriptedLanguageModel? = nil) -> ComposerCoordinator {
            ComposerCoordinator(service: ComposerService(model: model ?? self.model), database: database)
        }

        func rows() throws -> Int {
            try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM composition") ?? 0 }
        }

        @Test func anIdenticalRequestIsServedFromTheCache() async throws {
            let request = ComposerRequest(input: ComposerTests.meeting, context: ComposerTests.context, count: 3)
            let first = try #require(ComposerTests.completed(try await ComposerTests.events(coordinator().compose(request))))
            #expect(!first.cached && model.calls == 3)
            let second = try #require(ComposerTests.completed(try await ComposerTests.events(coordinator().compose(request))))
            #expect(second.cached && second.variations == first.variations && model.calls == 3, "no generation for a hit")

            var otherTone = request
            otherTone.context.tone = .casual
            _ = try await ComposerTests.events(coordinator().compose(otherTone))
            #expect(model.calls == 6, "another tone is another request")
            let newModel = ScriptedLanguageModel(version: "scripted-2") { prompt, _ in "\(ComposerTests.tone(of: prompt)): \(ComposerTests.meeting)" }
            let fromNewModel = try #require(ComposerTests.completed(try await ComposerTests.events(coordinator(newModel).compose(request))))
            #expect(!fromNewModel.cached && newModel.calls == 3, "another model writes its own")
            #expect(try rows() == 3)
        }

        @Test func variationsCachedByOlderRulesAreWrittenAgain() async throws {
            let request = ComposerRequest(input: ComposerTests.meeting, context: ComposerTests.context, count: 3)
            let writer = coordinator().service.version
            #expect(writer.contains(ToneWording.version) && ToneWording.version.hasPrefix("rules-"), "\(writer)")
            // What an older release's rules stored, under the same model and prompts.
            let older = writer.replacingOccurrences(of: ToneWording.version, with: "rules-28-0")
            let stale = ResponseVariation(tone: .formal, audience: ComposerTests.context.audience, formalityScore: 5, responseText: "Stale words.",
                                          keyPointsPreserved: [], keyPointsMissing: [], wordCount: 2, estimatedReadingTime: 1, source: .adapted)
            try await coordinator().repository.save(Composition(request: request, writerVersion: older, variations: [stale], at: Date()), for: request)
            let fresh = try #require(ComposerTests.completed(try await ComposerTests.events(coordinator().compose(request))))
            #expect(!fresh.cached && !fresh.variations.contains { $0.responseText == "Stale words." })
        }

        @Test func nothingIsCachedForAFailedRequestOrWithoutAModel() async throws {
            await #expect(throws: ComposerError.emptyInput) { _ = try await ComposerTests.events(coordinator().compose(ComposerRequest(input: "", context: ComposerTests.context))) }
            model.setAvailable(false)
            _ = try await ComposerTests.events(coordinator().compose(ComposerRequest(input: ComposerTests.meeting, context: ComposerTests.context)))
            #expect(try rows() == 0)
        }

        @Test func aModelThatBreaksMidWayLeavesEveryVariationAdaptedSaysWhyOnceAndCachesNothing() async throws {
            let coordinator = ComposerCoordinator(service: ComposerService(model: BreakingLanguageModel()), database: database)
            let request = ComposerRequest(input: ComposerTests.meeting, context: ComposerTests.context, count: 3)
            let events = try await ComposerTests.events(coordinator.compose(request))
            let reasons = events.compactMap { event -> String? in
                if case let .modelFailed(reason) = event { return reason }
                return nil
            }
            #expect(reasons == ["I couldn't understand the language model server's answer: a line that isn't an event."])
            let variations = try #require(ComposerTests.completed(events)).variations
            #expect(variations.count == 3 && variations.allSatisfy { $0.source == .adapted && $0.keepsEveryKeyPoint })
            #expect(try rows() == 0, "adapted because the model broke: the model's variations are written once it works")
        }

        @Test func aRefinementIsMeasuredAndAppendedToItsComposition() async throws {
            let request = ComposerRequest(input: ComposerTests.meeting, context: ComposerTests.context, count: 2)
            let original = try #require(ComposerTests.completed(try await ComposerTests.events(coordinator().compose(request)))?.variations.first)
            let events = try await ComposerTests.events(coordinator().refine(variationID: String(original.id.uuidString.prefix(8)), instruction: .shorter))
            let refined = try #require(ComposerTests.completed(events)?.variations.first)
            #expect(refined.refinement == "shorter" && refined.source == .model)
            #expect(refined.wordCount < original.wordCount && refined.keepsEveryKeyPoint)
            let latest = try await coordinator().latest()
            #expect(latest.variations.count == 3 && latest.variations.last == refined)
            await #expect(throws: ComposerError.unknownVariation("deadbeef")) {
                _ = try await ComposerTests.events(coordinator().refine(variationID: "deadbeef", instruction: .shorter))
            }
        }

        @Test func aRefinementThatDoesNotDoWhatWasAskedFallsBackToRules() async throws {
            let stubborn = ScriptedLanguageModel { prompt, _ in
                prompt.text.contains("Instruction:") ? "Sadly, " + ComposerTests.meeting + " Sorry about that, truly." : "Version: \(ComposerTests.meeting)"
            }
            let request = ComposerRequest(input: ComposerTests.meeting, context: ComposerTests.context, count: 1)
            let original = try #require(ComposerTests.completed(try await ComposerTests.events(coordinator(stubborn).compose(request)))?.variations.first)
            let refined = try #require(ComposerTests.completed(try await ComposerTests.events(
                coordinator(stubborn).refine(variationID: original.id.uuidString, instruction: .shorter)))?.variations.first)
            #expect(refined.source == .adapted && refined.wordCount < original.wordCount && refined.keepsEveryKeyPoint)
        }

        @Test func theViewModelStreamsRanksRefinesExportsAndClears() async throws {
            let composer = ComposerViewModel(coordinator: coordinator())
            composer.inputText = ComposerTests.meeting
            composer.selectedAudience = .client
            composer.selectedTone = .diplomatic
            composer.variationCount = 2
            await composer.generate()
            #expect(!composer.isProcessing && composer.errorMessage == nil && composer.warning == nil)
            #expect(composer.responses.map(\.tone) == [.diplomatic, .formal])
            #expect(composer.partialText.isEmpty, "the stream is over")

            await composer.refine(composer.responses[0], instruction: .shorter)
            #expect(composer.responses.map(\.refinement) == [nil, "shorter", nil])
            #expect(composer.copyText(composer.responses[1]) == composer.responses[1].responseText)
            #expect(composer.copiedVariationID == composer.responses[1].id)

            let markdown = try composer.export(as: .markdown)
            #expect(markdown.contains("## 2. Diplomatic · Client (refined: shorter)"))
            #expect(markdown.contains("> I need to move our Friday review with Dana"))
            let json = try composer.export(as: .json)
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            #expect(try decoder.decode(Composition.self, from: Data(json.utf8)).variations == composer.responses)

            composer.clearAll()
            #expect(composer.responses.isEmpty && composer.inputText.isEmpty)
            #expect(throws: ComposerError.nothingToExport) { try composer.export(as: .json) }
        }

        @Test func theViewModelSaysWhatWentWrongInTheFirstPerson() async throws {
            let composer = ComposerViewModel(coordinator: coordinator())
            await composer.generate()
            #expect(composer.errorMessage == "I need a message to rewrite, and this one has no words.")
            composer.inputText = "Moving Friday's review."
            composer.variationCount = 1
            await composer.generate()
            #expect(composer.warning?.hasPrefix("Your message has 3 words") == true)
            #expect(composer.responses.count == 1 && composer.errorMessage == nil)
        }

        @Test func markdownExportEscapesModelText() throws {
            let variation = ResponseVariation.measured(
                "<script>alert(1)</script> **bold** [link](http://x)", context: ComposerTests.context, keyPoints: [], source: .model)
            let composition = Composition(
                request: ComposerRequest(input: "# Title", context: ComposerTests.context), writerVersion: "w", variations: [variation], at: Date())
            let markdown = ComposerExport.markdown(composition)
            #expect(markdown.contains("> \\<script\\>alert(1)\\</script\\> \\*\\*bold\\*\\* \\[link\\](http://x)"))
            #expect(markdown.contains("> \\# Title"))
            #expect(!markdown.contains("<script>"))
        }

        @Test func anExportedVariationThatIsTheMessageSaysSo() {
            let input = "Our open house is on Saturday, October 12."
            let variation = ResponseVariation.measured(input, context: ComposerTests.context, keyPoints: [], source: .adapted)
            let composition = Composition(
                request: ComposerRequest(input: input, context: ComposerTests.context), writerVersion: "w", variations: [variation], at: Date())
            let markdown = ComposerExport.markdown(composition)
            #expect(markdown.contains("- Your message as written: I found nothing to change for this tone."))
            #expect(!markdown.contains("Adapted from your message by rules"))
            #expect(variation.repeats("Our open house  is on\nSaturday, October 12.") && !variation.repeats("Our open house is on Sunday, October 12."))
        }
    }
}
