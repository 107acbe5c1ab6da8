// The surroundings of the docs' DifferenceKit snippets, beside the
// generated Examples/Targets/FeedDifferenceKit.swift and its app
// (Tests/LibraryStandIns/Consumers/FeedDifferenceKitApp.swift).
import DifferenceKit
import UIKit

/// A table driven with DifferenceKit: `body in DifferenceKitTable`.
@MainActor
final class DifferenceKitTable {
    let tableView = UITableView(frame: .zero, style: .plain)
    let cells = FeedItem.TableCells(card: { _, _ in }, banner: { _, _ in }, ad: { _, _ in })
    var sections: [FeedSectionModel] = []
    var newSections: [FeedSectionModel] = []
    let indexPath = IndexPath(row: 0, section: 0)
}
