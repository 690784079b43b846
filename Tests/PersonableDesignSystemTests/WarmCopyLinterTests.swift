@testable import PersonableDesignSystem
import Testing

/// The warm-copy linter: cold, blaming and code-bearing copy is flagged; warm copy passes.
@Suite struct DesignSystemWarmCopyLinterTests {
    let linter = WarmCopyLinter()

    func rules(_ text: String) -> Set<CopyLintRule> {
        Set(linter.lint(text).map(\.rule))
    }

    @Test func theSpecsBadExampleBreaksFourRules() {
        #expect(rules("Error: Connection failed. Status code 503.") == [.notFirstPerson, .errorCode, .errorPrefix, .coldWord])
    }

    @Test(arguments: [
        "Connection failed.", "Invalid password.", "Fatal: the database is gone.", "Unable to load the file.",
        "An unexpected exception occurred.", "Access denied.", "The request was aborted.", "Malformed response.",
    ])
    func coldWordsAreFlagged(_ text: String) {
        #expect(rules(text).contains(.coldWord), "\(text)")
    }

    @Test(arguments: [
        "You entered the wrong password.", "This is your fault.", "Invalid input, check the form.",
        "You forgot to fill in your name.", "You must choose a theme first.", "That was user error.",
        "You didn’t give a file.",
    ])
    func blameIsFlagged(_ text: String) {
        #expect(rules(text).contains(.blamesUser), "\(text)")
    }

    @Test(arguments: [
        "I couldn't connect (error 503).", "I couldn't connect: code -1009.", "I hit Code=-1009 on the way.",
        "I got HTTP 500 from the server.", "I crashed with 0x8BADF00D.", "I saw ERR_CONNECTION_REFUSED.",
        "I couldn't load that (-1009).", "I stopped at E1234.", "Something broke: status 404, sorry.",
        "Error %d happened, and I couldn't go on.",
    ])
    func codesAreFlagged(_ text: String) {
        #expect(rules(text).contains(.errorCode), "\(text)")
    }

    @Test(arguments: ["Error: I couldn't connect.", "ERROR - I couldn't connect.", "Warning: I'm low on space.", "fatal! I stopped."])
    func prefixesAreFlagged(_ text: String) {
        #expect(rules(text).contains(.errorPrefix), "\(text)")
    }

    @Test(arguments: ["The server is unreachable.", "Something went wrong.", "Connection lost. Try again later."])
    func errorsNotInTheFirstPersonAreFlagged(_ text: String) {
        #expect(rules(text).contains(.notFirstPerson), "\(text)")
    }

    @Test(arguments: [
        "I couldn't connect right now. Let's try again in a moment.",
        "Something went wrong on my end. I'm working on it.",
        "I need an internet connection to help you right now.",
        "It's been a while — let me reconnect for you.",
        "I couldn’t save your changes. Let’s try that again.",
        "I can rewrite up to 500 characters, and this has 612.",
        "I couldn't find %@ in your library.",
        "I'm at 99% — almost there.",
        "We couldn't reach the server. Our team is on it.",
    ])
    func warmCopyPasses(_ text: String) {
        #expect(linter.lint(text).isEmpty, "\(text): \(linter.lint(text).map(\.rule))")
    }

    @Test func labelsAndNonErrorsAreNotHeldToFirstPerson() {
        // A button label is not a sentence.
        #expect(linter.lint("Try Again").isEmpty)
        // Ordinary copy in a file is only held to first person when it reads as an error.
        let entries = [CopyEntry(key: "welcome", text: "Your coaching journey starts with a single message.")]
        #expect(linter.lint(entries).isEmpty)
        #expect(WarmCopyLinter(treatAllAsErrors: true).lint(entries).map(\.rule) == [.notFirstPerson])
        // …but the key, the comment or the text can mark it as an error.
        #expect(linter.lint([CopyEntry(key: "error.network", text: "The network is down.")]).map(\.rule) == [.notFirstPerson])
        #expect(linter.lint([CopyEntry(key: "k", text: "The network is down.", comment: "Alert shown when offline")]).map(\.rule) == [.notFirstPerson])
        #expect(linter.lint([CopyEntry(key: "k", text: "Could not reach the network.")]).map(\.rule) == [.notFirstPerson])
    }

    @Test func oddContentNeverTrips() {
        for text in ["", "   ", "\n\n", "%@", "%1$@ %2$lld %%", "…", "🙂", "I\nwas\nhere", "'", "%"] {
            _ = linter.lint(text)
            _ = WarmCopyLinter(treatAllAsErrors: true).lint([CopyEntry(key: "", text: text)])
        }
        #expect(linter.lint("").isEmpty)
        #expect(linter.lint("%1$@ %2$lld %%").isEmpty, "format specifiers alone are not a sentence or a code")
        // A multi-line value: the prefix on its second line is still found.
        #expect(rules("I couldn't finish.\nError: disk full").contains(.errorPrefix))
    }

    @Test func findingsSayWhatMatched() {
        let findings = linter.lint("Invalid value. Failed twice, failed again.", key: "k")
        let cold = findings.first { $0.rule == .coldWord }
        #expect(cold?.detail == "invalid, failed")
        #expect(cold?.key == "k")
        #expect(findings.allSatisfy { $0.text == "Invalid value. Failed twice, failed again." })
    }

    @Test func everyRuleExplainsItself() {
        for rule in CopyLintRule.allCases { #expect(!rule.explanation.isEmpty) }
        #expect(Set(CopyLintRule.allCases.map(\.rawValue)).count == CopyLintRule.allCases.count)
    }
}
