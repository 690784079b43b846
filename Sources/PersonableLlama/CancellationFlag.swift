import Synchronization

/// Set when the consumer of a stream goes away; read by the generation loop and llama.cpp's abort callback.
final class CancellationFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    func cancel() { flag.store(true, ordering: .relaxed) }
    var isCancelled: Bool { flag.load(ordering: .relaxed) }
}
