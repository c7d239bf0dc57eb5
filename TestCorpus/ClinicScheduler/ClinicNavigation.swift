import Foundation
import Observation

enum ClinicTab: String, Hashable, Codable {
    case schedule, patients, billing, reports
}

enum AppointmentRoute: Hashable, Codable {
    case appointment(Appointment.ID)
    case provider(Provider.ID)
}

enum PatientRoute: Hashable, Codable {
    case chart(Patient.ID)
    case visitHistory(Patient.ID)
    case labPanel(LabPanel.ID)
}

/// Lab results had their own tab until 2.3, when they moved into the patient
/// chart as `PatientRoute.labPanel`. The enum is still parsed from the lab
/// portal's notification payloads, so it was never deleted.
enum LabRoute: Hashable, Codable {
    case panel(LabPanel.ID)
    case trend(patientID: Patient.ID, analyte: String)
}

enum BillingRoute: Hashable, Codable {
    case invoice(Invoice.ID)
    case claims(InvoiceStatus)
    case patientLedger(Patient.ID)
}

/// Modal flows. Never pushed.
enum ClinicSheet: Identifiable {
    case bookAppointment(patientID: Patient.ID?)
    case followUpReminder(Appointment.ID)

    var id: String {
        switch self {
        case .bookAppointment(let patientID): "book-\(patientID?.uuidString ?? "any")"
        case .followUpReminder(let appointmentID): "remind-\(appointmentID)"
        }
    }
}

/// Scene-level navigation state: the selected tab, one path per tab, and the
/// presented sheet. Created by the app and handed down through the environment.
@Observable
@MainActor
final class ClinicNavigation {
    var selectedTab: ClinicTab = .schedule
    var schedulePath: [AppointmentRoute] = []
    var patientsPath: [PatientRoute] = []
    var billingPath: [BillingRoute] = []
    var reportsPath: [BillingRoute] = []
    var sheet: ClinicSheet?

    func showAppointment(_ id: Appointment.ID) {
        selectedTab = .schedule
        schedulePath = [.appointment(id)]
    }

    func showChart(of patientID: Patient.ID) {
        selectedTab = .patients
        patientsPath = [.chart(patientID)]
    }

    func showLedger(of patientID: Patient.ID) {
        selectedTab = .billing
        billingPath = [.patientLedger(patientID)]
    }

    /// Links from reminder texts and the front-desk kiosk:
    /// `clinic://appointments/<id>`, `clinic://patients/<id>[/labs/<id>]`
    /// and `clinic://invoices/<number>`.
    func open(_ url: URL) {
        guard url.scheme == "clinic" else { return }
        let parts = url.pathComponents.filter { $0 != "/" }
        switch url.host() {
        case "appointments":
            if let id = parts.first.flatMap(UUID.init(uuidString:)) {
                showAppointment(id)
            }
        case "patients":
            guard let patientID = parts.first.flatMap(UUID.init(uuidString:)) else { return }
            var trail: [PatientRoute] = [.chart(patientID)]
            if parts.count == 3, parts[1] == "labs", let panelID = UUID(uuidString: parts[2]) {
                trail.append(.labPanel(panelID))
            }
            selectedTab = .patients
            patientsPath = trail
        case "invoices":
            guard let number = parts.first else { return }
            selectedTab = .billing
            billingPath = [.invoice(number)]
        default:
            break
        }
        sheet = nil
    }
}
