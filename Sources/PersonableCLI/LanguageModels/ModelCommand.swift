import ArgumentParser
import Foundation
import Personable

/// `personable model info`: the language model in use and whether it can be used.
struct ModelCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model", abstract: "Show the language model.", subcommands: [Info.self])

    struct Info: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Path, size, SHA-256, architecture, parameters, template, threads, availability.")
        @OptionGroup var model: ModelOptions
        @OptionGroup var output: OutputOptions

        struct Report: Encodable {
            var backend: String
            var version: String
            var available: Bool
            var unavailableReason: String?
            var promptStyle: PromptStyle
            var gguf: LlamaModelInfo?
            var endpoint: String?
            /// The embedding model that checks a rewrite's meaning; `nil`: none, so the model's rewrites are not shown.
            var embedding: String?
        }

        func run() async throws {
            let languageModel = try model.makeLanguageModel()
            let availability = await Self.check(languageModel)
            var report = Report(
                backend: languageModel is LlamaLanguageModel ? "llama.cpp" : "openai-compatible",
                version: languageModel.version, available: availability.isAvailable,
                promptStyle: await languageModel.promptStyle)
            if case let .unavailable(reason) = availability { report.unavailableReason = reason }
            if let llama = languageModel as? LlamaLanguageModel, availability.isAvailable {
                report.gguf = try await llama.info()
            }
            if let remote = languageModel as? OpenAICompatibleLanguageModel { report.endpoint = remote.baseURL.absoluteString }
            report.embedding = try model.makeEmbedder()?.version
            if output.json { return try Console.printJSON(report) }
            Console.print("Backend:      \(report.backend)")
            Console.print("Version:      \(report.version)")
            if let info = report.gguf {
                Console.print("Path:         \(info.path)")
                Console.print("Size:         \(info.sizeBytes) bytes (\(String(format: "%.1f", Double(info.sizeBytes) / 1_048_576)) MiB)")
                Console.print("SHA-256:      \(info.sha256)")
                Console.print("Architecture: \(info.architecture) (\(info.description))")
                Console.print("Parameters:   \(info.parameters)")
                Console.print("Context:      \(info.contextLength) tokens (trained \(info.trainedContextLength))")
                Console.print("Threads:      \(info.threads)")
                Console.print("Chat template: \(info.hasChatTemplate ? "yes (instruction-tuned: chat prompts)" : "no (base model: few-shot prompts)")")
            }
            if let endpoint = report.endpoint { Console.print("Endpoint:     \(endpoint)") }
            Console.print("Embedding:    \(report.embedding.map { "\($0) (checks each rewrite's meaning)" } ?? "none — I show only written rewrites until one is installed (scripts/setup)")")
            Console.print("Available:    \(report.available ? "yes" : "no — \(report.unavailableReason ?? "")")")
            if !report.available { throw ExitCode(ExitStatus.failure) }
        }

        /// Whether the model really writes: available, and a one-token answer comes back (a truncated model file
        /// can load, and a server can answer its model list but send garbage when asked to write).
        static func check(_ model: any LanguageModel) async -> LanguageModelAvailability {
            let availability = await model.availability
            guard availability.isAvailable else { return availability }
            let prompt: Prompt = await model.promptStyle == .chat
                ? .chat([ChatMessage(.user, "Say hello.")]) : .completion("Hello")
            do {
                for try await _ in model.streamResponse(to: prompt, options: GenerationOptions(temperature: 0, maximumResponseTokens: 1)) {}
                return .available
            } catch {
                let reason = (error as? any LocalizedError)?.errorDescription ?? "it failed when I asked it to write."
                return .unavailable(reason: reason)
            }
        }
    }
}
