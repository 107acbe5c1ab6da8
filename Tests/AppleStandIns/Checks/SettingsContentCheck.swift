// Runs the settings screen of Consumers/SettingsApp.swift and the grid of
// Consumers/ListContentApp.swift on Linux, as InboxCellsCheck runs the
// inbox: screens without cell classes, whose rows the generated code draws
// from the spec's `content`. Each row shows its
// fields in a list content configuration; a value row's cell has the
// detail label of its style; a switch reports its row and value, and a
// reused cell's switch reports only the row it shows now (UIKit replaces
// an action of the same identifier).
// Reports as check.swift says.
import ItemizeRuntime
import UIKit

@main
struct SettingsContentCheck {
    @MainActor
    static func main() {
        func shown(_ cell: UITableViewCell) -> UIListContentConfiguration? {
            cell.contentConfiguration as? UIListContentConfiguration
        }

        let screen = SettingsScreen()
        screen.show(account: "ana@example.com")
        let table = screen.tableView
        let wifi = screen.dataSource.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0))
        check(shown(wifi)?.text == "Wi-Fi", "the Wi-Fi row shows \(String(describing: shown(wifi)?.text))")
        check(shown(wifi)?.image?.symbolName == "wifi", "the Wi-Fi row's image is not the wifi symbol")
        let toggle = wifi.accessoryView as? UISwitch
        check(toggle?.isOn == true && toggle?.isEnabled == true, "the Wi-Fi row's accessory is not an enabled switch that is on")
        toggle?.isOn = false
        toggle?.sendActions(for: .valueChanged)
        check(screen.switches == ["wifi": false], "turning Wi-Fi off told \(screen.switches)")

        let theme = screen.dataSource.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0))
        check(shown(theme)?.text == "Theme" && shown(theme)?.secondaryText == "Dark", "the theme row does not show Theme and Dark")
        check(theme.accessoryType == .disclosureIndicator, "the theme row has no disclosure indicator")
        check(theme.detailTextLabel != nil, "the theme row's cell has no detail label before iOS 14: registered in the default style")
        let signOut = screen.dataSource.tableView(table, cellForRowAt: IndexPath(row: 2, section: 1))
        check(shown(signOut)?.text == "Sign Out" && signOut.accessoryType == .none, "the sign-out row is not a plain Sign Out row")

        // The Wi-Fi row's cell, reused for the sync row: its switch reports
        // the sync row alone.
        table.reuse(wifi)
        let sync = screen.dataSource.tableView(table, cellForRowAt: IndexPath(row: 1, section: 1))
        check(sync === wifi, "the sync row did not reuse the Wi-Fi row's cell")
        let reused = sync.accessoryView as? UISwitch
        check(reused === toggle && reused?.isOn == false, "the reused cell's switch is not the same switch, off")
        reused?.isOn = true
        reused?.sendActions(for: .valueChanged)
        check(screen.switches == ["wifi": false, "sync": true], "turning sync on told \(screen.switches)")

        // The ListContent fixture's grid: list cells from iOS 14, their
        // accessories, and a switch as a custom accessory.
        let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        var enabled: [String: Bool] = [:]
        let gridSource = makeAccountGrid(grid) { setting, isOn in enabled[setting.id] = isOn }
        gridSource.apply([
            AccountRowSectionModel(model: .account, items: [.profile(Profile(id: 1, name: "Ana", email: "ana@example.com", avatar: "person"))]),
            AccountRowSectionModel(model: .options, items: [.setting(Setting(id: "backup", title: "Backup", enabled: false))]),
        ], to: grid, animated: false)
        let profile = gridSource.collectionView(grid, cellForItemAt: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        let profileContent = profile?.contentConfiguration as? UIListContentConfiguration
        check(profileContent?.text == "Ana" && profileContent?.secondaryText == "ana@example.com",
              "the grid's profile row is \(profile.map { "\(type(of: $0))" } ?? "not a list cell"), not a list cell showing Ana")
        check(profile?.accessories.map(\.kind) == [.disclosureIndicator], "the profile row's accessories are not a disclosure indicator")
        let backup = gridSource.collectionView(grid, cellForItemAt: IndexPath(item: 0, section: 1)) as? UICollectionViewListCell
        let backupSwitch = backup?.accessories.first?.customView as? UISwitch
        check(backupSwitch?.isOn == false, "the backup row's accessory is not a switch that is off")
        backupSwitch?.isOn = true
        backupSwitch?.sendActions(for: .valueChanged)
        check(enabled == ["backup": true], "turning backup on told \(enabled)")

        // The same row through the typed registrations: a list cell, shown.
        let registrations = AccountRow.CellRegistrations(AccountRow.CollectionCells(banner: { _, _ in }))
        let registered = registrations.cell(
            for: .profile(Profile(id: 2, name: "Ben", email: nil, avatar: "person")), in: grid, at: IndexPath(item: 0, section: 0))
        let registeredContent = (registered as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration
        check(registeredContent?.text == "Ben" && registeredContent?.image?.symbolName == "person",
              "the registered profile row is \(type(of: registered)), not a list cell showing Ben")

        finishChecks()
    }
}
