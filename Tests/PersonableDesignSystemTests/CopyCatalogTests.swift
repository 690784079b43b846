@testable import PersonableDesignSystem
import Testing

/// The empty-state catalog and the spec's warm error messages.
@Suite struct DesignSystemCopyCatalogTests {
    @Test func theCatalogHasTheSixEmptyStates() {
        #expect(EmptyState.catalog.map(\.id) == ["noHistory", "noSearchResults", "offline", "noContext", "noPersonas", "loadingFailed"])
        #expect(Set(EmptyState.catalog.map(\.id)).count == 6)
        for state in EmptyState.catalog {
            #expect(!state.icon.isEmpty && !state.title.isEmpty && !state.message.isEmpty, "\(state.id)")
            #expect(state.accessibilityLabel == "\(state.title). \(state.message)")
            if let action = state.actionTitle { #expect(!action.isEmpty) }
        }
    }

    @Test func theSpecsEmptyStatesAreVerbatim() {
        #expect(EmptyState.noHistory.title == "No conversations yet")
        #expect(EmptyState.noHistory.actionTitle == "Start a Conversation")
        #expect(EmptyState.noSearchResults.message == "I couldn't find what you're looking for. Try different words?")
        #expect(EmptyState.noSearchResults.actionTitle == nil)
        #expect(EmptyState.offline.icon == "wifi.slash")
    }

    @Test func emptyStatesAreWarm() {
        let linter = WarmCopyLinter()
        for state in EmptyState.catalog {
            // Titles, messages and actions: no codes, cold words or blame.
            for text in [state.title, state.message, state.actionTitle ?? ""] {
                #expect(linter.lint(text, isError: false).isEmpty, "\(state.id): \(text)")
            }
        }
        // The one that reports a failure is an error message, held to first person too.
        #expect(linter.lint(EmptyState.loadingFailed.message).isEmpty)
    }

    @Test func theSevenWarmErrorMessagesAreFirstPersonAndPassTheLinter() {
        #expect(WarmErrorMessages.all.count == 7)
        #expect(WarmErrorMessages.connectionFailed == "I couldn't connect right now. Let's try again in a moment.")
        let linter = WarmCopyLinter()
        for (name, message) in WarmErrorMessages.all {
            #expect(linter.lint(message, key: name).isEmpty, "\(name): \(message)")
        }
    }
}
