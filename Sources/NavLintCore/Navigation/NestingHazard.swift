/// When a stack met on another stack's trail actually breaks navigation.
/// SwiftUI supports neither a `NavigationStack` nor a `NavigationView` inside a
/// `NavigationStack`, but some combinations are known to work: a
/// `NavigationStack` pushed inside a `NavigationView` (its own trail under the
/// old container, the combination TCA's case studies relied on), and a
/// `NavigationView` on a screen whose outer bar is hidden (no doubled bars, and
/// no outer Back to pop its trail at once), and one whose own bar is hidden and
/// inside which nothing pushes (no second trail; it holds no path to compare),
/// and a `NavigationStack` in another stack's root content inside which nothing
/// pushes and that binds no path (it draws no second bar, and no push or path
/// can meet the wrong stack). A `NavigationStack` pushed onto another stack
/// breaks even when nothing pushes inside it if the outer stack binds a path
/// (SpeziOnboarding#21: a bare `NavigationStack { Text(…) }` pushed by a
/// path-bound stack crashes); with no path on either, and no value link
/// pushing inside (a view link or a destination shown by state carries its
/// screen), no failure is known (`nestedStackVerdicts` weighs the two).
extension NavigationModel {
    package enum NestingHazard: Sendable, Equatable {
        /// Nested, whatever it holds.
        case always
        /// A `NavigationView` with its bar hidden: nested only if something pushes inside it.
        case whenItPushes
        /// A `NavigationStack` in another stack's root content: nested only if it binds a path, or
        /// something pushes inside it (under a path; a value link where no path is above).
        case whenItNavigates
        /// A `NavigationStack` pushed onto another stack: nested only if it or a stack above it binds
        /// a path, or a value link pushes inside it.
        case whenItOrTheOuterNavigates
    }

    func nestingHazard(inner here: SourceRef, innerCall: Int, outer trail: StackTrail, depth: Int,
                       barHidden: Bool) -> NestingHazard? {
        let innerName = files[here.file].source.outline.calls[innerCall].name
        let outerName = files[trail.stack.file].source.outline.calls[trail.call].name
        if outerName == "NavigationView" && innerName != "NavigationView" { return nil }
        if flowStackSharesParentPath(innerFile: here.file, innerCall: innerCall, outer: trail) { return nil }
        // `NavigationView { Sidebar(); Detail() }` lays its children out as columns: a stack in a column is not nested.
        if outerName == "NavigationView", depth == 0, isColumnLayout(trail) { return nil }
        guard innerName == "NavigationView" else {
            guard innerName == "NavigationStack" else { return .always }
            return depth == 0 ? .whenItNavigates : .whenItOrTheOuterNavigates
        }
        let source = files[here.file].source
        // The outer bar hidden for this screen (by the screen that holds the container, or by the
        // container's own modifiers): no doubled bar, and no outer Back or swipe that could pop the
        // inner trail all at once, so its links push and pop as on a stack of its own.
        if barHidden || source.chainHidesNavigationBar(from: innerCall, wrappers: barHidingWrappers) { return nil }
        // Only its own bar hidden: the outer Back still pops whatever was pushed inside it.
        if let content = source.outline.stackContent(innerCall),
           source.hidesNavigationBar(in: source.outline.scopes[content].open...source.outline.scopes[content].close,
                                     wrappers: barHidingWrappers) {
            return .whenItPushes
        }
        return .always
    }

    /// Whether a `NavigationView`'s content holds two or more views side by side: its columns.
    func isColumnLayout(_ trail: StackTrail) -> Bool {
        let outline = files[trail.stack.file].source.outline
        guard let content = outline.stackContent(trail.call) else { return false }
        var views = 0
        var index = UnitItem.firstCall(atOrAfter: outline.scopes[content].open, in: outline)
        while index < outline.calls.count, outline.calls[index].nameToken < outline.scopes[content].close {
            if outline.calls[index].scope == content, outline.calls[index].receiver == .none { views += 1 }
            if views >= 2 { return true }
            index += 1
        }
        return false
    }
}

extension SourceFile {
    /// The modifiers that can hide the navigation bar.
    static let barHidingCalls = CallNames(["navigationBarHidden", "toolbar", "toolbarVisibility"])

    /// Whether a modifier in `range` hides the navigation bar: `.navigationBarHidden(true)`,
    /// `.toolbar(.hidden, for: .navigationBar)`, `.toolbarVisibility(.hidden, for: .navigationBar)`.
    func hidesNavigationBar(in range: ClosedRange<Int>) -> Bool {
        outline.calls(namedAnyOf: Self.barHidingCalls).contains { index in
            range.contains(outline.calls[index].nameToken) && hidesNavigationBar(outline.calls[index])
        }
    }

    /// Whether a modifier in `range` hides the navigation bar, SwiftUI's or one of the project's `wrappers`.
    func hidesNavigationBar(in range: ClosedRange<Int>, wrappers: BarHidingWrappers) -> Bool {
        hidesNavigationBar(in: range)
            || outline.calls(namedAnyOf: wrappers.calls).contains { range.contains(outline.calls[$0].nameToken) }
    }

    /// Whether a modifier chained after call `index` hides the navigation bar, SwiftUI's or one of the project's.
    func chainHidesNavigationBar(from index: Int, wrappers: BarHidingWrappers) -> Bool {
        var next = outline.calls[index].next
        var steps = 0
        while let call = next, steps < 256 {
            if hidesNavigationBar(outline.calls[call]) || wrappers.hides(call, in: self) { return true }
            next = outline.calls[call].next
            steps += 1
        }
        return false
    }

    /// Whether `call` is one of SwiftUI's modifiers hiding the navigation bar.
    func hidesNavigationBar(_ call: CallSite) -> Bool {
        // The name first: every modifier of a chain comes here, and few are these.
        guard call.name == "navigationBarHidden" || call.name == "toolbar" || call.name == "toolbarVisibility",
              let first = outline.arguments(of: call).first else { return false }
        let text = tokens.compactText(first.value.lowerBound, first.value.upperBound)
        switch call.name {
        case "navigationBarHidden": return text == "true"
        case "toolbar", "toolbarVisibility":
            return text == ".hidden" && outline.arguments(of: call).contains { argument in
                argument.label == "for" && tokens.compactText(argument.value.lowerBound, argument.value.upperBound)
                    .hasSuffix("navigationBar")
            }
        default: return false
        }
    }
}
