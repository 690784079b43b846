import Foundation

/// A first-person message for something the user gave the CLI.
struct CLIError: Error, LocalizedError {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var errorDescription: String? { message }
}
