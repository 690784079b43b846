import Foundation
import PersonableCore
import PersonableLanguageModels
@testable import PersonableLlama
import PersonableTesting
import Testing

/// The real llama.cpp and the default Gemma model, as CI installs them.
@Suite(.serialized)
struct LlamaLanguageModelTests {
    let model = LlamaLanguageModel()

    @Test func defaultModelIsAvailableAndIsABaseModel() async throws {
        #expect(await model.availability == .available)
        #expect(await model.promptStyle == .completion)
        let info = try await model.info()
        #expect(info.architecture == "gemma3")
        #expect(info.sha256 == "a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818")
        #expect(info.contextLength == 4096)
        #expect(info.threads == ProcessInfo.processInfo.activeProcessorCount)
        #expect(model.version == "gemma-3-270m-q4_k_m.gguf@a5fd3b62")
    }

    @Test func greedyCompletionIsRepeatableAndStopsAtTheStopSequence() async throws {
        let prompt = Prompt.completion("The days of the week are Monday, Tuesday, Wednesday,")
        let options = GenerationOptions(temperature: 0, maximumResponseTokens: 40, stopSequences: ["Saturday"])
        let first = try await model.respond(to: prompt, options: options)
        let second = try await model.respond(to: prompt, options: options)
        #expect(first == second)
        #expect(first.contains("Thursday"))
        #expect(!first.contains("Saturday"))
        let stats = try await model.lastGenerationStats()
        #expect(stats.promptTokensReused > 0, "the second call reuses the cached prompt prefix")
    }

    @Test func candidatesDecodedSideBySideMatchOneByOne() async throws {
        let prompt = Prompt.completion("The days of the week are Monday, Tuesday, Wednesday,")
        let greedy = GenerationOptions(temperature: 0, maximumResponseTokens: 24, stopSequences: ["Saturday"])
        let short = GenerationOptions(temperature: 0, maximumResponseTokens: 3)
        let alone = try await model.respond(to: prompt, options: greedy)
        let options = [greedy, short, greedy, greedy, greedy, greedy, greedy]
        let together = try await model.respond(to: options.map { ResponseRequest(prompt, options: $0) })
        #expect(together.count == 7)
        #expect(together.enumerated().allSatisfy { $0.offset == 1 || $0.element == alone }, "\(together) vs \(alone)")
        #expect(alone.hasPrefix(together[1]) && together[1].count < alone.count, "its own token limit: \(together[1])")
        let stats = try await model.lastGenerationStats()
        #expect(stats.promptTokensReused > 0, "the sixth and seventh answers are a second batch on the cached prompt")
        #expect(try await model.respond(to: prompt, options: greedy) == alone, "the cache is consistent afterwards")
        let sampled = try await model.respond(
            to: (1...3).map { ResponseRequest(prompt, options: GenerationOptions(temperature: 1.0, maximumResponseTokens: 12, seed: UInt32($0))) })
        #expect(Set(sampled).count > 1, "each answer samples with its own seed: \(sampled)")
    }

