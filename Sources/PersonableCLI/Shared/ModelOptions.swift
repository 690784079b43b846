import ArgumentParser
import Personable

/// Options that choose the language model that writes themed text.
struct ModelOptions: ParsableArguments {
    @Option(name: .long, help: "A GGUF model file (default: $PERSONABLE_MODEL or the one set-up installed).")
    var model: String?

    /// The generator for themed text, or `nil` when no model can be used (every theme falls back).
    func makeGenerator() async throws -> (any DisplayTextGenerating)? {
        nil
    }
}
