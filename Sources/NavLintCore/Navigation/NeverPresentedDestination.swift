/// A `navigationDestination(isPresented: $flag)` whose flag nothing can ever set:
/// its screen never shows, so no hazard of that screen can happen (Viewu's
/// `@State private var showNVR = false`, bound to a destination and named nowhere else).
extension SourceFile {
    /// Whether the `navigationDestination(isPresented:)` or `(item:)` call at `index` binds
    /// `$flag`, where `flag` is the file's only property of that name, a `private` or
    /// `fileprivate` `@State` (no other file can reach it), and the file names it nowhere but
    /// in its declaration and in this binding: nothing sets it, reads it, or hands the binding
    /// on to a view that could.
    func neverPresents(destination index: Int) -> Bool {
        guard let argument = outline.argument("isPresented", of: index) ?? outline.argument("item", of: index),
              argument.value.lowerBound == argument.value.upperBound,
              tokens.kind(argument.value.lowerBound) == .identifier else { return false }
        let binding = tokens.text(argument.value.lowerBound)
        guard binding.hasPrefix("$"), binding.count > 1 else { return false }
        let name = String(binding.dropFirst())
        let declarations = outline.properties.filter { $0.name == name }
        guard declarations.count == 1, let flag = declarations.first, flag.hasAttribute("State"),
              flag.modifiers.contains("private") || flag.modifiers.contains("fileprivate") else { return false }
        // `flag`, `$flag`, `_flag`, `self.flag`: every mention is an identifier spelling the name.
        var mentions = 0
        for j in 0..<tokens.count where tokens.kind(j) == .identifier {
            let text = tokens.text(j)
            guard text == name || text == binding || text == "_" + name else { continue }
            mentions += 1
            if mentions > 2 { return false }
        }
        return mentions == 2
    }
}

extension NavigationModel {
    /// Whether the presented destination registered at `registration` (a call's name token) never shows.
    func neverPresents(_ registration: SourceRef) -> Bool {
        let source = files[registration.file].source
        let index = UnitItem.firstCall(atOrAfter: registration.token, in: source.outline)
        guard index < source.outline.calls.count, source.outline.calls[index].nameToken == registration.token else {
            return false
        }
        return source.neverPresents(destination: index)
    }
}
