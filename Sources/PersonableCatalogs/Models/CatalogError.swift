import Foundation

/// Why a catalog couldn't be read, themed or written, in the first person and naming the file.
public enum CatalogError: Error, LocalizedError, Equatable {
    case notFound(path: String)
    case unreadable(path: String)
    case notJSON(path: String, detail: String)
    case notStringCatalog(path: String)
    case noSourceLanguage(path: String)
    case outputIsFile(path: String)
    case outputNotWritable(path: String)
    case writeFailed(path: String, detail: String)
    case modelUnavailable(reason: String)
    case unknownKey(key: String, path: String)
    case notThemed(key: String)
    case nothingToApprove(key: String, theme: String)
    case editLosesPlaceholder(key: String)
    case emptyEdit(key: String)

    public var errorDescription: String? {
        switch self {
        case let .notFound(path):
            "I couldn't find \(path). Is the path right?"
        case let .unreadable(path):
            "I couldn't open \(path) to read it."
        case let .notJSON(path, detail):
            "I couldn't read \(path) as a String Catalog: its JSON isn't well formed (\(detail)). Open it in Xcode or fix it, then try again."
        case let .notStringCatalog(path):
            "I couldn't find a \"strings\" table in \(path), so I don't think it's a String Catalog (.xcstrings)."
        case let .noSourceLanguage(path):
            "I couldn't tell which language \(path) is written in: it has no \"sourceLanguage\". Xcode adds one; add \"sourceLanguage\" : \"en\" and try again."
        case let .outputIsFile(path):
            "I can only write catalogs into a folder, and \(path) is a file. Give me a folder with --output."
        case let .outputNotWritable(path):
            "I couldn't write into \(path): I'm not allowed to. Choose another folder with --output."
        case let .writeFailed(path, detail):
            "I couldn't write \(path) (\(detail)); the file that was there is unchanged."
        case let .modelUnavailable(reason):
            "I couldn't theme the catalog: I have no language model to write with. \(reason)"
        case let .unknownKey(key, path):
            "I couldn't find the key \"\(key)\" in \(path). Keys of plural or device forms are written like \"key [plural.one]\"."
        case let .notThemed(key):
            "I leave \"\(key)\" as it is in every theme (it's marked not to translate, or a theme doesn't rewrite that kind of text), so there is nothing to review."
        case let .nothingToApprove(key, theme):
            "I have no rewrite of \"\(key)\" in \(theme) to approve yet. Run catalog theme first, or give it your own text with edit."
        case let .editLosesPlaceholder(key):
            "I kept the old value of \"\(key)\": your text doesn't keep every placeholder of the original (such as %lld or %#@name@)."
        case let .emptyEdit(key):
            "I need some text for \"\(key)\", and yours was empty."
        }
    }
}
