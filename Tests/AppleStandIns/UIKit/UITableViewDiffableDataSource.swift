// Stand-in for https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir:
// `@MainActor class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>`
// with Hashable and Sendable identifiers. Its UITableViewDataSource
// conformance is left out: the data source installs itself on the table.
//
// It works as DiffableDataSourceCells says: `apply` keeps the first value of
// equal identifiers and asks the cell provider for the cells of new,
// reloaded and reconfigured items, which the table then answers from
// `cellForRow(at:)`.
//
// It installs itself on the table as the source of the table's editing
// rules (UITableView+Editing.swift), with the answers below. Its
// `tableView(_:canEditRowAt:)` answers false: no page says so, but apps
// report that a diffable table shows no swipe actions and no reorder
// controls until a subclass overrides it
// (https://github.com/ra1028/DiffableDataSources/issues/32; Apple's
// "Implementing Modern Collection Views" sample overrides it beside
// `tableView(_:canMoveRowAt:)`).
//
// A user's move of a row with its reordering control in edit mode
// (`standInMoveRow(at:to:)`) follows the table's rules:
// - It is offered only where the row can be edited and
//   `tableView(_:canMoveRowAt:)` returns true
//   ("allows the data source to specify that the reordering control for
//   the specified row not be shown",
//   https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)).
//   What the plain diffable data source answers is not on its page; the
//   stand-in answers false, so that only a subclass's override offers a
//   move, which is how Apple's sample code enables reordering.
// - The table asks its delegate where the row goes
//   (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath:):
//   "Asks the delegate to return a new index path to retarget a proposed
//   move of a row"), shows the row there, and then tells the data source
//   with `tableView(_:moveRowAt:to:)`, which updates its data to match
//   ("Managing the Reordering of Rows", Table View Programming Guide for
//   iOS). A move back to where the row was tells nobody.

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
        super.init()
        tableView.installedEditingRules = (
            canEdit: { [weak self, weak tableView] indexPath in
                guard let self, let tableView else { return false }
                return self.tableView(tableView, canEditRowAt: indexPath)
            },
            canMove: { [weak self, weak tableView] indexPath in
                guard let self, let tableView else { return false }
                return self.tableView(tableView, canMoveRowAt: indexPath)
            })
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

    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/tableview(_:caneditrowat:)
    /// `func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool`: false here, see above.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/tableview(_:canmoverowat:)
    /// `func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool`: false here, see above.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/tableview(_:moverowat:to:)
    /// `func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)`
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    /// A user's move of the row at `source` to `proposed`, as the rules at
    /// the top say: where the row went, or nil when no move was offered.
    /// A stand-in hook for checks.
    @_spi(StandInTap) public func standInMoveRow(at source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        guard let view = tableView, view.standInEditingControls(forRowAt: source).reorders else { return nil }
        let target =
            view.delegate?.tableView(view, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
        guard target != source else { return source }
        tableView(view, moveRowAt: source, to: target)
        return target
    }
}
