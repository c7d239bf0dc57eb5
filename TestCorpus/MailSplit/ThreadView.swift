import SwiftUI

struct ThreadView: View {
    let threadID: MailThread.ID
    @Environment(MailStore.self) private var store
    @State private var replyDraft: Draft?
    @State private var showingInfo = false

    private var thread: MailThread? { store.thread(threadID) }

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12) {
                ForEach(thread?.messages ?? []) { message in
                    MessageCard(message: message) {
                        if let thread {
                            replyDraft = Draft(replyingTo: message, in: thread)
                        }
                    }
                }
            }
            .padding()
        }
        .navigationTitle(thread?.subject ?? "")
        .navigationBarTitleDisplayMode(.inline)
        // From inside a conversation the contact card should skip its own
        // "Recent mail" list, which would just repeat this thread.
        .navigationDestination(for: MailRoute.self) { route in // expect: duplicate_navigation_destination
            switch route {
            case .contact(let contact):
                ContactCardView(contact: contact, showsRecentMail: false)
            default:
                EmptyView()
            }
        }
        .toolbar {
            Button("Thread Info", systemImage: "info.circle") { showingInfo.toggle() }
        }
        .inspector(isPresented: $showingInfo) {
            NavigationStack {
                List(thread?.messages ?? []) { message in
                    NavigationLink(message.sender.displayName) {
                        ContactDetails(contact: message.sender)
                    }
                }
                .navigationTitle("Participants")
            }
        }
        .task { store.markRead(threadID) }
        .sheet(item: $replyDraft) { draft in
            NavigationStack {
                ComposeView(draft: draft)
            }
        }
    }
}

struct ContactCardView: View {
    let contact: Contact
    var showsRecentMail = true
    @Environment(MailStore.self) private var store
    @Environment(MailNavigator.self) private var navigator

    var body: some View {
        CardScaffold(title: contact.displayName) { // expect: nested_navigation_stack
            ContactDetails(contact: contact)
            if showsRecentMail {
                Text("Recent mail").font(.headline)
                ForEach(store.threads(from: contact.id).prefix(5)) { thread in
                    Button {
                        navigator.detailPath.append(.thread(thread.id))
                    } label: {
                        ThreadRow(thread: thread)
                    }
                    .buttonStyle(.plain)
                }
            }
        }
    }
}

struct ContactDetails: View {
    let contact: Contact

    var body: some View {
        VStack(spacing: 12) {
            AvatarView(name: contact.displayName)
                .scaleEffect(2)
                .padding()
            Text(contact.displayName).font(.title2.bold())
            Text(contact.email).foregroundStyle(.secondary)
            if contact.isVIP {
                Label("VIP", systemImage: "star.fill").foregroundStyle(.yellow)
            }
            if let mailto = URL(string: "mailto:\(contact.email)") {
                Link("Send Email", destination: mailto)
            }
        }
        .frame(maxWidth: .infinity)
    }
}

#Preview("Thread") {
    NavigationStack {
        ThreadView(threadID: UUID())
    }
    .environment(MailStore(transport: JMAPTransport(session: URL(string: "https://localhost")!)))
    .environment(MailNavigator())
}
