import SwiftUI
import Observation

struct PantryItem: Identifiable, Hashable, Codable {
    let id: UUID
    var name: String
    var count: Int
    var expires: Date?
    var tags: [PantryTag] = []
}

@Observable
final class PantryStore {
    var items: [PantryItem] = []
    var lowStockThreshold = 1

    var runningLow: [PantryItem] { items.filter { $0.count <= lowStockThreshold } }

    func restock(_ draft: RestockDraft) {
        if let index = items.firstIndex(where: { $0.name.caseInsensitiveCompare(draft.name) == .orderedSame }) {
            items[index].count += draft.count
        } else {
            items.append(PantryItem(id: UUID(), name: draft.name, count: draft.count, expires: draft.expires))
        }
    }

    func removeExpired(asOf date: Date = .now) {
        items.removeAll { ($0.expires ?? .distantFuture) < date }
    }
}

/// Scratch state for the restock form; a class so the form can bind to it.
@Observable
final class RestockDraft {
    var name = ""
    var count = 1
    var expires: Date?
}

/// Only ever presented as a sheet, never pushed.
enum PantrySheet: Identifiable {
    case restock(RestockDraft)
    case confirmCleanup(onConfirm: () -> Void)

    var id: String {
        switch self {
        case .restock: "restock"
        case .confirmCleanup: "cleanup"
        }
    }
}

struct PantryScreen: View {
    @Environment(PantryStore.self) private var pantry
    @State private var sheet: PantrySheet?

    var body: some View {
        List {
            Section("Running low") {
                ForEach(pantry.runningLow) { item in
                    LabeledContent(item.name, value: item.count, format: .number)
                }
            }
            Section("Everything") {
                ForEach(pantry.items) { item in
                    LabeledContent(item.name, value: item.count, format: .number)
                }
            }
        }
        .navigationTitle("Pantry")
        .toolbar {
            Button("Restock", systemImage: "plus") { sheet = .restock(RestockDraft()) }
            Button("Clean up", systemImage: "trash") {
                sheet = .confirmCleanup(onConfirm: { pantry.removeExpired() })
            }
        }
        .sheet(item: $sheet) { sheet in
            switch sheet {
            case .restock(let draft):
                NavigationStack { RestockForm(draft: draft) }
            case .confirmCleanup(let onConfirm):
                Button("Remove expired items", role: .destructive, action: onConfirm)
                    .presentationDetents([.height(160)])
            }
        }
    }
}

struct RestockForm: View {
    @Bindable var draft: RestockDraft
    @Environment(PantryStore.self) private var pantry
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Item", text: $draft.name)
            Stepper("Quantity: \(draft.count)", value: $draft.count, in: 1...99)
        }
        .navigationTitle("Restock")
        .toolbar {
            Button("Add") {
                pantry.restock(draft)
                dismiss()
            }
            .disabled(draft.name.isEmpty)
        }
    }
}
