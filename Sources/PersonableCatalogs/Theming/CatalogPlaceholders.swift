import PersonableDisplayText

/// The placeholders a themed value must keep exactly: printf specifiers (`%lld`, `%1$@`) and String Catalog
/// substitutions (`%#@books@`), whose forms the app fills in at run time.
struct CatalogPlaceholders: Equatable {
    let specifiers: FormatSpecifiers
    /// Every `%#@name@` token, sorted.
    let substitutions: [String]

    init(in text: String) {
        specifiers = FormatSpecifiers(in: text)
        substitutions = Self.substitutions(in: text)
    }

    /// Whether `other` keeps every placeholder of this text.
    func keptBy(_ other: CatalogPlaceholders) -> Bool {
        specifiers.matches(other.specifiers) && substitutions == other.substitutions
    }

    private static func substitutions(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "%#@") {
            let afterStart = rest[start.upperBound...]
            guard let end = afterStart.firstIndex(of: "@") else { break }
            found.append(String(rest[start.lowerBound...end]))
            rest = rest[rest.index(after: end)...]
        }
        return found.sorted()
    }
}
