import Foundation

/// People's first names in lower case ("marco", "rachel", "priya"): a lower-case draft's word here is a person's
/// name more often than not, so ``NameCasing`` takes it capitalised at a smaller margin, and as the writer's name
/// at the very end of a message ("call me anytime, gemma").
///
/// Data, one name per line, in `Resources/FirstNames.txt` (its header says where the names come from and which
/// words were left out because they are also ordinary English words: "will", "hope", "mark").
enum FirstNames {
    /// The names shipped with the package.
    static let all: Set<String> = {
        guard let url = Bundle.module.url(forResource: "FirstNames", withExtension: "txt"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            preconditionFailure("The package's list of first names is missing.")
        }
        return Set(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init))
    }()

    /// Whether `word` (in any case) is a first name of the list.
    static func contains(_ word: String) -> Bool {
        all.contains(word.lowercased())
    }
}
