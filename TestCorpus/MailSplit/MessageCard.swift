import SwiftUI
import QuickLook

struct MessageCard: View {
    let message: Message
    var onReply: () -> Void
    @State private var isExpanded = true

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                NavigationLink(value: MailRoute.contact(message.sender)) {
                    HStack {
                        AvatarView(name: message.sender.displayName)
                        Text(message.sender.displayName).font(.headline)
                    }
                }
                .buttonStyle(.plain)
                Spacer()
                Text(message.sentAt, format: .dateTime.month().day().hour().minute())
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            if isExpanded {
                Text(message.body).textSelection(.enabled)
                if !message.attachments.isEmpty {
                    AttachmentList(attachments: message.attachments)
                }
            }
            HStack {
                Button("Reply", systemImage: "arrowshape.turn.up.left", action: onReply)
                Spacer()
                // Fine: nothing pushes a value above the source view, and only resets write the path from outside.
                NavigationLink("View Source") {
                    MessageSourceView(messageID: message.id)
                }
                .font(.caption)
            }
        }
        .padding()
        .background(.background.secondary, in: .rect(cornerRadius: 12))
        .onTapGesture { withAnimation { isExpanded.toggle() } }
    }
}

/// Started life as the standalone "Attachments" screen and was later
/// embedded in the message card.
struct AttachmentList: View {
    let attachments: [Attachment]
    @State private var previewURL: URL?

    var body: some View {
        NavigationStack { // expect: nested_navigation_stack
            List(attachments) { attachment in
                Button {
                    previewURL = attachment.localURL
                } label: {
                    LabeledContent(attachment.filename,
                                   value: Int64(attachment.byteCount),
                                   format: .byteCount(style: .file))
                }
            }
            .listStyle(.plain)
            .navigationTitle("Attachments")
            .navigationBarTitleDisplayMode(.inline)
        }
        .frame(minHeight: 160)
        .quickLookPreview($previewURL, in: attachments.map(\.localURL))
    }
}

struct MessageSourceView: View {
    let messageID: Message.ID
    @Environment(MailStore.self) private var store

    var body: some View {
        ScrollView([.horizontal, .vertical]) {
            Text(store.message(messageID)?.rawSource ?? "The message is no longer available.")
                .font(.system(.footnote, design: .monospaced))
                .textSelection(.enabled)
                .padding()
        }
        .navigationTitle("Source")
    }
}
