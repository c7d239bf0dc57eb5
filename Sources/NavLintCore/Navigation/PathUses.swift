/// Where code touches a navigation path outside the stacks: `path.append(…)`,
/// `router.path.removeLast()`, decoding a stored path.
extension NavigationModel {
    /// The properties that hold a navigation path: the one each stack's
    /// `path:` binding resolves to, every `NavigationPath`, and `@Binding`
    /// properties of a route array type (a path handed down from a parent).
    static func pathDeclarations(files: [FileNavigation], facts: TypeFacts, routeTypes: Set<String>,
                                 jobs: Int = 1) -> Set<PropertyRef> {
        // Each file's share depends only on the settled facts, so the files are read in parallel.
        let perFile = parallelMap(count: files.count, jobs: jobs) { index in
            pathDeclarations(in: files[index], files: files, facts: facts, routeTypes: routeTypes)
        }
        return perFile.reduce(into: Set<PropertyRef>()) { $0.formUnion($1) }
    }

    private static func pathDeclarations(in file: FileNavigation, files: [FileNavigation], facts: TypeFacts,
                                         routeTypes: Set<String>) -> [PropertyRef] {
        var declarations: [PropertyRef] = []
        let source = file.source
        let outline = source.outline
        let tokens = source.tokens
        for call in outline.calls(namedAnyOf: SwiftUINames.stackCalls).map({ outline.calls[$0] }) {
            guard let argument = outline.argument("path", of: call), let owner = source.enclosingTypeName(of: call.nameToken) else { continue }
            guard let names = bindingChain(tokens, argument.value),
                  let declaration = propertyChainDeclaration(names, from: owner, files: files, facts: facts,
                                                             near: file.index) else { continue }
            declarations.append(declaration)
        }
        // By index: copying every property of every file out of its array cost more than the test.
        for index in outline.properties.indices {
            // Only a `NavigationPath` or a `@Binding` can be one; skip the rest cheaply.
            let isBinding = outline.properties[index].hasAttribute("Binding")
            let mentionsPath = outline.properties[index].type.map { Self.containsUTF8($0, "NavigationPath") } == true
                || outline.properties[index].initializer.map { tokens.isText($0.lowerBound, "NavigationPath") } == true
            guard mentionsPath || isBinding,
                  let written = propertyType((file.index, index), files: files, facts: facts)?.type else { continue }
            var type = facts.resolve(written)
            if type.hasPrefix("Binding<") && type.hasSuffix(">") { type = String(type.dropFirst(8).dropLast()) }
            let element = type.hasPrefix("[") && type.hasSuffix("]") ? TypeFacts.lastComponent(String(type.dropFirst().dropLast())) : ""
            if type == "NavigationPath" || (isBinding && routeTypes.contains(element)) {
                declarations.append(PropertyRef(file: file.index, property: index))
            }
        }
        return declarations
    }

    /// Whether `text` contains `word`, compared as UTF-8 bytes. (`String.contains`
    /// with a string argument goes through Foundation's `NSString` search here,
    /// 1.4% of a run when asked of every property.)
    static func containsUTF8(_ text: String, _ word: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard let first = needle.first else { return true }
        var text = text
        return text.withUTF8 { haystack in
            guard haystack.count >= needle.count else { return false }
            var i = 0
            while i <= haystack.count - needle.count {
                if haystack[i] == first {
                    var k = 1
                    while k < needle.count && haystack[i + k] == needle[k] { k += 1 }
                    if k == needle.count { return true }
                }
                i += 1
            }
            return false
        }
    }

    /// The path declaration a call's receiver (`path`, `self.path`,
    /// `router.path`) resolves to from where the call is, if it is one.
    package func pathDeclaration(receiverOf call: CallSite, inFile file: Int) -> PropertyRef? {
        let source = files[file].source
        guard let names = source.receiverNames(of: call), let owner = source.enclosingTypeName(of: call.nameToken),
              let declaration = Self.propertyChainDeclaration(names, from: owner, files: files, facts: facts, near: file),
              pathDeclarations.contains(declaration) else { return nil }
        return declaration
    }
}

extension SourceFile {
    /// The names of a call's receiver chain, `self.` dropped: `router.path.append(…)` → `["router", "path"]`.
    package func receiverNames(of call: CallSite) -> [String]? {
        guard case .expression(let range) = call.receiver else { return nil }
        var names: [String] = []
        var j = range.lowerBound
        while j <= range.upperBound {
            guard tokens.kind(j) == .identifier || tokens.isWord(j, "self") else { return nil }
            if !tokens.isWord(j, "self") { names.append(tokens.text(j)) }
            j += 1
            if j <= range.upperBound {
                if tokens.isText(j, "?") || tokens.isText(j, "!") { j += 1 }
                guard j <= range.upperBound, tokens.kind(j) == .period else { return nil }
                j += 1
            }
        }
        return names.isEmpty ? nil : names
    }

    /// The name of the type whose declaration (or extension) encloses token `i`.
    package func enclosingTypeName(of i: Int) -> String? {
        for scope in outline.scopeChain(from: outline.innermostScope(containing: i)) {
            if case .typeBody(let type) = outline.scopes[scope].kind { return TypeFacts.lastComponent(outline.types[type].name) }
        }
        return nil
    }

    /// The innermost function body or closure around token `i`: the action it belongs to.
    package func enclosingAction(of i: Int) -> Int? {
        for scope in outline.scopeChain(from: outline.innermostScope(containing: i)) {
            switch outline.scopes[scope].kind {
            case .functionBody, .closure, .accessor: return scope
            default: continue
            }
        }
        return nil
    }
}

