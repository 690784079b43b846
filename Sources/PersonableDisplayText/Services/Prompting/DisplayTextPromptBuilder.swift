import Foundation
import PersonableLanguageModels

/// Writes the prompt for a rewrite, in the form the model wants, around the written examples most like the string.
///
/// A base model (completion) sees the theme's instructions and the examples as a document to continue:
///
///     <system prompt and rules>
///
///     Original (loading message): Loading your feed…
///     Casual: Grabbing your feed…
///     …
///     Original (loading message): Loading goals...
///     Casual:
///
/// The instructions are the same for every text of a theme, so llama.cpp keeps them in its KV cache; the
/// examples are the reference bank's rewrites of the strings most like this one (`ExampleSelector`). An
/// instruction-tuned model (chat) gets the same instructions as a system message and the examples as earlier turns.
public struct DisplayTextPromptBuilder: Sendable {
    /// Bumped whenever the prompts change, so rows written with older prompts are refreshed; with a digest of the
    /// written layers (the reference bank, the patterns and the frames), so rows an older release's words wrote are
    /// refreshed too.
    public static let version = "bank-1+" + ThemeDataFiles.digest(of: ["ReferenceBank", "Patterns", "Frames"].map {
        Bundle.module.resourceURL!.appendingPathComponent($0)
    })

    /// How many written examples a prompt shows.
    public var exampleCount: Int

    public init(exampleCount: Int = 5) {
        self.exampleCount = exampleCount
    }

    /// The prompt for `request` with `examples`, in `style`; `voice` is the theme's (a custom theme's guide),
    /// by default the built-in theme's own.
    public func prompt(
        for request: DisplayTextRequest, kind: TextKind, examples: [ReferenceExample], style: PromptStyle,
        voice: ThemeVoice? = nil
    ) -> Prompt {
        let voice = voice ?? ThemeVoice(request.theme)
        switch style {
        case .completion:
            var text = prefix(for: voice)
            for example in examples {
                text += "Original (\(label(example.kind))): \(example.original)\n\(voice.label): \(example.rewrite)\n\n"
            }
            if let note = Self.note(request.note) { text += "Note about the next text: \(note)\n" }
            return .completion(text + "Original (\(label(kind))): \(request.originalText)\n\(voice.label):")
        case .chat:
            var messages = [ChatMessage(.system, instructions(for: voice))]
            for example in examples {
                messages.append(ChatMessage(.user, "\(label(example.kind).capitalized): \(example.original)"))
                messages.append(ChatMessage(.assistant, example.rewrite))
            }
            let note = Self.note(request.note).map { " (the app's note: \($0))" } ?? ""
            messages.append(ChatMessage(.user, "\(label(kind).capitalized)\(note): \(request.originalText)"))
            return .chat(messages)
        }
    }

    /// A writer's note as data on one line: at most 160 characters, no line breaks (so it cannot start a line of
    /// its own such as "Original …"); `nil` when empty.
    static func note(_ note: String?) -> String? {
        guard let note else { return nil }
        let line = note.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
        guard !line.isEmpty else { return nil }
        return line.count > 160 ? String(line.prefix(159)) + "…" : line
    }

    /// Where the model should stop: at the end of the line, before it invents the next example.
    public var stopSequences: [String] { ["\n", "Original"] }

    /// Labels the cleanup strips from an answer.
    public func labels(for theme: DisplayTheme) -> [String] {
        labels(for: ThemeVoice(theme))
    }

    /// Labels the cleanup strips from an answer.
    public func labels(for voice: ThemeVoice) -> [String] {
        [voice.label, voice.rawValue, "Original"]
    }

    /// The system prompt plus the rules every theme shares.
    public func instructions(for theme: DisplayTheme) -> String {
        instructions(for: ThemeVoice(theme))
    }

    /// The theme's instruction plus the rules every theme shares.
    public func instructions(for voice: ThemeVoice) -> String {
        voice.systemPrompt + "\n" + """
            Rules: answer with the rewritten text only, on one line, about as long as the original.
            Keep its meaning and its facts; add nothing. Keep every name, noun and number, and every placeholder \
            such as %d, %@ or %1$@, exactly as written.
            The app speaks to the user as "you"; never write as the user ("I", "my", "we").
            A question stays the same question, an instruction the same instruction, a loading message a loading message.
            """
    }

    /// The instructions: the shared, cacheable start of every completion prompt for `theme`.
    public func prefix(for theme: DisplayTheme) -> String {
        prefix(for: ThemeVoice(theme))
    }

    /// The instructions: the shared, cacheable start of every completion prompt in `voice`.
    public func prefix(for voice: ThemeVoice) -> String {
        instructions(for: voice) + "\n\n"
    }

    func label(_ kind: TextKind) -> String {
        switch kind {
        case .emptyStateTitle: "empty state title"
        case .emptyStateDescription: "empty state description"
        case .loading: "loading message"
        case .thinking: "thinking indicator"
        case .placeholder: "placeholder"
        case .helpText: "help text"
        case .instruction: "instruction"
        case .title: "title"
        case .confirmation: "confirmation"
        default: "text"
        }
    }
}
