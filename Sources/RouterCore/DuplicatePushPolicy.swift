/// What `push(_:policy:)` does when the route is already on the path.
///
/// A double tap on a row, or a notification for the screen the user is already
/// on, otherwise stacks two copies of the same screen.
public enum DuplicatePushPolicy: Hashable, Sendable, CaseIterable {
    /// Push regardless: the same route may appear any number of times
    /// (e.g. a chain of related items that can loop back).
    case always
    /// Do nothing when the route is already the top of the path; push otherwise.
    case ignoreIfTop
    /// When the route is anywhere on the path, pop back to its last occurrence
    /// instead of pushing a second copy; push when it is absent.
    case popToExisting
}
