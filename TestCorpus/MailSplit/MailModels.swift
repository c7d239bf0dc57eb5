import Foundation
import Observation

struct Mailbox: Identifiable, Hashable, Codable {
    enum Kind: String, Codable { case inbox, flagged, drafts, sent, archive, folder }

    let id: String
    var name: String
    var kind: Kind
    var unreadCount: Int
}

struct Contact: Identifiable, Hashable, Codable {
    let id: UUID
    var displayName: String
    var email: String
    var isVIP: Bool
}

struct Attachment: Identifiable, Hashable, Codable {
    let id: UUID
    let filename: String
    let byteCount: Int
    let localURL: URL
}

struct Message: Identifiable, Hashable, Codable {
    let id: String
    let sender: Contact
    let sentAt: Date
    let body: String
    let rawSource: String
    let attachments: [Attachment]
}

struct MailThread: Identifiable, Hashable, Codable {
    let id: UUID
    let mailboxID: Mailbox.ID
    var subject: String
    var messages: [Message]
    var isUnread: Bool

    var lastActivity: Date { messages.last?.sentAt ?? .distantPast }
}

enum MailSortOrder: String, CaseIterable {
    case newestFirst, oldestFirst, sender

    var title: String {
        switch self {
        case .newestFirst: "Newest First"
        case .oldestFirst: "Oldest First"
        case .sender: "By Sender"
        }
    }
}

struct Draft: Identifiable {
    let id = UUID()
    var to: [Contact] = []
    var subject = ""
    var body = ""
    var inReplyTo: Message.ID?

    init() {}

    init(replyingTo message: Message, in thread: MailThread) {
        to = [message.sender]
        subject = thread.subject.hasPrefix("Re:") ? thread.subject : "Re: \(thread.subject)"
        inReplyTo = message.id
    }
}

/// Values pushed onto the detail column's stack.
enum MailRoute: Hashable {
    case thread(MailThread.ID)
    case contact(Contact)
    case sorted(MailSortOrder)
    case messageSource(Message.ID)
}

/// Everything the window presents modally; never pushed.
enum MailSheet: Identifiable {
    case compose(Draft)
    case contact(Contact)
    case settings

    var id: String {
        switch self {
        case .compose(let draft): "compose-\(draft.id)"
        case .contact(let contact): "contact-\(contact.id)"
        case .settings: "settings"
        }
    }
}

@Observable
final class MailNavigator {
    var selectedMailbox: Mailbox.ID? = "inbox"
    var detailPath = [MailRoute]()
    var sheet: MailSheet?
}

protocol MailTransport: Sendable {
    func mailboxes() async throws -> [Mailbox]
    func threads() async throws -> [MailThread]
    func send(_ draft: Draft) async throws
}

@Observable
final class MailStore {
    private(set) var mailboxes: [Mailbox] = []
    private(set) var threads: [MailThread] = []
    private(set) var isSyncing = false
    private let transport: any MailTransport

    init(transport: any MailTransport) {
        self.transport = transport
    }

    func mailbox(_ id: Mailbox.ID) -> Mailbox? { mailboxes.first { $0.id == id } }
    func thread(_ id: MailThread.ID) -> MailThread? { threads.first { $0.id == id } }

    func message(_ id: Message.ID) -> Message? {
        threads.lazy.flatMap(\.messages).first { $0.id == id }
    }

    func threads(in mailboxID: Mailbox.ID, sortedBy order: MailSortOrder = .newestFirst) -> [MailThread] {
        let matching = threads.filter { $0.mailboxID == mailboxID }
        switch order {
        case .newestFirst: return matching.sorted { $0.lastActivity > $1.lastActivity }
        case .oldestFirst: return matching.sorted { $0.lastActivity < $1.lastActivity }
        case .sender: return matching.sorted { ($0.messages.first?.sender.displayName ?? "") < ($1.messages.first?.sender.displayName ?? "") }
        }
    }

    var knownContacts: [Contact] {
        var seen = Set<Contact.ID>()
        return threads.flatMap(\.messages).map(\.sender).filter { seen.insert($0.id).inserted }
    }

    func threads(from contactID: Contact.ID) -> [MailThread] {
        threads.filter { $0.messages.contains { $0.sender.id == contactID } }
    }

    func markRead(_ id: MailThread.ID) {
        if let index = threads.firstIndex(where: { $0.id == id }) { threads[index].isUnread = false }
    }

    func archive(_ id: MailThread.ID) { threads.removeAll { $0.id == id } }

    func sync() async {
        isSyncing = true
        defer { isSyncing = false }
        do {
            async let boxes = transport.mailboxes()
            async let latest = transport.threads()
            (mailboxes, threads) = try await (boxes, latest)
        } catch {
            // Keep the cached mail; pull-to-refresh retries.
        }
    }

    func send(_ draft: Draft) async throws {
        try await transport.send(draft)
    }
}
