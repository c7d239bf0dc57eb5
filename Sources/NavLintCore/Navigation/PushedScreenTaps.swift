/// Code that runs only when the user taps something on a screen that exists
/// only while a value for it is on a path: a pushed screen's own Back button.
/// That guarantees one element on the path, not more: `removeLast(2)` from a
/// screen a deep link opened alone still traps.
///
/// Such a screen is built only inside `navigationDestination(for:)` closures
/// (directly, or through one builder method every call of which is inside
/// one), so while it is on screen the path holds its value: a `removeLast()`
/// run from its tap cannot find the path empty. The tap may be written in the
/// screen's own view, or in the destination closure itself, where the closure
/// is handed to the screen it builds (`.navigationDestination(for: Route.self)
/// { _ in ThemeView(onBack: { path.removeLast() }) }`). What runs from anywhere else
/// (an `onReceive`, a timer, a deep link, `onAppear`, another screen) can, and
/// so can a screen pushed with `navigationDestination(isPresented:)` or a
/// destination-closure link, which put nothing on the path.
extension NavigationModel {
    /// Closures that run once per tap.
    static let tapActions: Set<String> = ["Button", "onTapGesture"]
    /// Closures that run what they are given once, right away, where they are written.
    static let passThroughClosures: Set<String> = ["withAnimation", "withTransaction", "async", "Task", "run"]

    /// Whether the code at `token` of file `file` runs only from a tap on a screen that is only ever pushed
    /// as a path value: in the tap's closure, or in a method every call of which (at least one) is one.
    package func runsOnlyFromTapOnPushedScreen(token: Int, inFile file: Int) -> Bool {
        switch tapSite(of: token, inFile: file) {
        case .tap(let view, let onPathValueScreen)?:
            return onPathValueScreen || isOnlyPushedAsPathValue(view)
        case .method(let function)?:
            let name = files[file].source.outline.functions[function].name
            let callers = callSites(named: name)
            guard !callers.isEmpty, !isMentionedWithoutCall(name) else { return false }
            // Each screen once: a screen with several Back buttons would have its builders looked up for each.
            var views = Set<String>()
            for caller in callers {
                guard case .tap(let view, let onPathValueScreen)? = tapSite(of: caller.token, inFile: caller.file)
                else { return false }
                if !onPathValueScreen { views.insert(view) }
            }
            return views.allSatisfy(isOnlyPushedAsPathValue)
        case nil:
            return false
        }
    }

    enum TapSite {
        /// In a tap action of the view type named; `onPathValueScreen` when the tapped view is
        /// built inside a `navigationDestination(for:)` closure of that view, so it is on a screen
        /// that exists only while a value for it is on the path.
        case tap(view: String, onPathValueScreen: Bool)
        /// Directly in a method's body (index into the file's functions).
        case method(Int)
    }

    /// Where the code at `token` runs from: a tap's closure in a view (or in a closure handed to a
    /// project view that runs it only from a tap, unless `handedClosures` is false), a method's body,
    /// or something else (nil).
    func tapSite(of token: Int, inFile file: Int, handedClosures: Bool = true) -> TapSite? {
        let source = files[file].source
        let outline = source.outline
        for scope in outline.scopeChain(from: outline.innermostScope(containing: token)) {
            switch outline.scopes[scope].kind {
            case .statement:
                continue
            case .closure(let call?, _) where Self.passThroughClosures.contains(outline.calls[call].name):
                // After an `await` the user may have left the screen (its Back button pops it meanwhile).
                if source.awaits(in: outline.scopes[scope].open, before: token) { return nil }
                continue
            case .closure(let call?, _) where Self.tapActions.contains(outline.calls[call].name):
                guard let view = source.enclosingTypeName(of: token), facts.isView(view) else { return nil }
                return .tap(view: view, onPathValueScreen: isBuiltForPathValue(call: call, inFile: file))
            case .closure(let call?, let label) where handedClosures
                && runsHandedClosureOnlyFromTaps(view: outline.calls[call].name, label: label):
                guard let view = source.enclosingTypeName(of: token), facts.isView(view) else { return nil }
                return .tap(view: view, onPathValueScreen: isBuiltForPathValue(call: call, inFile: file))
            case .functionBody(let function):
                let declaration = outline.functions[function]
                guard declaration.kind == .function, !source.awaits(in: outline.scopes[scope].open, before: token), !declaration.modifiers.contains("override"),
                      !declaration.attributes.contains(where: { ["objc", "IBAction"].contains($0.name) }) else { return nil }
                return .method(function)
            default:
                return nil
            }
        }
        return nil
    }

