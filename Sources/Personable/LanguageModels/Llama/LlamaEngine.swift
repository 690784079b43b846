import CLlama
import Foundation
import Synchronization

/// One loaded GGUF model and one llama.cpp context, used from a single serial queue.
///
/// llama.cpp calls block for milliseconds to seconds, so they run on this engine's own queue, never on Swift's
/// cooperative pool. The KV cache keeps the last prompt: a new prompt that shares a prefix with it (a theme's
/// few-shot examples) only evaluates what differs.
final class LlamaEngine: @unchecked Sendable {
    let file: ModelFile
    let contextLength: Int32
    let threads: Int32

    // Touched only on `queue`.
    private let queue = DispatchQueue(label: "personable.llama.engine", qos: .userInitiated)
    private let model: OpaquePointer
    private let context: OpaquePointer
    private let vocab: OpaquePointer
    private var evaluated: [llama_token] = []
    private let lastStatsStorage = Mutex(LlamaGenerationStats())

    /// Loads `file` (blocking; about a third of a second for the default model).
    init(file: ModelFile, contextLength: Int32 = 4096, threads: Int32? = nil) throws {
        try file.validate()
        LlamaBackend.initialise()
        self.file = file
        self.contextLength = contextLength
        self.threads = threads ?? Int32(max(1, ProcessInfo.processInfo.activeProcessorCount))

        var modelParameters = llama_model_default_params()
        modelParameters.n_gpu_layers = 0
        guard let model = llama_model_load_from_file(file.path, modelParameters) else {
            throw LanguageModelError.loadFailed(path: file.path)
        }
        var contextParameters = llama_context_default_params()
        contextParameters.n_ctx = UInt32(contextLength)
        contextParameters.n_batch = 512
        contextParameters.n_threads = self.threads
        contextParameters.n_threads_batch = self.threads
        contextParameters.swa_full = true  // so a prompt's tail can be dropped from the cache and re-evaluated
        contextParameters.no_perf = true
        guard let context = llama_init_from_model(model, contextParameters) else {
            llama_model_free(model)
            throw LanguageModelError.loadFailed(path: file.path)
        }
        self.model = model
        self.context = context
        self.vocab = llama_model_get_vocab(model)
    }

    deinit {
        llama_free(context)
        llama_model_free(model)
    }

    /// The chat template stored in the file, if the model is instruction-tuned.
    var chatTemplate: String? {
        llama_model_chat_template(model, nil).map { String(cString: $0) }
    }

    /// The timings of the last generation.
    var lastStats: LlamaGenerationStats { lastStatsStorage.withLock { $0 } }

    /// What the model says about itself.
    func info() throws -> LlamaModelInfo {
        var buffer = [CChar](repeating: 0, count: 256)
        let description = buffer.withUnsafeMutableBufferPointer { pointer -> String in
            _ = llama_model_desc(model, pointer.baseAddress, pointer.count)
            return String(cString: pointer.baseAddress!)
        }
        let architecture = buffer.withUnsafeMutableBufferPointer { pointer -> String in
            let length = llama_model_meta_val_str(model, "general.architecture", pointer.baseAddress, pointer.count)
            return length > 0 ? String(cString: pointer.baseAddress!) : "unknown"
        }
        return LlamaModelInfo(
            path: file.path, sizeBytes: file.size ?? 0, sha256: try file.sha256(), architecture: architecture,
            description: description, parameters: llama_model_n_params(model),
            trainedContextLength: Int(llama_model_n_ctx_train(model)), contextLength: Int(contextLength),
            threads: Int(threads), hasChatTemplate: chatTemplate != nil,
            promptStyle: chatTemplate != nil ? .chat : .completion)
    }

    /// Renders `messages` with the model's chat template, ending with the assistant's turn.
    func applyChatTemplate(_ messages: [ChatMessage]) -> String? {
        guard let template = llama_model_chat_template(model, nil) else { return nil }
        let roles = messages.map { strdup($0.role.rawValue) }
        let contents = messages.map { strdup($0.content) }
        defer { (roles + contents).forEach { free($0) } }
        var chat = zip(roles, contents).map { llama_chat_message(role: $0, content: $1) }
        var capacity = max(1024, messages.reduce(0) { $0 + $1.content.utf8.count } * 2 + 256)
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let length = llama_chat_apply_template(template, &chat, chat.count, true, &buffer, Int32(capacity))
            if length < 0 { return nil }
            if Int(length) < capacity {
                return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            capacity = Int(length) + 1
        }
    }

    /// Counts the tokens of `text` as a prompt.
    func tokenCount(_ text: String) -> Int {
        queue.sync { tokenize(text).count }
    }

