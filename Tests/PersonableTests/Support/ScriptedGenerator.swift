import Foundation
import Synchronization
@testable import Personable

/// A stand-in for the language model (the one seam tests double): counts calls, and can fail, be unavailable,
/// or hold every call until released.
final class ScriptedGenerator: DisplayTextGenerating {
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

    var calls: Int { state.withLock { $0.calls } }

    func setFails(_ fails: Bool) { state.withLock { $0.fails = fails } }
    func setAvailable(_ available: Bool) { state.withLock { $0.available = available } }
    func setModelVersion(_ version: String) { state.withLock { $0.modelVersion = version } }
    func setPromptVersion(_ version: String) { state.withLock { $0.promptVersion = version } }

    /// Makes every call wait until `release()`.
    func hold() { state.withLock { $0.held = true } }

    func release() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.held = false
            defer { state.waiters = [] }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }

    var availability: LanguageModelAvailability {
        get async { state.withLock { $0.available } ? .available : .unavailable(reason: "I have no model in this test.") }
    }

    var modelVersion: String? { state.withLock { $0.modelVersion } }
    var promptVersion: String { state.withLock { $0.promptVersion } }

    func generate(_ request: DisplayTextRequest) async throws -> DisplayTextGeneration {
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

/// A clock tests move by hand.
final class TestClock: Sendable {
    private let current = Mutex(Date(timeIntervalSince1970: 1_800_000_000))

    var now: Date { current.withLock { $0 } }

    func advance(_ seconds: TimeInterval) { current.withLock { $0 += seconds } }

    var function: @Sendable () -> Date { { self.now } }
}
