import Foundation
import HTTPTypes
import Hummingbird
import Personable

/// An API error: a status and a first-person sentence, with the valid values when the request named an unknown
/// one. Its body is `{"error": "…", "valid": [...]}`.
struct APIError: Error, HTTPResponseError {
    var status: HTTPResponse.Status
    var message: String
    var valid: [String]?

    init(_ status: HTTPResponse.Status, _ message: String, valid: [String]? = nil) {
        self.status = status
        self.message = message
        self.valid = valid
    }

    struct Body: Encodable {
        var error: String
        var valid: [String]?
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = try JSONResponse.make(Body(error: message, valid: valid), status: status)
        if status == .methodNotAllowed { response.headers[.allow] = "GET, POST, PUT" }
        return response
    }

    /// Any error a route threw, as the API says it: our own errors (unknown values, bad input) are 4xx with their
    /// sentence; Hummingbird's (a body too large, no such route) keep their status with a sentence of ours; anything
    /// else is a 500 that says what failed.
    static func from(_ error: any Error, notFoundKind: String? = nil, maximumBodySize: Int) -> APIError {
        switch error {
        case let error as APIError:
            return error
        case let error as UnknownValueError:
            let status: HTTPResponse.Status = notFoundKind == error.kind ? .notFound : .badRequest
            return APIError(status, error.errorDescription ?? "", valid: error.valid)
        case let error as ModulesError:
            if case let .nudgeNotActive(_, active) = error {
                return APIError(.notFound, error.errorDescription ?? "", valid: active)
            }
            return APIError(.badRequest, error.errorDescription ?? "")
        case let error as DisplayTextError:
            switch error {
            case .textNotFound: return APIError(.notFound, error.errorDescription ?? "")
            case .generatorUnavailable: return APIError(.serviceUnavailable, error.errorDescription ?? "")
            default: return APIError(.badRequest, error.errorDescription ?? "")
            }
        case let error as DisplayTextServiceError:
            switch error {
            // A regeneration that found nothing better: the text shown stays, and the sentence says why.
            case .onlyWrittenRewrite, .noAcceptableCandidate: return APIError(.conflict, error.errorDescription ?? "")
            default: return APIError(.badRequest, error.errorDescription ?? "")
            }
        case let error as ComposerError:
            switch error {
            case .unknownVariation, .nothingToExport: return APIError(.notFound, error.errorDescription ?? "")
            default: return APIError(.badRequest, error.errorDescription ?? "", valid: error.validValues)
            }
        case let error as any HTTPResponseError:
            return APIError(error.status, sentence(for: error.status, maximumBodySize: maximumBodySize))
        default:
            let detail = (error as? any LocalizedError)?.errorDescription ?? "something went wrong on my side"
            return APIError(.internalServerError, "I couldn't finish that: \(detail). Try again in a moment.")
        }
    }

    static func sentence(for status: HTTPResponse.Status, maximumBodySize: Int) -> String {
        switch status {
        case .contentTooLarge:
            "That request is larger than I read (\(maximumBodySize / 1024) KB at most); send less and try again."
        case .notFound:
            "I don't have anything at that address; /openapi.json lists what I answer."
        case .methodNotAllowed:
            "I don't answer that method here; /openapi.json lists what I answer."
        case .badRequest:
            "I couldn't read that request; check it against /openapi.json and try again."
        default:
            "I couldn't answer that request; try again in a moment."
        }
    }
}

extension ComposerError {
    /// The values a request may use, for the error's `valid` list.
    var validValues: [String]? {
        switch self {
        case .unknownExportFormat: ComposerExport.Format.allCases.map(\.rawValue)
        default: nil
        }
    }
}
