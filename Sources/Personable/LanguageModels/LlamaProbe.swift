import CLlama

enum LlamaProbe {
    static func systemInfo() -> String { String(cString: llama_print_system_info()) }
}
