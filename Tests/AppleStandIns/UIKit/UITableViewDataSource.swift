// Stand-in for https://developer.apple.com/documentation/uikit/uitableviewdatasource.
// The first two methods are required in UIKit; the others are
// `@objc optional` there and plain requirements here, so that an adapter
// that implements them is checked against the documented signature.

@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// Required: `func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int`
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    /// Required: `func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell`
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    /// Optional: `func numberOfSections(in tableView: UITableView) -> Int`
    func numberOfSections(in tableView: UITableView) -> Int

    /// Optional: `func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?`
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

    /// Optional: `func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?`
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

    /// Optional: `func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool`
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

    /// Optional: `func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool`
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

    /// Optional: `func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)`
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)

    /// Optional: `func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)`
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}
