import SwiftUI

/// The part of the app that already moved: NavigationStack where the system
/// has it, the old container only as the fallback for iOS 15.
struct CompatRoot: View {
    @State private var path: [Int] = []

    var body: some View {
        if #available(iOS 16, *) {
            NavigationStack(path: $path) {
                ShelfView()
            }
        } else {
            NavigationView {
                ShelfView()
            }
        }
    }
}

struct SettingsRoot: View {
    var body: some View {
        guard #available(iOS 16, *) else {
            return AnyView(NavigationView { SettingsList() })
        }
        return AnyView(NavigationStack { SettingsList() })
    }
}

@available(iOS, introduced: 14, deprecated: 16, message: "Use CompatRoot")
struct OldSettingsRoot: View {
    var body: some View {
        NavigationView { SettingsList() }
    }
}

struct SettingsList: View {
    var body: some View {
        Form {
            Toggle("Night mode", isOn: .constant(false))
            Text(verbatim: "NavigationView { }")
        }
        .navigationTitle("Settings")
    }
}

struct PreviewShell: View {
    var body: some View {
        VStack {
            NavigationView { SettingsList() } // expect: navigation_view_deprecated
        }
    }
}