    /// Whether every place the project builds view `view` (outside preview-only code; at least one) is
    /// inside a `navigationDestination(for:)` closure, or in a method every call of which is.
    func isOnlyPushedAsPathValue(_ view: String) -> Bool {
        let builds = callSites(named: view)
        guard !builds.isEmpty else { return false }
        return builds.allSatisfy { build in
            switch buildSite(of: build.token, inFile: build.file) {
            case .pathValueDestination?:
                return true
            case .method(let function)?:
                let calls = callSites(named: files[build.file].source.outline.functions[function].name)
                // `viewForRoute(.main)` at the root builds the screens of `case .main:` only.
                let routeCase = files[build.file].source.routeParameterCase(of: build.token, in: function) {
                    files[build.file].caseLabels[$0] ?? []
                }
                return !calls.isEmpty && calls.allSatisfy {
                    if case .pathValueDestination? = buildSite(of: $0.token, inFile: $0.file) { return true }
                    guard let routeCase, let passed = caseArgument(of: $0, parameter: routeCase.parameter,
                                                                   of: function, declaredIn: build.file) else { return false }
                    return !routeCase.values.contains("." + passed)
                }
            case nil:
                return false
            }
        }
    }

    /// Whether the view or button that call `call` builds is built inside a
    /// `navigationDestination(for:)` closure, where it is part of a pushed value's screen.
    private func isBuiltForPathValue(call: Int, inFile file: Int) -> Bool {
        let token = files[file].source.outline.calls[call].nameToken
        if case .pathValueDestination? = buildSite(of: token, inFile: file) { return true }
        return false
    }

    enum BuildSite {
        /// Inside a `navigationDestination(for:)` closure: built when a value is pushed onto a path.
        case pathValueDestination
        /// First inside a method's body (index into the file's functions).
        case method(Int)
    }

    /// Where the view built at `token` is built from: a path-value destination, a method, or elsewhere (nil).
    private func buildSite(of token: Int, inFile file: Int) -> BuildSite? {
        let outline = files[file].source.outline
        for scope in outline.scopeChain(from: outline.innermostScope(containing: token)) {
            switch outline.scopes[scope].kind {
            case .statement:
                continue
            case .closure(let call?, _) where SwiftUINames.isRegistration(outline.calls[call].name):
                return outline.argument("for", of: call) != nil ? .pathValueDestination : nil
            case .closure:
                continue   // a `ForEach`, a stack of views, a sheet's content inside the destination
            case .functionBody(let function):
                return outline.functions[function].kind == .function ? .method(function) : nil
            default:
                return nil
            }
        }
        return nil
    }

    /// The case a call of `function` passes for its parameter `parameter`, when it names one:
    /// `main` for `viewForRoute(.main)` or `viewForRoute(Route.main)`.
    private func caseArgument(of call: SourceRef, parameter: Int, of function: Int, declaredIn file: Int) -> String? {
        let declared = files[file].source.outline.functions[function].parameters
        let outline = files[call.file].source.outline
        let tokens = files[call.file].source.tokens
        guard let index = outline.calls(named: tokens.text(call.token)).first(where: { outline.calls[$0].nameToken == call.token }),
              declared.count == outline.arguments(of: index).count else { return nil }
        let argument = outline.arguments(of: index)[parameter]
        guard argument.label == declared[parameter].label else { return nil }
        let value = argument.value
        let dot = value.upperBound - 1
        guard tokens.kind(value.upperBound) == .identifier, tokens.kind(dot) == .period,
              dot == value.lowerBound || (dot == value.lowerBound + 1 && tokens.kind(value.lowerBound) == .identifier)
        else { return nil }
        return tokens.text(value.upperBound)
    }

    /// Every call named `name` in the project that is not in a preview, a test or code only they read,
    /// and is not `.name(…)` (an enum case or a static member).
    package func callSites(named name: String) -> [SourceRef] {
        var sites: [SourceRef] = []
        for file in files where !file.source.isTestCode {
            let outline = file.source.outline
            for index in outline.calls(named: name) where outline.calls[index].receiver != .implicitMember {
                let token = outline.calls[index].nameToken
                if outline.isInPreview(token) || previewOnly.contains(token: token, inFile: file.index) { continue }
                sites.append(SourceRef(file: file.index, token: token))
            }
        }
        return sites
    }

    /// Whether `name` is written somewhere without being called (outside its declaration): passed as
    /// a function (`Button("Back", action: router.back)`, `perform: back`), from where it may run anyhow.
    package func isMentionedWithoutCall(_ name: String) -> Bool {
        let length = name.utf8.count
        for file in files {
            let tokens = file.source.tokens
            for j in 0..<tokens.count where tokens[j].kind == .identifier && Int(tokens[j].length) == length
                && tokens.kind(j + 1) != .leftParen && tokens.kind(j + 1) != .leftBrace
                && !tokens.isWord(j - 1, "func") && tokens.text(j) == name {
                return true
            }
        }
        return false
    }
}

extension SourceFile {
    /// Whether code between `open` and `token` awaits (`try await save()` before a pop), not counting
    /// the `await` of the expression at `token` itself (`await action()`).
    func awaits(in open: Int, before token: Int) -> Bool {
        var j = open + 1
        while j < token - 1 {
            if tokens.isWord(j, "await") { return true }
            j += 1
        }
        return false
    }
}
