/// The writing system and (for Latin script) the likely language of a text, to check that a rewrite stayed in
/// the language of its original.
public struct TextLanguage: Sendable, Hashable {
    public enum Script: String, Sendable, Hashable {
        case latin, cyrillic, greek, arabic, hebrew, han, kana, hangul, devanagari, thai, other
    }

    /// The script most of the letters are in; `nil` for text without letters.
    public let script: Script?
    /// An ISO 639-1 code when the text has enough common words to tell (en, nl, de, fr, es), else `nil`.
    public let language: String?

    public init(of text: String) {
        var counts: [Script: Int] = [:]
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            counts[Self.script(of: scalar), default: 0] += 1
        }
        script = counts.max { $0.value < $1.value }?.key
        language = script == .latin ? Self.guessLanguage(text) : nil
    }

    /// Whether `other` is plausibly in the same language: same script, and not confidently another language.
    public func isCompatible(with other: TextLanguage) -> Bool {
        guard let script, let otherScript = other.script else { return true }
        guard script == otherScript else { return false }
        guard let language, let otherLanguage = other.language else { return true }
        return language == otherLanguage
    }

    private static func script(of scalar: Unicode.Scalar) -> Script {
        switch scalar.value {
        case 0x41...0x24F, 0x1E00...0x1EFF: .latin
        case 0x370...0x3FF: .greek
        case 0x400...0x52F: .cyrillic
        case 0x590...0x5FF: .hebrew
        case 0x600...0x6FF, 0x750...0x77F: .arabic
        case 0x900...0x97F: .devanagari
        case 0xE00...0xE7F: .thai
        case 0x3040...0x30FF: .kana
        case 0xAC00...0xD7AF, 0x1100...0x11FF: .hangul
        case 0x4E00...0x9FFF, 0x3400...0x4DBF: .han
        default: .other
        }
    }

    private static let commonWords: [String: Set<String>] = [
        "en": ["the", "and", "you", "your", "to", "of", "is", "are", "this", "that", "with", "for", "it", "yet", "let's", "what", "will", "be"],
        "nl": ["de", "het", "een", "en", "je", "jouw", "van", "is", "zijn", "dit", "dat", "met", "voor", "nog", "geen", "wat", "niet", "ik", "we"],
        "de": ["der", "die", "das", "und", "du", "dein", "ist", "sind", "nicht", "mit", "für", "noch", "kein", "ich", "wir"],
        "fr": ["le", "la", "les", "et", "vous", "votre", "est", "sont", "pas", "avec", "pour", "encore", "je", "nous", "une"],
        "es": ["el", "la", "los", "y", "tu", "tus", "es", "son", "no", "con", "para", "todavía", "yo", "una", "aún"],
    ]

    /// Words of one language that English UI text never uses: one is enough to tell a short string with no common
    /// English word ("Doelen laden…", "Welkom terug") from English. Dutch only so far, the app's second language.
    private static let distinctiveWords: [String: Set<String>] = [
        "nl": [
            "je", "jij", "jouw", "nog", "geen", "een", "het", "niet", "deze", "dit", "wat", "hier", "naar", "om", "te",
            "op", "bij", "uit", "aan", "ook", "nu", "maar", "ze", "zijn", "wordt", "worden", "kan", "kunt", "wil",
            "wilt", "moet", "hebt", "heeft", "alleen", "welkom", "terug", "tik", "veeg", "houd", "zoek", "typ", "voeg",
            "bezig", "laden", "geladen", "ophalen", "opslaan", "verwijderen", "toevoegen", "bewerken", "zoeken",
            "uploaden", "downloaden", "synchroniseren", "bestanden", "gegevens", "instellingen", "meldingen",
            "berichten", "wijzigingen", "zeker", "weet", "nieuwe", "alle", "jullie", "onze", "wachten", "geduld",
        ],
    ]

    private static func guessLanguage(_ text: String) -> String? {
        let words = text.lowercased().split { !$0.isLetter && $0 != "'" }.map(String.init)
        let scores = commonWords.mapValues { vocabulary in words.filter(vocabulary.contains).count }
        let ranked = scores.sorted { $0.value > $1.value }
        if let best = ranked.first, best.value >= 2, best.value >= 2 * (ranked.dropFirst().first?.value ?? 0) {
            return best.key
        }
        // Too few common words to rank: a distinctive word decides, unless a common English word stands beside it.
        guard scores["en", default: 0] == 0 else { return nil }
        let distinctive = distinctiveWords.filter { _, vocabulary in words.contains(where: vocabulary.contains) }
        return distinctive.count == 1 ? distinctive.first?.key : nil
    }
}
