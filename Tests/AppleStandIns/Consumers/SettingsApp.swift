// What a user adds beside the generated Examples/Settings.swift: the cell
// classes the spec names, used through the generated table cells.
import ItemizeRuntime
import UIKit

final class ToggleCell: UITableViewCell {}
final class DisclosureCell: UITableViewCell {}
final class PickerCell: UITableViewCell {}

@MainActor
func makeSettingsDataSource(for tableView: UITableView) -> TableViewDataSource<SettingsGroupModel> {
    SettingsRow.TableCells.register(in: tableView)
    let cells = SettingsRow.TableCells(toggle: { _, _ in }, link: { _, _ in }, picker: { _, _ in })
    let dataSource = TableViewDataSource<SettingsGroupModel>(
        titleForHeader: { $0.model.header },
        configureCell: { tableView, indexPath, item in cells.cell(for: item, in: tableView, at: indexPath) })
    dataSource.canMoveRow = { item, _ in item.kind == .link }
    return dataSource
}
