import SwiftUI

/// One settings screen for every platform. Pushed on iOS, it uses the stack it
/// lands on; in the Mac's Settings window it brings its own.
struct SettingsArea: View {
    enum Presentation { case pushed, window, sheet }

    var presentation: Presentation = .pushed

    var body: some View {
        switch presentation {
        case .window, .sheet:
            NavigationStack {
                SettingsList()
            }
            .frame(minWidth: 420, minHeight: 360)
        case .pushed:
            SettingsList()
        }
    }
}

struct SettingsList: View {
    @AppStorage("exportQuality") private var exportQuality = 2
    @AppStorage("showsGrid") private var showsGrid = true

    var body: some View {
        Form {
            Section("Canvas") {
                Toggle("Show grid", isOn: $showsGrid)
                NavigationLink("Brushes") { BrushSettings() } // expect: destination_closure_link
            }
            Section("Export") {
                Picker("Quality", selection: $exportQuality) {
                    Text("Draft").tag(1)
                    Text("Standard").tag(2)
                    Text("Print").tag(3)
                }
            }
            Section("About") {
                #if os(tvOS)
                AboutView(showsCredits: false)
                #else
                NavigationLink("About Studio") { AboutView(showsCredits: true) } // expect: destination_closure_link
                #endif
            }
        }
        .navigationTitle("Settings")
    }
}

struct BrushSettings: View {
    @AppStorage("brushSize") private var brushSize = 12.0

    var body: some View {
        Form {
            Slider(value: $brushSize, in: 1...64) { Text("Size") }
        }
        .navigationTitle("Brushes")
    }
}

struct AboutView: View {
    let showsCredits: Bool

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "paintpalette").font(.largeTitle)
            Text("Studio 3.2")
            if showsCredits {
                CreditsList()
            }
        }
    }
}

struct CreditsList: View {
    var body: some View {
        #if os(tvOS)
        // tvOS shows credits full screen with a stack of their own; that branch never meets iOS's push.
        NavigationStack {
            List(Credit.all) { credit in Text(credit.name) }
        }
        #else
        List(Credit.all) { credit in Text(credit.name) }
        #endif
    }
}

struct Credit: Identifiable {
    let id: Int
    let name: String
    static let all = [Credit(id: 1, name: "Icons by the design team"), Credit(id: 2, name: "Color science library")]
}
