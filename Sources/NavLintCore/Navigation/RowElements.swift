/// The row parameter of `ForEach(items) { item in … }` and `List(items) { item in … }`:
/// a value link in a list pushes an element of the collection the list is given,
/// the commonest value link there is.
extension NavigationModel {
    /// The calls whose closure is called once per element of their first argument.
    static let rowCalls: Set<String> = ["ForEach", "List"]

    /// The innermost closure around `token` that takes `name` as a parameter
    /// (`{ item in`, `{ (item) in`, `{ index, item in`): its call and the call's first
    /// argument, whatever the call is. Nil when no closure there binds `name`.
    static func closureBinding(_ name: String, at token: Int, in source: SourceFile)
        -> (call: Int, firstArgument: ClosedRange<Int>?)? {
        let outline = source.outline
        let tokens = source.tokens
        for scope in outline.scopeChain(from: outline.innermostScope(containing: token)) {
            guard case .closure(let call?, _) = outline.scopes[scope].kind,
                  parameterNames(ofClosureOpenedAt: outline.scopes[scope].open, before: token, tokens).contains(name)
            else { continue }
            return (call, outline.arguments(of: call).first?.value)
        }
        return nil
    }

    /// The words of a closure's signature (`{ item in`, `{ [weak self] (index, item) in`), read
    /// up to `in`; empty when the closure has none. The read stops at the first token no
    /// signature holds (`for x in` in a body is a loop) and after a bounded number of tokens,
    /// so asking it of every closure around every link stays linear.
    private static func parameterNames(ofClosureOpenedAt open: Int, before limit: Int, _ tokens: SyntaxTokens) -> [String] {
        var names: [String] = []
        var j = open + 1
        while j < limit, j <= open + 48 {
            switch tokens.kind(j) {
            case .identifier:
                names.append(tokens.text(j))
            case .keyword:
                if tokens.isWord(j, "in") { return names }
                guard signatureKeywords.contains(tokens.text(j)) else { return [] }
            case .leftBrace, .rightBrace, .stringQuote:
                return []
            default:
                break
            }
            j += 1
        }
        return []
    }

    /// The reserved words a closure's signature can hold before `in`.
    private static let signatureKeywords: Set<String> = ["_", "self", "Self", "inout", "throws", "Any"]

    /// The type of the element a row closure's parameter holds, when the value at
    /// `range` is that parameter alone: `ForEach(items) { item in … item … }` with
    /// `items` (or `self.items`, or `model.items` of a property `model`) declared as
    /// `[Item]`, `Array<Item>`, `Set<Item>`, `ContiguousArray<Item>`, `OrderedSet<Item>`
    /// or `IdentifiedArrayOf<Item>`. `.some(nil)` when a closure binds the name but
    /// its element type cannot be told (an index, a range, another call's closure);
    /// nil when no closure binds it.
    func rowElementType(of range: ClosedRange<Int>, inFile index: Int) -> String?? {
        let source = files[index].source
        let tokens = source.tokens
        guard range.count == 1, tokens.kind(range.lowerBound) == .identifier else { return nil }
        let name = tokens.text(range.lowerBound)
        guard let binding = Self.closureBinding(name, at: range.lowerBound, in: source) else { return nil }
        guard Self.rowCalls.contains(source.outline.calls[binding.call].name),
              let collection = binding.firstArgument,
              let written = collectionType(collection, inFile: index),
              let element = Self.collectionElement(written),
              let type = Self.namedType(element, facts: facts) else { return .some(nil) }
        // A generic parameter's elements are whatever the caller's collection holds.
        if source.isGenericParameter(element, at: range.lowerBound) || source.isGenericParameter(type, at: range.lowerBound) {
            return .some(nil)
        }
        return type
    }

    /// The declared type of `items`, `self.items` or `model.items` (a property of a property).
    private func collectionType(_ collection: ClosedRange<Int>, inFile index: Int) -> String? {
        let source = files[index].source
        let tokens = source.tokens
        var first = collection.lowerBound
        if tokens.isWord(first, "self"), tokens.kind(first + 1) == .period { first += 2 }
        guard first <= collection.upperBound, tokens.kind(first) == .identifier,
              let members = Self.memberChain(tokens, from: first + 1, through: collection.upperBound),
              members.count <= 1 else { return nil }
        let head = tokens.text(first)
        guard let member = members.first else { return declaredType(of: head, at: first, in: index) }
        guard let owner = source.enclosingTypeName(of: first) else { return nil }
        return Self.propertyChainType([head, member], from: owner, files: files,
                                      facts: facts, near: index)?.type
    }

    /// `[Item]`, `Array<Item>`, `Set<Item>`…: `Item`. Nil for a dictionary or any other type.
    static func collectionElement(_ written: String) -> String? {
        var type = Substring(written)
        while type.last == "?" || type.last == "!" { type = type.dropLast() }
        if let element = arrayElement(type) { return element }
        guard let open = type.firstIndex(of: "<"), type.last == ">",
              collectionGenerics.contains(String(type[..<open])) else { return nil }
        let inner = type[type.index(after: open)...].dropLast()
        return inner.contains(",") ? nil : String(inner)
    }

    /// `[Item]` or `Array<Item>`: `Item`; nil for a dictionary or any other type. A typed
    /// navigation path is one of these.
    static func arrayElement(_ type: Substring) -> String? {
        if type.hasPrefix("[") && type.hasSuffix("]") && !type.contains(":") { return String(type.dropFirst().dropLast()) }
        if type.hasPrefix("Array<") && type.hasSuffix(">") { return String(type.dropFirst(6).dropLast()) }
        return nil
    }

    private static let collectionGenerics: Set<String> = [
        "Array", "Set", "ContiguousArray", "OrderedSet", "IdentifiedArrayOf",
    ]
}
