import SwiftUI
import Observation

struct Trip: Identifiable, Hashable, Codable {
    let id: UUID
    var name: String
    var destination: String
    var latitude: Double
    var longitude: Double
    var startDate: Date
    var endDate: Date
    var days: [ItineraryDay]
    var reservations: [Reservation]

    var isUpcoming: Bool { endDate >= .now }
}

struct ItineraryDay: Hashable, Codable {
    var date: Date
    var activities: [Activity]
}

struct Activity: Identifiable, Hashable, Codable {
    let id: UUID
    var time: Date
    var title: String
    var location: String?
}

struct Reservation: Identifiable, Hashable, Codable {
    enum Kind: String, Codable { case flight, hotel, train, carRental }

    let id: UUID
    var kind: Kind
    var provider: String
    var confirmationCode: String
    var checkIn: Date
}

struct TravelDocument: Identifiable, Hashable, Codable {
    let id: String
    let title: String
    let fileURL: URL
}

/// The visible part of a map, in the units the trip planner works in.
struct MapRegion: Hashable {
    let latitude: Double
    let longitude: Double
    let spanMeters: Double
}

struct BoardingPass: Identifiable, Hashable, Codable {
    let id: String
    let flightNumber: String
    let seat: String
    let gate: String?
    let departure: Date
}

/// Synced with the expense service and edited in place, so it is a reference type.
final class Receipt: Identifiable, Hashable {
    let id: UUID
    var merchant: String
    var amount: Decimal
    var currencyCode: String
    var isReimbursed: Bool

    init(id: UUID, merchant: String, amount: Decimal, currencyCode: String, isReimbursed: Bool = false) {
        self.id = id
        self.merchant = merchant
        self.amount = amount
        self.currencyCode = currencyCode
        self.isReimbursed = isReimbursed
    }

    func markReimbursed() { isReimbursed = true }

    /// Compares the reimbursement too, so the wallet list redraws when it flips.
    static func == (lhs: Receipt, rhs: Receipt) -> Bool { lhs.id == rhs.id && lhs.isReimbursed == rhs.isReimbursed }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

// MARK: - Routes

/// Pushed onto the Trips tab. Restoring this trail at launch is planned but
/// nothing saves it yet, so `MapRegion` not being `Codable` breaks nothing today
/// (`route_not_codable`'s `assumePathsSaved` would check it ahead of time).
enum TripRoute: Hashable {
    case trip(Trip.ID)
    case day(tripID: Trip.ID, index: Int)
    case reservation(Reservation.ID)
    case map(MapRegion)
}

extension TripRoute {
    @ViewBuilder
    var destination: some View {
        switch self {
        case .trip(let id):
            TripDetailView(tripID: id)
        case .day(let tripID, let index):
            ItineraryDayView(tripID: tripID, dayIndex: index)
        case .reservation(let id):
            ReservationDetailView(reservationID: id)
        case .map(let region):
            TripMapView(region: region)
        }
    }
}

enum WalletRoute: Hashable {
    case boardingPass(BoardingPass.ID)
    case receipt(Receipt) // expect: model_as_route
    case currencyConverter(from: String, to: String)
}

extension NavigationLink where Destination == Never, Label == Text {
    /// Keeps the `destination:` spelling of older call sites while pushing a route value.
    init(_ title: LocalizedStringKey, destination route: TripRoute) {
        self.init(title, value: route)
    }
}

extension View {
    /// Maps every wallet screen in one place so the tab root and deep links agree.
    func walletDestinations() -> some View {
        navigationDestination(for: WalletRoute.self) { route in
            switch route {
            case .boardingPass(let id):
                BoardingPassDetailView(passID: id)
            case .receipt(let receipt):
                ReceiptDetailView(receipt: receipt)
            case .currencyConverter(let from, let to):
                CurrencyConverterView(sourceCode: from, targetCode: to)
            }
        }
    }
}

// MARK: - Store

@Observable
final class TripStore {
    var trips: [Trip] = []
    var boardingPasses: [BoardingPass] = []
    var documents: [TravelDocument] = []
    var receipts: [Receipt] = []
    private(set) var lastError: Error?

    private let endpoint = URL(string: "https://api.example-travel.com/v2/me/trips")!

    func trip(_ id: Trip.ID) -> Trip? { trips.first { $0.id == id } }

    func reservation(_ id: Reservation.ID) -> Reservation? {
        trips.lazy.flatMap(\.reservations).first { $0.id == id }
    }

    func add(_ trip: Trip) { trips.append(trip) }

    func refresh() async {
        do {
            let (data, _) = try await URLSession.shared.data(from: endpoint)
            trips = try JSONDecoder().decode([Trip].self, from: data)
            lastError = nil
        } catch {
            lastError = error
        }
    }
}
