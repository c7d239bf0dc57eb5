/// A corpus where navigation is dense, the shape that made navlint's cost grow with
/// the square of the size (issue 19): many feature modules, each owning a `TabView`
/// with a `NavigationStack(path:)` per tab, a router object, sheets with stacks of
/// their own, a deep-link handler and a registration helper — and the same member
/// names (`path`, `router`, `selection`, `sheet`) in every module. Files are
/// generated, never committed. Two shapes:
/// - `modules`: N modules of about 1,400 lines each (one Package.swift over them all,
///   so they are one project, as a monorepo's app and its feature packages are);
/// - `stacks`: one module whose tab view has K tabs, each its own stack and path.
public enum DenseModules {
    public static let panelsPerModule = 20

    /// N modules, each file as (path, text), with the Package.swift that makes them one project.
    /// With `sameNames`, every module declares the same type names (`Router`, `Route`, `Home`),
    /// as feature modules of one package do, each in its own folder (its own Swift module).
    public static func modules(_ count: Int, sameNames: Bool = false) -> [(path: String, text: String)] {
        var files = [("Package.swift", manifest)]
        for index in 1...count {
            files += module(index, tabs: 2).map { file in
                guard sameNames else { return file }
                return (file.path, unprefixed(file.text, "M\(index)"))
            }
        }
        return files
    }

    /// `M12Router` → `Router`, `m12Destinations` → `destinations`: the module's own prefix removed.
    static func unprefixed(_ text: String, _ prefix: String) -> String {
        text.replacing(prefix.lowercased() + "Destinations", with: "destinations").replacing(prefix, with: "")
    }

    /// One module whose tab view has `count` tabs, each its own stack and path.
    public static func stacks(_ count: Int) -> [(path: String, text: String)] {
        [("Package.swift", manifest)] + module(1, tabs: count)
    }

    public static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Dense", platforms: [.iOS(.v17)], targets: [.target(name: "Dense", path: "Modules")])

        """

    static func module(_ i: Int, tabs: Int) -> [(path: String, text: String)] {
        let m = "M\(i)", folder = "Modules/Feature\(i)"
        var files = [
            ("\(folder)/\(m)Router.swift", router(m, tabs: tabs)),
            ("\(folder)/\(m)Root.swift", root(m, tabs: tabs)),
            ("\(folder)/\(m)Screens.swift", screens(m)),
        ]
        for j in 0..<panelsPerModule { files.append(("\(folder)/Panels/\(m)Panel\(j).swift", panel(m, j))) }
        return files
    }

    static func router(_ m: String, tabs: Int) -> String {
        let paths = (1..<max(tabs, 1)).map { "    var path\($0): [\(m)Route] = []\n" }.joined()
        let tabCases = (0..<max(tabs, 1)).map { "tab\($0)" }.joined(separator: ", ")
        return """
            import SwiftUI
            import Observation

            enum \(m)Route: Hashable, Codable {
                case item(id: Int)
                case panel(Int)
                case settings
                case profile(name: String)
            }

            enum \(m)Tab: Hashable { case \(tabCases) }

            enum \(m)Sheet: String, Identifiable {
                case compose, filter
                var id: String { rawValue }
            }

            @Observable final class \(m)Router {
                var path = NavigationPath()
            \(paths)    var selection: \(m)Tab = .tab0
                var sheet: \(m)Sheet?

                func open(_ url: URL) {
                    selection = .tab0
                    sheet = nil
                    path = NavigationPath()
                    path.append(\(m)Route.item(id: url.pathComponents.count))
                }

                func show(_ route: \(m)Route) { path.append(route) }

                func back() {
                    if !path.isEmpty { path.removeLast() }
                }
            }

            extension View {
                func \(m.lowercased())Destinations(router: \(m)Router) -> some View {
                    navigationDestination(for: \(m)Route.self) { route in
                        \(m)Screen(route: route, router: router)
                    }
                }
            }

