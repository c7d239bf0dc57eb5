import SwiftUI

@main
struct ClinicSchedulerApp: App {
    @State private var store = ClinicStore.sample()
    @State private var navigation = ClinicNavigation() // expect: global_router_singleton

    var body: some Scene {
        WindowGroup {
            ClinicRootView()
                .environment(store)
                .environment(navigation)
                .onOpenURL { url in
                    navigation.open(url)
                }
        }
    }
}

struct ClinicRootView: View {
    @Environment(ClinicNavigation.self) private var navigation
    @Environment(ClinicStore.self) private var store

    var body: some View {
        @Bindable var navigation = navigation

        TabView(selection: $navigation.selectedTab) {
            ScheduleTab()
                .tabItem { Label("Schedule", systemImage: "calendar") }
                .tag(ClinicTab.schedule)

            PatientsTab()
                .tabItem { Label("Patients", systemImage: "person.2") }
                .tag(ClinicTab.patients)

            BillingTab(path: $navigation.billingPath)
                .tabItem { Label("Billing", systemImage: "creditcard") }
                .badge(store.outstandingInvoices.count)
                .tag(ClinicTab.billing)

            // Added with the revenue dashboard; the argument was copied from the
            // Billing tab above, so both tabs drive the same trail.
            ReportsTab(path: $navigation.billingPath) // expect: shared_path_across_tabs
                .tabItem { Label("Reports", systemImage: "chart.bar.xaxis") }
                .tag(ClinicTab.reports)
        }
        .sheet(item: $navigation.sheet) { sheet in
            switch sheet {
            case .bookAppointment(let patientID):
                BookAppointmentSheet(preselectedPatientID: patientID)
            case .followUpReminder(let appointmentID):
                FollowUpReminderSheet(appointmentID: appointmentID)
            }
        }
    }
}

struct BookAppointmentSheet: View {
    let preselectedPatientID: Patient.ID?

    @Environment(ClinicStore.self) private var store
    @Environment(ClinicNavigation.self) private var navigation
    @Environment(\.dismiss) private var dismiss
    @State private var patientID: Patient.ID?
    @State private var providerID: Provider.ID?
    @State private var kind: VisitKind = .followUp
    @State private var start = Date.now
    @State private var clashes = false

    var body: some View {
        NavigationStack {
            Form {
                Picker("Patient", selection: $patientID) {
                    Text("Choose…").tag(Patient.ID?.none)
                    ForEach(store.patients) { Text($0.displayName).tag(Optional($0.id)) }
                }
                Picker("Provider", selection: $providerID) {
                    Text("Choose…").tag(Provider.ID?.none)
                    ForEach(store.providers) { Text($0.name).tag(Optional($0.id)) }
                }
                Picker("Visit", selection: $kind) {
                    ForEach(VisitKind.allCases) { Text("\($0.label) · \($0.defaultMinutes) min").tag($0) }
                }
                DatePicker("Starts", selection: $start, in: Date.now...)
                if clashes {
                    Text("The provider is already booked at that time.").foregroundStyle(.red)
                }
            }
            .navigationTitle("New Appointment")
            .toolbar {
                Button("Book", action: book).disabled(patientID == nil || providerID == nil)
            }
            .onAppear { patientID = patientID ?? preselectedPatientID }
        }
    }

    private func book() {
        guard let patientID, let providerID else { return }
        guard let appointment = store.book(patientID: patientID, providerID: providerID, kind: kind, at: start) else {
            clashes = true
            return
        }
        navigation.showAppointment(appointment.id)
        dismiss()
    }
}