extension NavigationModel {
    /// The types registered with `navigationDestination(for:)` anywhere (last
    /// name, aliases resolved), and whether some registration's type cannot
    /// be told (`for: D.self` with `D` a generic parameter, `for: type`).
    static func registeredTypes(files: [FileNavigation], facts: TypeFacts,
                                registeredType: (Int, Int) -> String?) -> (types: Set<String>, unresolved: Bool) {
        var types = Set<String>()
        var unresolved = false
        for file in files {
            let outline = file.source.outline
            for index in outline.calls(named: SwiftUINames.registration) {
                let call = outline.calls[index]
                guard outline.argument("for", of: call) != nil else { continue }
                guard let type = registeredType(index, file.index) else { unresolved = true; continue }
                if file.source.isGenericParameter(type, at: call.nameToken) { unresolved = true; continue }
                types.insert(TypeFacts.lastComponent(type))
            }
        }
        return (types, unresolved)
    }
}

extension SourceFile {
    /// Whether `name` is a generic parameter of a function or type around token `i`.
    func isGenericParameter(_ name: String, at i: Int) -> Bool {
        for scope in outline.scopeChain(from: outline.innermostScope(containing: i)) {
            switch outline.scopes[scope].kind {
            case .functionBody(let function):
                if outline.functions[function].genericParameters.contains(where: { $0.name == name }) { return true }
            case .typeBody(let type):
                if outline.types[type].genericParameters.contains(where: { $0.name == name }) { return true }
            default:
                continue
            }
        }
        return false
    }
}

extension NavigationModel {
    /// Names of the properties presentations are bound to: `sheet` in
    /// `.sheet(item: $router.sheet)`, `showingEditor` in `.sheet(isPresented: $showingEditor)`.
    static func presentationPropertyNames(files: [FileNavigation], jobs: Int) -> Set<String> {
        parallelUnion(count: files.count, jobs: jobs) { index in
            var names = Set<String>()
            let tokens = files[index].source.tokens
            let outline = files[index].source.outline
            for call in outline.calls(namedAnyOf: SwiftUINames.presentationCalls) {
                for argument in outline.arguments(of: call) where argument.label == "item" || argument.label == "isPresented" {
                    let last = argument.value.upperBound
                    guard tokens.kind(last) == .identifier else { continue }
                    let name = tokens.text(last)
                    names.insert(name.hasPrefix("$") ? String(name.dropFirst()) : name)
                }
            }
            return names
        }
    }
}

extension NavigationModel {
    /// Types bound to a `List(selection:)`: a `NavigationLink(value:)` of such
    /// a type sets the selection (a split view's sidebar) rather than pushing.
    /// Where the binding's type is not written (`@Default(.sidebarSelection) var
    /// sidebarSelection`), the types the list's own value links spell stand for it.
    func selectionTypes(jobs: Int) -> Set<String> {
        parallelUnion(count: files.count, jobs: jobs) { index in
            var types = Set<String>()
            let source = files[index].source
            let tokens = source.tokens
            for call in source.outline.calls(named: "List") {
                guard let selection = source.outline.argument("selection", of: call),
                      let names = Self.bindingChain(tokens, selection.value),
                      let owner = source.enclosingTypeName(of: source.outline.calls[call].nameToken) else { continue }
                guard let declared = Self.propertyChainType(names, from: owner, files: files, facts: facts) else {
                    types.formUnion(rowValueTypes(ofList: call, in: source))
                    continue
                }
                var type = facts.resolve(declared.type)
                while type.hasSuffix("?") { type.removeLast() }
                if type.hasPrefix("Set<") && type.hasSuffix(">") { type = String(type.dropFirst(4).dropLast()) }
                types.insert(TypeFacts.lastComponent(type))
            }
            return types
        }
    }

    /// The types of the value links in a list's content: written there, or in the
    /// body of a view the content builds by name (one view deep, as a sidebar's
    /// sections are).
    private func rowValueTypes(ofList list: Int, in source: SourceFile) -> Set<String> {
        let outline = source.outline
        var types = Set<String>()
        var views = Set<String>()
        let closures = outline.trailingClosures(of: list).map(\.scope) + outline.arguments(of: list).compactMap(\.closure)
        for scope in closures {
            let range = outline.scopes[scope].open...outline.scopes[scope].close
            types.formUnion(valueLinkTypes(in: range, of: source) { views.insert($0) })
        }
        for name in views.sorted() where facts.isView(name) {
            for (file, token) in facts.facts(name)?.declarations ?? [] {
                let declaring = files[file].source
                guard let body = declaring.outline.types.first(where: { $0.nameToken == token })?.bodyScope else { continue }
                let range = declaring.outline.scopes[body].open...declaring.outline.scopes[body].close
                types.formUnion(valueLinkTypes(in: range, of: declaring) { _ in })
            }
        }
        return types
    }

    /// The types `NavigationLink(value:)`s in `range` spell; `view` is told each other call by name.
    private func valueLinkTypes(in range: ClosedRange<Int>, of source: SourceFile, view: (String) -> Void) -> Set<String> {
        let outline = source.outline
        var types = Set<String>()
        var index = UnitItem.firstCall(atOrAfter: range.lowerBound, in: outline)
        while index < outline.calls.count, outline.calls[index].nameToken < range.upperBound {
            if outline.isValueLink(index) {
                if let value = outline.argument("value", of: index), let type = spelledType(of: value.value, in: source) {
                    types.insert(type)
                }
            } else if outline.calls[index].receiver == .none {
                view(outline.calls[index].name)
            }
            index += 1
        }
        return types
    }
}
