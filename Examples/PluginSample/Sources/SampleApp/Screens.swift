// Screens with navlint findings. SwiftUI does not exist on Linux, so the code
// sits behind canImport; navlint reads it all the same.
#if canImport(SwiftUI)
import SwiftUI
import SampleLinted

struct WizardScreen: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            // Back from a step that can already be the root: removeLast() traps on an empty path.
            Button("Back") { path.removeLast() }
        }
    }
}

struct CheckoutScreen: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            // OrderFlow (in SampleLinted) brings its own stack: a stack inside a stack bound to a path.
            OrderFlow()
        }
    }
}
#endif
