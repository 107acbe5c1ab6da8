// What a user adds beside the generated Examples/Settings.swift: no cell
// class, since the spec describes each row by its fields; a screen that
// shows them and stores the switches.
import ItemizeRuntime
import UIKit

@MainActor
final class SettingsScreen {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private(set) var switches: [String: Bool] = [:]
    private(set) lazy var dataSource = makeDataSource()

    private func makeDataSource() -> TableViewDataSource<SettingsGroupModel> {
        SettingsRow.TableCells.register(in: tableView)
        var cells = SettingsRow.TableCells()
        cells.toggleChanged = { [weak self] row, isOn in self?.switches[row.key] = isOn }
        let dataSource = TableViewDataSource<SettingsGroupModel>(
            titleForHeader: { $0.model.header },
            titleForFooter: { $0.model.footer },
            configureCell: { [cells] tableView, indexPath, item in cells.cell(for: item, in: tableView, at: indexPath) })
        tableView.dataSource = dataSource
        return dataSource
    }

    func show(account: String) {
        dataSource.apply([
            .general([
                .toggle(ToggleRow(key: "wifi", title: "Wi-Fi", symbol: "wifi", isOn: true)),
                .picker(PickerRow(key: "theme", title: "Theme", options: ["Light", "Dark"], selected: 1, value: "Dark", default: 0)),
            ]),
            .account(account, [
                .link(LinkRow(key: "plan", title: "Plan", destination: "/plan", detail: "Family")),
                .toggle(ToggleRow(key: "sync", title: "Sync", isOn: false)),
                .action(ActionRow(key: "signOut", title: "Sign Out")),
            ]),
        ], to: tableView, animated: false)
    }
}
