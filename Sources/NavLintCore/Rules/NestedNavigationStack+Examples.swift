/// `nested_navigation_stack`'s wrong examples: its tests and the code its page shows as wrong (the right ones: `+RightExamples`).
extension NestedNavigationStack {
    static let triggeringExamples: [RuleExample] = [
            RuleExample("""
            struct LabsHome: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Labs") { LabsScreen() }
                    }
                }
            }
            struct LabsScreen: View {
                var body: some View {
                    // The bar is hidden, but the link below pushes onto this container's own trail.
                    ↓NavigationView {
                        NavigationLink("Learn more") { Membership() }
                            .navigationBarHidden(true)
                    }
                }
            }
            """, message: "its bar is hidden"),
            RuleExample("""
            struct LibraryRoot: View {
                @State private var path: [LibraryRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        ShelfList()
                            .navigationDestination(for: LibraryRoute.self) { route in
                                ↓NavigationStack {
                                    BookScreen(route: route)
                                }
                            }
                    }
                }
            }
            """, message: "typed paths trap"),
            RuleExample("""
            // file: InboxView.swift
            struct InboxView: View {
                let threads: [MailThread]
                var body: some View {
                    NavigationStack {
                        List(threads) { thread in
                            NavigationLink(thread.subject) { ThreadView(thread: thread) }
                        }
                    }
                }
            }
            // file: ThreadView.swift
            struct ThreadView: View {
                let thread: MailThread
                var body: some View {
                    MessageList(thread: thread)
                }
            }
            // file: MessageList.swift
            struct MessageList: View {
                let thread: MailThread
                var body: some View {
                    ↓NavigationView {
                        Text(thread.subject)
                    }
                }
            }
            """, message: "second navigation bar"),
            """
            // file: RoutedContainer.swift
            struct RoutedContainer<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    NavigationStack { content }
                }
            }
            // file: SettingsRoot.swift
            struct SettingsRoot: View {
                @State private var path: [SettingsRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        NavigationLink("Privacy") {
                            ↓RoutedContainer { PrivacyForm() }
                        }
                    }
                }
            }
            """,
            """
            // file: App.swift
            @main
            struct JournalApp: App {
                var body: some Scene {
                    WindowGroup {
                        NavigationStack {
                            HomeView()
                                .navigationDestination(for: Entry.self) { entry in EntryDetail(entry: entry) }
                        }
                    }
                }
            }
            // file: HomeView.swift
            struct HomeView: View {
                @State private var entries: [Entry] = []
                var body: some View {
                    ↓NavigationStack {
                        // The link looks for its destination on this stack; the app's stack owns it.
                        List(entries) { entry in
                            NavigationLink(entry.title, value: entry)
                        }
                    }
                }
            }
            """,
            """
            struct RootView: View {
                @State private var profilePath: [ProfileRoute] = []
                @State private var posts: [Post] = []
                var body: some View {
                    NavigationStack {
                        TabView {
                            ↓NavigationStack {
                                List(posts) { NavigationLink($0.title, value: $0) }
                            }
                            .tabItem { Label("Feed", systemImage: "list.bullet") }
                            ↓NavigationStack(path: $profilePath) { ProfileView() }
                                .tabItem { Label("Me", systemImage: "person") }
                        }
                        .navigationDestination(for: Post.self) { PostView(post: $0) }
                    }
                }
            }
            """,
            """
            // file: Library.swift
            struct Library: View {
                @State private var selection: Album.ID?
                var body: some View {
                    NavigationSplitView {
                        List(albums, selection: $selection) { album in
                            NavigationLink(album.title) { AlbumDetail(album: album) }
                        }
                        .navigationDestination(for: Track.self) { TrackScreen(track: $0) }
                    } detail: {
                        Text("Choose an album")
                    }
                }
            }
            // file: AlbumDetail.swift
            struct AlbumDetail: View {
                let album: Album
                var body: some View {
                    ↓NavigationStack {
                        List(album.tracks) { track in NavigationLink(track.title, value: track) }
                    }
                }
            }
            """,
    ]
}