    /// Streams a completion of `prompt`.
    func stream(_ prompt: String, options: GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        AsyncThrowingStream { continuation in
            let cancelled = CancellationFlag()
            continuation.onTermination = { _ in cancelled.cancel() }
            queue.async {
                do {
                    try self.generate(prompt, options: options, cancelled: cancelled) { continuation.yield($0) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
        }
    }

    // MARK: - On the queue

    private func tokenize(_ text: String) -> [llama_token] {
        let utf8Count = Int32(text.utf8.count)
        var tokens = [llama_token](repeating: 0, count: Int(utf8Count) + 8)
        var count = llama_tokenize(vocab, text, utf8Count, &tokens, Int32(tokens.count), true, true)
        if count < 0 {
            tokens = [llama_token](repeating: 0, count: Int(-count))
            count = llama_tokenize(vocab, text, utf8Count, &tokens, Int32(tokens.count), true, true)
        }
        return Array(tokens.prefix(Int(max(count, 0))))
    }

    private func piece(_ token: llama_token) -> [UInt8] {
        var buffer = [CChar](repeating: 0, count: 64)
        var length = llama_token_to_piece(vocab, token, &buffer, Int32(buffer.count), 0, false)
        if length < 0 {
            buffer = [CChar](repeating: 0, count: Int(-length))
            length = llama_token_to_piece(vocab, token, &buffer, Int32(buffer.count), 0, false)
        }
        return buffer.prefix(Int(max(length, 0))).map { UInt8(bitPattern: $0) }
    }

    private func makeSampler(_ options: GenerationOptions) -> UnsafeMutablePointer<llama_sampler> {
        // Top-k first: Gemma 3 has 262,144 tokens, and the repetition penalty looks each candidate up in a map,
        // so applied to the whole vocabulary it costs more per token than the model's own forward pass.
        let chain = llama_sampler_chain_init(llama_sampler_chain_default_params())!
        llama_sampler_chain_add(chain, llama_sampler_init_top_k(40))
        llama_sampler_chain_add(chain, llama_sampler_init_penalties(llama_vocab_n_tokens(vocab), 64, 1.15, 0, 0))
        if options.temperature <= 0 {
            llama_sampler_chain_add(chain, llama_sampler_init_greedy())
        } else {
            llama_sampler_chain_add(chain, llama_sampler_init_top_p(Float(options.topP), 1))
            llama_sampler_chain_add(chain, llama_sampler_init_temp(Float(options.temperature)))
            llama_sampler_chain_add(chain, llama_sampler_init_dist(options.seed ?? UInt32.random(in: 0...UInt32.max)))
        }
        return chain
    }

    /// Evaluates `tokens` (those not already cached) so the next token can be sampled.
    private func evaluatePrompt(_ tokens: [llama_token], cancelled: CancellationFlag, stats: inout LlamaGenerationStats) throws {
        let memory = llama_get_memory(context)
        var keep = zip(evaluated, tokens).prefix { $0 == $1 }.count
        keep = min(keep, tokens.count - 1)  // the last prompt token is always evaluated, to get its logits
        if keep < evaluated.count {
            if !llama_memory_seq_rm(memory, 0, llama_pos(keep), -1) {
                llama_memory_clear(memory, true)
                keep = 0
            }
            evaluated.removeSubrange(keep...)
        }
        stats.promptTokensReused = keep
        let start = ContinuousClock.now
        var remaining = Array(tokens[keep...])
        while !remaining.isEmpty {
            if cancelled.isCancelled { throw CancellationError() }
            var chunk = Array(remaining.prefix(512))
            let code = chunk.withUnsafeMutableBufferPointer {
                llama_decode(context, llama_batch_get_one($0.baseAddress, Int32($0.count)))
            }
            guard code == 0 else {
                llama_memory_clear(memory, true)
                evaluated = []
                if cancelled.isCancelled { throw CancellationError() }
                throw LanguageModelError.decodeFailed(code: code)
            }
            evaluated += chunk
            stats.promptTokensEvaluated += chunk.count
            remaining.removeFirst(chunk.count)
        }
        stats.promptSeconds = (ContinuousClock.now - start).seconds
    }

    private func generate(
        _ prompt: String, options: GenerationOptions, cancelled: CancellationFlag, emit: (String) -> Void
    ) throws {
        let tokens = tokenize(prompt)
        guard !tokens.isEmpty else { return }
        let room = Int(contextLength) - tokens.count
        guard room > 8 else {
            throw LanguageModelError.promptTooLong(tokens: tokens.count, limit: Int(contextLength) - 8)
        }
        let abort: @convention(c) (UnsafeMutableRawPointer?) -> Bool = { pointer in
            Unmanaged<CancellationFlag>.fromOpaque(pointer!).takeUnretainedValue().isCancelled
        }
        llama_set_abort_callback(context, abort, Unmanaged.passUnretained(cancelled).toOpaque())
        defer { llama_set_abort_callback(context, nil, nil) }

        var stats = LlamaGenerationStats()
        defer { lastStatsStorage.withLock { $0 = stats } }
        try evaluatePrompt(tokens, cancelled: cancelled, stats: &stats)

        let sampler = makeSampler(options)
        defer { llama_sampler_free(sampler) }
        var text = UTF8Accumulator()
        var stops = StopSequenceMatcher(options.stopSequences)
        let start = ContinuousClock.now
        defer { stats.generationSeconds = (ContinuousClock.now - start).seconds }
        for _ in 0..<min(options.maximumResponseTokens, room - 1) {
            if cancelled.isCancelled { throw CancellationError() }
            var token = llama_sampler_sample(sampler, context, -1)
            if llama_vocab_is_eog(vocab, token) { break }
            stats.generatedTokens += 1
            let (safe, stopped) = stops.feed(text.append(piece(token)))
            if !safe.isEmpty { emit(safe) }
            if stopped { return }
            let code = llama_decode(context, llama_batch_get_one(&token, 1))
            guard code == 0 else {
                llama_memory_clear(llama_get_memory(context), true)
                evaluated = []
                if cancelled.isCancelled { throw CancellationError() }
                throw LanguageModelError.decodeFailed(code: code)
            }
            evaluated.append(token)
        }
        let rest = stops.feed(text.finish()).text + stops.finish()
        if !rest.isEmpty { emit(rest) }
    }
}

/// Set when the consumer of a stream goes away; read by the generation loop and llama.cpp's abort callback.
final class CancellationFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    func cancel() { flag.store(true, ordering: .relaxed) }
    var isCancelled: Bool { flag.load(ordering: .relaxed) }
}

extension Duration {
    /// The duration in seconds, fractional.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
