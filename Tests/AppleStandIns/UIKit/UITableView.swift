// Stand-in for https://developer.apple.com/documentation/uikit/uitableview:
// the members the adapters and the generated `TableCells` use.

@MainActor
open class UITableView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uitableview/style
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// `init(frame: CGRect, style: UITableView.Style)`
    public init(frame: CGRect, style: UITableView.Style) { fatalError() }

    /// `weak var dataSource: (any UITableViewDataSource)? { get set }`
    open weak var dataSource: (any UITableViewDataSource)?

    /// `weak var delegate: (any UITableViewDelegate)? { get set }`
    open weak var delegate: (any UITableViewDelegate)?

    /// `func reloadData()`
    open func reloadData() { fatalError() }

    /// `func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)`
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError() }

    /// `func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)`
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError() }

    /// `func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)`
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError() }

    /// `func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)`
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError() }

    /// `func moveSection(_ section: Int, toSection newSection: Int)`
    open func moveSection(_ section: Int, toSection newSection: Int) { fatalError() }

    /// `func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)`
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }

    /// `func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)`
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }

    /// `func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)`
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }

    /// `func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath)`
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { fatalError() }

    /// `func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)`
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { fatalError() }

    /// `func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell`
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        fatalError()
    }
}

/// Stand-in for https://developer.apple.com/documentation/uikit/uitableviewdelegate:
/// only the tap, the method an app uses to reach `item(at:)`. Optional in UIKit.
@MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
    /// Optional: `func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)`
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}
