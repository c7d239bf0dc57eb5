import SwiftUI

/// Binds its stack straight to the navigation model, so deep links and the
/// "Open Chart" buttons in other tabs land here without any mirroring.
struct PatientsTab: View {
    @Environment(ClinicNavigation.self) private var navigation
    @Environment(ClinicStore.self) private var store
    @State private var query = ""

    private var matches: [Patient] {
        let sorted = store.patients.sorted { $0.familyName < $1.familyName }
        guard !query.isEmpty else { return sorted }
        return sorted.filter { $0.displayName.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        @Bindable var navigation = navigation

        NavigationStack(path: $navigation.patientsPath) {
            List(matches) { patient in
                NavigationLink(value: PatientRoute.chart(patient.id)) {
                    VStack(alignment: .leading) {
                        Text(patient.displayName)
                        Text("\(patient.age) y · \(patient.insurerName ?? "Self-pay")")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .searchable(text: $query, prompt: "Name")
            .navigationTitle("Patients")
            .navigationDestination(for: PatientRoute.self) { route in
                switch route {
                case .chart(let id):
                    PatientChartView(patientID: id)
                case .visitHistory(let id):
                    VisitHistoryView(patientID: id)
                case .labPanel(let id):
                    LabPanelView(panelID: id)
                }
            }
        }
    }
}

struct PatientChartView: View {
    let patientID: Patient.ID
    @Environment(ClinicStore.self) private var store
    @Environment(ClinicNavigation.self) private var navigation

    var body: some View {
        if let patient = store.patient(patientID) {
            List {
                Section("Demographics") {
                    LabeledContent("Born", value: patient.dateOfBirth.formatted(date: .long, time: .omitted))
                    LabeledContent("Insurer", value: patient.insurerName ?? "Self-pay")
                    if !patient.allergies.isEmpty {
                        LabeledContent("Allergies", value: patient.allergies.joined(separator: ", "))
                            .foregroundStyle(.red)
                    }
                }
                Section("Visits") {
                    NavigationLink("Visit History", value: PatientRoute.visitHistory(patient.id))
                    Button("Book Follow-up") {
                        navigation.sheet = .bookAppointment(patientID: patient.id)
                    }
                }
                Section("Lab Results") {
                    ForEach(store.labPanels(for: patient.id)) { panel in
                        // Still the pre-2.3 route: nothing registers `LabRoute` any more.
                        NavigationLink(value: LabRoute.panel(panel.id)) { // expect: missing_navigation_destination
                            LabeledContent(panel.name, value: panel.flaggedCount > 0 ? "\(panel.flaggedCount) flagged" : "Normal")
                        }
                    }
                }
                Section("Billing") {
                    let balance = store.invoices(for: patient.id).reduce(0) { $0 + $1.balanceCents }
                    Button("Balance: \(balance.formatted(.currency(code: "USD").scale(0.01)))") {
                        navigation.showLedger(of: patient.id)
                    }
                    .disabled(balance == 0)
                }
            }
            .navigationTitle(patient.displayName)
        } else {
            ContentUnavailableView("Patient not found", systemImage: "person.crop.circle.badge.questionmark")
        }
    }
}

struct LabPanelView: View {
    let panelID: LabPanel.ID
    @Environment(ClinicStore.self) private var store

    var body: some View {
        if let panel = store.labPanel(panelID) {
            Form {
                LabeledContent("Collected", value: panel.collectedOn.formatted(date: .abbreviated, time: .shortened))
                LabeledContent("Flagged results", value: "\(panel.flaggedCount)")
            }
            .navigationTitle(panel.name)
        }
    }
}

struct VisitHistoryView: View {
    let patientID: Patient.ID
    @Environment(ClinicStore.self) private var store
    @Environment(ClinicNavigation.self) private var navigation

    var body: some View {
        List(store.appointments(for: patientID)) { appointment in
            Button {
                navigation.showAppointment(appointment.id)
            } label: {
                HStack {
                    Text(appointment.start, format: .dateTime.year().month().day())
                    Spacer()
                    Text(appointment.kind.label).foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Visit History")
    }
}
