import ArgumentParser
import Foundation
import Personable

/// `personable catalog diff FILE --theme T --output DIR`: what the next `catalog theme` would change in DIR.
struct CatalogDiffCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed since the last run: the values the stored and reviewed text would change in the written catalog.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var catalog: CatalogReviewOptions
    @Option(name: .long, help: "The folder catalog theme wrote to.")
    var output: String
    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    /// The units whose text or state a run would write differently from `written`.
    static func changes<Document: LocalizedStringsDocument>(
        from written: [CatalogUnit], to source: Document, theme: DisplayTheme, themer: CatalogThemer
    ) async throws -> [Change] {
        let now = try await themer.theme(source, in: theme, dryRun: true).catalog.units
        let before = Dictionary(written.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return now.compactMap { unit -> Change? in
            let old = before[unit.id]
            guard old?.text != unit.text || old?.state != unit.state else { return nil }
            return Change(key: unit.id, before: old?.text ?? "", after: unit.text, stateBefore: old?.state, stateAfter: unit.state)
        }
    }

    struct Change: Encodable {
        var key: String
        var before: String
        var after: String
        var stateBefore: String?
        var stateAfter: String?
    }

    func run() async throws {
        let environment = try global.environment(access: .readOnly)
        let (source, theme) = try await catalog.read(in: environment)
        let fileExtension = source.path.hasSuffix(".strings") ? "strings" : "xcstrings"
        let path = URL(fileURLWithPath: output).appendingPathComponent(CatalogOutput.tableName(for: source.path, theme: theme))
            .appendingPathExtension(fileExtension).path
        let written = FileManager.default.fileExists(atPath: path) ? try CatalogThemeCommand.document(path).units : source.units
        // No model: what is stored and decided, as a run would write it.
        let themer = CatalogThemer(database: environment.database, generator: nil, now: environment.now)
        let changes = try await Self.changes(from: written, to: source, theme: theme, themer: themer)
        if json { return try Console.printJSON(changes) }
        guard !changes.isEmpty else { return Console.print("Nothing changed since \(path) was written.") }
        for change in changes {
            Console.print("\(change.key)\n  - \(change.before) (\(change.stateBefore ?? "no state"))\n  + \(change.after) (\(change.stateAfter ?? "no state"))")
        }
    }
}
