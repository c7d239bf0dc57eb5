import NavLintCore
import Testing

/// A view modifier from another module that takes a presentation binding
/// (`isPresented:` or `item:`, as `sheet` does) may show its content anywhere: in a
/// sheet of its own, a window, an overlay. navlint cannot read where, so what it is
/// handed is not taken to sit in the stack around the call. The project's own
/// modifier of the same shape is followed into its body, as before.
struct ForeignPresentationTests {
    func nested(_ source: String) -> [String] {
        lint([("A.swift", source)]).filter { $0.ruleID == "nested_navigation_stack" }.map { "\($0.file):\($0.line)" }
    }

    /// `Home`'s stack, whose root content applies `modifier` with a stack inside, on line 5.
    func home(_ modifier: String, declarations: String = "") -> String {
        """
        struct Home: View {
            @State private var shown = false
            @State private var item: Int?
            var body: some View {
                NavigationStack { Text("Home")\(modifier) { NavigationStack { NavigationLink("Edit", value: 1) } } }
            }
        }
        \(declarations)
        """
    }

    @Test func aPackagesPresentingModifierIsNotPlacedInTheStack() {
        #expect(nested(home(".popup(isPresented: $shown)")).isEmpty, "a binding says it is presented")
        #expect(nested(home(".popup(item: $item)")).isEmpty, "an item binding too")
        #expect(nested(home(".overlay")) == ["A.swift:5"], "SwiftUI's overlay shows its content in place")
        #expect(nested(home(".popup")) == ["A.swift:5"], "no presentation binding: taken to be placed")
        let ownPopup = """
            extension View {
                func popup<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> C) -> some View {
                    overlay { if isPresented.wrappedValue { content() } }
                }
            }
            """
        #expect(nested(home(".popup(isPresented: $shown)", declarations: ownPopup)) == ["A.swift:5"],
                "the project's own modifier is followed: it overlays the content in place")
    }

    /// KDE Connect's shape: a photo picker package draws its loading overlay in the picker's sheet.
    @Test func aPickersOverlayIsNotASecondBar() {
        let detail = """
            struct Devices: View {
                var body: some View { NavigationStack { NavigationLink("Phone") { DeviceDetail() } } }
            }
            struct DeviceDetail: View {
                @State private var picking = false
                var body: some View {
                    List { Button("Send photos") { picking = true } }
                        .mediaImporter(isPresented: $picking, allowedMediaTypes: .all) { result in
                            print(result)
                        } loadingOverlay: { progress in
                            NavigationView { ProgressView(progress).navigationTitle("Preparing") }
                        }
                }
            }
            """
        #expect(nested(detail).isEmpty)
        let overlaid = detail.replacingOccurrences(of: ".mediaImporter(isPresented: $picking, allowedMediaTypes: .all) { result in",
                                                   with: ".mediaImporter(allowedMediaTypes: .all) { result in")
        #expect(nested(overlaid) == ["A.swift:11"], "without the binding, the overlay is taken to be placed on the pushed screen")
    }
}
