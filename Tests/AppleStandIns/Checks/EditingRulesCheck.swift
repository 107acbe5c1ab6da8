// Drives every combination of "deletable", "movable" and swipe actions
// through a table on ItemizeRuntime's TableViewDataSource, with the code
// generated from Checks/EditingRules.itemize.json (one kind per
// combination, named by what it can do), against the UIKit stand-in; run
// by AppleTypeCheckTests. The data source sets its rules with
// `editRowsByKind(offering:)` and the delegate answers with
// `editingStyle(forRowAt:)` and `shouldIndentWhileEditing(rowAt:)`: in edit
// mode each row shows a delete control exactly when its kind deletes (and
// the data source deletes), a reorder control exactly when it moves, and
// indents only beside a delete control; a swipe shows exactly the kind's
// own buttons.
//
// With an argument it runs a negative control, which must fail:
// `editable-if-deletable` answers canEditRow with the kind's `isDeletable`
// alone; `no-editing-style` leaves the delegate's editing style and
// indentation to UIKit's defaults.
@_spi(StandInTap) import UIKit
import ItemizeRuntime

@main
struct EditingRulesCheck {
    @MainActor
    static func main() {
        let control = CommandLine.arguments.dropFirst().first
        let rows: [EditingRow] = [.fixed, .deletes, .moves, .swipes, .deletesMoves, .deletesSwipes, .movesSwipes, .all]
        let sections = [EditingRowSectionModel(model: .main, items: rows)]
        let screen = EditingScreen(deletes: true, control: control)
        screen.dataSource.apply(sections, to: screen.tableView, animated: false)
        let table = screen.tableView

        /// What each kind shows in edit mode, and its swipe buttons at each edge.
        let expected: [EditingRow.Kind: (controls: StandInEditingControls, leading: [String], trailing: [String])] = [
            .fixed: (.none, [], []),
            .deletes: (.init(editingStyle: .delete, reorders: false, indents: true), [], []),
            .moves: (.init(editingStyle: .none, reorders: true, indents: false), [], []),
            .swipes: (.init(editingStyle: .none, reorders: false, indents: false), ["Flag"], []),
            .deletesMoves: (.init(editingStyle: .delete, reorders: true, indents: true), [], []),
            .deletesSwipes: (.init(editingStyle: .delete, reorders: false, indents: true), [], ["Archive"]),
            .movesSwipes: (.init(editingStyle: .none, reorders: true, indents: false), ["Flag"], []),
            .all: (.init(editingStyle: .delete, reorders: true, indents: true), [], ["Archive"]),
        ]
        for (index, row) in rows.map(\.kind).enumerated() {
            let indexPath = IndexPath(row: index, section: 0)
            guard let (controls, leading, trailing) = expected[row] else { fail("no expectation for \(row)") }
            let shown = table.standInEditingControls(forRowAt: indexPath)
            check(shown == controls, "in edit mode the \(row) row shows \(describe(shown)), not \(describe(controls))")
            let swipedLeading = table.standInSwipeActions(forRowAt: indexPath, leading: true)?.actions.compactMap(\.title) ?? []
            check(swipedLeading == leading, "a swipe shows the \(row) row's leading buttons \(swipedLeading), not \(leading)")
            let swipedTrailing = table.standInSwipeActions(forRowAt: indexPath, leading: false)?.actions.compactMap(\.title) ?? []
            check(swipedTrailing == trailing, "a swipe shows the \(row) row's trailing buttons \(swipedTrailing), not \(trailing)")
        }

        // Without a way to delete, no row shows a delete control.
        let keeping = EditingScreen(deletes: false, control: control)
        keeping.dataSource.apply(sections, to: keeping.tableView, animated: false)
        for (index, row) in rows.map(\.kind).enumerated() {
            let style = keeping.tableView.standInEditingControls(forRowAt: IndexPath(row: index, section: 0)).editingStyle
            check(style == .none, "in edit mode the \(row) row of a table that deletes nothing shows a \(style) control")
        }

        finishChecks()
    }

    static func describe(_ controls: StandInEditingControls) -> String {
        "\(controls.editingStyle) control, reorders \(controls.reorders), indents \(controls.indents)"
    }
}

/// A table of every combination, with the app's own delegate.
@MainActor
final class EditingScreen: NSObject, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .grouped)
    let dataSource: TableViewDataSource<EditingRowSectionModel>
    let actions = EditingRow.Actions(
        swipes: .init(flag: { _ in }), deletesSwipes: .init(archive: { _ in }), movesSwipes: .init(flag: { _ in }),
        all: .init(archive: { _ in }))
    let control: String?

    /// A screen whose data source deletes rows when `deletes`.
    init(deletes: Bool, control: String?) {
        self.control = control
        dataSource = TableViewDataSource(configureCell: { tableView, indexPath, item in
            tableView.dequeueReusableCell(withIdentifier: item.kind.reuseIdentifier, for: indexPath)
        })
        super.init()
        EditingRow.TableCells.register(in: tableView)
        if deletes { dataSource.commitEditing = { _, _, _ in } }
        if control == "editable-if-deletable" {
            dataSource.canEditRow = { item, _ in item.kind.isDeletable }
            dataSource.canMoveRow = { item, _ in item.kind.isMovable }
        } else {
            dataSource.editRowsByKind(offering: actions)
        }
        tableView.dataSource = dataSource
        tableView.delegate = self
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        control == "no-editing-style" ? .delete : dataSource.editingStyle(forRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        control == "no-editing-style" ? true : dataSource.shouldIndentWhileEditing(rowAt: indexPath)
    }

    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        actions.leadingSwipeActions(at: indexPath, in: ActionRows(dataSource.data))
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        actions.trailingSwipeActions(at: indexPath, in: ActionRows(dataSource.data))
    }
}
