import SwiftUI

/// The front desk's day view. It predates `ClinicNavigation` and kept its own
/// path when deep links and the booking sheet started writing to
/// `navigation.schedulePath`; the two are mirrored with `onChange`.
struct ScheduleTab: View {
    @Environment(ClinicNavigation.self) private var navigation
    @Environment(ClinicStore.self) private var store
    @State private var path: [AppointmentRoute] = [] // expect: path_multiple_owners
    @State private var day = Date.now

    var body: some View {
        NavigationStack(path: $path) {
            DayScheduleView(day: $day)
                .navigationDestination(for: AppointmentRoute.self) { route in
                    switch route {
                    case .appointment(let id):
                        AppointmentDetailView(appointmentID: id)
                    case .provider(let id):
                        ProviderScheduleView(providerID: id, day: day)
                    }
                }
        }
        .onChange(of: path) { _, newPath in
            navigation.schedulePath = newPath
        }
        .onChange(of: navigation.schedulePath) { _, newPath in
            if newPath != path {
                path = newPath
            }
        }
    }
}

struct DayScheduleView: View {
    @Binding var day: Date
    @Environment(ClinicStore.self) private var store
    @Environment(ClinicNavigation.self) private var navigation

    var body: some View {
        List {
            DatePicker("Day", selection: $day, displayedComponents: .date)
            ForEach(store.providers) { provider in
                Section {
                    ForEach(store.appointments(on: day).filter { $0.providerID == provider.id }) { appointment in
                        NavigationLink(value: AppointmentRoute.appointment(appointment.id)) {
                            AppointmentRow(appointment: appointment)
                        }
                    }
                } header: {
                    NavigationLink(provider.name, value: AppointmentRoute.provider(provider.id))
                }
            }
        }
        .navigationTitle(day.formatted(.dateTime.weekday(.wide).day().month()))
        .toolbar {
            Button("New Appointment", systemImage: "plus") {
                navigation.sheet = .bookAppointment(patientID: nil)
            }
        }
    }
}

struct AppointmentRow: View {
    let appointment: Appointment
    @Environment(ClinicStore.self) private var store

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(store.patient(appointment.patientID)?.displayName ?? "Unknown patient")
                Text(appointment.kind.label).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Text(appointment.start, style: .time).monospacedDigit()
            if appointment.isCheckedIn {
                Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
            }
        }
    }
}

struct AppointmentDetailView: View {
    let appointmentID: Appointment.ID
    @Environment(ClinicStore.self) private var store
    @Environment(ClinicNavigation.self) private var navigation

    var body: some View {
        if let appointment = store.appointment(appointmentID) {
            Form {
                Section("Visit") {
                    LabeledContent("Type", value: appointment.kind.label)
                    LabeledContent("Starts", value: appointment.start.formatted(date: .abbreviated, time: .shortened))
                    LabeledContent("Length", value: "\(appointment.minutes) min")
                    NavigationLink("Provider", value: AppointmentRoute.provider(appointment.providerID))
                }
                Section {
                    Button("Check In") { store.checkIn(appointment.id) }
                        .disabled(appointment.isCheckedIn)
                    Button("Send Reminder") { navigation.sheet = .followUpReminder(appointment.id) }
                    Button("Open Chart") { navigation.showChart(of: appointment.patientID) }
                }
            }
            .navigationTitle(store.patient(appointment.patientID)?.displayName ?? "Appointment")
        } else {
            ContentUnavailableView("Appointment cancelled", systemImage: "calendar.badge.minus")
        }
    }
}

struct ProviderScheduleView: View {
    let providerID: Provider.ID
    let day: Date
    @Environment(ClinicStore.self) private var store

    var body: some View {
        List(store.appointments(on: day).filter { $0.providerID == providerID }) { appointment in
            NavigationLink(value: AppointmentRoute.appointment(appointment.id)) {
                AppointmentRow(appointment: appointment)
            }
        }
        .navigationTitle(store.provider(providerID)?.name ?? "Provider")
    }
}

struct FollowUpReminderSheet: View {
    let appointmentID: Appointment.ID
    @Environment(ClinicStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var message = ""

    var body: some View {
        NavigationStack {
            TextEditor(text: $message)
                .padding()
                .navigationTitle("Reminder")
                .toolbar { Button("Send") { dismiss() }.disabled(message.isEmpty) }
                .onAppear {
                    guard let appointment = store.appointment(appointmentID) else { return }
                    let when = appointment.start.formatted(date: .abbreviated, time: .shortened)
                    message = "Reminder: your \(appointment.kind.label.lowercased()) visit is on \(when). Reply C to confirm."
                }
        }
    }
}
