// What a table row offers for editing, as UIKit decides it from the data
// source and the delegate. The rules modelled:
// - A row the data source cannot edit shows no editing control at all and
//   is never asked for swipe actions.
//   https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:):
//   "Editable rows display the insertion or deletion control in their
//   cells. If this method isn't implemented, all rows are assumed to be
//   editable. Rows that aren't editable ignore the editingStyle property".
//   That such a row shows no reorder control either, and that the delegate's
//   swipe methods are then not called, the pages do not say; apps report it
//   (https://vathanakmao-technotes.blogspot.com/2017/10/preventing-reordering-row-of-uitableview.html:
//   "the deletion control ... and moving control ... does not show up";
//   https://github.com/3lvis/DATASource/issues/114 and, for a diffable data
//   source, https://github.com/ra1028/DiffableDataSources/issues/32: swipe
//   actions not asked for until canEditRowAt returns true).
// - An editable row's control is the delegate's editing style, `.delete`
//   without the method
//   (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:editingstyleforrowat:)).
// - The reorder control shows where the data source implements
//   `tableView(_:moveRowAt:to:)` and `tableView(_:canMoveRowAt:)` does not
//   refuse it
//   (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)).
// - The background indents as the delegate says, true without the method
//   (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldindentwhileeditingrowat:)).
// A diffable data source answers through the table's `installedEditingRules`.

/// What a row shows in edit mode.
public struct StandInEditingControls: Equatable, Sendable {
    /// The editing control: `.delete` (red minus), `.insert`, or `.none`.
    public var editingStyle: UITableViewCell.EditingStyle
    /// Whether the reorder control shows.
    public var reorders: Bool
    /// Whether the background indents.
    public var indents: Bool

    public init(editingStyle: UITableViewCell.EditingStyle, reorders: Bool, indents: Bool) {
        self.editingStyle = editingStyle
        self.reorders = reorders
        self.indents = indents
    }

    /// A row that cannot be edited.
    public static let none = StandInEditingControls(editingStyle: .none, reorders: false, indents: false)
}

extension UITableView {
    /// Whether the row at `indexPath` can be edited, as the data source says.
    func canEditRow(at indexPath: IndexPath) -> Bool {
        if let installedEditingRules { return installedEditingRules.canEdit(indexPath) }
        guard let dataSource else { return false }
        guard dataSource.responds(to: Selector(("tableView:canEditRowAtIndexPath:"))) else { return true }
        return dataSource.tableView(self, canEditRowAt: indexPath)
    }

    /// Whether the row at `indexPath` shows its reorder control in edit mode.
    func canMoveRow(at indexPath: IndexPath) -> Bool {
        if let installedEditingRules { return installedEditingRules.canMove(indexPath) }
        guard let dataSource, dataSource.responds(to: Selector(("tableView:moveRowAtIndexPath:toIndexPath:"))) else {
            return false
        }
        guard dataSource.responds(to: Selector(("tableView:canMoveRowAtIndexPath:"))) else { return true }
        return dataSource.tableView(self, canMoveRowAt: indexPath)
    }

    /// What the row at `indexPath` shows while the table is in edit mode,
    /// following the rules at the top of this file.
    /// A stand-in hook for checks.
    @_spi(StandInTap) public func standInEditingControls(forRowAt indexPath: IndexPath) -> StandInEditingControls {
        guard canEditRow(at: indexPath) else { return .none }
        return StandInEditingControls(
            editingStyle: delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete,
            reorders: canMoveRow(at: indexPath),
            indents: delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true)
    }

    /// The buttons a user's swipe reveals on the row at `indexPath`: none on
    /// a row the data source cannot edit, whose delegate is not asked; else
    /// the delegate's configuration for that edge, or where it answers nil,
    /// UIKit's default set: none at the leading edge, and at the trailing
    /// edge a destructive Delete that commits a deletion, where the data
    /// source implements `tableView(_:commit:forRowAt:)` and the row's
    /// editing style is `.delete` (the page of
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`: "Return nil
    /// if you want the table to display the default set of actions").
    /// A stand-in hook for checks.
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    @_spi(StandInTap) public func standInSwipeActions(forRowAt indexPath: IndexPath, leading: Bool)
        -> UISwipeActionsConfiguration?
    {
        guard canEditRow(at: indexPath) else { return nil }
        let asked = leading
            ? delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        if let asked { return asked }
        guard !leading, let dataSource,
            dataSource.responds(to: Selector(("tableView:commitEditingStyle:forRowAtIndexPath:"))),
            (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
        else { return nil }
        return UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
                guard let self else { return completion(false) }
                self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
                completion(true)
            }
        ])
    }
}
