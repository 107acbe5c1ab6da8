// The surroundings of the docs' RxDataSources snippets, beside the
// generated Examples/Targets/FeedRxDataSources.swift and its app
// (Tests/LibraryStandIns/Consumers/FeedRxDataSourcesApp.swift).
import RxDataSources
import RxSwift
import UIKit

/// A table bound to a sequence of lists: `body in RxDataSourcesTable`.
@MainActor
final class RxDataSourcesTable {
    let tableView = UITableView(frame: .zero, style: .plain)
    let sections = Observable<[FeedSectionModel]>()
    let dataSource = RxTableViewSectionedAnimatedDataSource<FeedSectionModel>(
        configureCell: FeedItem.TableCells(card: { _, _ in }, banner: { _, _ in }, ad: { _, _ in }).configureCell())
    let bag = DisposeBag()
    let indexPath = IndexPath(row: 0, section: 0)
}

/// The app's logging of what `withUniqueIdentities` left out.
func log(_ sections: [FeedSectionModel], _ items: [FeedItem]) {}
