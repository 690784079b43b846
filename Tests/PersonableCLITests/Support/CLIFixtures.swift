import Foundation
import Personable
import Testing

/// The CLI's display-text tests, grouped as in the library's tests so that `swift test --filter DisplayText`
/// runs them with the rest.
@Suite enum DisplayTextTests {}

/// The CLI's modules tests, grouped as in the library's tests (`swift test --filter ModulesTests`).
@Suite enum ModulesTests {}

extension DisplayTextTests {
    /// The rows the CLI's display-text tests store before running a command.
    enum Fixtures {
        /// A fixed "now", the same as `TestClock`'s start.
        static let now = Date(timeIntervalSince1970: 1_800_000_000)
        /// The goals empty-state title in `casual`.
        static let goalsTitle = ListScreenCopy.goals.key(.title, theme: .casual)

        /// A row for `key` written from `original`.
        static func row(
            _ text: String, key: DisplayTextKey = goalsTitle, original: String = "No Goals Yet",
            modelVersion: String? = nil, promptVersion: String? = nil
        ) -> GeneratedDisplayText {
            GeneratedDisplayText(
                key: key, generatedText: text, originalText: original, generatedAt: now, expiresAt: nil,
                modelVersion: modelVersion, promptVersion: promptVersion)
        }
    }
}
