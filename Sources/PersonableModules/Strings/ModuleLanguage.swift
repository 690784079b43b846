import Foundation
import PersonableCore

/// A language the modules and nudges are written in. English is the fallback for every other language.
///
/// ```swift
/// let language = ModuleLanguage.current          // from the user's locale, else English
/// TrackingModule.walks.displayName(in: .dutch)   // "Wandelingen"
/// ```
public enum ModuleLanguage: String, CaseIterable, Codable, Sendable {
    case english = "en"
    case dutch = "nl"

    /// The locale used for formatting and lower-casing in this language.
    public var locale: Locale { Locale(identifier: rawValue) }

    /// The language of a locale or language identifier (`nl`, `nl-BE`, `nl_NL.UTF-8`), or `nil` when it is
    /// not one of ours (`fr_FR`, `C`, `POSIX`).
    public init?(identifier: String) {
        let code = identifier.lowercased().prefix { $0.isLetter }
        guard let language = Self(rawValue: String(code)) else { return nil }
        self = language
    }

    /// The first of `identifiers` (most preferred first) that is one of ours; English when none is.
    public static func preferred(from identifiers: [String]) -> ModuleLanguage {
        identifiers.lazy.compactMap(ModuleLanguage.init(identifier:)).first ?? .english
    }

    /// The user's language: the POSIX locale variables first (`LANGUAGE`, then the first of `LC_ALL`,
    /// `LC_MESSAGES`, `LANG` that is set), then the system's preferred languages; English as the fallback.
    public static var current: ModuleLanguage {
        preferred(environment: ProcessInfo.processInfo.environment, systemLanguages: Locale.preferredLanguages)
    }

    /// ``current`` from explicit inputs, for tests.
    ///
    /// `LANGUAGE` is a colon-separated list that, as in gettext, counts only when the locale is not `C`/`POSIX`.
    public static func preferred(environment: [String: String], systemLanguages: [String]) -> ModuleLanguage {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        var identifiers: [String] = []
        if let list = environment["LANGUAGE"], !list.isEmpty, locale.map(Self.isPOSIX) != true {
            identifiers += list.split(separator: ":").map(String.init)
        }
        if let locale, !isPOSIX(locale) { identifiers.append(locale) }
        return preferred(from: identifiers + systemLanguages)
    }

    /// Parses a language the user typed (`nl`, `en`, `nl_NL`), listing the valid ones when it is unknown.
    public static func parse(_ text: String) throws -> ModuleLanguage {
        guard let language = ModuleLanguage(identifier: text) else {
            throw UnknownValueError(kind: "language", value: text, valid: allCases.map(\.rawValue))
        }
        return language
    }

    private static func isPOSIX(_ locale: String) -> Bool {
        let name = locale.prefix { $0 != "." }
        return name == "C" || name == "POSIX"
    }
}
