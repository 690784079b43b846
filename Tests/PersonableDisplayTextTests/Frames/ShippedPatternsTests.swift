@testable import PersonableDisplayText
import Testing

/// The shipped sentence patterns are data reviewed like code: every pattern, filled with words written here (not
/// taken from the evaluation sets), is of the situation it was written for — a pattern the classifier never sends
/// strings to is dead — and its sentence passes the checks a model's answer must pass, but the added-content
/// check (a pattern is written words).
struct ShippedPatternsTests {
    /// What fills a slot, and what ends a string, per situation; and the kind such strings are shown as.
    static let fillings: [FrameSituation: (kind: TextKind, slot: [String], end: String)] = [
        .empty: (.emptyStateTitle, ["invoices", "saved playlists"], ""),
        .emptyYet: (.emptyStateTitle, ["invoices", "saved playlists"], ""),
        .emptyByUse: (.emptyStateTitle, ["notifications", "watch history"], ""),
        .allDone: (.emptyStateTitle, ["invoices"], "!"),
        .working: (.loading, ["your library", "invoices"], "…"),
        .waiting: (.loading, ["a GPS fix", "the network"], "…"),
        .done: (.confirmation, ["Your address", "The invite link", "%1$s"], "."),
        .doneRemoval: (.confirmation, ["%d old messages", "the draft"], "."),
        .askRemoval: (.confirmation, ["this playlist", "%d photos"], "?"),
        .ask: (.confirmation, ["this watch", "@%1$s"], "?"),
        .askOpen: (.placeholder, ["your name"], "?"),
        .write: (.placeholder, ["reply", "comment"], "…"),
        .fill: (.placeholder, ["a folder name", "amount"], ""),
        .search: (.placeholder, ["notes"], ""),
        .welcome: (.title, ["Notely", "%1$s"], "!"),
        .instruction: (.instruction, ["note", "left to archive a note"], "."),
    ]

    @Test(arguments: DisplayTheme.allCases.filter(\.isGenerated))
    func everyPatternFitsItsSituationAndPassesTheChecks(theme: DisplayTheme) throws {
        let gate = DisplayTextQualityGate(promptText: "")
        var applied = 0
        for situation in FrameSituation.allCases {
            for pattern in ThemePatterns.shipped.patterns(for: theme, in: situation) {
                let filling = try #require(Self.fillings[situation], "no sample words for \(situation.rawValue)")
                let originals = pattern.pattern.contains(ThemePattern.slot)
                    ? filling.slot.map { pattern.pattern.replacingOccurrences(of: ThemePattern.slot, with: $0) + filling.end }
                    : [pattern.pattern + filling.end]
                // A pattern the classifier never sends a string to is dead.
                let placed = originals.filter { FrameSituation($0, kind: filling.kind) == situation }
                #expect(!placed.isEmpty, "\(theme.rawValue): \(pattern.pattern) fits no string of \(situation.rawValue)")
                for original in placed {
                    let rewrite = try #require(pattern.applied(to: original), "\(pattern.pattern) does not fit \(original)")
                    // The length budget is the service's, string by string: a longer string gets another sentence or none.
                    let rejections = gate.rejections(of: rewrite, original: original, textType: filling.kind.textType!, kind: filling.kind)
                        .filter { $0 != .tooLong }
                    #expect(rejections.isEmpty, "\(theme.rawValue): \(rewrite) ← \(original): \(rejections)")
                    applied += 1
                }
            }
        }
        #expect(applied > 0)
    }
}
