import SwiftUI

@main
struct MailSplitApp: App {
    @State private var store = MailStore(transport: JMAPTransport(session: URL(string: "https://api.fastmail.com/jmap/session")!))

    var body: some Scene {
        WindowGroup {
            MailRootView()
                .environment(store)
                .task { await store.sync() }
        }
    }
}

struct JMAPTransport: MailTransport {
    let session: URL

    func mailboxes() async throws -> [Mailbox] { try await call("Mailbox/get") }
    func threads() async throws -> [MailThread] { try await call("Thread/get") }
    func send(_ draft: Draft) async throws { let _: [String] = try await call("EmailSubmission/set") }

    private func call<T: Decodable>(_ method: String) async throws -> T {
        var request = URLRequest(url: session.appending(queryItems: [URLQueryItem(name: "method", value: method)]))
        request.httpMethod = "POST"
        return try JSONDecoder().decode(T.self, from: try await URLSession.shared.data(for: request).0)
    }
}

struct MailRootView: View {
    @State private var navigator = MailNavigator()
    @State private var columnVisibility: NavigationSplitViewVisibility = .doubleColumn

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            MailboxSidebar(selection: $navigator.selectedMailbox)
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Compose", systemImage: "square.and.pencil") { navigator.sheet = .compose(Draft()) }
                    }
                    ToolbarItem(placement: .bottomBar) {
                        Button("Settings", systemImage: "gear") { navigator.sheet = .settings }
                    }
                }
        } detail: {
            NavigationStack(path: $navigator.detailPath) {
                if let mailboxID = navigator.selectedMailbox {
                    MessageListView(mailboxID: mailboxID)
                } else {
                    ContentUnavailableView("No Mailbox Selected", systemImage: "tray",
                                           description: Text("Choose a mailbox from the sidebar."))
                }
            }
        }
        .environment(navigator)
        .onChange(of: navigator.selectedMailbox) {
            navigator.detailPath.removeAll()
        }
        .sheet(item: $navigator.sheet) { sheet in
            switch sheet {
            case .compose(let draft):
                NavigationStack {
                    ComposeView(draft: draft)
                }
            case .contact(let contact):
                CardScaffold(title: contact.displayName) {
                    ContactDetails(contact: contact)
                }
            case .settings:
                SettingsSheet()
            }
        }
    }
}

struct MailboxSidebar: View {
    @Environment(MailStore.self) private var store
    @Binding var selection: Mailbox.ID?

    var body: some View {
        List(selection: $selection) {
            Section("Mailboxes") {
                ForEach(store.mailboxes.filter { $0.kind != .folder }) { mailbox in
                    NavigationLink(value: mailbox.id) {
                        Label(mailbox.name, systemImage: symbol(for: mailbox.kind))
                    }
                    .badge(mailbox.unreadCount)
                }
            }
            Section("Folders") {
                ForEach(store.mailboxes.filter { $0.kind == .folder }) { mailbox in
                    NavigationLink(value: mailbox.id) {
                        Label(mailbox.name, systemImage: "folder")
                    }
                }
            }
        }
        .navigationTitle("Mail")
        .overlay(alignment: .bottom) {
            if store.isSyncing {
                ProgressView().padding()
            }
        }
    }

    private func symbol(for kind: Mailbox.Kind) -> String {
        switch kind {
        case .inbox: "tray"
        case .flagged: "flag"
        case .drafts: "doc"
        case .sent: "paperplane"
        case .archive: "archivebox"
        case .folder: "folder"
        }
    }
}