    @Test func differentPromptsSharingAPrefixMatchTheirAnswersOneByOne() async throws {
        let prefix = "Q: What is the capital of France?\nA: Paris\nQ: What is the capital of Italy?\nA: Rome\n"
        let questions = ["Q: What is the capital of Spain?\nA:", "Q: What is the capital of Germany?\nA:",
                         "Q: What is the capital of Japan?\nA:", "Q: What colour is the sky?\nA:"]
        let options = GenerationOptions(temperature: 0, maximumResponseTokens: 12, stopSequences: ["\n"])
        var alone: [String] = []
        for question in questions { alone.append(try await model.respond(to: .completion(prefix + question), options: options)) }
        var pieces: [ResponsePiece] = []
        for try await piece in model.streamResponses(to: questions.map { ResponseRequest(.completion(prefix + $0), options: options) }) {
            pieces.append(piece)
        }
        let together = questions.indices.map { index in pieces.filter { $0.index == index }.map(\.text).joined() }
        #expect(together == alone)
        #expect(questions.indices.allSatisfy { index in pieces.filter { $0.index == index && $0.isFinal }.count == 1 },
                "each answer ends with exactly one final piece")
        #expect(Set(pieces.prefix(8).map(\.index)).count > 1, "the answers arrive interleaved, not one after another")
        let stats = try await model.lastGenerationStats()
        #expect(stats.promptTokensReused > 0, "the shared prefix came from the cache")
    }

    @Test func anAnswerStoppedEarlyLeavesTheOthersAsTheyWouldBe() async throws {
        let prompt = Prompt.completion("The days of the week are Monday, Tuesday, Wednesday,")
        let options = GenerationOptions(temperature: 0, maximumResponseTokens: 24)
        let alone = try await model.respond(to: prompt, options: options)
        let stopper = ResponseStopper()
        var answers = ["", "", ""], finals = [0, 0, 0], piecesAfterStop = 0
        for try await piece in model.streamResponses(to: Array(repeating: ResponseRequest(prompt, options: options), count: 3), stopper: stopper) {
            if stopper.isStopped(piece.index), !piece.isFinal { piecesAfterStop += 1 }
            answers[piece.index] += piece.text
            if piece.isFinal { finals[piece.index] += 1 }
            if piece.index == 1, answers[1].count >= 8 { stopper.stop(1) }
        }
        #expect(finals == [1, 1, 1], "the stopped answer still ends with one final piece")
        #expect(answers[0] == alone && answers[2] == alone, "the others are not disturbed: \(answers)")
        #expect(alone.hasPrefix(answers[1]) && answers[1].count < alone.count / 2, "stopped early: \(answers[1])")
        #expect(piecesAfterStop <= 1, "it stops at the next step")
        #expect(try await model.respond(to: prompt, options: options) == alone, "the cache is consistent afterwards")
    }

    @Test func aPrewarmedPrefixIsReadBackFromDiskInAnotherProcessAndAnswersTheSame() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("prompt-states-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cached = LlamaLanguageModel(promptCache: PromptStateCache(directory: directory))
        let uncached = LlamaLanguageModel(promptCache: nil)
        let run = UUID().uuidString.prefix(8)
        let prefix = "Run \(run). Q: What is the capital of France?\nA: Paris\nQ: What is the capital of Italy?\nA: Rome\n"
        let other = "Run \(run). Colours: red, green, blue.\n"
        let question = Prompt.completion(prefix + "Q: What is the capital of Spain?\nA:")
        let options = GenerationOptions(temperature: 0, maximumResponseTokens: 8, stopSequences: ["\n"])

        #expect(try await cached.prewarmed(.completion(prefix)) == .evaluated)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.count == 1 && files[0].hasSuffix(".kvstate"), "\(files)")
        #expect(try await cached.prewarmed(.completion(prefix)) == .memory)
        // As in a new process: the KV cache holds something else, the file is still there.
        #expect(try await cached.prewarmed(.completion(other)) == .evaluated)
        #expect(try await cached.prewarmed(.completion(prefix)) == .disk)
        let fromDisk = try await cached.respond(to: question, options: options)
        #expect(try await cached.lastGenerationStats().promptTokensReused > 20, "the prefix read from disk is used")
        _ = try await uncached.prewarmed(.completion(other))
        let evaluated = try await uncached.respond(to: question, options: options)
        #expect(fromDisk == evaluated && !evaluated.isEmpty, "\(fromDisk) vs \(evaluated)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 2, "uncached wrote nothing")

        // A damaged file is never used: the prefix is evaluated again and the file rewritten.
        let file = directory.appendingPathComponent(files[0])
        try Data("not a state".utf8).write(to: file)
        _ = try await cached.prewarmed(.completion(other))
        #expect(try await cached.prewarmed(.completion(prefix)) == .evaluated)
        #expect(try await cached.respond(to: question, options: options) == evaluated)
        _ = try await cached.prewarmed(.completion(other))
        #expect(try await cached.prewarmed(.completion(prefix)) == .disk)
    }

    @Test func theModelFindsANameLikelierCapitalisedAndScoresTheSameTwice() async throws {
        let spellings = [
            "The ferry from Oban to Craignure", "The ferry from oban to craignure", "The ferry from Oban to craignure",
            "The ferry from oban to Craignure", "The ferry from OBAN to Craignure",
        ]
        let first = try #require(try await model.logLikelihoods(of: spellings))
        #expect(first.count == 5, "five spellings: four side by side, then one more")
        #expect(first[0] > first[1] + 5, "\(first)")
        #expect(first[2] > first[1] && first[3] > first[1])
        #expect(first.allSatisfy { $0 < 0 && $0.isFinite })
        // The fifth, scored in a second group, is scored after the same shared words as the first four (within what
        // a different batch changes in llama.cpp's sums: 0.51 nats of 36 on one machine's CPU, under 0.5 on another's).
        let pair = try #require(try await model.logLikelihoods(of: [spellings[0], spellings[4]]))
        #expect(abs(pair[0] - first[0]) < 1 && abs(pair[1] - first[4]) < 1, "\(first) \(pair)")
        // Another text in between moves the cached prefix; the scores come back the same.
        _ = try await model.logLikelihoods(of: ["Once upon a time", "Once upon a Time"])
        let second = try #require(try await model.logLikelihoods(of: spellings))
        for (a, b) in zip(first, second) { #expect(abs(a - b) < 0.05, "\(first) \(second)") }
        let ordinary = try #require(try await model.logLikelihoods(of: ["Please bring your own cups to the meeting", "Please bring your own Cups to the meeting"]))
        #expect(ordinary[0] > ordinary[1])
    }

    @Test func scoringLeavesGenerationAsItWas() async throws {
        let prompt = Prompt.completion("The days of the week are Monday, Tuesday, Wednesday,")
        let greedy = GenerationOptions(temperature: 0, maximumResponseTokens: 16)
        let before = try await model.respond(to: prompt, options: greedy)
        _ = try await model.logLikelihoods(of: ["The days of the week are Monday, tuesday", "The days of the week are Monday, Tuesday"])
        #expect(try await model.respond(to: prompt, options: greedy) == before)
    }

    @Test func streamingYieldsPiecesThatAddUpToTheResponse() async throws {
        let prompt = Prompt.completion("Here is a list of colors: red, green,")
        let options = GenerationOptions(temperature: 0, maximumResponseTokens: 16)
        var pieces: [String] = []
        for try await piece in model.streamResponse(to: prompt, options: options) { pieces.append(piece) }
        #expect(pieces.count > 1)
        #expect(pieces.joined() == (try await model.respond(to: prompt, options: options)))
    }

    @Test func cancellingTheConsumerStopsGenerationPromptly() async throws {
        let prompt = Prompt.completion("Write a very long story about a dragon.")
        let task = Task {
            var count = 0
            for try await _ in model.streamResponse(to: prompt, options: .init(maximumResponseTokens: 2000)) {
                count += 1
                if count == 3 { withUnsafeCurrentTask { $0?.cancel() } }
            }
            return count
        }
        let count = try? await task.value
        #expect((count ?? 0) < 50)
        let stats = try await model.lastGenerationStats()
        #expect(stats.generatedTokens < 100)
    }

    @Test func aMissingOrNonGGUFFileIsUnavailableWithAFirstPersonReason() async throws {
        let directory = TemporaryDirectory()
        let missing = LlamaLanguageModel(file: ModelFile(path: directory.path("nothing.gguf")))
        guard case let .unavailable(reason) = await missing.availability else {
            Issue.record("a missing file must be unavailable")
            return
        }
        #expect(reason.hasPrefix("I couldn't find a model file at"))
        let fake = directory.path("fake.gguf")
        try Data("not a model".utf8).write(to: URL(fileURLWithPath: fake))
        let notGGUF = LlamaLanguageModel(file: ModelFile(path: fake))
        #expect(await notGGUF.availability == .unavailable(reason: LanguageModelError.notGGUF(path: fake).localizedDescription))
        let truncated = directory.path("truncated.gguf")
        try Data("GGUF\u{3}\u{0}\u{0}\u{0}".utf8).write(to: URL(fileURLWithPath: truncated))
        let corrupt = LlamaLanguageModel(file: ModelFile(path: truncated))
        #expect(await corrupt.availability == .unavailable(reason: LanguageModelError.loadFailed(path: truncated).localizedDescription))
    }
}
