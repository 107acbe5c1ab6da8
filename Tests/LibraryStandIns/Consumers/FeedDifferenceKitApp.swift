// What a user adds beside the generated Examples/Targets/FeedDifferenceKit.swift:
// the external `Ad` item (an `identity` and Equatable), the cell classes,
// and a screen that diffs with DifferenceKit and reloads the table with it.
import DifferenceKit
import UIKit

/// The spec's external item: the user's own struct.
nonisolated public struct Ad: Equatable, Sendable {
    public var id: Int
    public var identity: Int { id }
}

public final class CardCell: UITableViewCell {
    func show(_ card: Card) {}
}

public final class AdCell: UITableViewCell {}
/// The collection view's cells: a collection view makes only `UICollectionViewCell`s.
public final class CardTileCell: UICollectionViewCell {}
public final class AdTileCell: UICollectionViewCell {}

@MainActor
final class FeedScreen {
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var sections: [FeedSectionModel] = []
    let cells = FeedItem.TableCells(card: { cell, card in cell.show(card) }, banner: { _, _ in }, ad: { _, _ in })

    func show(_ newSections: [FeedSectionModel]) {
        // Sections of Differentiable models and elements: DifferenceKit's
        // section-aware diff.
        let changeset = StagedChangeset(source: sections, target: newSections)
        tableView.reload(using: changeset, with: .fade) { data in sections = data }
    }

    func cell(at indexPath: IndexPath) -> UITableViewCell {
        cells.cell(for: sections[indexPath.section].elements[indexPath.row], in: tableView, at: indexPath)
    }

    /// The tap, typed.
    func openedCard(at indexPath: IndexPath) -> Card? {
        sections[indexPath.section].elements[indexPath.row].card
    }
}

func firstFeed() -> [FeedSectionModel] {
    [.featured([.card(Card(id: "1", title: "Hi", color: "red"))])]
}
