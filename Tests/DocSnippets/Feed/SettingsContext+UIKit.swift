// The surroundings of a snippet marked `body in SettingsTable`, beside the
// generated Examples/Settings.swift: a table and where the switches go.
import UIKit

@MainActor
final class SettingsTable {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    var store: [String: Bool] = [:]
}
