// Issue 45's trial, UIKit: the reading list in a UITableViewController, as
// a new user writes it from the README and docs/row-behaviour.md. The
// controller is the table's delegate, so it overrides the delegate methods
// (swipe actions, highlighting, where a moved book may go, the editing
// style, and when the loading row shows), which UIKit declares as members
// of UITableViewController. Type-checked against the stand-ins and the
// real SDKs with the file generated from ReadingList.itemize.json
// (StandInTypeCheckScriptTests, RealSDKTypeCheckTests).
import ItemizeRuntime
import UIKit

final class BookCell: UITableViewCell {
    func show(_ book: Book) {
        textLabel?.text = "\(book.title), \(book.author)"
        accessoryType = book.isRead ? .checkmark : .none
    }
}

final class NoteCell: UITableViewCell {
    func show(_ note: Note) { textLabel?.text = note.text }
}

/// The loading row: a spinner that turns while more books arrive.
final class LoadingCell: UITableViewCell {
    private let spinner = UIActivityIndicatorView(style: .medium)

    func startSpinning() {
        accessoryView = spinner
        spinner.startAnimating()
    }
}

final class ReadingListViewController: UITableViewController {
    private var books = [Book(id: UUID(), title: "Middlemarch", author: "George Eliot", isRead: false)]
    private var notes = [Note(id: UUID(), text: "Ask Sam for the sequel")]
    private var isLoading = true
    private let cells = ReadingItem.TableCells(
        book: { cell, book in cell.show(book) },
        note: { cell, note in cell.show(note) },
        loading: { cell in cell.startSpinning() })
    private lazy var dataSource = TableViewDataSource<ReadingSectionModel>(
        titleForHeader: { $0.model.header },
        configureCell: { [cells] tableView, indexPath, item in cells.cell(for: item, in: tableView, at: indexPath) })
    private lazy var actions = ReadingItem.Actions(
        book: ReadingItem.BookActions(
            toggleRead: { [unowned self] book, _ in toggleRead(book) },
            delete: { [unowned self] book, _ in delete(book) }))

    override func viewDidLoad() {
        super.viewDidLoad()
        ReadingItem.TableCells.register(in: tableView)
        // Books swipe and move; notes and the loading row do neither.
        dataSource.editRowsByKind(offering: actions)
        dataSource.didMoveRow = { [unowned self] item, from, to in
            guard case .book(let book) = item else { return }
            books.remove(at: from.row)
            books.insert(book, at: to.row)
        }
        tableView.dataSource = dataSource
        show()
    }

    private var sections: [ReadingSectionModel] {
        var sections: [ReadingSectionModel] = [.books(books.map { .book($0) }), .notes(notes.map { .note($0) })]
        if isLoading { sections.append(.loading([.loading])) }
        return sections
    }

    private func show() { dataSource.apply(sections, to: tableView) }

    func finishLoading(_ more: [Book]) {
        books += more
        isLoading = false
        show()
    }

    private func toggleRead(_ book: Book) {
        guard let index = books.firstIndex(where: { $0.id == book.id }) else { return }
        books[index].isRead.toggle()
        show()
    }

    private func delete(_ book: Book) {
        books.removeAll { $0.id == book.id }
        show()
    }

    override func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        actions.leadingSwipeActions(at: indexPath, in: ActionRows(dataSource.data))
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        actions.trailingSwipeActions(at: indexPath, in: ActionRows(dataSource.data))
    }

    /// The loading row is not selectable, so a touch does not highlight it.
    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        dataSource.item(at: indexPath)?.kind.isSelectable ?? false
    }

    /// A book stays among the books.
    override func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        ReadingSection.targetIndexPath(
            forMoveFrom: sourceIndexPath, toProposed: proposedDestinationIndexPath, in: dataSource.data.sections)
    }

    override func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        dataSource.editingStyle(forRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        dataSource.item(at: indexPath)?.kind == .loading ? 44 : UITableView.automaticDimension
    }

    /// More books are asked for when the loading row comes on screen.
    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        guard dataSource.item(at: indexPath)?.kind == .loading else { return }
        finishLoading([Book(id: UUID(), title: "Persuasion", author: "Jane Austen", isRead: false)])
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
