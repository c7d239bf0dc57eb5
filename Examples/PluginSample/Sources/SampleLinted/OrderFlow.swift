// A flow with its own stack. Alone, this module is fine; but SampleApp places
// it inside its own stack, which nests one stack in another: navlint sees that
// only with the app's module as context, which the build tool plugin gives it.
#if canImport(SwiftUI)
import SwiftUI

public struct OrderFlow: View {
    public init() {}

    public var body: some View {
        NavigationStack {
            NavigationLink("Review your order") { Text("Your order") }
        }
    }
}
#endif
