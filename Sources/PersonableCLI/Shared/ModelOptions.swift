import ArgumentParser
import Foundation
import Personable

/// Options that choose the language model: the embedded GGUF model (default) or an OpenAI-compatible server.
struct ModelOptions: ParsableArguments {
    @Option(name: .long, help: "A GGUF model file (default: $PERSONABLE_MODEL or the one scripts/setup installed).")
    var model: String?

    @Option(name: .long, help: "An OpenAI-compatible server's base URL (llama-server, vLLM, LM Studio, Ollama) instead of the embedded model.")
    var endpoint: String?

    @Option(name: .long, help: "The model name to ask the endpoint for.")
    var endpointModel: String = "default"

    @Option(name: .long, help: "The endpoint's API key (default: $PERSONABLE_API_KEY).")
    var apiKey: String?

    @Flag(name: .long, help: "The endpoint serves a base model: prompt it with few-shot completion instead of chat.")
    var endpointCompletion = false

    @Option(name: .long, help: "Candidates generated per text (best-of-N).")
    var candidates: Int = 3

    func validate() throws {
        guard candidates >= 1, candidates <= 10 else {
            throw CLIError("I can generate from 1 to 10 candidates per text, not \(candidates).")
        }
        if model != nil, endpoint != nil {
            throw CLIError("I can use either --model or --endpoint, not both.")
        }
    }

    /// The chosen language model. A model path given explicitly must be a GGUF file; the default one may be
    /// missing (the model is then unavailable and themed text falls back).
    func makeLanguageModel() throws -> any LanguageModel {
        let settings = try settings()
        GlobalOptions.bootstrapLogging(settings.logLevel)
        return try AppEnvironment.makeLanguageModel(settings)
    }

    /// The configuration with these flags in front of the environment.
    func settings(databasePath: String? = nil) throws -> AppSettings {
        if let endpoint {
            guard let url = URL(string: endpoint), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil else {
                throw CLIError("I couldn't read \"\(endpoint)\" as an http(s) URL for --endpoint.")
            }
        }
        return try AppSettings.read(options: AppSettings.Options(
            databasePath: databasePath, modelPath: model, endpoint: endpoint, endpointModel: endpointModel, apiKey: apiKey,
            endpointCompletion: endpointCompletion, candidates: candidates))
    }

    /// The embedding model that checks meaning: `$PERSONABLE_EMBEDDING_MODEL`, else the one scripts/setup
    /// installed; `nil` when there is none (then the model's rewrites are not shown, only written ones).
    func makeEmbedder() throws -> (any TextEmbedding)? {
        try AppEnvironment.makeEmbedder(try settings())
    }

    /// The display-text generator on the chosen model, with the time limit per string
    /// (`$PERSONABLE_REWRITE_TIME_LIMIT`).
    func makeGenerator() throws -> DisplayTextService {
        DisplayTextService(
            model: try makeLanguageModel(), embedder: try makeEmbedder(), candidateCount: candidates,
            modelTimeLimit: try settings().rewriteTimeLimit)
    }
}
