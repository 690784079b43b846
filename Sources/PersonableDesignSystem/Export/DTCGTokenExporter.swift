import Foundation

/// W3C Design Tokens Community Group JSON: every named color as a primitive under `color`, the semantic colors
/// as hex under `light` and `dark`, and typography, Dynamic Type sizes, spacing, radii, durations and shadows.
/// Keys are sorted, so the output is byte-stable.
public enum DTCGTokenExporter {
    public static func export() -> String {
        var root: [String: JSONValue] = ["$description": .string(ExportFormatting.header)]
        root["color"] = .object(Dictionary(uniqueKeysWithValues: WarmPalette.all.map { color in
            (color.name, token("color", .string(color.rgb.hex), description: "\(color.note) (\(color.source.rawValue))"))
        }))
        for scheme in ColorScheme.allCases {
            var group: [String: JSONValue] = [:]
            for semantic in SemanticColor.allCases {
                let color = semantic.resolved(in: scheme)
                group.insert(token("color", .string(color.rgb.hex), description: color.name), at: semantic.tokenPath)
            }
            root[scheme.rawValue] = .object(group)
        }
        root["font"] = fontGroup()
        root["spacing"] = .object(Dictionary(uniqueKeysWithValues: DesignConstants.Spacing.all.map {
            ($0.name, token("dimension", .string("\(ExportFormatting.number($0.value))px")))
        }))
        root["radius"] = .object(Dictionary(uniqueKeysWithValues: DesignConstants.CornerRadius.all.map {
            ($0.name, token("dimension", .string("\(ExportFormatting.number($0.value))px")))
        }))
        root["duration"] = .object(Dictionary(uniqueKeysWithValues: DesignConstants.Animation.all.map {
            ($0.name, token("duration", .string("\(ExportFormatting.milliseconds($0.value))ms")))
        }))
        root["shadow"] = .object(Dictionary(uniqueKeysWithValues: DesignConstants.Shadow.all.map { name, shadow in
            let alpha = UInt8((shadow.opacity * 255).rounded())
            let value: JSONValue = .object([
                "color": .string(shadow.color.hex + hexByte(alpha)),
                "offsetX": .string("0px"),
                "offsetY": .string("\(ExportFormatting.number(shadow.y))px"),
                "blur": .string("\(ExportFormatting.number(shadow.radius))px"),
                "spread": .string("0px"),
            ])
            return (name, token("shadow", value))
        }))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding a tree of strings and integers cannot fail.
        let data = (try? encoder.encode(JSONValue.object(root))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func fontGroup() -> JSONValue {
        var font: [String: JSONValue] = [
            "family": .object([
                "rounded": token("fontFamily", .string(ExportFormatting.roundedFontFamily)),
                "default": token("fontFamily", .string(ExportFormatting.defaultFontFamily)),
            ])
        ]
        for style in TextStyle.allCases {
            let base = Typography.font(style)
            var sizes: [String: JSONValue] = [:]
            for category in ContentSizeCategory.allCases {
                sizes[category.rawValue] = token(
                    "dimension", .string("\(ExportFormatting.number(DynamicType.size(of: style, at: category)))px"))
            }
            font[style.rawValue] = .object([
                "family": token("fontFamily", .string("{font.family.\(base.design.rawValue)}")),
                "size": token("dimension", .string("\(ExportFormatting.number(base.size))px")),
                "weight": token("fontWeight", .int(base.weight.numericValue)),
                "dynamicType": .object(sizes),
            ])
        }
        return .object(font)
    }

    private static func token(_ type: String, _ value: JSONValue, description: String? = nil) -> JSONValue {
        var token: [String: JSONValue] = ["$type": .string(type), "$value": value]
        if let description { token["$description"] = .string(description) }
        return .object(token)
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}

/// A JSON tree for the exporter (strings, integers and objects are all it needs).
indirect enum JSONValue: Encodable, Sendable {
    case string(String)
    case int(Int)
    case object([String: JSONValue])

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .string(value): try container.encode(value)
        case let .int(value): try container.encode(value)
        case let .object(value): try container.encode(value)
        }
    }
}

extension Dictionary where Key == String, Value == JSONValue {
    /// Sets `value` at a nested `path`, creating groups on the way.
    fileprivate mutating func insert(_ value: JSONValue, at path: [String]) {
        guard let first = path.first else { return }
        if path.count == 1 {
            self[first] = value
            return
        }
        var child: [String: JSONValue]
        if case let .object(existing)? = self[first] { child = existing } else { child = [:] }
        child.insert(value, at: Array(path.dropFirst()))
        self[first] = .object(child)
    }
}
