import PersonableDisplayText

/// A catalog themed in one theme: the new catalog and what became of every unit.
public struct CatalogThemeResult<Document: LocalizedStringsDocument>: Sendable {
    public var theme: DisplayTheme
    /// The themed catalog (rewritten values marked `needs_review`).
    public var catalog: Document
    /// One result per unit, in file order.
    public var units: [CatalogUnitResult]
    /// How many units the model was asked for in this run (0 when everything came from the store).
    public var generated: Int
    /// How long the run took.
    public var duration: Duration

    public init(theme: DisplayTheme, catalog: Document, units: [CatalogUnitResult], generated: Int, duration: Duration) {
        self.theme = theme
        self.catalog = catalog
        self.units = units
        self.generated = generated
        self.duration = duration
    }

    /// How many units had `outcome`.
    public func count(_ outcome: CatalogUnitResult.Outcome) -> Int {
        units.count { $0.outcome == outcome }
    }
}