            """
    }

    static func root(_ m: String, tabs: Int) -> String {
        var body = """
                    NavigationStack(path: $router.path) {
                        \(m)Home(router: router)
                            .\(m.lowercased())Destinations(router: router)
                    }
                    .tag(\(m)Tab.tab0)

            """
        for t in 1..<max(tabs, 1) {
            body += """
                        NavigationStack(path: $router.path\(t)) {
                            \(m)Search(router: router, tab: \(t))
                                .navigationDestination(for: \(m)Route.self) { \(m)Screen(route: $0, router: router) }
                        }
                        .tag(\(m)Tab.tab\(t))

                """
        }
        return """
            import SwiftUI

            struct \(m)Root: View {
                @State private var router = \(m)Router()

                var body: some View {
                    TabView(selection: $router.selection) {
            \(body)        }
                    .sheet(item: $router.sheet) { sheet in
                        NavigationStack {
                            \(m)Compose(sheet: sheet)
                        }
                    }
                    .onOpenURL { url in
                        router.open(url)
                    }
                }
            }

            """
    }

    static func screens(_ m: String) -> String {
        let cases = (0..<panelsPerModule).map { "            case \($0): \(m)Panel\($0)(router: router)\n" }.joined()
        return """
            import SwiftUI

            struct \(m)Home: View {
                let router: \(m)Router

                var body: some View {
                    List(0..<20, id: \\.self) { index in
                        NavigationLink(value: \(m)Route.item(id: index)) {
                            Text("Item \\(index)")
                        }
                    }
                    .toolbar {
                        Button("New") { router.sheet = .compose }
                        Button("Filter") { router.sheet = .filter }
                    }
                }
            }

            struct \(m)Search: View {
                let router: \(m)Router
                let tab: Int
                @State private var query = ""

                var body: some View {
                    List(0..<\(panelsPerModule), id: \\.self) { index in
                        NavigationLink("Panel \\(index)", value: \(m)Route.panel(index))
                    }
                    .searchable(text: $query)
                }
            }

            struct \(m)Screen: View {
                let route: \(m)Route
                let router: \(m)Router

                var body: some View {
                    switch route {
                    case .item(let id): \(m)Detail(id: id, router: router)
                    case .panel(let number): \(m)Panels(number: number, router: router)
                    case .settings: \(m)Settings()
                    case .profile(let name): Text(name)
                    }
                }
            }

            struct \(m)Panels: View {
                let number: Int
                let router: \(m)Router

                var body: some View {
                    switch number {
            \(cases)            default: EmptyView()
                    }
                }
            }

            struct \(m)Detail: View {
                let id: Int
                let router: \(m)Router

                var body: some View {
                    VStack {
                        Text("Item \\(id)")
                        NavigationLink("Settings", value: \(m)Route.settings)
                        Button("Back") { router.back() }
                    }
                }
            }

            struct \(m)Settings: View {
                @State private var isOn = false

                var body: some View {
                    Form {
                        Toggle("Notifications", isOn: $isOn)
                    }
                }
            }

            struct \(m)Compose: View {
                let sheet: \(m)Sheet
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    Form {
                        Text(sheet.rawValue)
                        Button("Done") { dismiss() }
                    }
                }
            }

            """
    }

    static func panel(_ m: String, _ j: Int) -> String {
        let rows = (0..<8).map { r in
            """
                        HStack {
                            Text("Row \(r) of panel \(j)")
                            Spacer()
                            Button("Open") { router.show(.item(id: \(j * 10 + r))) }
                        }

            """
        }.joined()
        return """
            import SwiftUI

            struct \(m)Panel\(j): View {
                let router: \(m)Router
                @State private var expanded = false

                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Panel \(j)")
                            .font(.headline)
            \(rows)            NavigationLink("Profile", value: \(m)Route.profile(name: "panel\(j)"))
                        Toggle("Expanded", isOn: $expanded)
                    }
                    .padding()
                }
            }

            """
    }
}
