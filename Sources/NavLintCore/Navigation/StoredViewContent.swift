/// A destination that shows a view stored somewhere navlint does not follow:
/// PennMobile's More tab registers `FeatureIdentifier` and builds
/// `AnyView(features.first { $0.id == id }!.content)`, a view kept in an
/// `AnyView` property of a global array's elements. What that view registers
/// on the stack cannot be told from the destination.
extension SourceFile {
    /// Whether the destination closure of registration call `index` wraps a stored view in
    /// `AnyView`: its argument reads a member (`….content`) of a value that is not the
    /// destination's own (`route.screen` is followed as the route's view) and constructs nothing
    /// by a type name (`AnyView(Settings())` is followed).
    func showsStoredView(destination index: Int) -> Bool {
        guard let closure = outline.trailingClosures(of: index).first(where: { $0.label == nil })?.scope
                ?? outline.argument("destination", of: index)?.closure else { return false }
        let range = outline.scopes[closure].open...outline.scopes[closure].close
        var call = UnitItem.firstCall(atOrAfter: range.lowerBound, in: outline)
        while call < outline.calls.count, outline.calls[call].nameToken < range.upperBound {
            defer { call += 1 }
            guard outline.calls[call].name == "AnyView", outline.calls[call].receiver == .none,
                  let argument = outline.arguments(of: call).first, argument.label == nil else { continue }
            let first = argument.value.lowerBound, last = argument.value.upperBound
            guard tokens.kind(first) == .identifier, tokens.text(first).first?.isLowercase == true,
                  tokens.kind(last) == .identifier, tokens.kind(last - 1) == .period,
                  !UnitItem.isPushedValue(tokens: tokens, receiver: first, in: outline) else { continue }
            return true
        }
        return false
    }
}
