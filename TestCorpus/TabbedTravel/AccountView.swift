import SwiftUI

/// The account tab predates the iOS 16 rewrite of the other tabs.
struct AccountView: View {
    @AppStorage("travel.homeAirport") private var homeAirport = "AMS"
    @AppStorage("travel.prefersAisle") private var prefersAisle = true
    @State private var showingHelp = false

    var body: some View {
        NavigationView {
            Form {
                Section("Profile") {
                    NavigationLink("Personal details") { PersonalDetailsForm() }
                    NavigationLink(destination: LoyaltyProgramsList()) {
                        Label("Loyalty programs", systemImage: "star.circle")
                    }
                }
                Section("Preferences") {
                    TextField("Home airport", text: $homeAirport)
                        .textInputAutocapitalization(.characters)
                    Toggle("Prefer aisle seats", isOn: $prefersAisle)
                }
                Button("Help & Support") { showingHelp = true }
            }
            .navigationTitle("Account")
            .sheet(isPresented: $showingHelp) {
                NavigationStack {
                    HelpCenterView()
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct PersonalDetailsForm: View {
    @AppStorage("travel.fullName") private var fullName = ""

    var body: some View {
        Form { TextField("Full name (as on passport)", text: $fullName) }
            .navigationTitle("Personal Details")
    }
}

struct LoyaltyProgramsList: View {
    var body: some View {
        List(["Flying Blue", "Miles & More", "Marriott Bonvoy"], id: \.self) { Text($0) }
            .navigationTitle("Loyalty Programs")
    }
}

struct HelpCenterView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            NavigationLink("Changing a booking") { Text("Open the reservation and tap Edit.") }
            NavigationLink("Lost boarding pass") { Text("Passes are re-issued from the Wallet tab.") }
        }
        .navigationTitle("Help")
        .toolbar { Button("Done") { dismiss() } }
    }
}
