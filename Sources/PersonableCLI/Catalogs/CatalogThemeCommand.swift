import ArgumentParser
import Foundation
import Personable

/// `personable catalog theme FILE.xcstrings --theme T|all --output DIR`: one String Catalog per theme.
struct CatalogThemeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Write a String Catalog per theme, its in-scope values rewritten and marked for review.",
        discussion: """
            Each theme's catalog is written to DIR as <name>-<theme>.xcstrings; an app reads it with \
            String(localized: "key", table: "<name>-<theme>"). Buttons, labels, headers, errors, format-only \
            strings and keys marked "shouldTranslate": false are left as they are. Every value written is stored, \
            so a second run asks the model for nothing and a stopped run resumes.
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var model: ModelOptions

    @Argument(help: "The String Catalog (.xcstrings) or .strings file to theme.")
    var file: String

    @Option(name: .long, help: "A theme (\(DisplayTheme.allCases.filter(\.isGenerated).map(\.rawValue).joined(separator: ", ")), or one you added) or all.")
    var theme: String

    @Option(name: .long, help: "The folder to write the themed catalogs to (made when missing).")
    var output: String

    @Flag(name: .long, help: "Show what would be written and what the model would be asked for; write and ask nothing.")
    var dryRun = false

    @Flag(name: .long, help: "Print a JSON report instead of text.")
    var json = false

    func run() async throws {
        try await run(try Self.document(file))
    }

    /// The file as a String Catalog, or as a `.strings` file when it is named so.
    static func document(_ path: String) throws -> any LocalizedStringsDocument {
        path.hasSuffix(".strings") ? try StringsFile.read(path: path) : try StringCatalog.read(path: path)
    }

    private func run<Document: LocalizedStringsDocument>(_ catalog: Document) async throws {
        let environment = try global.environment(model: model)
        let themes = try Self.themes(theme, custom: try await environment.themes.customThemes())
        let destination = try Self.output(output, dryRun: dryRun)
        let themer = try environment.catalogThemer()
        let bar = CatalogProgressBar(enabled: Console.errorIsTerminal && !json)
        var results: [CatalogThemeResult<Document>] = []
        for theme in themes {
            results.append(try await themer.theme(catalog, in: theme, dryRun: dryRun) { bar.show($0) })
        }
        var files: [(url: URL, data: Data)] = []
        if let destination {
            files = results.map { (destination.url(for: file, theme: $0.theme), $0.catalog.data()) }
            try destination.write(files)
        }
        let report = CatalogThemeReport(source: file, dryRun: dryRun, results: results, files: files.map(\.url.path))
        if json { try Console.printJSON(report) } else { report.lines.forEach(Console.print) }
        if let language = catalog.language, !CatalogThemer.writesThemes(in: language) {
            Console.error(CatalogThemer.languageReason(language))
        }
        if results.contains(where: { $0.count(.failed) > 0 }) {
            Console.error("Some values kept their original text because the language model didn't answer for them; run me again to retry them.")
            throw ExitCode(ExitStatus.fallback)
        }
    }

    /// The themes `name` stands for: one, or every generated theme for `all` — the built-in ones, then the
    /// `custom` ones (the user's).
    static func themes(_ name: String, custom: [CustomTheme] = []) throws -> [DisplayTheme] {
        if name == "all" { return DisplayTheme.allCases.filter(\.isGenerated) + custom.map(\.theme) }
        if let theme = custom.first(where: { $0.name == name }) { return [theme.theme] }
        let theme: DisplayTheme
        do { theme = try DisplayTheme.parse(name) } catch var unknown as UnknownValueError {
            unknown.valid += custom.map(\.name)
            throw unknown
        }
        guard theme.isGenerated else {
            throw CLIError("I don't write a catalog for professional: it's the app's own text, the catalog you have. Choose another theme or all.")
        }
        return [theme]
    }

    /// The output folder, checked before any work; `nil` for a dry run (nothing is made or written then).
    static func output(_ path: String, dryRun: Bool) throws -> CatalogOutput? {
        guard dryRun else { return try CatalogOutput(directory: path) }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw CatalogError.outputIsFile(path: path)
        }
        return nil
    }
}
