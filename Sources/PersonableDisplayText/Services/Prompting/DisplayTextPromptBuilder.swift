import PersonableLanguageModels

/// Writes the prompt for a rewrite, in the form the model wants.
///
/// A base model (completion) sees the theme's instructions and examples as a document to continue:
///
///     <system prompt>
///
///     Original (title): Welcome, %@
///     Casual: Hey %@, good to see you!
///     …
///     Original (loading message): Loading goals...
///     Casual:
///
/// Everything before the last "Original" line is the same for every text of a theme, so llama.cpp keeps it in
/// its KV cache. An instruction-tuned model (chat) gets the same instructions as a system message and the
/// examples as earlier turns.
public struct DisplayTextPromptBuilder: Sendable {
    /// Bumped whenever the prompts change, so rows written with older prompts are refreshed.
    public static let version = "few-shot-2"

    public init() {}

    /// The prompt for `request` in `style`.
    public func prompt(for request: DisplayTextRequest, style: PromptStyle) -> Prompt {
        switch style {
        case .completion:
            return .completion(prefix(for: request.theme) + "Original (\(label(request.textType))): \(request.originalText)\n\(request.theme.displayName):")
        case .chat:
            var messages = [ChatMessage(.system, instructions(for: request.theme))]
            for example in DisplayTextExamples.examples(for: request.theme) {
                messages.append(ChatMessage(.user, "\(label(example.textType).capitalized): \(example.original)"))
                messages.append(ChatMessage(.assistant, example.rewrite))
            }
            messages.append(ChatMessage(.user, "\(label(request.textType).capitalized) (\(request.context)): \(request.originalText)"))
            return .chat(messages)
        }
    }

    /// Where the model should stop: at the end of the line, before it invents the next example.
    public var stopSequences: [String] { ["\n", "Original"] }

    /// Labels the cleanup strips from an answer.
    public func labels(for theme: DisplayTheme) -> [String] {
        [theme.displayName, theme.rawValue, "Original"]
    }

    /// The system prompt plus the rules every theme shares.
    public func instructions(for theme: DisplayTheme) -> String {
        theme.systemPrompt + "\n" + """
            Answer with the rewritten text only, on one line, about as long as the original.
            Keep every placeholder such as %d, %@ or %1$@ exactly as it is.
            """
    }

    /// The instructions and examples: the shared, cacheable start of every completion prompt for `theme`.
    public func prefix(for theme: DisplayTheme) -> String {
        var text = instructions(for: theme) + "\n\n"
        for example in DisplayTextExamples.examples(for: theme) {
            text += "Original (\(label(example.textType))): \(example.original)\n\(theme.displayName): \(example.rewrite)\n\n"
        }
        return text
    }

    private func label(_ textType: DisplayTextType) -> String {
        switch textType {
        case .title: "title"
        case .description: "description"
        case .instruction: "instruction"
        case .confirmation: "confirmation"
        case .emptyState: "empty state"
        case .helpText: "form help"
        case .placeholder: "placeholder"
        case .loading: "loading message"
        case .thinking: "thinking indicator"
        }
    }
}
