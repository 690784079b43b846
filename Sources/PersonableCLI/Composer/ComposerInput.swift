import Foundation
import Personable

/// The message `compose` rewrites: the argument, or standard input when it is `-`.
enum ComposerInput {
    static func read(_ argument: String) throws -> String {
        guard argument == "-" else { return argument }
        let data = FileHandle.standardInput.readDataToEndOfFile()
        guard let text = String(data: data, encoding: .utf8) else { throw ComposerError.notUTF8 }
        return text
    }
}
