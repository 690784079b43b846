import Foundation
import Personable

/// The progress of a themed run on standard error, redrawn in place: a bar, the counts and the time left. Shown
/// only when standard error is a terminal.
struct CatalogProgressBar: Sendable {
    let enabled: Bool

    init(enabled: Bool = Console.errorIsTerminal) {
        self.enabled = enabled
    }

    func show(_ progress: CatalogProgress) {
        guard enabled else { return }
        FileHandle.standardError.write(Data(("\r\u{1B}[2K" + Self.line(progress)).utf8))
        if progress.done == progress.total { FileHandle.standardError.write(Data("\n".utf8)) }
    }

    /// `casual [#######-------------] 12/50 · 3 written by the model · about 20 s left`
    static func line(_ progress: CatalogProgress, width: Int = 20) -> String {
        let filled = progress.total == 0 ? width : width * progress.done / progress.total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        var line = "\(progress.theme.rawValue) [\(bar)] \(progress.done)/\(progress.total)"
        line += " · \(progress.generated) written by the model"
        if progress.done < progress.total, let left = progress.secondsLeft {
            line += " · about \(Int(left.rounded(.up))) s left"
        }
        return line
    }
}
