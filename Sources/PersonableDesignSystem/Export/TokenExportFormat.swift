/// The formats `personable tokens export` writes.
public enum TokenExportFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// CSS custom properties, dark values in a `prefers-color-scheme: dark` block.
    case css
    /// W3C Design Tokens Community Group JSON.
    case json
    /// A Swift source file for SwiftUI apps.
    case swift

    /// Parses a format name; anything else throws a first-person error listing the valid ones.
    public static func parse(_ text: String) throws -> TokenExportFormat {
        try parseCase(text, kind: "export format")
    }

    /// The exported text for this format.
    public func export() -> String {
        switch self {
        case .css: CSSTokenExporter.export()
        case .json: DTCGTokenExporter.export()
        case .swift: SwiftTokenExporter.export()
        }
    }
}
