import SwiftUI

@main
struct TravelApp: App {
    @State private var store = TripStore()

    var body: some Scene {
        WindowGroup {
            MainTabView()
                .environment(store)
                .task { await store.refresh() }
        }
    }
}

enum AppTab: Hashable {
    case trips, explore, wallet, account
}

struct MainTabView: View {
    @State private var selectedTab: AppTab = .trips
    @State private var tripsPath: [TripRoute] = []
    @State private var explorePath = NavigationPath()
    @State private var walletPath: [WalletRoute] = []

    var body: some View {
        TabView(selection: $selectedTab) {
            NavigationStack(path: $tripsPath) {
                TripsHomeView()
            }
            .tabItem { Label("Trips", systemImage: "suitcase") }
            .tag(AppTab.trips)

            NavigationStack(path: $explorePath) {
                ExploreView()
            }
            .tabItem { Label("Explore", systemImage: "map") }
            .tag(AppTab.explore)

            NavigationStack(path: $walletPath) {
                WalletView()
                    .walletDestinations()
            }
            .tabItem { Label("Wallet", systemImage: "wallet.pass") }
            .tag(AppTab.wallet)

            AccountView()
                .tabItem { Label("Account", systemImage: "person.crop.circle") }
                .tag(AppTab.account)
        }
        .onOpenURL(perform: handleDeepLink)
        // Handoff from the watch app's boarding-pass screen.
        .onContinueUserActivity("com.example.travel.boarding-pass") { activity in
            guard let passID = activity.userInfo?["passID"] as? String else { return }
            walletPath = [.boardingPass(passID)] // expect: deep_link_out_of_view
        }
    }

    /// Handles links from confirmation e-mails and the widget:
    /// `travelapp://trips/<trip-id>/reservations/<reservation-id>` and
    /// `travelapp://wallet/passes/<pass-id>`.
    private func handleDeepLink(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        switch url.host() {
        case "trips":
            guard let tripID = parts.first.flatMap(UUID.init(uuidString:)) else { return }
            selectedTab = .trips
            let reservation = parts.count == 3 && parts[1] == "reservations" ? UUID(uuidString: parts[2]) : nil
            // Already on that trip: open the reservation on top of whatever is showing.
            if tripsPath.first == .trip(tripID), let reservation {
                tripsPath.append(.reservation(reservation))
                return
            }
            tripsPath = [.trip(tripID)] + (reservation.map { [.reservation($0)] } ?? [])
        case "wallet":
            guard parts.count == 2, parts[0] == "passes" else { return }
            selectedTab = .wallet
            walletPath = [.boardingPass(parts[1])]
        default:
            break
        }
    }
}
