// Stand-in for https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir:
// `@MainActor class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>`
// with Hashable and Sendable identifiers. Its UITableViewDataSource
// conformance is left out: the data source installs itself on the table.
//
// It works as DiffableDataSourceCells says: `apply` keeps the first value of
// equal identifiers and asks the cell provider for the cells of new,
// reloaded and reconfigured items, which the table then answers from
// `cellForRow(at:)`.

@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
    ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
    /// `typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?`
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private let shown: DiffableDataSourceCells<SectionIdentifierType, ItemIdentifierType, UITableViewCell>
    private weak var tableView: UITableView?

    /// `init(tableView: UITableView, cellProvider: @escaping CellProvider)`
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        shown = DiffableDataSourceCells(
            provider: { [weak tableView] indexPath, item in tableView.flatMap { cellProvider($0, indexPath, item) } },
            reconfigure: { [weak tableView] indexPath, item, existing in
                tableView.flatMap { tableView in
                    tableView.reconfiguringRow(at: indexPath, existing: existing) { cellProvider(tableView, indexPath, item) }
                }
            })
        self.tableView = tableView
    }

    /// `func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil)`
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        shown.apply(snapshot)
        tableView?.showCells(shown.cells)
        completion?()
    }

    /// `func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>`
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { shown.snapshot }

    /// `func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType?`
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { shown.itemIdentifier(for: indexPath) }

    /// `func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath?`
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { shown.indexPath(for: itemIdentifier) }

    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/sectionidentifier(for:)
    /// `func sectionIdentifier(for index: Int) -> SectionIdentifierType?`
    @available(iOS 15.0, tvOS 15.0, *)
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { shown.sectionIdentifier(for: index) }

    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/tableview(_:titleforheaderinsection:)
    /// `func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?`: nil,
    /// so a subclass overrides it to show titles.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/tableview(_:titleforfooterinsection:)
    /// `func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?`
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
