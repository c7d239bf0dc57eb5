// Templates for a feature's screens: the list (lazy rows with value links and
// sheets), the row, the pushed detail, the editor sheet, and small views and
// modifiers that pad a file out the way real view files grow.

enum ViewTemplates {
    static func listView(_ f: Feature, _ g: inout Gen) -> String {
        let emptyText = g.rng.pick(["Add one with the + button.", "Pull to refresh, or create a new one.", "Nothing here yet."])
        let sort = f.fields.contains { $0.kind == .date }
            ? ".sorted { $0.\(f.fields.first { $0.kind == .date }!.name) > $1.\(f.fields.first { $0.kind == .date }!.name) }"
            : ".sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }"
        let tagFilter = f.fields.contains { $0.name == "tags" } ? "tag.map { item.tags.contains($0) } ?? true" : "tag == nil || item.title.contains(tag ?? \"\")"
        return #"""
        /// Every \#(f.entity.lowerFirst), filtered by the search field. Rows push the
        /// detail by value; editing happens in a sheet, never on the stack.
        struct \#(f.listView): View {
            @Environment(\#(f.store).self) private var store
            @Environment(\#(f.router).self) private var router
            var tag: String? = nil
            @State private var query = ""
            @State private var editing: \#(f.entity)?
            @State private var showsNew = false

            private var visible: [\#(f.entity)] {
                store.items
                    .filter { item in \#(tagFilter) }
                    .filter { item in query.isEmpty || item.title.localizedCaseInsensitiveContains(query) }
                    \#(sort)
            }

            var body: some View {
                List {
                    if visible.isEmpty && !store.isLoading {
                        ContentUnavailableView("No \#(f.plural)", systemImage: "\#(f.symbol)",
                                               description: Text("\#(emptyText)"))
                    }
                    ForEach(visible) { item in
                        NavigationLink(value: \#(f.route).detail(id: item.id)) {
                            \#(f.rowView)(item: item)
                        }
                        .swipeActions(edge: .trailing) {
                            Button(role: .destructive) {
                                store.delete(item)
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                            Button("Edit") { editing = item }
                        }
                    }
                }
                .searchable(text: $query, prompt: "Search \#(f.plural.lowerFirst)")
                .refreshable { await store.load() }
                .overlay {
                    if store.isLoading { ProgressView() }
                }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button {
                            showsNew = true
                        } label: {
                            Label("New \#(f.entity)", systemImage: "plus")
                        }
                    }
                }
                .sheet(item: $editing) { item in
                    \#(f.editor)(item: item)
                }
                .sheet(isPresented: $showsNew) {
                    \#(f.editor)(item: .draft())
                }
            }
        }
        """#
    }

    static func rowView(_ f: Feature, _ g: inout Gen) -> String {
        let lines = f.extraFields.prefix(g.rng.int(1...3)).map(rowLine).joined(separator: "\n")
        return #"""
        struct \#(f.rowView): View {
            let item: \#(f.entity)

            var body: some View {
                HStack(spacing: \#(g.rng.pick([8, 10, 12, 16]))) {
                    Image(systemName: "\#(f.symbol)")
                        .foregroundStyle(.tint)
                        .frame(width: 28)
                    VStack(alignment: .leading, spacing: 4) {
                        Text(item.title)
                            .font(.headline)
        \#(lines)
                    }
                    Spacer(minLength: 0)
                }
                .padding(.vertical, 4)
                .accessibilityElement(children: .combine)
            }
        }
        """#
    }

    static func detailView(_ f: Feature, _ g: inout Gen) -> String {
        let rows = f.extraFields.map { field -> String in
            let pad = "                    "
            switch field.kind {
            case .list:
                return pad + "ForEach(item.\(field.name), id: \\.self) { tag in\n\(pad)    NavigationLink(value: \(f.route).filtered(tag: tag)) {\n\(pad)        Label(tag, systemImage: \"tag\")\n\(pad)    }\n\(pad)}"
            case .optionalText:
                return pad + "if let \(field.name) = item.\(field.name) {\n\(pad)    Text(\(field.name))\n\(pad)        .font(.body)\n\(pad)}"
            default:
                return pad + "LabeledContent(\"\(label(field))\") {\n" + rowLine(field).replacingIndent(from: 16, to: 24) + "\n\(pad)}"
            }
        }.joined(separator: "\n")
        let history = f.has("history")
            ? "\n                    Button(\"Show history\") {\n                        router.push(.history)\n                    }"
            : ""
        let related = f.has("related")
            ? "\n                    Button(\"Related\") {\n                        router.push(.related(id: item.id, depth: router.pushCount))\n                    }"
            : ""
        return #"""
        /// One \#(f.entity.lowerFirst), pushed from the list. It never builds its own
        /// stack: it is already on one.
        struct \#(f.detailView): View {
            let id: UUID
            @Environment(\#(f.store).self) private var store
            @Environment(\#(f.router).self) private var router
            @State private var editing: \#(f.entity)?
            @State private var confirmsDelete = false

            var body: some View {
                Group {
                    if let item = store.item(with: id) {
                        content(for: item)
                    } else {
                        ContentUnavailableView("Not found", systemImage: "questionmark")
                    }
                }
                .navigationTitle(store.item(with: id)?.title ?? "\#(f.entity)")
                .sheet(item: $editing) { item in
                    \#(f.editor)(item: item)
                }
                .confirmationDialog("Delete this \#(f.entity.lowerFirst)?", isPresented: $confirmsDelete) {
                    Button("Delete", role: .destructive) {
                        if let item = store.item(with: id) { store.delete(item) }
                        router.pop()
                    }
                }
            }

            private func content(for item: \#(f.entity)) -> some View {
                ScrollView {
                    VStack(alignment: .leading, spacing: \#(g.rng.pick([12, 16, 20]))) {
                        Text(item.title)
                            .font(.largeTitle.bold())
        \#(rows)\#(history)\#(related)
                    }
                    .padding()
                }
                .toolbar {
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("Edit") { editing = item }
                        Button("Delete", systemImage: "trash", role: .destructive) { confirmsDelete = true }
                    }
                }
            }
        }
        """#
    }

    static func editorSheet(_ f: Feature, _ g: inout Gen) -> String {
        let lines = f.fields.map { formLine($0, f) }.joined(separator: "\n")
        return #"""
        /// Creates or edits a \#(f.entity.lowerFirst). Presented as a sheet, so it owns a
        /// stack of its own for the title bar and buttons.
        struct \#(f.editor): View {
            @Environment(\.dismiss) private var dismiss
            @Environment(\#(f.store).self) private var store
            @State private var draft: \#(f.entity)

            init(item: \#(f.entity)) {
                _draft = State(initialValue: item)
            }

            var body: some View {
                NavigationStack {
                    Form {
                        Section("Details") {
        \#(lines)
                        }
                    }
                    .navigationTitle(draft.title.isEmpty ? "New \#(f.entity)" : draft.title)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { dismiss() }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Save") {
                                store.save(draft)
                                dismiss()
                            }
                            .disabled(draft.title.trimmingCharacters(in: .whitespaces).isEmpty)
                        }
                    }
                }
            }
        }
        """#
    }

    /// Blocks any view file may grow: components, modifiers, styles, previews.
    static func fillers(_ f: Feature) -> [(inout Gen) -> String] {
        [
            { g in
                let name = g.names.unique(f.entity + g.rng.pick(Words.components))
                return #"""
                /// \#(g.rng.pick(Words.lorem))
                struct \#(name): View {
                    let title: String
                    var systemImage = "\#(g.rng.pick(Words.symbols))"
                    var isProminent = \#(g.rng.chance(0.5))

                    var body: some View {
                        Label(title, systemImage: systemImage)
                            .font(isProminent ? .headline : .caption)
                            .padding(.horizontal, \#(g.rng.int(4...12)))
                            .padding(.vertical, \#(g.rng.int(2...8)))
                            .background(.thinMaterial, in: Capsule())
                            .accessibilityLabel(Text("\(title), \#(g.rng.pick(Words.adjectives))"))
                    }
                }
                """#
            },
            { g in
                let base = g.names.unique(f.entity + g.rng.pick(["Highlight", "Elevated", "Dimmed", "Framed"]) + "Style")
                let name = base + "Modifier"
                return #"""
                /// Shared styling for \#(f.plural.lowerFirst) surfaces; keeps padding and corner radius in one place.
                struct \#(name): ViewModifier {
                    var isActive: Bool

                    func body(content: Content) -> some View {
                        content
                            .padding(\#(g.rng.int(4...16)))
                            .background(isActive ? Color.accentColor.opacity(0.\#(g.rng.int(1...3))) : .clear)
                            .clipShape(RoundedRectangle(cornerRadius: \#(g.rng.int(6...14)), style: .continuous))
                            .animation(.easeInOut(duration: 0.\#(g.rng.int(15...35))), value: isActive)
                    }
                }

                extension View {
                    func \#(base.lowerFirst)(_ isActive: Bool = true) -> some View {
                        modifier(\#(name)(isActive: isActive))
                    }
                }
                """#
            },
            { g in
                let name = g.names.unique(f.entity + "StatsPanel")
                return #"""
                /// A small bar chart drawn by hand; no Charts dependency for three bars.
                struct \#(name): View {
                    let values: [Double]
                    var tint: Color = .\#(g.rng.pick(["blue", "green", "orange", "purple", "pink"]))

                    private var maximum: Double { max(values.max() ?? 1, 1) }

                    var body: some View {
                        GeometryReader { proxy in
                            HStack(alignment: .bottom, spacing: \#(g.rng.int(2...6))) {
                                ForEach(Array(values.enumerated()), id: \.offset) { index, value in
                                    RoundedRectangle(cornerRadius: 3)
                                        .fill(tint.opacity(index.isMultiple(of: 2) ? 1 : 0.6))
                                        .frame(height: proxy.size.height * value / maximum)
                                }
                            }
                        }
                        .frame(height: \#(g.rng.int(40...120)))
                        .accessibilityLabel("\(values.count) values, highest \(Int(maximum))")
                    }
                }
                """#
            },
            { g in
                let name = g.names.unique(f.entity + g.rng.pick(["Pressable", "Pill", "Outline"]) + "ButtonStyle")
                return #"""
                struct \#(name): ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .padding(.horizontal, \#(g.rng.int(8...20)))
                            .padding(.vertical, \#(g.rng.int(6...12)))
                            .background(Color.accentColor.opacity(configuration.isPressed ? 0.6 : 1))
                            .foregroundStyle(.white)
                            .clipShape(Capsule())
                            .scaleEffect(configuration.isPressed ? 0.97 : 1)
                    }
                }
                """#
            },
            { g in
                let title = "\(f.entity) \(g.rng.pick(Words.components).lowercased()) \(g.rng.int(1...99))"
                return #"""
                #Preview("\#(title)") {
                    \#(f.rowView)(item: .draft())
                        .padding()
                }
                """#
            },
            { g in
                // Now and then an old about sheet still on NavigationView, as real
                // apps keep a few; navlint should report it, as it would there.
                guard g.rng.chance(0.04) else { return "// MARK: - \(f.entity) \(g.rng.pick(Words.components))\n// \(g.rng.pick(Words.lorem))" }
                let name = g.names.unique(f.entity + "AboutSheet")
                return #"""
                struct \#(name): View {
                    @Environment(\.dismiss) private var dismiss

                    var body: some View {
                        NavigationView {
                            List {
                                Text("Version \#(g.rng.int(1...4)).\#(g.rng.int(0...20))")
                                Link("Privacy", destination: URL(string: "https://example.com/privacy")!)
                            }
                            .navigationTitle("About")
                            .toolbar { Button("Done") { dismiss() } }
                        }
                    }
                }
                """#
            },
            { g in
                let name = g.names.unique(f.entity + "EmptyState")
                return #"""
                /*
                 Shown in place of the list on first launch. Kept separate from
                 ContentUnavailableView because the design adds a call to action.
                 */
                struct \#(name): View {
                    var action: () -> Void

                    var body: some View {
                        VStack(spacing: \#(g.rng.int(8...20))) {
                            Image(systemName: "\#(f.symbol)")
                                .font(.system(size: \#(g.rng.int(36...64))))
                                .foregroundStyle(.secondary)
                            Text("No \#(f.plural.lowerFirst) yet")
                                .font(.title3.bold())
                            Text("\#(g.rng.pick(Words.lorem))")
                                .multilineTextAlignment(.center)
                                .foregroundStyle(.secondary)
                            Button("Create \#(f.entity.lowerFirst)", action: action)
                                .buttonStyle(.borderedProminent)
                        }
                        .padding(\#(g.rng.int(16...40)))
                    }
                }
                """#
            },
        ]
    }
}
