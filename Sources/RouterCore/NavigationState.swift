/// What a router shows at one moment: the trail of pushed routes and at most one
/// modal presentation on top of it.
///
/// It is a plain value so that planning, change reports and tests can compare
/// "before" and "after" without touching a live router or any UI.
public struct NavigationState<Route: Hashable, Sheet: Hashable>: Hashable {
    /// The pushed routes, root first. Empty means the stack shows its root view.
    public var path: [Route]
    /// The modal shown over the stack, if any. One at a time: a presented flow
    /// that needs its own modals or pushes gets its own `Router`.
    public var presentation: Presentation<Sheet>?

    public init(path: [Route] = [], presentation: Presentation<Sheet>? = nil) {
        self.path = path
        self.presentation = presentation
    }

    /// The presented sheet, if the presentation is a sheet.
    public var sheet: Sheet? {
        if case .sheet(let sheet) = presentation { return sheet }
        return nil
    }

    /// The presented full-screen cover, if the presentation is a cover.
    public var fullScreenCover: Sheet? {
        if case .fullScreenCover(let cover) = presentation { return cover }
        return nil
    }

    /// True when nothing is pushed and nothing is presented.
    public var isRoot: Bool { path.isEmpty && presentation == nil }
}

/// How a modal is shown. Sheets and covers share the `Sheet` type because the
/// same screen is often shown either way; the style is part of the state.
public enum Presentation<Sheet: Hashable>: Hashable {
    case sheet(Sheet)
    case fullScreenCover(Sheet)

    /// The presented value, whatever the style.
    public var content: Sheet {
        switch self {
        case .sheet(let sheet), .fullScreenCover(let sheet): sheet
        }
    }
}

extension NavigationState: Sendable where Route: Sendable, Sheet: Sendable {}
extension Presentation: Sendable where Sheet: Sendable {}

extension NavigationState: CustomStringConvertible {
    /// `[a, b] + sheet(x)`: readable in test failures and logs.
    public var description: String {
        let trail = "[" + path.map { "\($0)" }.joined(separator: ", ") + "]"
        guard let presentation else { return trail }
        return "\(trail) + \(presentation)"
    }
}
