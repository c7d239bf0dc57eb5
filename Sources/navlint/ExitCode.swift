/// navlint's exit codes, the contract CI scripts rely on.
enum ExitCode: Int32 {
    /// Nothing that fails the run.
    case success = 0
    /// Findings that fail the run: errors, or warnings too under `--strict`.
    case violations = 1
    /// A usage or configuration error; nothing was linted.
    case usage = 2
    /// Some input could not be read; everything else was linted and reported.
    case unreadableInput = 3
}

struct UsageError: Error {
    var message: String
}
