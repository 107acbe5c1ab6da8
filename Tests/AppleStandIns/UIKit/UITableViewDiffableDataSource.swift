// Stand-in for https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir:
// `@MainActor class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>`
// with Hashable and Sendable identifiers. Its UITableViewDataSource
// conformance is left out: the data source installs itself on the table.

@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
    ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
    /// `typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?`
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// `init(tableView: UITableView, cellProvider: @escaping CellProvider)`
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) { fatalError() }

    /// `func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil)`
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) { fatalError() }

    /// `func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>`
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { fatalError() }

    /// `func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType?`
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError() }

    /// `func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath?`
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/sectionidentifier(for:)
    /// `func sectionIdentifier(for index: Int) -> SectionIdentifierType?`
    @available(iOS 15.0, tvOS 15.0, *)
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/tableview(_:titleforheaderinsection:)
    /// `func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?`: nil,
    /// so a subclass overrides it to show titles.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/tableview(_:titleforfooterinsection:)
    /// `func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?`
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
