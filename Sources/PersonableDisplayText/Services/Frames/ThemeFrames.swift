import Foundation
import PersonableCore

/// Each theme's hand-written frames (`ThemeFrame`), by situation (`FrameSituation`): the theme's voice around the
/// app's own words, for strings whose situation a frame was written to fit.
///
/// Data, reviewed like code: one tab-separated file per theme in `Resources/Frames/` (`situation`, `frame`;
/// a frame of `-` says the theme has nothing safe to add in that situation). See `docs/TEXT_QUALITY.md`.
public struct ThemeFrames: Sendable {
    public let frames: [DisplayTheme: [FrameSituation: [ThemeFrame]]]

    public init(frames: [DisplayTheme: [FrameSituation: [ThemeFrame]]]) {
        self.frames = frames
    }

    /// The frames shipped with the package.
    public static let shipped: ThemeFrames = {
        do { return try ThemeFrames(directory: Bundle.module.resourceURL!.appendingPathComponent("Frames")) } catch {
            preconditionFailure("The package's theme frames are missing or malformed: \(error)")
        }
    }()

    /// Reads `<theme>.tsv` for every generated theme in `directory`.
    public init(directory: URL) throws {
        frames = try ThemeDataFiles.read(in: directory) { try Self.parse($0, file: $2) }
    }

    /// The frames of `theme` written for `situation`, in file order.
    public func frames(for theme: DisplayTheme, in situation: FrameSituation) -> [ThemeFrame] {
        frames[theme]?[situation] ?? []
    }

    /// Whether `theme`'s writers said it has nothing safe to add to strings of `situation` (a frame of `-`):
    /// then the original is shown without asking the model, whose asides there were read as non-sequiturs
    /// ("No budgets. You're in control.").
    public func declines(_ theme: DisplayTheme, in situation: FrameSituation) -> Bool {
        frames[theme]?[situation]?.isEmpty == true
    }

    /// `original` framed for `theme`: the fitting frames applied, starting at one picked by the string itself, so
    /// an app's empty states do not all say the same thing and the same string always reads the same.
    public func candidates(for original: String, kind: TextKind, theme: DisplayTheme) -> [String] {
        guard let situation = FrameSituation(original, kind: kind) else { return [] }
        let fitting = frames(for: theme, in: situation)
        guard !fitting.isEmpty else { return [] }
        let start = Int(StableHash.fnv1a("\(theme.rawValue)|\(original)") % UInt32(fitting.count))
        return (fitting[start...] + fitting[..<start]).compactMap { $0.applied(to: original) }
    }

    static func parse(_ text: String, file: String) throws -> [FrameSituation: [ThemeFrame]] {
        var frames: [FrameSituation: [ThemeFrame]] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() where index > 0 {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 2 else {
                throw ReferenceBank.FormatError(file: file, line: index + 1, problem: "expected 2 tab-separated fields, found \(fields.count)")
            }
            guard let situation = FrameSituation(rawValue: fields[0]) else {
                throw ReferenceBank.FormatError(file: file, line: index + 1, problem: "unknown situation \(fields[0])")
            }
            let template = fields[1].trimmingCharacters(in: .whitespaces)
            if template == "-" { frames[situation, default: []] += []; continue }
            guard template.contains("{text}") != template.contains("{core}") else {
                throw ReferenceBank.FormatError(file: file, line: index + 1, problem: "a frame needs exactly one of {text} or {core}")
            }
            frames[situation, default: []].append(ThemeFrame(situation: situation, template: template))
        }
        return frames
    }
}
