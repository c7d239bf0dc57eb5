@testable import NavLintCore
import Testing

struct OutlineCallTests {
    @Test func argumentsWithLabelsAndValues() throws {
        let (file, o) = outline(#"NavigationLink("Open", value: Route.book(id))"#)
        let link = o.calls[0]
        #expect(link.name == "NavigationLink" && link.receiver == .none)
        #expect(o.arguments(of: link).map(\.label) == [nil, "value"])
        let value = try #require(o.argument("value", of: link))
        #expect(file.tokens.compactText(value.value.lowerBound, value.value.upperBound) == "Route.book(id)")
        #expect(o.calls[1].name == "book")
        #expect(o.calls[1].receiver == .expression(8...8))
    }

    @Test func trailingClosuresIncludingLabeledOnes() throws {
        let (_, o) = outline("""
            Button { save() } label: { Text("Save") }
            NavigationLink {
                Detail()
            } label: {
                Row()
            }
            ForEach(items) { item in Row(item) }
            """)
        let names = o.calls.map(\.name)
        #expect(names == ["Button", "save", "Text", "NavigationLink", "Detail", "Row", "ForEach", "Row"])
        #expect(o.trailingClosures(of: 0).map(\.label) == [nil, "label"])
        #expect(o.trailingClosures(of: 3).map(\.label) == [nil, "label"])
        #expect(o.trailingClosures(of: 6).count == 1 && o.arguments(of: 6).count == 1)
        // The closure scopes know their owner.
        let closure = o.trailingClosures(of: 3)[1].scope
        #expect(o.scopes[closure].kind == .closure(call: 3, label: "label"))
        #expect(o.calls[5].scope == closure)
    }

    @Test func closureArgumentsInsideParentheses() throws {
        let (_, o) = outline(#".sheet(isPresented: $show, content: { EditView() })"#)
        let sheet = o.calls[0]
        #expect(sheet.receiver == .implicitMember)
        let content = try #require(o.argument("content", of: sheet))
        let scope = try #require(content.closure)
        #expect(o.scopes[scope].kind == .closure(call: 0, label: "content"))
        #expect(o.trailingClosures(of: sheet).isEmpty)
    }

    /// Hundreds of thousands of calls live for a whole run: the packed form is
    /// 64 bytes and gives back every field it was built from.
    @Test func callSitePacksIntoSixtyFourBytesAndRoundTrips() {
        #expect(MemoryLayout<CallSite>.stride == 64)
        let receivers: [Receiver] = [.none, .implicitMember, .call(7), .expression(3...9)]
        for (index, receiver) in receivers.enumerated() {
            var call = CallSite(name: "NavigationLinkWithALongName", nameToken: 40, receiver: receiver,
                                isMacro: index % 2 == 0, isPattern: index >= 2, scope: index == 0 ? nil : 5)
            #expect(call.receiver == receiver && call.isMacro == (index % 2 == 0) && call.isPattern == (index >= 2))
            #expect(call.scope == (index == 0 ? nil : 5) && call.next == nil && call.argumentList == nil)
            #expect(call.range == 40...40)
            call.extend(to: 90)
            call.extend(to: 60)
            call.argumentList = 41...90
            call.next = 12
            call.trailingClosureRun = FlatRun(start: 70_000, count: 3)
            #expect(call.range == 40...90 && call.argumentList == 41...90 && call.next == 12)
            #expect(call.trailingClosureRun.start == 70_000 && call.trailingClosureRun.count == 3)
            #expect(call.name == "NavigationLinkWithALongName" && call.nameToken == 40)
        }
    }

    /// An outer call's arguments end after the inner calls' do, and its later
    /// trailing closures after the calls inside its first: each call still
    /// gets its own, in order, from the outline's flat lists.
    /// Every name's lookup gives the calls a scan finds, and a name no call has
    /// gives none, across enough names that tags and slots collide.
    @Test func callsByNameAgreeWithAScan() {
        let names = (0..<600).map { "name\($0 % 7 == 0 ? "Shared" : "")\($0 % 250)" }
        let (_, o) = outline(names.map { "\($0)()" }.joined(separator: "\n"))
        for name in Set(names) {
            #expect(Array(o.calls(named: name)) == o.calls.indices.filter { o.calls[$0].name == name })
        }
        for missing in ["name250", "nameShared1", "", "navigationDestination"] {
            #expect(o.calls(named: missing).isEmpty)
        }
    }

    /// A file that calls few names answers most lookups from its bits of called names,
    /// without its table: for each of 2,000 names, called or not, the same as a scan.
    @Test func fewCalledNamesAnswerLikeAScan() {
        let candidates = (0..<2_000).map { "candidate\($0)" }
        for stride in [97, 131, 389] {
            let called = stride..<(stride + 12)
            let (_, o) = outline(called.map { "\(candidates[$0])()" }.joined(separator: "\n"))
            for name in candidates {
                #expect(Array(o.calls(named: name)) == o.calls.indices.filter { o.calls[$0].name == name }, "\(name)")
            }
            let asked = CallNames([candidates[stride + 3], candidates[5], candidates[stride + 11]])
            #expect(o.calls(namedAnyOf: asked) == [3, 11])
        }
    }

    @Test func nestedCallsKeepTheirOwnArgumentsAndClosures() {
        let (file, o) = outline("""
            f(a: g(b: 1, c: { x() }), d: h(k(2)) { y() } label: { z() }, e: 3) { w() } more: { v() }
            """)
        #expect(o.calls.map(\.name) == ["f", "g", "x", "h", "k", "y", "z", "w", "v"])
        func labels(_ call: Int) -> [String?] { o.arguments(of: call).map(\.label) }
        func values(_ call: Int) -> [String] {
            o.arguments(of: call).map { file.tokens.compactText($0.value.lowerBound, $0.value.upperBound) }
        }
        #expect(labels(0) == ["a", "d", "e"])
        #expect(values(0).last == "3")
        #expect(labels(1) == ["b", "c"] && o.arguments(of: 1)[1].closure != nil)
        #expect(values(3) == ["k(2)"] && values(4) == ["2"])
        #expect(o.trailingClosures(of: 3).map(\.label) == [nil, "label"])
        #expect(o.trailingClosures(of: 0).map(\.label) == [nil, "more"])
        #expect(o.arguments(of: 2).isEmpty && o.trailingClosures(of: 2).isEmpty)
    }

    @Test func modifierChainsLinkEachCallToTheNext() {
        let (file, o) = outline("""
            NavigationStack(path: $path) {
                List { Row() }
                    .navigationTitle("Books")
                    #if os(iOS)
                    .navigationBarTitleDisplayMode(.inline)
                    #endif
                    .navigationDestination(for: Route.self) { route in Detail(route) }
            }
            .sheet(item: $sheet) { sheet in SheetView(sheet) }
            """)
        let byName = Dictionary(o.calls.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        let list = byName["List"]!, title = byName["navigationTitle"]!, mode = byName["navigationBarTitleDisplayMode"]!
        let destination = byName["navigationDestination"]!, stack = byName["NavigationStack"]!, sheet = byName["sheet"]!
        #expect(o.calls[title].receiver == .call(list))
        #expect(o.calls[mode].receiver == .call(title), "a modifier under #if continues the chain")
        #expect(o.calls[destination].receiver == .call(mode))
        #expect(o.calls[list].next == title && o.calls[title].next == mode)
        #expect(o.calls[sheet].receiver == .call(stack))
        #expect(o.calls[byName["inline"] ?? 0].name != "inline", "`.inline` is a member, not a call")
        _ = file
    }

    @Test func receiversOfMemberCalls() {
        let (file, o) = outline("""
            path.append(.book(1))
            self.router?.path.removeLast()
            items.first!.select()
            Text("a").bold()
            """)
        func receiverText(_ index: Int) -> String? {
            if case .expression(let range) = o.calls[index].receiver {
                return file.tokens.compactText(range.lowerBound, range.upperBound)
            }
            return nil
        }
        #expect(o.calls.map(\.name) == ["append", "book", "removeLast", "select", "Text", "bold"])
        #expect(receiverText(0) == "path")
        #expect(o.calls[1].receiver == .implicitMember)
        #expect(receiverText(2) == "self.router?.path")
        #expect(receiverText(3) == "items.first!")
        #expect(o.calls[5].receiver == .call(4))
    }

    @Test func genericCallsMacrosAndPatterns() {
        let (_, o) = outline("""
            let router = Router<Destination, Page>()
            #Preview { ContentView() }
            switch route { case .book(let id): BookView(id: id) default: EmptyView() }
            if a < b, c > d { go() }
            """)
        #expect(o.calls.map(\.name) == ["Router", "Preview", "ContentView", "book", "BookView", "EmptyView", "go"])
        #expect(o.genericArguments(of: 0) == "Destination, Page" && o.genericArguments(of: 1) == nil)
        #expect(o.calls[1].isMacro && o.trailingClosures(of: 1).count == 1)
        #expect(o.calls[3].isPattern && !o.calls[4].isPattern)
    }

    @Test func statementBodiesAreNotClosures() {
        let (_, o) = outline("""
            func f() {
                if items.isEmpty { a() } else if let x = y { b() } else { c() }
                guard ok else { return }
                for item in items where item.visible { d() }
                while running { e() }
                repeat { g() } while again
                h { }
                switch value { case .a: break default: break }
                do { try i() } catch { j() }
            }
            """)
        let kinds = o.scopes.map(\.kind)
        let statements = kinds.compactMap { kind -> String? in
            if case .statement(let keyword) = kind { return keyword } else { return nil }
        }
        #expect(statements == ["if", "if", "else", "else", "for", "while", "repeat", "switch", "do", "catch"])
        #expect(o.calls.map(\.name) == ["a", "b", "c", "d", "e", "g", "h", "i", "j"])
        #expect(o.trailingClosures(of: 6).count == 1, "`h { }` after `repeat … while` is a call")
    }

    /// `for:` and `while:` are argument labels here: the closure after them is the
    /// call's (`navigationDestination`'s destination), not the body of a loop.
    @Test func aStatementKeywordUsedAsALabelStartsNoStatement() {
        let (_, o) = outline("""
            Home()
                .navigationDestination(for: Route.self, destination: { route in Detail(route) })
                .retry(while: failing, operation: { fetch() })
            for item in items { d() }
            """)
        let destination = o.calls.firstIndex { $0.name == "navigationDestination" }
        let retry = o.calls.firstIndex { $0.name == "retry" }
        #expect(o.scopes.map(\.kind) == [.closure(call: destination, label: "destination"),
                                         .closure(call: retry, label: "operation"), .statement(keyword: "for")])
    }

    @Test func callOnNextLineIsNotACall() {
        let (_, o) = outline("let a = foo\n(bar)")
        #expect(o.calls.isEmpty)
    }

    @Test func attributesAreNotCalls() {
        let (_, o) = outline("@available(iOS 16, *)\n@Environment(Router.self) var router")
        #expect(o.calls.isEmpty)
        #expect(o.properties.first?.attributes.map(\.name) == ["available", "Environment"])
    }

    @Test func innermostScopeFindsTheClosestBraces() throws {
        let (file, o) = outline("struct A { var body: some View { VStack { Text(\"x\") } } }")
        let text = try #require(o.calls.first { $0.name == "Text" })
        let scope = try #require(o.innermostScope(containing: text.nameToken))
        #expect(o.scopes[scope].kind == .closure(call: 0, label: nil))
        #expect(Array(o.scopeChain(from: scope)) == [scope, 1, 0])
        #expect(o.innermostScope(containing: 0) == nil)
        _ = file
    }

    @Test func strayBracesDoNotDerailTheRest() {
        let (_, o) = outline("""
            struct A: View {
                var body: some View {
                    #if os(iOS)
                    NavigationStack {
                    #else
                    NavigationView {
                    #endif
                        Text("x")
                    }
                }
            }
            struct B: View { var body: some View { Text("b") } }
            """)
        #expect(o.types.map(\.name) == ["A", "B"])
        #expect(o.calls.contains { $0.name == "NavigationStack" } && o.calls.contains { $0.name == "NavigationView" })
    }
}
