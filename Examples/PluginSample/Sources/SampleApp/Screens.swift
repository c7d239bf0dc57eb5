// A screen written for an old deployment target. SwiftUI does not exist on
// Linux, so the code sits behind canImport; navlint reads it all the same.
#if canImport(SwiftUI)
import SwiftUI

struct InboxScreen: View {
    var body: some View {
        NavigationView {
            Text("Inbox")
        }
    }
}
#endif
