/// `nested_navigation_stack`'s right examples: code it must not report, on its page and in its tests.
extension NestedNavigationStack {
    static let nonTriggeringExamples: [RuleExample] = [
            """
            // file: MainTabs.swift
            struct MainTabs: View {
                var body: some View {
                    TabView {
                        NavigationStack { PreferencesScreen() }.tabItem { Label("Preferences", systemImage: "gear") }
                    }
                }
            }
            // file: PreferencesScreen.swift
            // In the root content of the tab's stack, but nothing pushes inside it and it binds no
            // path: no push or path can meet the wrong stack.
            struct PreferencesScreen: View {
                @AppStorage("compact") private var compact = false
                var body: some View {
                    NavigationStack {
                        Form { Toggle("Compact rows", isOn: $compact) }
                            .navigationTitle("Preferences")
                    }
                }
            }
            """,
            """
            // file: InfoTab.swift
            struct InfoTab: View {
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("About") { AboutScreen() } }
                    }
                }
            }
            // file: AboutScreen.swift
            // Pushed, but nothing pushes inside it, it binds no path, and no stack above it binds
            // one: no push or path can meet the wrong stack.
            struct AboutScreen: View {
                var body: some View {
                    NavigationStack {
                        Text("Daily Dose, version 3")
                            .navigationTitle("About")
                    }
                }
            }
            """,
            """
            // file: GymApp.swift
            @main
            struct GymApp: App {
                var body: some Scene {
                    WindowGroup {
                        NavigationStack { ClassesScreen() }
                    }
                }
            }
            // file: ClassesScreen.swift
            // A stack in the root content of the app's, but neither binds a path, and its link and
            // its destination shown by state carry their screens: nothing it pushes looks for a
            // destination the outer stack owns, and no path can meet the wrong stack.
            struct ClassesScreen: View {
                @State private var classes: [GymClass] = []
                @State private var showsFilters = false
                var body: some View {
                    NavigationStack {
                        List(classes) { gymClass in
                            NavigationLink(gymClass.name) { ClassDetail(gymClass: gymClass) }
                        }
                        .navigationDestination(isPresented: $showsFilters) { FilterScreen() }
                    }
                }
            }
            """,
            """
            struct Profile: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Membership") { Membership() }
                    }
                }
            }
            struct Membership: View {
                var body: some View {
                    // A container for its backdrop only: bar hidden, nothing pushes inside it.
                    NavigationView {
                        Text("Members get early features")
                            .navigationBarHidden(true)
                    }
                }
            }
            """,
            """
            struct Unlock: View {
                @State private var unlocked = false
                var body: some View {
                    NavigationView {
                        NavigationLink(destination: Dashboard(), isActive: $unlocked) { EmptyView() }
                    }
                }
            }
            struct Dashboard: View {
                var body: some View {
                    // The outer bar and Back are hidden for this screen: its trail is the only one the user sees.
                    NavigationView {
                        NavigationLink("Add expense") { AddExpense() }
                            .navigationBarHidden(true)
                    }
                    .navigationBarHidden(true)
                    .navigationBarBackButtonHidden(true)
                }
            }
            """,
            """
            struct MainTabs: View {
                var body: some View {
                    TabView {
                        NavigationStack { FeedView() }.tabItem { Label("Feed", systemImage: "list.bullet") }
                        NavigationStack { ProfileView() }.tabItem { Label("Me", systemImage: "person") }
                    }
                }
            }
            """,
            """
            // file: OrderList.swift
            struct OrderList: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Order 42") { OrderDetail() }
                    }
                }
            }
            // file: OrderDetail.swift
            struct OrderDetail: View {
                @State private var editing = false
                @State private var showingWizard = false
                var body: some View {
                    Button("Edit") { editing = true }
                        .sheet(isPresented: $editing) {
                            NavigationStack { OrderEditor() }
                        }
                        .fullScreenCover(isPresented: $showingWizard, content: makeWizard)
                        .contextMenu {
                            Button("Share") {}
                        } preview: {
                            NavigationStack { OrderPreview() }
                        }
                }
                private func makeWizard() -> some View {
                    NavigationStack { OrderWizard() }
                }
            }
            """,
            """
            // file: SettingsView.swift
            struct SettingsView: View {
                var embedInNavigation = true
                var body: some View {
                    if embedInNavigation {
                        NavigationStack { SettingsForm() }
                    } else {
                        SettingsForm()
                    }
                }
            }
            // file: AccountScreen.swift
            struct AccountScreen: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Settings") { SettingsView(embedInNavigation: false) }
                    }
                }
            }
            """,
            """
            // file: SearchScreen.swift
            struct SearchScreen: View {
                var body: some View {
                    #if os(tvOS)
                    NavigationStack { SearchResults() }
                    #else
                    SearchResults()
                    #endif
                }
            }
            // file: Browse.swift
            struct Browse: View {
                var body: some View {
                    #if !os(tvOS)
                    NavigationStack {
                        NavigationLink("Search") { SearchScreen() }
                    }
                    #endif
                }
            }
            """,
            """
            struct MailSplit: View {
                var body: some View {
                    NavigationSplitView {
                        MailboxList()
                    } detail: {
                        NavigationStack { MessageDetail() }
                    }
                }
            }
            """,
            """
            struct Onboarding: View {
                var body: some View {
                    NavigationStack {
                        Button("Create account") {
                            presentFormSheet { NavigationStack { SignUpForm() } }
                        }
                    }
                }
            }
            """,
            """
            struct DetailScreen: View {
                var body: some View { Text("Detail") }
            }
            #Preview {
                NavigationStack {
                    NavigationLink("Open") { NavigationStack { DetailScreen() } }
                }
            }
            """,
            """
            struct SheetStack<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { NavigationStack { content } }
            }
            struct SettingsTester: View {
                var body: some View {
                    NavigationStack { SheetStack { Text("Settings") } }
                }
            }
            struct Settings_Previews: PreviewProvider {
                static var previews: some View { SettingsTester() }
            }
            """,
            """
            struct FoodEditor: View {
                private var isNewEntry = true
                init(original: Food? = nil) { isNewEntry = original == nil }
                var body: some View {
                    if isNewEntry { NavigationView { FoodForm() } } else { FoodForm() }
                }
            }
            struct FoodList: View {
                let foods: [Food]
                var body: some View {
                    NavigationView {
                        List(foods) { food in NavigationLink(food.name) { FoodEditor(original: food) } }
                    }
                }
            }
            """,
            """
            struct Checkout: View {
                @State private var routes: Routes<CheckoutStep> = []
                var body: some View {
                    // A child coordinator: without `withNavigation: true` a FlowStack builds no
                    // stack and pushes onto the one around it.
                    FlowStack($routes) {
                        Cart().flowDestination(for: CheckoutStep.self) { step in StepView(step: step) }
                    }
                }
            }
            struct Shop: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Checkout") { Checkout() }
                    }
                }
            }
            """,
            """
            struct Onboarding: View {
                @State private var path = FlowPath()
                var body: some View {
                    FlowStack($path, withNavigation: true) {
                        Welcome().flowDestination(for: Chapter.self) { chapter in ChapterFlow(chapter: chapter) }
                    }
                }
            }
            struct ChapterFlow: View {
                let chapter: Chapter
                var body: some View {
                    // No binding of its own, under a FlowPath: FlowStacks shares the parent's
                    // path and ignores `withNavigation:`, so no second stack is built.
                    FlowStack(withNavigation: true) {
                        ChapterIntro(chapter: chapter).flowDestination(for: Page.self) { page in PageView(page: page) }
                    }
                }
            }
            struct Welcome: View {
                var body: some View { FlowLink("Start", value: Chapter.first, style: .push) }
            }
            """,
            """
            struct Notes: View {
                // NavigationStack { NavigationStack { } } in a comment is not code.
                let hint = "NavigationStack { NavigationStack { } }"
                var body: some View { Text(hint) }
            }
            """,
            """
            // file: Root.swift
            // The split view is built only on regular width: when the width turns compact, the tabs
            // replace it, so its columns never collapse into one stack around ConferenceScreen's.
            struct Root: View {
                @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
                var body: some View {
                    if horizontalSizeClass == .compact {
                        TabView { ConferenceScreen().tabItem { Text("Conference") } }
                    } else {
                        Sidebar()
                    }
                }
            }
            // file: Sidebar.swift
            struct Sidebar: View {
                var body: some View {
                    NavigationSplitView {
                        List { NavigationLink("Conference") { ConferenceScreen() } }
                    } detail: {
                        Text("Pick a section")
                    }
                }
            }
            struct ConferenceScreen: View {
                var body: some View { NavigationStack { List { Text("Talks") } } }
            }
            """,
    ]
}
