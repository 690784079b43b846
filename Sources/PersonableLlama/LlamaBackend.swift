import CLlama
import Foundation

/// llama.cpp's process-wide set-up: the backend is initialised once and its log is kept quiet.
enum LlamaBackend {
    private static let initialised: Void = {
        llama_log_set({ level, text, _ in
            guard level == GGML_LOG_LEVEL_ERROR, let text,
                ProcessInfo.processInfo.environment["PERSONABLE_LLAMA_LOG"] != nil
            else { return }
            FileHandle.standardError.write(Data(String(cString: text).utf8))
        }, nil)
        llama_backend_init()
    }()

    static func initialise() {
        _ = initialised
    }
}
