import Foundation
import Observation

struct Provider: Identifiable, Hashable, Codable {
    let id: UUID
    let name: String
    let specialty: String
}

struct Patient: Identifiable, Hashable, Codable {
    let id: UUID
    var givenName: String
    var familyName: String
    var dateOfBirth: Date
    var insurerName: String?
    var allergies: [String]

    var displayName: String { "\(familyName), \(givenName)" }

    var age: Int {
        Calendar.current.dateComponents([.year], from: dateOfBirth, to: .now).year ?? 0
    }
}

enum VisitKind: String, Codable, CaseIterable, Identifiable {
    case newPatient, followUp, procedure, telehealth

    var id: Self { self }

    var label: String {
        switch self {
        case .newPatient: "New patient"
        case .followUp: "Follow-up"
        case .procedure: "Procedure"
        case .telehealth: "Telehealth"
        }
    }

    /// Default slot length booked for the visit, in minutes.
    var defaultMinutes: Int {
        switch self {
        case .newPatient: 40
        case .followUp, .telehealth: 20
        case .procedure: 60
        }
    }
}

struct Appointment: Identifiable, Hashable, Codable {
    let id: UUID
    var patientID: Patient.ID
    var providerID: Provider.ID
    var start: Date
    var minutes: Int
    var kind: VisitKind
    var isCheckedIn: Bool

    var end: Date { start.addingTimeInterval(TimeInterval(minutes * 60)) }
}

struct LabPanel: Identifiable, Hashable, Codable {
    let id: UUID
    let patientID: Patient.ID
    let name: String
    let collectedOn: Date
    let flaggedCount: Int
}

enum InvoiceStatus: String, Codable, CaseIterable, Identifiable {
    case draft, submitted, denied, paid

    var id: Self { self }
    var label: String { rawValue.capitalized }
}

struct Invoice: Identifiable, Hashable, Codable {
    /// Practice-management numbers such as "INV-24-00317".
    let id: String
    var patientID: Patient.ID
    var appointmentID: Appointment.ID?
    var amountCents: Int
    var paidCents: Int
    var status: InvoiceStatus
    var issuedOn: Date

    var balanceCents: Int { amountCents - paidCents }
}

@Observable
final class ClinicStore {
    var providers: [Provider]
    var patients: [Patient]
    var appointments: [Appointment]
    var invoices: [Invoice]
    var labPanels: [LabPanel]

    init(providers: [Provider], patients: [Patient], appointments: [Appointment] = [],
         invoices: [Invoice] = [], labPanels: [LabPanel] = []) {
        self.providers = providers
        self.patients = patients
        self.appointments = appointments
        self.invoices = invoices
        self.labPanels = labPanels
    }

    func patient(_ id: Patient.ID) -> Patient? { patients.first { $0.id == id } }
    func provider(_ id: Provider.ID) -> Provider? { providers.first { $0.id == id } }
    func appointment(_ id: Appointment.ID) -> Appointment? { appointments.first { $0.id == id } }
    func invoice(_ id: Invoice.ID) -> Invoice? { invoices.first { $0.id == id } }
    func labPanel(_ id: LabPanel.ID) -> LabPanel? { labPanels.first { $0.id == id } }

    func appointments(on day: Date) -> [Appointment] {
        appointments
            .filter { Calendar.current.isDate($0.start, inSameDayAs: day) }
            .sorted { $0.start < $1.start }
    }

    func appointments(for patientID: Patient.ID) -> [Appointment] {
        appointments.filter { $0.patientID == patientID }.sorted { $0.start > $1.start }
    }

    func labPanels(for patientID: Patient.ID) -> [LabPanel] {
        labPanels.filter { $0.patientID == patientID }.sorted { $0.collectedOn > $1.collectedOn }
    }

    func invoices(for patientID: Patient.ID) -> [Invoice] {
        invoices.filter { $0.patientID == patientID }
    }

    var outstandingInvoices: [Invoice] {
        invoices.filter { $0.status != .paid && $0.balanceCents > 0 }
    }

    func checkIn(_ id: Appointment.ID) {
        guard let index = appointments.firstIndex(where: { $0.id == id }) else { return }
        appointments[index].isCheckedIn = true
    }

    func book(patientID: Patient.ID, providerID: Provider.ID, kind: VisitKind, at start: Date) -> Appointment? {
        let end = start.addingTimeInterval(TimeInterval(kind.defaultMinutes * 60))
        let clashes = appointments.contains { $0.providerID == providerID && $0.start < end && start < $0.end }
        guard !clashes else { return nil }
        let appointment = Appointment(id: UUID(), patientID: patientID, providerID: providerID, start: start,
                                      minutes: kind.defaultMinutes, kind: kind, isCheckedIn: false)
        appointments.append(appointment)
        return appointment
    }

    func recordPayment(_ cents: Int, on invoiceID: Invoice.ID) {
        guard let index = invoices.firstIndex(where: { $0.id == invoiceID }) else { return }
        invoices[index].paidCents = min(invoices[index].amountCents, invoices[index].paidCents + cents)
        if invoices[index].balanceCents == 0 {
            invoices[index].status = .paid
        }
    }

    static func sample() -> ClinicStore {
        let okoye = Provider(id: UUID(), name: "Dr. Ifeoma Okoye", specialty: "Family medicine")
        let birth = Calendar.current.date(from: DateComponents(year: 1984, month: 5, day: 12)) ?? .now
        let marta = Patient(id: UUID(), givenName: "Marta", familyName: "Quispe", dateOfBirth: birth,
                            insurerName: "Northwind Health", allergies: ["Penicillin"])
        return ClinicStore(providers: [okoye], patients: [marta])
    }
}
