import SwiftUI

struct MessageListView: View {
    let mailboxID: Mailbox.ID
    @Environment(MailStore.self) private var store
    @Environment(MailNavigator.self) private var navigator

    private var threads: [MailThread] { store.threads(in: mailboxID) }

    var body: some View {
        List {
            ForEach(threads) { thread in
                NavigationLink(value: MailRoute.thread(thread.id)) {
                    ThreadRow(thread: thread)
                }
                .swipeActions {
                    Button("Archive", systemImage: "archivebox") { store.archive(thread.id) }
                        .tint(.purple)
                }
            }
        }
        .overlay {
            if threads.isEmpty {
                ContentUnavailableView("No Mail", systemImage: "tray")
            }
        }
        .navigationTitle(store.mailbox(mailboxID)?.name ?? "Mail")
        .navigationDestination(for: MailRoute.self) { route in
            switch route {
            case .thread(let id):
                ThreadView(threadID: id)
            case .contact(let contact):
                ContactCardView(contact: contact)
            case .sorted(let order):
                SortedThreadsView(mailboxID: mailboxID, order: order)
            case .messageSource(let id):
                MessageSourceView(messageID: id)
            }
        }
        .toolbar {
            Menu("Sort", systemImage: "arrow.up.arrow.down") {
                ForEach(MailSortOrder.allCases, id: \.self) { order in
                    Button(order.title) { navigator.detailPath.append(.sorted(order)) }
                }
            }
        }
        .refreshable { await store.sync() }
    }
}

struct ThreadRow: View {
    let thread: MailThread

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(thread.messages.last?.sender.displayName ?? "Unknown")
                    .font(.headline)
                    .fontWeight(thread.isUnread ? .bold : .regular)
                Spacer()
                Text(thread.lastActivity, format: .relative(presentation: .named))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Text(thread.subject).lineLimit(1)
            Text(thread.messages.last?.body ?? "")
                .lineLimit(2)
                .foregroundStyle(.secondary)
        }
    }
}

struct SortedThreadsView: View {
    let mailboxID: Mailbox.ID
    let order: MailSortOrder
    @Environment(MailStore.self) private var store

    var body: some View {
        List(store.threads(in: mailboxID, sortedBy: order)) { thread in
            NavigationLink(value: thread.id) {
                ThreadRow(thread: thread)
            }
        }
        .navigationDestination(for: MailThread.ID.self) { threadID in // expect: leaf_only_destination
            ThreadView(threadID: threadID)
        }
        .navigationTitle(order.title)
    }
}
