import Foundation

/// People's first names and surnames in lower case ("marco", "rachel"; "jones", "mehta"): a lower-case draft's word
/// here is a person's name more often than not, so ``NameCasing`` takes it capitalised at a smaller margin, and a
/// first name as the writer's name at the very end of a message ("call me anytime, gemma").
///
/// Data, one name per line, in `Resources/FirstNames.txt` and `Resources/Surnames.txt` (their headers say where the
/// names come from and which words were left out because they are also ordinary English words: "will", "hope",
/// "mark", "smith").
enum PeopleNames {
    /// The first names shipped with the package.
    static let first = WordListResource.load("FirstNames")
    /// The surnames shipped with the package.
    static let last = WordListResource.load("Surnames")

    /// Whether `word` (in any case) is a first name of the list.
    static func isFirstName(_ word: String) -> Bool {
        first.contains(word.lowercased())
    }

    /// Whether `word` (in any case) is a surname of the list.
    static func isSurname(_ word: String) -> Bool {
        last.contains(word.lowercased())
    }
}
