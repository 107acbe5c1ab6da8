// The UIKit side of what the docs' snippets take as given: the cell and
// header classes the Feed spec names, and the contexts of snippets that
// drive a `UITableView`. Type-checked against the UIKit stand-in only.
import ItemizeRuntime
import UIKit

public final class CardCell: UITableViewCell {
    func show(_ card: Card) {}
}

public final class AdCell: UITableViewCell {
    func show(_ ad: Ad) {}
}

/// The collection view's cells.
public final class CardTileCell: UICollectionViewCell {
    func show(_ card: Card) {}
}

public final class AdTileCell: UICollectionViewCell {
    func show(_ ad: Ad) {}
}

/// A header view of the app's own class.
final class FeedHeaderView: UITableViewHeaderFooterView {
    func show(_ section: FeedSection) {}
}

extension UIViewController {
    /// What the README's controller does with a tapped card, left to the app.
    func open(_ card: Card) {}
}

/// The surroundings of a snippet marked `body in FeedTable`: a table
/// view, its ItemizeRuntime data source, and the feed's data.
@MainActor
final class FeedTable {
    let tableView = UITableView(frame: .zero, style: .plain)
    let cells = FeedItem.TableCells(card: { $0.show($1) }, banner: { _, _ in }, ad: { $0.show($1) })
    lazy var dataSource = TableViewDataSource<FeedSectionModel>(configureCell: { [cells] tableView, indexPath, item in
        cells.cell(for: item, in: tableView, at: indexPath)
    })
    let feed = SectionedArray<FeedSectionModel>()
    var sections: [FeedSectionModel] = []
    var newSections: [FeedSectionModel] = []

    func open(_ card: Card) {}
    func scrollToTop() {}
    func render(_ changeset: Changeset<FeedSectionModel>) {}
}

/// The surroundings of a snippet marked `body in ManualTable`: a table
/// whose data source is the app's own, driven by hand.
@MainActor
final class ManualTable {
    /// The app's own data source, holding what the table shows.
    final class AppDataSource {
        var sections: [FeedSectionModel] = []
    }

    let tableView = UITableView(frame: .zero, style: .plain)
    let dataSource = AppDataSource()
    var shownSections: [FeedSectionModel] = []
    var newSections: [FeedSectionModel] = []
}
