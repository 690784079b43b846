import CLlama
import Foundation
import PersonableCore
import PersonableLanguageModels
import Synchronization

/// One loaded GGUF model and one llama.cpp context, used from a single serial queue.
///
/// llama.cpp calls block for milliseconds to seconds, so they run on this engine's own queue, never on Swift's
/// cooperative pool. The KV cache keeps the last prompt: a new prompt that shares a prefix with it (a theme's
/// few-shot examples) only evaluates what differs.
final class LlamaEngine: @unchecked Sendable {
    let file: ModelFile
    /// The file's name and hash prefix, read once: it names the prompt states saved for this model.
    let version: String
    let contextLength: Int32
    let threads: Int32
    /// Chooses the threads of each decode from the cores free at that moment.
    private let threadPolicy: LlamaThreadPolicy?
    /// The most completions decoded side by side in one batch (the composer's five variations).
    static let maximumSequences = 5
    /// The most tokens given to `llama_decode` at once.
    static let batchSize: Int32 = 512

    // Touched only on `queue`.
    private let queue = DispatchQueue(label: "personable.llama.engine", qos: .userInitiated)
    private let model: OpaquePointer
    private let context: OpaquePointer
    private let vocab: OpaquePointer
    private var evaluated: [llama_token] = []
    private var currentThreads: Int32 = 0
    private let lastStatsStorage = Mutex(LlamaGenerationStats())

