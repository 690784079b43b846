import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Personable
import PersonableTesting
import Testing

@testable import PersonableWeb

/// Every operation in `/openapi.json` is called with values its schema allows, and answers with a status the
/// document lists and a body its schema describes.
@Suite("OpenAPI document")
struct OpenAPIDocumentTests {
    /// Path parameters to call with (the first enum value otherwise).
    static let pathValues = ["id": "walks", "screen": "goals"]

    @Test("the served document is the one in the repository, OpenAPI 3.1")
    func served() async throws {
        try await WebFixture().test { client in
            let response = try await client.send("/openapi.json")
            #expect(response.status == .ok)
            #expect(response.object["openapi"] as? String == "3.1.0")
            let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Sources/PersonableWeb/Resources/openapi.json")
            #expect(response.text == (try String(contentsOf: file, encoding: .utf8)))
        }
    }

    @Test("every route answers as the document says")
    func everyRoute() async throws {
        let fixture = try await WebFixture()
        try await fixture.test { client in
            let document = try #require(try await client.send("/openapi.json").object as [String: Any]?)
            let schemas = (document["components"] as? [String: Any])?["schemas"] as? [String: Any] ?? [:]
            let paths = try #require(document["paths"] as? [String: [String: Any]])
            var checked = 0
            for (template, operations) in paths.sorted(by: { $0.key < $1.key }) {
                for (method, operation) in operations {
                    let operation = try #require(operation as? [String: Any])
                    let parameters = operation["parameters"] as? [[String: Any]] ?? []
                    var path = template, query: [String] = []
                    for parameter in parameters {
                        let name = parameter["name"] as! String
                        let schema = parameter["schema"] as? [String: Any] ?? [:]
                        let value = Self.pathValues[name].flatMap { v in (schema["enum"] as? [String]).map { $0.contains(v) ? v : $0[0] } ?? v }
                            ?? Self.sample(schema, schemas: schemas) as? String ?? "x"
                        if parameter["in"] as? String == "path" {
                            path = path.replacingOccurrences(of: "{\(name)}", with: value)
                        } else if parameter["required"] as? Bool == true || name == "fallback" {
                            query.append("\(name)=\(value.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)")
                        }
                    }
                    if template == "/api/text" { query = ["theme=casual", "textType=title", "fallback=No%20Goals%20Yet"] }
                    let uri = path + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
                    var body: String?
                    if let schema = ((operation["requestBody"] as? [String: Any])?["content"] as? [String: Any])?["application/json"] as? [String: Any] {
                        var value = Self.sample(schema["schema"] as? [String: Any] ?? [:], schemas: schemas)
                        if template == "/api/compose", var object = value as? [String: Any] {
                            object["message"] = "I need to move Friday's review to Monday at 3pm."
                            value = object
                        }
                        body = String(decoding: try JSONSerialization.data(withJSONObject: value), as: UTF8.self)
                    }
                    let response = try await client.send(uri, HTTPRequest.Method(rawValue: method.uppercased())!, json: body)
                    let responses = try #require(operation["responses"] as? [String: Any])
                    #expect(responses.keys.contains("\(response.status.code)"), "\(method) \(uri) answered \(response.status.code): \(response.text.prefix(200))")
                    if response.status.code >= 500 { Issue.record("\(method) \(uri) answered \(response.status.code)") }
                    let documented = (responses["\(response.status.code)"] as? [String: Any]).map { Self.resolve($0, document: document) }
                    if let content = documented?["content"] as? [String: Any],
                        let json = (content["application/json"] as? [String: Any])?["schema"] as? [String: Any],
                        response.headers[.contentType]?.hasPrefix("application/json") == true
                    {
                        let value = try JSONSerialization.jsonObject(with: Data(response.text.utf8), options: [.fragmentsAllowed])
                        let problems = Self.validate(value, json, schemas: schemas, at: "\(method) \(uri)")
                        #expect(problems.isEmpty, "\(problems)")
                    }
                    checked += 1
                }
            }
            #expect(checked >= 20)
        }
    }

    static func resolve(_ object: [String: Any], document: [String: Any]) -> [String: Any] {
        guard let ref = object["$ref"] as? String else { return object }
        var node: Any = document
        for part in ref.dropFirst(2).split(separator: "/") { node = (node as? [String: Any])?[String(part)] ?? [:] }
        return node as? [String: Any] ?? [:]
    }

    /// A value the schema allows: enums' first value, required properties only.
    static func sample(_ schema: [String: Any], schemas: [String: Any]) -> Any {
        if let ref = schema["$ref"] as? String {
            return sample(schemas[String(ref.split(separator: "/").last!)] as? [String: Any] ?? [:], schemas: schemas)
        }
        if let values = schema["enum"] as? [Any] { return values[0] }
        switch schema["type"] as? String {
        case "object":
            let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
            let required = schema["required"] as? [String] ?? []
            return Dictionary(uniqueKeysWithValues: required.map { ($0, sample(properties[$0] ?? [:], schemas: schemas)) })
        case "integer": return (schema["minimum"] as? Int) ?? 1
        case "boolean": return true
        case "array": return [Any]()
        default: return "No Goals Yet"
        }
    }

    /// What in `value` the schema does not allow: missing required properties and wrong types, recursively.
    static func validate(_ value: Any, _ schema: [String: Any], schemas: [String: Any], at path: String) -> [String] {
        if let ref = schema["$ref"] as? String {
            return validate(value, schemas[String(ref.split(separator: "/").last!)] as? [String: Any] ?? [:], schemas: schemas, at: path)
        }
        var problems: [String] = []
        if let values = schema["enum"] as? [String], let text = value as? String, !values.contains(text) {
            problems.append("\(path): \(text) is not one of \(values)")
        }
        switch schema["type"] as? String {
        case "object":
            guard let object = value as? [String: Any] else { return ["\(path): not an object"] }
            for key in schema["required"] as? [String] ?? [] where object[key] == nil { problems.append("\(path): no \(key)") }
            for (key, property) in schema["properties"] as? [String: [String: Any]] ?? [:] {
                if let child = object[key], !(child is NSNull) { problems += validate(child, property, schemas: schemas, at: "\(path).\(key)") }
            }
        case "array":
            guard let array = value as? [Any] else { return ["\(path): not an array"] }
            if let items = schema["items"] as? [String: Any] {
                for (index, item) in array.enumerated() { problems += validate(item, items, schemas: schemas, at: "\(path)[\(index)]") }
            }
        case "string": if !(value is String) { problems.append("\(path): not a string") }
        case "integer": if !(value is Int) { problems.append("\(path): not an integer") }
        case "boolean": if !(value is Bool) { problems.append("\(path): not a boolean") }
        default: break
        }
        return problems
    }
}
