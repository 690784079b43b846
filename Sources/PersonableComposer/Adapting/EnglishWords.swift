import Foundation

/// English words in lower case ("lagoon", "biscuit", "sat"), and texting's ("defo", "brekkie"): a word of a
/// lower-case draft that is none of these is a name more often than not ("zürich", "swisscom", "rajesh"), so
/// ``NameCasing`` looks at it however unlikely the model finds it capitalised alone, and takes it at a smaller margin.
///
/// Data, one word per line, in `Resources/EnglishWords.txt` (its header says where the words come from).
enum EnglishWords {
    /// The words shipped with the package.
    static let all = WordListResource.load("EnglishWords")

    /// Whether `word` (in any case; a possessive's "'s" aside) is an English word of the list.
    static func contains(_ word: String) -> Bool {
        let word = word.lowercased()
        return all.contains(word) || word.hasSuffix("'s") && all.contains(String(word.dropLast(2)))
    }
}
