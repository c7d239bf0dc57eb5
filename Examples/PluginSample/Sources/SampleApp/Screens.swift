// A screen with one navlint warning. SwiftUI does not exist on Linux, so the
// code sits behind canImport; navlint reads it all the same.
#if canImport(SwiftUI)
import SwiftUI

struct WizardScreen: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            // Back from a step that can already be the root: removeLast() traps on an empty path.
            Button("Back") { path.removeLast() }
        }
    }
}
#endif
