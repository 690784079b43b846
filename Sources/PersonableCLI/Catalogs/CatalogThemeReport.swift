import Foundation
import Personable

/// What `catalog theme` did, per theme: as lines of text, or as JSON (`--json`).
struct CatalogThemeReport: Encodable {
    struct Theme: Encodable {
        var theme: String
        var file: String?
        var rewritten: Int
        var kept: Int
        var outOfScope: Int
        var doNotTranslate: Int
        var failed: Int
        var pending: Int
        var fromCache: Int
        var generated: Int
        var seconds: Double
        var units: [CatalogUnitResult]
    }

    var source: String
    var dryRun: Bool
    var themes: [Theme]

    init<Document: LocalizedStringsDocument>(source: String, dryRun: Bool, results: [CatalogThemeResult<Document>], files: [String]) {
        self.source = source
        self.dryRun = dryRun
        themes = results.enumerated().map { index, result in
            let duration = result.duration.components
            return Theme(
                theme: result.theme.rawValue, file: files.indices.contains(index) ? files[index] : nil,
                rewritten: result.count(.rewritten), kept: result.count(.kept), outOfScope: result.count(.outOfScope),
                doNotTranslate: result.count(.doNotTranslate), failed: result.count(.failed),
                pending: result.count(.pending), fromCache: result.units.count(where: \.fromCache),
                generated: result.generated,
                seconds: Double(duration.seconds) + Double(duration.attoseconds) / 1e18, units: result.units)
        }
    }

    /// One line per theme.
    var lines: [String] {
        themes.map { theme in
            if dryRun {
                return "\(theme.theme): \(theme.pending) to write with the model, \(theme.rewritten) rewritten and \(theme.kept) kept already stored, "
                    + "\(theme.outOfScope + theme.doNotTranslate) left as they are."
            }
            var line = "\(theme.theme): \(theme.rewritten) rewritten (marked needs_review), \(theme.kept) kept as written, "
                + "\(theme.outOfScope + theme.doNotTranslate) left as they are"
            if theme.failed > 0 { line += ", \(theme.failed) not written (the model failed)" }
            line += "; \(theme.generated) asked of the model"
            if let file = theme.file { line += " → \(file)" }
            return line + "."
        }
    }
}
