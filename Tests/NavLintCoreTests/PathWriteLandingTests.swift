import NavLintCore
import Testing

/// A handler's `path.append` breaks a closure-pushed screen only if the value it
/// appends can be shown while that screen is on top: its type registered under
/// the same root as the screen, not only under another branch of the root's
/// `switch selection`.
struct PathWriteLandingTests {
    func closureLinks(_ source: String) -> [String] {
        lint([("Library.swift", source)]).filter { $0.ruleID == "destination_closure_link" }.map { "\($0.file):\($0.line)" }
    }

    /// A split view whose detail stack shows Files or Settings by the sidebar's
    /// selection; an import notification appends a file id to the stack's path.
    static func library(registeredAtRoot: Bool = false, typedAppend: Bool = true) -> String {
        let rootRegistration = registeredAtRoot ? ".navigationDestination(for: UUID.self) { FileDetail(id: $0) }" : ""
        let filesRegistration = registeredAtRoot ? "" : ".navigationDestination(for: UUID.self) { FileDetail(id: $0) }"
        let binding = typedAppend ? "guard let fileID = notification.userInfo?[\"id\"] as? UUID else { return }"
            : "let fileID = notification.object"
        return """
            enum Section: Hashable { case files, settings }
            struct LibraryView: View {
                @State private var selection: Section? = .files
                @State private var path = NavigationPath()
                private let imported = NotificationCenter.default.publisher(for: .fileImported)
                var body: some View {
                    NavigationSplitView {
                        List(selection: $selection) { Text("Files").tag(Section.files) }
                    } detail: {
                        NavigationStack(path: $path) {
                            Group {
                                switch selection {
                                case .files: FilesView()
                                case .settings: SettingsView()
                                case nil: EmptyView()
                                }
                            }
                            \(rootRegistration)
                        }
                    }
                    .onReceive(imported) { notification in
                        \(binding)
                        path.append(fileID)
                    }
                }
            }
            struct FilesView: View {
                var body: some View {
                    List(files) { file in NavigationLink(file.name, value: file.id) }
                        \(filesRegistration)
                }
            }
            struct SettingsView: View {
                var body: some View {
                    Form { NavigationLink("About") { AboutView() } }
                }
            }
            """
    }

    @Test func anAppendShownOnlyUnderAnotherRootDoesNotLandAboveTheScreen() {
        // The import notification appends a file id, which only the Files root can show:
        // while About (pushed from the Settings root) is on top, Files is not the root.
        #expect(closureLinks(Self.library()).isEmpty)
    }

    @Test func anAppendTheScreensRootCanShowIsReported() {
        #expect(closureLinks(Self.library(registeredAtRoot: true)) == ["Library.swift:35"])
    }

    @Test func anAppendOfAValueOfUnknownTypeStillLandsAnywhere() {
        #expect(closureLinks(Self.library(typedAppend: false)) == ["Library.swift:35"])
    }

    /// In `.onChange(of: openedID) { path.append(…) }` the closure has no parameters: its `path`
    /// is the view's own, not the watched value (it was read as `openedID`, and the write was lost).
    @Test func aChangeHandlerWithoutParametersWritesTheViewsPath() {
        for handler in ["{ path.append(openedID!) }", "{ _ in path.append(openedID!) }", "{ old, new in path.append(new!) }"] {
            let inbox = """
                struct Inbox: View {
                    @State private var path: [UUID] = []
                    @State private var openedID: UUID?
                    var body: some View {
                        NavigationStack(path: $path) {
                            List { NavigationLink("Settings") { SettingsView() } }
                                .navigationDestination(for: UUID.self) { MessageView(id: $0) }
                        }
                        .onChange(of: openedID) \(handler)
                    }
                }
                """
            #expect(closureLinks(inbox) == ["Library.swift:6"], "\(handler)")
        }
    }
}

/// A router that empties the path pops every screen above the root, a
/// closure-pushed one included, wherever a value was pushed below that screen;
/// over an empty path (a link on the root screen) it changes nothing, and the
/// screen stays. Every way of spelling "empty" counts; a new non-empty path does not.
struct EmptyingWriteTests {
    static func shop(reset: String, linkOnRoot: Bool) -> String {
        let link = #"NavigationLink("Orders") { OrdersScreen() }"#
        return """
            @Observable final class ShopRouter {
                var path: [ShopRoute] = []
                func reset() { \(reset) }
            }
            struct Shop: View {
                @State private var router = ShopRouter()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        VStack {
                            Button("Account") { router.path.append(.account) }
                            \(linkOnRoot ? link : "")
                        }
                        .navigationDestination(for: ShopRoute.self) { _ in AccountScreen() }
                    }
                }
            }
            struct AccountScreen: View {
                var body: some View { \(linkOnRoot ? "Text(\"Account\")" : link) }
            }
            """
    }

    func reported(reset: String, linkOnRoot: Bool) -> Bool {
        lint([("Shop.swift", Self.shop(reset: reset, linkOnRoot: linkOnRoot))])
            .contains { $0.ruleID == "destination_closure_link" }
    }

    @Test func emptyingThePathPopsAScreenPushedAboveAValue() {
        for reset in ["path = []", "path = [ShopRoute]()", "path = .init()", "self.path.removeAll()", "path = []; "] {
            #expect(!reported(reset: reset, linkOnRoot: false), "\(reset)")
            #expect(reported(reset: reset, linkOnRoot: true), "\(reset): over an empty path the screen stays")
        }
        // A new non-empty path is not a reset: it still lands above the screen.
        #expect(reported(reset: "path = [.account]", linkOnRoot: false))
        #expect(reported(reset: "path.removeAll(); path.append(.account)", linkOnRoot: false))
    }

    /// A path only ever set to one screen, above a value, breaks in one way: set to the screen the link is
    /// on, it does not change, and the pushed view stays on top of it. The message says that case; over an
    /// empty path, or with a longer path or a push, the value lands and the message says so.
    @Test func aResetToOneScreenIsNamedForWhatItDoes() {
        func message(_ reset: String, linkOnRoot: Bool) -> String? {
            lint([("Shop.swift", Self.shop(reset: reset, linkOnRoot: linkOnRoot))])
                .first { $0.ruleID == "destination_closure_link" }?.message
        }
        #expect(message("path = [.account]", linkOnRoot: false)?.contains("set to one screen") == true)
        #expect(message("path = [.account]", linkOnRoot: true)?.contains("is written from elsewhere") == true)
        #expect(message("path = [.account, .account]", linkOnRoot: false)?.contains("is written from elsewhere") == true)
    }
}
