import ArgumentParser
import Foundation
import Personable

/// `personable catalog review FILE --theme T [--approve-all]`: the rewrites waiting for a person.
struct CatalogReviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "List the rewrites of a catalog waiting for review, with their originals; or approve them all.",
        discussion: "Each rewrite is listed with its original and, after \"or:\", the theme's other ways to say it. Decide one at a time with catalog approve, catalog edit (give it one of those, or your own) and catalog reject; then run catalog theme again to write the decided values as translated.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var catalog: CatalogReviewOptions

    @Flag(name: .long, help: "Approve every rewrite waiting for review.")
    var approveAll = false

    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    func run() async throws {
        let environment = try global.environment()
        let (source, theme) = try await catalog.read(in: environment)
        let reviewer = CatalogReviewer(database: environment.database, now: environment.now)
        if approveAll {
            let count = try await reviewer.approveAll(source, theme: theme)
            if json { return try Console.printJSON(["approved": count]) }
            return Console.print("I approved \(count) rewrite\(count == 1 ? "" : "s") in \(theme.rawValue).")
        }
        let items = try await reviewer.needingReview(source, theme: theme)
        if json { return try Console.printJSON(items) }
        guard !items.isEmpty else {
            return Console.print("Nothing in \(theme.rawValue) is waiting for review.")
        }
        for item in items {
            Console.print("\(item.id)\n  original: \(item.original)\n  \(theme.rawValue): \(item.text)")
            if let rating = item.rating { Console.print("  rated \(rating) of 5 in the app") }
            if let count = item.regenerations { Console.print("  regenerated \(count) time\(count == 1 ? "" : "s")") }
            for alternative in item.alternatives ?? [] { Console.print("  or: \(alternative)") }
        }
    }
}
