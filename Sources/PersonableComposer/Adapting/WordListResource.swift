import Foundation

/// A list of words shipped with the package, one per line in lower case, `#` lines its header.
enum WordListResource {
    /// The words of `Resources/<name>.txt`.
    static func load(_ name: String) -> Set<String> {
        guard let url = Bundle.module.url(forResource: name, withExtension: "txt"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            preconditionFailure("The package's list \(name).txt is missing.")
        }
        return Set(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init))
    }
}
