import Foundation
import Synchronization
import Personable

/// A stand-in for the language model (the one seam tests double): counts calls, and can fail, be unavailable,
/// or hold every call until released.
public final class ScriptedGenerator: DisplayTextGenerating {
    private struct State {
        var calls = 0
        var fails = false
        var available = true
        var modelVersion = "model-a"
        var promptVersion = "prompt-1"
        var held = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    public init() {}

    public var calls: Int { state.withLock { $0.calls } }

    public func setFails(_ fails: Bool) { state.withLock { $0.fails = fails } }
    public func setAvailable(_ available: Bool) { state.withLock { $0.available = available } }
    public func setModelVersion(_ version: String) { state.withLock { $0.modelVersion = version } }
    public func setPromptVersion(_ version: String) { state.withLock { $0.promptVersion = version } }

    /// Makes every call wait until `release()`.
    public func hold() { state.withLock { $0.held = true } }

    public func release() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.held = false
            defer { state.waiters = [] }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }

    public var availability: LanguageModelAvailability {
        get async { state.withLock { $0.available } ? .available : .unavailable(reason: "I have no model in this test.") }
    }

    public var modelVersion: String? { state.withLock { $0.modelVersion } }
    public var promptVersion: String { state.withLock { $0.promptVersion } }

    public func generate(_ request: DisplayTextRequest) async throws -> DisplayTextGeneration {
        let call = state.withLock { state -> Int in
            state.calls += 1
            return state.calls
        }
        await withCheckedContinuation { continuation in
            let wait = state.withLock { state -> Bool in
                if state.held { state.waiters.append(continuation) }
                return state.held
            }
            if !wait { continuation.resume() }
        }
        let (fails, model, prompt) = state.withLock { ($0.fails, $0.modelVersion, $0.promptVersion) }
        let text = "\(request.theme.rawValue) #\(call): \(request.originalText)"
        if fails { throw DisplayTextServiceError.noAcceptableCandidate(tried: 3, reasons: [.empty]) }
        return DisplayTextGeneration(text: text, prompt: "prompt for \(request.originalText)", modelVersion: model, promptVersion: prompt)
    }
}
