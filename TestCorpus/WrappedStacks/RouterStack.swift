import SwiftUI

/// The app's stack: one router per stack, its path bound, its routes
/// registered once at the root. Every tab and every presented flow uses one.
struct RouterStack<Content: View>: View {
    @State private var router = PantryRouter()
    @ViewBuilder var content: Content

    var body: some View {
        if #available(iOS 17, *) {
            NavigationStack(path: $router.path) {
                content
                    .navigationDestination(for: PantryRoute.self) { route in route.screen }
            }
            .environment(router)
        } else {
            NavigationView { content }
                .navigationViewStyle(.stack)
        }
    }
}

/// A row that pushes whatever destination it is handed.
struct PushRow<Destination: View>: View {
    let title: String
    let systemImage: String
    @ViewBuilder let destination: () -> Destination

    var body: some View {
        NavigationLink { // expect: destination_closure_link
            destination()
        } label: {
            Label(title, systemImage: systemImage)
        }
    }
}

extension View {
    /// Presents a flow over this view, hosted by UIKit for the form-sheet look.
    func formSheet<Sheet: View>(isPresented: Binding<Bool>, @ViewBuilder sheet: @escaping () -> Sheet) -> some View {
        background(FormSheetHost(isPresented: isPresented, sheet: sheet))
    }
}

final class FormSheetHost<Sheet: View>: UIViewController {
    let isPresented: Binding<Bool>
    let sheet: () -> Sheet

    init(isPresented: Binding<Bool>, sheet: @escaping () -> Sheet) {
        self.isPresented = isPresented
        self.sheet = sheet
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func update() {
        guard isPresented.wrappedValue, presentedViewController == nil else { return }
        let host = UIHostingController(rootView: sheet())
        host.modalPresentationStyle = .formSheet
        present(host, animated: true)
    }
}