    /// Loads `file` (blocking; about a third of a second for the default model).
    init(file: ModelFile, contextLength: Int32 = 4096, threads: Int32? = nil) throws {
        try file.validate()
        LlamaBackend.initialise()
        self.file = file
        self.version = file.version()
        self.contextLength = contextLength
        self.threads = threads ?? Int32(max(1, ProcessInfo.processInfo.activeProcessorCount))
        self.threadPolicy = threads == nil ? LlamaThreadPolicy(cores: Int(self.threads)) : nil

        var modelParameters = llama_model_default_params()
        modelParameters.n_gpu_layers = 0
        guard let model = llama_model_load_from_file(file.path, modelParameters) else {
            throw LanguageModelError.loadFailed(path: file.path)
        }
        var contextParameters = llama_context_default_params()
        contextParameters.n_ctx = UInt32(contextLength)
        contextParameters.n_batch = UInt32(Self.batchSize)
        contextParameters.n_threads = self.threads
        contextParameters.n_threads_batch = self.threads
        contextParameters.swa_full = true  // so a prompt's tail can be dropped from the cache and re-evaluated
        contextParameters.n_seq_max = UInt32(Self.maximumSequences)
        contextParameters.kv_unified = true  // the sequences share one cache, and the prompt prefix in it
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

    /// Returns once every call queued before it has run (a cancelled generation ends at its next token).
    func waitUntilIdle() async {
        await withCheckedContinuation { continuation in queue.async { continuation.resume() } }
    }

    /// Counts the tokens of `text` as a prompt, on the engine's queue (never blocking a thread of Swift's pool).
    func tokenCount(_ text: String) async -> Int {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.tokenize(text).count) }
        }
    }

    /// Puts the tokens of `text` in sequence 0 of the KV cache, ready for prompts that start with them: from
    /// memory when they are there, else from `cache` on disk when it has them, else by evaluating them (and then
    /// saving them to `cache`).
    func prewarm(_ text: String, cache: PromptStateCache?) async throws -> PromptPrewarmSource {
        try await withCheckedThrowingContinuation { continuation in
            queue.async {
                continuation.resume(with: Result { try self.prewarmOnQueue(self.tokenize(text), cache: cache) })
            }
        }
    }

    /// Streams completions of `prompts`, decoded side by side (up to ``maximumSequences`` at once), as pieces
    /// tagged with the index of their prompt; each completion ends with a final piece, early when `stopper` says so.
    func stream(
        _ prompts: [(text: String, options: GenerationOptions)], stopper: ResponseStopper = ResponseStopper()
    ) -> AsyncThrowingStream<ResponsePiece, any Error> {
        AsyncThrowingStream { continuation in
            let cancelled = CancellationFlag()
            continuation.onTermination = { _ in cancelled.cancel() }
            queue.async {
                do {
                    for start in stride(from: 0, to: prompts.count, by: Self.maximumSequences) {
                        let group = Array(prompts[start..<min(start + Self.maximumSequences, prompts.count)])
                        try self.generate(group, cancelled: cancelled, isStopped: { stopper.isStopped(start + $0) }) { piece in
                            continuation.yield(ResponsePiece(index: start + piece.index, text: piece.text, isFinal: piece.isFinal))
                        }
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
        }
    }

    /// How likely the model finds each of `texts`: the log-probabilities of its tokens after the tokens all of them
    /// share, summed (see ``LanguageModel/logLikelihoods(of:)``). The shared tokens are evaluated once, in sequence
    /// 0, where they stay for the next call that starts with them; the rests are decoded side by side.
    func logLikelihoods(_ texts: [String]) async throws -> [Double] {
        try await withCheckedThrowingContinuation { continuation in
            queue.async {
                continuation.resume(with: Result {
                    let tokens = texts.map { self.tokenize($0) }
                    guard tokens.allSatisfy({ $0.count > 1 }), tokens.count > 0 else { return texts.map { _ in 0 } }
                    // The start all of them share, not each group's: scores from different groups compare.
                    let shared = max(1, Self.sharedPrefixLength(of: tokens))
                    var scores: [Double] = []
                    for start in stride(from: 0, to: tokens.count, by: Self.maximumSequences - 1) {
                        scores += try self.score(Array(tokens[start..<min(start + Self.maximumSequences - 1, tokens.count)]), shared: shared)
                    }
                    return scores
                })
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

    private func prewarmOnQueue(_ tokens: [llama_token], cache: PromptStateCache?) throws -> PromptPrewarmSource {
        if evaluated.starts(with: tokens) { return .memory }
        let stored = cache?.file(for: tokens, modelVersion: version)
        if let stored, load(stored, expecting: tokens) {
            cache?.touch(stored)
            return .disk
        }
        var stats = LlamaGenerationStats()
        try evaluatePrefix(tokens, cancelled: CancellationFlag(), stats: &stats)
        if let cache, let stored {
            save(tokens, to: stored, in: cache)
            cache.prune()
        }
        return .evaluated
    }

    /// Replaces sequence 0 with the state in `file`, if it holds exactly `tokens`.
    private func load(_ file: URL, expecting tokens: [llama_token]) -> Bool {
        guard FileManager.default.fileExists(atPath: file.path) else { return false }
        let memory = llama_get_memory(context)
        llama_memory_seq_rm(memory, 0, -1, -1)
        evaluated = []
        var stored = [llama_token](repeating: 0, count: tokens.count)
        var count = 0
        let bytes = llama_state_seq_load_file(context, file.path, 0, &stored, stored.count, &count)
        guard bytes > 0, count == tokens.count, stored == tokens else {
            llama_memory_seq_rm(memory, 0, -1, -1)
            return false
        }
        evaluated = tokens
        return true
    }

    /// Writes sequence 0, which holds `tokens`, to `file`: to a temporary file first, renamed into place, so a
    /// reader never sees half a file.
    private func save(_ tokens: [llama_token], to file: URL, in cache: PromptStateCache) {
        guard (try? FileManager.default.createDirectory(at: cache.directory, withIntermediateDirectories: true)) != nil else { return }
        let partial = file.path + ".\(ProcessInfo.processInfo.processIdentifier).partial"
        let bytes = tokens.withUnsafeBufferPointer { llama_state_seq_save_file(context, partial, 0, $0.baseAddress, $0.count) }
        if bytes == 0 || rename(partial, file.path) != 0 { unlink(partial) }
    }

    /// Makes sequence 0 of the cache hold exactly `tokens`, evaluating only those not already there.
    private func evaluatePrefix(_ tokens: [llama_token], cancelled: CancellationFlag, stats: inout LlamaGenerationStats) throws {
        let memory = llama_get_memory(context)
        var keep = zip(evaluated, tokens).prefix { $0 == $1 }.count
        if keep < evaluated.count {
            if !llama_memory_seq_rm(memory, 0, llama_pos(keep), -1) {
                llama_memory_clear(memory, true)
                keep = 0
            }
            evaluated.removeSubrange(keep...)
        }
        stats.promptTokensReused = keep
        var remaining = tokens[keep...]
        while !remaining.isEmpty {
            if cancelled.isCancelled { throw CancellationError() }
            var chunk = Array(remaining.prefix(Int(Self.batchSize)))
            fitThreadsToFreeCores()
            let code = chunk.withUnsafeMutableBufferPointer {
                llama_decode(context, llama_batch_get_one($0.baseAddress, Int32($0.count)))
            }
            try check(code, cancelled: cancelled)
            evaluated += chunk
            stats.promptTokensEvaluated += chunk.count
            remaining = remaining.dropFirst(chunk.count)
        }
    }

    /// Scores up to ``maximumSequences`` - 1 token lists (on the queue) after their first `shared` tokens, which all
    /// of them have: those but the last go in sequence 0; each list's rest, from the last shared token on, in a
    /// sequence of its own, every row's logits kept, so each token after the shared start is scored from the row
    /// before it.
    private func score(_ tokens: [[llama_token]], shared: Int) throws -> [Double] {
        let cells = shared + tokens.reduce(0) { $0 + $1.count - shared }
        guard cells <= Int(contextLength) else {
            throw LanguageModelError.promptTooLong(tokens: cells, limit: Int(contextLength))
        }
        var stats = LlamaGenerationStats()
        let cancelled = CancellationFlag()
        try evaluatePrefix(Array(tokens[0][..<(shared - 1)]), cancelled: cancelled, stats: &stats)
        let memory = llama_get_memory(context)
        defer { for index in tokens.indices { llama_memory_seq_rm(memory, llama_seq_id(index + 1), -1, -1) } }
        for index in tokens.indices { llama_memory_seq_cp(memory, 0, llama_seq_id(index + 1), -1, -1) }
        let batch = LlamaBatch(capacity: Self.batchSize)
        var scores = [Double](repeating: 0, count: tokens.count)
        // (list, position of the token whose next token the row predicts) for each row of the batch.
        var rows: [(list: Int, position: Int)] = []
        let decodeAndScore = {
            guard batch.count > 0 else { return }
            self.fitThreadsToFreeCores()
            let code = llama_decode(self.context, batch.batch)
            if code != 0 {
                llama_memory_clear(memory, true)
                self.evaluated = []
                throw LanguageModelError.decodeFailed(code: code)
            }
            for (row, entry) in rows.enumerated() {
                scores[entry.list] += self.logProbability(of: tokens[entry.list][entry.position + 1], row: Int32(row))
            }
            batch.clear()
            rows = []
        }
        for (list, listTokens) in tokens.enumerated() {
            for position in (shared - 1)..<(listTokens.count - 1) {
                batch.add(listTokens[position], at: position, sequence: list + 1, logits: true)
                rows.append((list, position))
                if batch.isFull { try decodeAndScore() }
            }
        }
        try decodeAndScore()
        return scores
    }

    /// The log-probability of `token` by the logits of `row` of the last decode (a log-softmax over the vocabulary).
    private func logProbability(of token: llama_token, row: Int32) -> Double {
        guard let logits = llama_get_logits_ith(context, row) else { return 0 }
        return Double(logits[Int(token)]) - personable_log_sum_exp(logits, llama_vocab_n_tokens(vocab))
    }

    /// Gives the next decode as many threads as there are free cores (`LlamaThreadPolicy`).
    private func fitThreadsToFreeCores() {
        guard let threadPolicy else { return }
        let threads = threadPolicy.threads()
        guard threads != currentThreads else { return }
        llama_set_n_threads(context, threads, threads)
        currentThreads = threads
    }

    /// Throws for a failed `llama_decode` (after emptying the cache, whose state is then unknown).
    private func check(_ code: Int32, cancelled: CancellationFlag) throws {
        guard code != 0 else { return }
        llama_memory_clear(llama_get_memory(context), true)
        evaluated = []
        if cancelled.isCancelled { throw CancellationError() }
        throw LanguageModelError.decodeFailed(code: code)
    }

    /// The state of one ``generate(_:cancelled:isStopped:emit:)``: its completions, its timings, and whether the
    /// tokens it fed are all in the KV cache (a failed or cancelled decode leaves that unknown).
    private struct Generation {
        var completions: [LlamaCompletion]
        var stats = LlamaGenerationStats()
        var intact = true
    }

    /// Completes up to ``maximumSequences`` prompts side by side (on the queue). The prefix they share is
    /// evaluated once (or found in the cache) and copied to each sequence; the first prompt's rest goes in alone
    /// (its first token streams at once), the others' rests together; then every step decodes one token of each
    /// unfinished answer in a single batch; an answer `isStopped` says to end leaves the batch with a final piece.
    private func generate(
        _ prompts: [(text: String, options: GenerationOptions)], cancelled: CancellationFlag, isStopped: (Int) -> Bool,
        emit: (ResponsePiece) -> Void
    ) throws {
        let tokens = prompts.map { tokenize($0.text) }
        guard tokens.allSatisfy({ !$0.isEmpty }) else {
            for index in prompts.indices { emit(ResponsePiece(index: index, text: "", isFinal: true)) }
            return
        }
        let shared = Self.sharedPrefixLength(of: tokens)
        let promptCells = shared + tokens.reduce(0) { $0 + $1.count - shared }
        let reserve = 8 * prompts.count
        guard promptCells + reserve <= Int(contextLength) else {
            throw LanguageModelError.promptTooLong(tokens: promptCells, limit: Int(contextLength) - reserve)
        }
        try withAbortCallback(cancelled) {
            var generation = Generation(completions: [])
            defer { lastStatsStorage.withLock { $0 = generation.stats } }
            let promptStart = ContinuousClock.now
            try reusePrefix(Array(tokens[0][..<shared]), sequences: prompts.count, cancelled: cancelled, stats: &generation.stats)
            generation.completions = makeCompletions(prompts, tokens: tokens, promptCells: promptCells)
            defer { finish(generation) }
            let batch = LlamaBatch(capacity: max(Self.batchSize, Int32(prompts.count)))

            try feedFirstPrompt(tokens[0], shared: shared, batch: batch, generation: &generation, cancelled: cancelled, emit: emit)
            generation.stats.promptSeconds = (ContinuousClock.now - promptStart).seconds
            let generationStart = ContinuousClock.now
            defer { generation.stats.generationSeconds = (ContinuousClock.now - generationStart).seconds }
            try feedOtherPrompts(tokens, shared: shared, batch: batch, generation: &generation, cancelled: cancelled)
            generation.stats.promptTokensEvaluated += promptCells - shared
            try decodeAnswers(batch: batch, generation: &generation, cancelled: cancelled, isStopped: isStopped, emit: emit)
        }
    }

    // MARK: Generation's pieces

    /// How many leading tokens every prompt shares; each prompt keeps at least its last token out of the shared
    /// part, as its logits start the answer.
    static func sharedPrefixLength(of tokens: [[llama_token]]) -> Int {
        let shared = tokens.dropFirst().reduce(tokens[0].count) { length, other in
            min(length, zip(tokens[0], other).prefix { $0 == $1 }.count)
        }
        return min(shared, tokens.map(\.count).min()! - 1)
    }

    /// Runs `body` with llama.cpp asking `cancelled` between its compute steps, so a cancellation stops a decode.
    private func withAbortCallback(_ cancelled: CancellationFlag, _ body: () throws -> Void) rethrows {
        let abort: @convention(c) (UnsafeMutableRawPointer?) -> Bool = { pointer in
            Unmanaged<CancellationFlag>.fromOpaque(pointer!).takeUnretainedValue().isCancelled
        }
        llama_set_abort_callback(context, abort, Unmanaged.passUnretained(cancelled).toOpaque())
        defer { llama_set_abort_callback(context, nil, nil) }
        try body()
    }

    /// KV-cache prefix reuse: puts the shared `prefix` in sequence 0 (evaluating only what the cache lacks) and
    /// copies it to the other `sequences`.
    private func reusePrefix(
        _ prefix: [llama_token], sequences: Int, cancelled: CancellationFlag, stats: inout LlamaGenerationStats
    ) throws {
        try evaluatePrefix(prefix, cancelled: cancelled, stats: &stats)
        let memory = llama_get_memory(context)
        for index in 1..<sequences { llama_memory_seq_cp(memory, 0, llama_seq_id(index), -1, -1) }
    }

    /// A completion per prompt, the cache's free cells shared out between them.
    private func makeCompletions(
        _ prompts: [(text: String, options: GenerationOptions)], tokens: [[llama_token]], promptCells: Int
    ) -> [LlamaCompletion] {
        let share = (Int(contextLength) - promptCells) / prompts.count
        return prompts.indices.map { index in
            LlamaCompletion(
                sampler: makeSampler(prompts[index].options), limit: min(prompts[index].options.maximumResponseTokens, share - 1),
                stops: StopSequenceMatcher(prompts[index].options.stopSequences),
                // The first prompt's last token goes in with its rest; the others' with the first step.
                pending: index == 0 ? nil : tokens[index].last, position: tokens[index].count - 1)
        }
    }

    /// Frees the samplers and the other sequences; the tokens of sequence 0 stay known for the next prompt's reuse
    /// when everything fed was decoded.
    private func finish(_ generation: Generation) {
        generation.completions.forEach { llama_sampler_free($0.sampler) }
        let memory = llama_get_memory(context)
        for index in 1..<generation.completions.count { llama_memory_seq_rm(memory, llama_seq_id(index), -1, -1) }
        if generation.intact { evaluated += generation.completions[0].fed }
    }

    /// Batch building: the first prompt's rest goes in alone, so its first token streams before the other prompts
    /// are read.
    private func feedFirstPrompt(
        _ tokens: [llama_token], shared: Int, batch: LlamaBatch, generation: inout Generation, cancelled: CancellationFlag,
        emit: (ResponsePiece) -> Void
    ) throws {
        for (offset, token) in tokens[shared...].enumerated() {
            try stopIfCancelled(cancelled, generation: &generation)
            let isLast = shared + offset == tokens.count - 1
            add(token, at: shared + offset, to: 0, logits: isLast, batch: batch, generation: &generation)
            if batch.isFull || isLast {
                let last = batch.count - 1
                try decode(batch, generation: &generation, cancelled: cancelled)
                if isLast { sample(0, row: last, generation: &generation, emit: emit) }
            }
        }
    }

    /// Batch building: the other prompts' rests but their last tokens, which the first step puts in.
    private func feedOtherPrompts(
        _ tokens: [[llama_token]], shared: Int, batch: LlamaBatch, generation: inout Generation, cancelled: CancellationFlag
    ) throws {
        for index in tokens.indices.dropFirst() {
            for (offset, token) in tokens[index][shared..<(tokens[index].count - 1)].enumerated() {
                try stopIfCancelled(cancelled, generation: &generation)
                add(token, at: shared + offset, to: index, logits: false, batch: batch, generation: &generation)
                if batch.isFull { try decode(batch, generation: &generation, cancelled: cancelled) }
            }
        }
        if batch.count > 0 { try decode(batch, generation: &generation, cancelled: cancelled) }
    }

    /// One token of every unfinished answer per step, until none is left; an answer `isStopped` says to end gets
    /// its final piece at once.
    private func decodeAnswers(
        batch: LlamaBatch, generation: inout Generation, cancelled: CancellationFlag, isStopped: (Int) -> Bool,
        emit: (ResponsePiece) -> Void
    ) throws {
        while true {
            if cancelled.isCancelled { throw CancellationError() }
            var rows: [Int] = []
            for index in generation.completions.indices {
                guard let token = generation.completions[index].pending else { continue }
                if isStopped(index) {
                    generation.completions[index].pending = nil
                    emit(ResponsePiece(index: index, text: "", isFinal: true))
                    continue
                }
                add(token, at: generation.completions[index].position, to: index, logits: true, batch: batch, generation: &generation)
                rows.append(index)
            }
            if rows.isEmpty { break }
            try decode(batch, generation: &generation, cancelled: cancelled)
            for (row, index) in rows.enumerated() { sample(index, row: Int32(row), generation: &generation, emit: emit) }
        }
    }

    /// Per-sequence sampling and stops: samples answer `index`'s token from row `row` of the last batch, streams
    /// what its stop matcher lets through, and queues the token for the next step unless the answer is complete.
    private func sample(_ index: Int, row: Int32, generation: inout Generation, emit: (ResponsePiece) -> Void) {
        let token = llama_sampler_sample(generation.completions[index].sampler, context, row)
        let step = generation.completions[index].take(token, endsGeneration: llama_vocab_is_eog(vocab, token)) { piece(token) }
        if step.countsAsGenerated { generation.stats.generatedTokens += 1 }
        if step.isFinal || !step.text.isEmpty {
            emit(ResponsePiece(index: index, text: step.text, isFinal: step.isFinal))
        }
    }

    /// Adds `token` of answer `index` to the batch, and to what that answer has fed the cache.
    private func add(
        _ token: llama_token, at position: Int, to index: Int, logits: Bool, batch: LlamaBatch, generation: inout Generation
    ) {
        batch.add(token, at: position, sequence: index, logits: logits)
        generation.completions[index].fed.append(token)
    }

    /// Decodes the batch and empties it.
    private func decode(_ batch: LlamaBatch, generation: inout Generation, cancelled: CancellationFlag) throws {
        fitThreadsToFreeCores()
        let code = llama_decode(context, batch.batch)
        if code != 0 { generation.intact = false }
        try check(code, cancelled: cancelled)
        batch.clear()
    }

    /// Tokens added to the batch but not decoded are not in the cache: record none of this generation's then.
    private func stopIfCancelled(_ cancelled: CancellationFlag, generation: inout Generation) throws {
        guard cancelled.isCancelled else { return }
        generation.intact = false
        throw CancellationError()
    }
}
