/// A named color of the warm palette, with where its value comes from and what kind of color it is.
public struct PaletteColor: Sendable, Hashable, Codable {
    /// Where a value comes from: the spec's exact RGB, or chosen here because the spec only names the color.
    public enum Source: String, Sendable, Codable {
        case spec
        case chosen
    }

    /// The color's family; neutrals carry the spec's warmth rule (red ≥ blue).
    public enum Role: String, Sendable, Codable {
        case neutral
        case accent
        case status
    }

    /// The spec's Swift name (`creamDark`, `warmGray400`).
    public let name: String
    public let rgb: RGBColor
    public let source: Source
    public let role: Role
    /// What the color is for, one line.
    public let note: String

    public init(_ name: String, _ red: UInt8, _ green: UInt8, _ blue: UInt8, source: Source, role: Role, note: String) {
        self.name = name
        self.rgb = RGBColor(red: red, green: green, blue: blue)
        self.source = source
        self.role = role
        self.note = note
    }

    /// The name in kebab case for CSS and token paths (`warmGray400` → `warm-gray-400`).
    public var kebabName: String {
        var result = ""
        var previous: Character?
        for character in name {
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else if character.isNumber, let previous, !previous.isNumber {
                result += "-" + String(character)
            } else {
                result.append(character)
            }
            previous = character
        }
        return result
    }
}
