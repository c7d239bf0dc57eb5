import SwiftUI

final class ShelfStore: ObservableObject {
    @Published var books: [BookSummary] = BookSummary.samples
    @Published var searchText = ""
}

struct BookSummary: Identifiable, Hashable {
    let id: Int
    let title: String
    let author: String

    static let samples = [
        BookSummary(id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"),
        BookSummary(id: 2, title: "Kindred", author: "Octavia E. Butler"),
    ]
}

struct ShelfView: View {
    @EnvironmentObject private var shelf: ShelfStore

    // The old NavigationView is kept below only until the iPad layout ships.
    var body: some View {
        List(shelf.books) { book in
            // Fine: nothing but these links ever changes the path, so it always says where the user is.
            NavigationLink(destination: BookDetailView(book: book)) {
                VStack(alignment: .leading) {
                    Text(book.title).font(.headline)
                    Text(book.author).font(.subheadline)
                }
            }
        }
        .navigationTitle("Shelf")
        .searchable(text: $shelf.searchText, prompt: "Search NavigationView-era books")
    }
}

struct BookDetailView: View {
    let book: BookSummary

    var body: some View {
        ScrollView {
            Text(book.title).font(.largeTitle)
            NavigationLink("More by \(book.author)") {
                AuthorShelfView(author: book.author)
            }
        }
    }
}

struct ShelfView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            ShelfView().environmentObject(ShelfStore())
        }
    }
}

#Preview("Detail") {
    NavigationView { BookDetailView(book: BookSummary.samples[0]) }
}
