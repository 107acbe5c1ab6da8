// Negative control, type-checked with Examples/Targets/FeedDiffable.swift and
// its app: a diffable data source of the items themselves instead of their
// identities. A snapshot of items would show old content; the items are
// not Hashable, so this must not compile.
import UIKit

@MainActor
func dataSourceOfItems(_ tableView: UITableView) -> UITableViewDiffableDataSource<FeedSection, FeedItem> {
    UITableViewDiffableDataSource<FeedSection, FeedItem>(tableView: tableView) { _, _, _ in UITableViewCell() }
}
