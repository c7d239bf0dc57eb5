import SwiftUI

public struct PlannerRoot: View {
    @SceneStorage("planner.path") private var savedPath: Data?
    @State private var path = NavigationPath()
    @State private var plan: [Article] = []

    public init() {}

    public var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(plan) { article in
                    NavigationLink(article.title, value: PlannerRoute.article(article))
                }
                NavigationLink("This week", value: PlannerRoute.week(0))
            }
            .navigationTitle("Plan")
            .navigationDestination(for: PlannerRoute.self) { route in
                switch route {
                case .article(let article): ArticleScreen(article: article)
                case .week(let offset): Text("Week \(offset)")
                }
            }
        }
        .task {
            if let savedPath, let representation = try? JSONDecoder().decode(
                NavigationPath.CodableRepresentation.self, from: savedPath) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) { _, newPath in
            savedPath = newPath.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}

struct ArticleScreen: View {
    let article: Article

    var body: some View {
        Text("\(article.minutes) minutes").navigationTitle(article.title)
    }
}
