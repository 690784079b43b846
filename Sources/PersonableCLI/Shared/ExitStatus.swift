/// The CLI's exit codes, the same for every command and output format (README, "Exit codes").
enum ExitStatus {
    /// Done.
    static let success: Int32 = 0
    /// I couldn't do it (the message says why).
    static let failure: Int32 = 1
    /// Done, but the text shown is the original because no themed text could be had.
    static let fallback: Int32 = 2
    /// The command's time ran out (`CommandDeadline`); every result finished before was written.
    static let timedOut: Int32 = 124
    /// The command line couldn't be read (a bad value, an unknown option).
    static let usage: Int32 = 64
    /// Stopped by Ctrl-C (SIGINT) or SIGTERM; every result finished before was written.
    static func interrupted(by signal: Int32) -> Int32 { 128 + signal }
}
