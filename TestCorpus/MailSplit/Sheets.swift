import SwiftUI

struct ComposeView: View {
    @Environment(MailStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State var draft: Draft
    @State private var isSending = false
    @State private var sendError: String?

    var body: some View {
        Form {
            NavigationLink {
                RecipientPicker(selection: $draft.to)
            } label: {
                LabeledContent("To", value: draft.to.map(\.displayName).formatted(.list(type: .and)))
            }
            TextField("Subject", text: $draft.subject)
            TextEditor(text: $draft.body)
                .frame(minHeight: 240)
        }
        .navigationTitle(draft.inReplyTo == nil ? "New Message" : "Reply")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { dismiss() }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Send") { Task { await send() } }
                    .disabled(draft.to.isEmpty || isSending)
            }
        }
        .alert("Couldn't Send", isPresented: Binding(get: { sendError != nil }, set: { _ in sendError = nil })) {
            Button("OK", role: .cancel) {}
        } message: {
            Text(sendError ?? "")
        }
    }

    private func send() async {
        isSending = true
        defer { isSending = false }
        do {
            try await store.send(draft)
            dismiss()
        } catch {
            sendError = error.localizedDescription
        }
    }
}

struct RecipientPicker: View {
    @Binding var selection: [Contact]
    @Environment(MailStore.self) private var store

    var body: some View {
        List(store.knownContacts) { contact in
            Button {
                if selection.contains(contact) { selection.removeAll { $0 == contact } } else { selection.append(contact) }
            } label: {
                Label(contact.displayName, systemImage: selection.contains(contact) ? "checkmark.circle.fill" : "circle")
            }
        }
        .navigationTitle("Recipients")
    }
}

enum SettingsPane: String, CaseIterable, Identifiable, Hashable {
    case accounts, signatures, notifications, blockedSenders

    var id: Self { self }

    var title: String {
        switch self {
        case .accounts: "Accounts"
        case .signatures: "Signatures"
        case .notifications: "Notifications"
        case .blockedSenders: "Blocked Senders"
        }
    }
}

struct SettingsSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List(SettingsPane.allCases) { pane in
                NavigationLink(pane.title, value: pane)
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
        .navigationDestination(for: SettingsPane.self) { pane in // expect: destination_outside_stack
            SettingsPaneView(pane: pane)
        }
    }
}

struct SettingsPaneView: View {
    let pane: SettingsPane
    @AppStorage("mail.signature") private var signature = "Sent from my iPhone"
    @AppStorage("mail.notifyVIPOnly") private var notifyVIPOnly = false

    var body: some View {
        Form {
            switch pane {
            case .signatures: TextField("Signature", text: $signature, axis: .vertical)
            case .notifications: Toggle("Only notify for VIPs", isOn: $notifyVIPOnly)
            case .accounts, .blockedSenders: ContentUnavailableView(pane.title, systemImage: "gear")
            }
        }
        .navigationTitle(pane.title)
    }
}
