// SectionViews.itemize.json: header and footer views shared by sections,
// kinds without data (one named with a keyword), used through every helper.
import ItemizeRuntime
import UIKit

package final class ShelfHeader: UITableViewHeaderFooterView {}
package final class ShelfFooter: UITableViewHeaderFooterView {}
package final class ShelfTileHeader: UICollectionReusableView {}
package final class ShelfTileFooter: UICollectionReusableView {}

@MainActor
func makeShelfDataSource(for tableView: UITableView) -> TableViewDataSource<ShelfSectionModel> {
    ShelfItem.TableCells.register(in: tableView)
    ShelfSection.TableHeaders.register(in: tableView)
    let cells = ShelfItem.TableCells.placed(
        book: { cell, book, place in _ = (cell, book.title, place.indexPath, place.section) },
        divider: { _, _ in },
        default: { _, _ in })
    let views = ShelfSection.TableHeaders(
        shelfHeader: { _, number in _ = number }, shelfFooter: { _, number in _ = number }, moreFooter: { _ in })
    let dataSource = TableViewDataSource<ShelfSectionModel>(
        configureCell: { tableView, indexPath, item in cells.cell(for: item, in: tableView, at: indexPath) })
    dataSource.reconfigureHeaderView = { view, section in views.configure(header: view, for: section.model) }
    dataSource.reconfigureFooterView = { view, section in views.configure(footer: view, for: section.model) }
    _ = views.footerView(for: .more, in: tableView)
    _ = views.headerView(for: .shelf(1), in: tableView)
    return dataSource
}

@MainActor
func makeShelfGrid(_ collectionView: UICollectionView) -> CollectionViewDataSource<ShelfSectionModel> {
    let cells = ShelfItem.CollectionCells(book: { _, _ in }, divider: { _ in }, default: { _ in })
    let views = ShelfSection.CollectionHeaders(
        shelfHeader: { (_: ShelfTileHeader, _) in }, shelfFooter: { (_: ShelfTileFooter, _) in }, moreFooter: { _ in })
    ShelfItem.CollectionCells.register(in: collectionView)
    ShelfSection.CollectionHeaders.register(in: collectionView)
    let dataSource = CollectionViewDataSource<ShelfSectionModel>(
        configureSupplementaryView: { collectionView, kind, indexPath, section in
            views.view(ofKind: kind, for: section.model, in: collectionView, at: indexPath)
        },
        configureCell: { collectionView, indexPath, item in cells.cell(for: item, in: collectionView, at: indexPath) })
    dataSource.reconfigureSupplementaryView = { view, kind, _, section in views.configure(view, ofKind: kind, for: section.model) }
    return dataSource
}
