import Foundation
import Personable
import Testing

@testable import PersonableWeb

/// Every first-person sentence the web app says (its errors, the API's messages) passes the warm-copy linter,
/// as the rest of the project's do (PersonableTests' DesignSystemProjectErrorMessagesTests).
@Suite("The web app's messages")
struct WebMessagesTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/PersonableWeb")

    /// The string literals right after `APIError(.status, ` in the web app's sources, interpolations as `x`.
    static func apiMessages() throws -> [String] {
        var messages: [String] = []
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            var rest = Substring(text)
            while let start = rest.range(of: "APIError(.") {
                rest = rest[start.upperBound...]
                guard let comma = rest.firstIndex(of: ","), rest[rest.index(after: comma)...].hasPrefix(" \"") else { continue }
                var index = rest.index(comma, offsetBy: 3), literal = "", depth = 0
                while index < rest.endIndex {
                    let character = rest[index]
                    if depth > 0 {
                        if character == "(" { depth += 1 }
                        if character == ")" { depth -= 1; if depth == 0 { literal += "x" } }
                    } else if character == "\\" {
                        let next = rest.index(after: index)
                        if rest[next] == "(" { depth = 1 } else { literal.append(rest[next]) }
                        index = next
                    } else if character == "\"" {
                        break
                    } else {
                        literal.append(character)
                    }
                    index = rest.index(after: index)
                }
                messages.append(literal)
                rest = rest[index...]
            }
        }
        return messages
    }

    @Test("API errors, status sentences and start-up errors are warm and first-person")
    func linted() throws {
        var messages = try Self.apiMessages()
        #expect(messages.count >= 15)
        messages += [413, 404, 405, 400, 418].map { APIError.sentence(for: .init(code: $0), maximumBodySize: 65536) }
        messages += [WebError.nonLoopbackHost("0.0.0.0"), .badPort(70000), .missingResource("openapi.json")].compactMap(\.errorDescription)
        messages += [WebConfiguration(host: "0.0.0.0", allowNonLoopback: true).exposureWarning ?? ""]
        let linter = WarmCopyLinter()
        for message in messages {
            #expect(message.hasPrefix("I") || message.hasPrefix("That") || message.hasPrefix("There") || message.hasPrefix("This"), "\(message)")
            let findings = linter.lint(message, key: "web")
            #expect(findings.isEmpty, "\(message) — \(findings.map { "\($0.rule.rawValue) (\($0.detail))" })")
        }
    }
}
