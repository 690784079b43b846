import PersonableCore
import Synchronization

/// Stored themed text, and people's decisions on it, kept in memory in front of SQLite, so a cached lookup is
/// a dictionary read.
///
/// Coherent with every writer: this process's own writes drop their key at once, and everything is dropped when
/// the database file changes — SQLite's `PRAGMA data_version` (``DatabaseChangeWatch``), looked at no more often
/// than every `recheckInterval` — so a row another process (the CLI) wrote or deleted is seen within that
/// interval. Without a watch nothing is kept, and every lookup reads SQLite.
final class DisplayTextMemoryTier: Sendable {
    /// A lookup's answer: the row and the review in memory, if any, and the epoch to hand back to
    /// ``remember(_:epoch:)`` and ``remember(review:for:epoch:)``.
    struct Lookup {
        var row: GeneratedDisplayText?
        /// `nil` when memory doesn't know; ``Review/undecided`` when SQLite had no decision on the key.
        var review: Review?
        var epoch: Int
    }

    /// What SQLite had for a key's review: most keys have none, and that is kept too.
    enum Review {
        case undecided
        case decided(DisplayTextReview)
    }

    private struct State {
        var rows: [DisplayTextKey: GeneratedDisplayText] = [:]
        var reviews: [DisplayTextKey: Review] = [:]
        /// The data version the rows were read at; `nil` before the first look.
        var version: Int?
        /// When the data version was last looked at (or a look was claimed).
        var checkedAt: ContinuousClock.Instant?
        /// Counts the times rows were dropped: a row read from SQLite before a drop is not remembered after it.
        var epoch = 0
    }

    /// Rows kept at most; past it, everything is dropped and read again (themed text is a few hundred rows).
    static let capacity = 10_000

    private let state = Mutex(State())
    private let watch: DatabaseChangeWatch?
    private let recheckInterval: Duration

    init(watch: DatabaseChangeWatch?, recheckInterval: Duration) {
        self.watch = watch
        self.recheckInterval = recheckInterval
    }

    /// The row in memory for `key`, after dropping everything when the file changed since the last look.
    func lookup(_ key: DisplayTextKey) -> Lookup {
        guard let watch else { return Lookup(row: nil, review: nil, epoch: 0) }
        let now = ContinuousClock.now
        // One caller claims the look at the data version; the others go on with what is in memory meanwhile. When
        // no look is due (almost always), the answer is read under the same lock.
        let answer = state.withLock { state -> Lookup? in
            guard state.checkedAt.map({ now - $0 >= recheckInterval }) ?? true else {
                return Lookup(row: state.rows[key], review: state.reviews[key], epoch: state.epoch)
            }
            state.checkedAt = now
            return nil
        }
        if let answer { return answer }
        let version = try? watch.version()
        return state.withLock { state in
            if version == nil || version != state.version {
                state.rows.removeAll(keepingCapacity: true)
                state.reviews.removeAll(keepingCapacity: true)
                state.epoch += 1
                state.version = version
            }
            return Lookup(row: state.rows[key], review: state.reviews[key], epoch: state.epoch)
        }
    }

    /// Keeps `row`, read from SQLite after a lookup that answered `epoch`, unless rows were dropped since.
    func remember(_ row: GeneratedDisplayText, epoch: Int) {
        guard watch != nil else { return }
        state.withLock { state in
            guard state.epoch == epoch, state.version != nil else { return }
            if state.rows.count >= Self.capacity { state.rows.removeAll(keepingCapacity: true) }
            state.rows[row.key] = row
        }
    }

    /// Keeps what SQLite had for `key`'s review (`nil`: no decision), read after a lookup that answered `epoch`,
    /// unless rows were dropped since.
    func remember(review: DisplayTextReview?, for key: DisplayTextKey, epoch: Int) {
        guard watch != nil else { return }
        state.withLock { state in
            guard state.epoch == epoch, state.version != nil else { return }
            if state.reviews.count >= Self.capacity { state.reviews.removeAll(keepingCapacity: true) }
            state.reviews[key] = review.map(Review.decided) ?? Review.undecided
        }
    }

    /// Drops `key` after this process wrote it (a lookup still reading the old row won't keep it).
    func forget(_ key: DisplayTextKey) {
        state.withLock { state in
            state.rows[key] = nil
            state.reviews[key] = nil
            state.epoch += 1
        }
    }

    /// Drops every row.
    func forgetAll() {
        state.withLock { state in
            state.rows.removeAll()
            state.reviews.removeAll()
            state.epoch += 1
        }
    }
}
