import CLlama
import Foundation
import Synchronization

/// llama.cpp's process-wide set-up: the backend is initialised once and its log is kept quiet.
public enum LlamaBackend {
    /// Whether llama.cpp's own error lines reach stderr (the app's `personable.llama.log` setting,
    /// `$PERSONABLE_LLAMA_LOG`); off by default, as they are not written for the person at the terminal.
    public static func showErrors(_ show: Bool) {
        showsErrors.store(show, ordering: .relaxed)
    }

    private static let showsErrors = Atomic<Bool>(false)

    private static let initialised: Void = {
        llama_log_set({ level, text, _ in
            guard level == GGML_LOG_LEVEL_ERROR, let text, LlamaBackend.showsErrors.load(ordering: .relaxed) else { return }
            FileHandle.standardError.write(Data(String(cString: text).utf8))
        }, nil)
        llama_backend_init()
    }()

    /// Initialises the backend once per process.
    static func initialise() {
        _ = initialised
    }
}
