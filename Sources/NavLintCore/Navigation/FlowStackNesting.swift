/// FlowStacks' own rule for a `FlowStack` inside another ("Nesting FlowStacks" in its
/// docs, and `deferToParentFlowStack` in its source): a child `FlowStack` with no binding
/// of its own, inside one bound to a `FlowPath` or to nothing, shares that stack's path
/// and never wraps its screens in a navigation stack, whatever its `withNavigation:` says.
/// Its pushes land on the parent's trail: it is not a second stack. Under a parent bound to
/// a typed routes array (`[Route<Screen>]`), which holds one type only, the child keeps a
/// path of its own and is a stack.
extension NavigationModel {
    func flowStackSharesParentPath(innerFile: Int, innerCall: Int, outer trail: StackTrail) -> Bool {
        let inner = files[innerFile].source.outline
        let outerSource = files[trail.stack.file].source
        guard inner.calls[innerCall].name == "FlowStack", outerSource.outline.calls[trail.call].name == "FlowStack",
              Self.flowStackBinding(innerCall, in: inner) == nil else { return false }
        guard let binding = Self.flowStackBinding(trail.call, in: outerSource.outline) else { return true }
        // Shared only when the parent's binding is told to be a `FlowPath`; an unknown one is
        // taken as a typed array, so a nesting is still reported.
        guard let names = Self.bindingChain(outerSource.tokens, binding),
              let owner = outerSource.enclosingTypeName(of: trail.stack.token),
              let declared = Self.propertyChainType(names, from: owner, files: files, facts: facts,
                                                    near: trail.stack.file) else { return false }
        var type = facts.resolve(declared.type)
        if type.hasPrefix("Binding<") && type.hasSuffix(">") { type = String(type.dropFirst(8).dropLast()) }
        return type == "FlowPath"
    }

    /// Whether a trail's stack is a `FlowStack` bound to routes (`FlowStack($routes)`): FlowStacks
    /// drives a path-bound navigation stack with them.
    func isBoundFlowStack(_ trail: StackTrail) -> Bool {
        let outline = files[trail.stack.file].source.outline
        return outline.calls[trail.call].name == "FlowStack" && Self.flowStackBinding(trail.call, in: outline) != nil
    }

    /// A `FlowStack`'s binding: its first argument when unlabelled (`FlowStack($path)`).
    static func flowStackBinding(_ call: Int, in outline: Outline) -> ClosedRange<Int>? {
        guard let first = outline.arguments(of: call).first, first.label == nil else { return nil }
        return first.value
    }
}
