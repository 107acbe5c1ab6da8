// Issue 45's trial, SwiftUI: the reading list as a new user writes it from
// the README and docs/row-behaviour.md, with the stacks, text styles,
// padding, spinner, navigation title, toolbar and loading task an ordinary
// screen has; before iOS 16, in a NavigationView. Type-checked against the
// stand-ins and the real SDKs with the file generated from
// ReadingList.itemize.json (StandInTypeCheckScriptTests, RealSDKTypeCheckTests).
import ItemizeRuntime
import SwiftUI

/// Each kind's row.
@available(iOS 14.0, macOS 11.0, *)
@MainActor
let readingRows = ReadingItem.RowViews(
    book: { book in
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text(book.title).font(.headline)
                Text(book.author).font(.subheadline).foregroundColor(.secondary)
            }
            Spacer()
            if book.isRead {
                Image(systemName: "checkmark").foregroundColor(.green)
            }
        }
        .padding(.vertical, 4)
    },
    note: { note in Text(note.text).italic() },
    loading: {
        HStack {
            ProgressView()
            Text("Loading more books").foregroundColor(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .center)
    })

/// What the list shows and how it changes, shared by both screens.
@available(iOS 14.0, macOS 11.0, *)
@MainActor
struct ReadingListContent: View {
    @Binding var books: [Book]
    let notes: [Note]
    let isLoading: Bool

    private var sections: [ReadingSectionModel] {
        var sections: [ReadingSectionModel] = [.books(books.map { .book($0) }), .notes(notes.map { .note($0) })]
        if isLoading { sections.append(.loading([.loading])) }
        return sections
    }

    private var actions: ReadingItem.Actions {
        ReadingItem.Actions(
            book: ReadingItem.BookActions(
                toggleRead: { book, _ in
                    guard let index = books.firstIndex(where: { $0.id == book.id }) else { return }
                    books[index].isRead.toggle()
                },
                delete: { book, _ in books.removeAll { $0.id == book.id } }))
    }

    var body: some View {
        List {
            ReadingItem.ListSections(
                sections, rows: readingRows,
                onMove: { item, from, to in
                    guard case .book(let book) = item else { return }
                    books.remove(at: from.item)
                    books.insert(book, at: to.item)
                },
                actions: actions)
        }
    }
}

/// The reading list from iOS 16 on: a navigation stack whose task loads
/// more books while the loading row spins.
@available(iOS 16.0, macOS 13.0, *)
@MainActor
struct ReadingListView: View {
    @State private var books = [Book(id: UUID(), title: "Middlemarch", author: "George Eliot", isRead: false)]
    @State private var notes = [Note(id: UUID(), text: "Ask Sam for the sequel")]
    @State private var isLoading = true

    var body: some View {
        NavigationStack {
            ReadingListContent(books: $books, notes: notes, isLoading: isLoading)
                .navigationTitle("Reading list")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add") { books.append(Book(id: UUID(), title: "Untitled", author: "", isRead: false)) }
                    }
                }
                .task { await loadMore() }
        }
    }

    private func loadMore() async {
        try? await Task.sleep(nanoseconds: 100_000_000)
        books.append(Book(id: UUID(), title: "Persuasion", author: "Jane Austen", isRead: false))
        isLoading = false
    }
}

/// The same list before iOS 16, in a NavigationView that loads on appear.
@available(iOS 14.0, macOS 11.0, *)
@MainActor
struct LegacyReadingListView: View {
    @State private var books: [Book] = []
    @State private var isLoading = true

    var body: some View {
        NavigationView {
            VStack(spacing: 0) {
                Text("\(books.count) books").font(.footnote).padding()
                ReadingListContent(books: $books, notes: [], isLoading: isLoading)
            }
            .navigationTitle(Text("Reading list"))
            .onAppear { isLoading = false }
        }
    }
}
