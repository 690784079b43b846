import ArgumentParser
import Personable

/// `--lang`: the language of module names and nudges; the user's locale (else English) when not given.
struct ModuleLanguageOptions: ParsableArguments {
    @Option(name: .long, help: "The language: \(ModuleLanguage.allCases.map(\.rawValue).joined(separator: ", ")) (default: from your locale, else en).")
    var lang: String?

    func language() throws -> ModuleLanguage {
        try lang.map(ModuleLanguage.parse) ?? .current
    }
}
