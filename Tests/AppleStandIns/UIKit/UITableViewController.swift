// Stand-in for https://developer.apple.com/documentation/uikit/uitableviewcontroller
// (init(style:), init(nibName:bundle:), init(coder:), tableView). Swift
// imports the methods of the protocols an Objective-C class adopts as
// members of the class (the Clang importer mirrors them), so a subclass
// writes `override` on every data source and delegate method it
// implements, and a method without it does not compile: "overriding
// declaration requires an 'override' keyword", as the real iOS 16.5 SDK
// says. Every method of the UITableViewDataSource and UITableViewDelegate
// stand-ins is mirrored here with the protocol's signature and
// availability, and does what UIKit does when a data source or delegate
// lacks it; `AppleTypeCheckTests` fails on a protocol method left out.

/// `@MainActor class UITableViewController : UIViewController, UITableViewDelegate, UITableViewDataSource`
@available(iOS 2.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UITableViewController: UIViewController, UITableViewDelegate, UITableViewDataSource {
    private let style: UITableView.Style

    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
    /// `init(style: UITableView.Style)`
    @available(iOS 2.0, *)
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(nibname:bundle:)
    /// `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
    @available(iOS 2.0, *)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(coder:)
    /// `required init?(coder: NSCoder)`
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
    /// `var tableView: UITableView! { get set }`: the controller's view.
    @available(iOS 2.0, *)
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    override func makeView() -> UIView {
        let table = UITableView(frame: .zero, style: style)
        table.dataSource = self
        table.delegate = self
        return table
    }

    // MARK: Mirrored from UITableViewDataSource

    /// No rows until a subclass says so.
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A subclass with rows overrides it.
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// One section.
    @available(iOS 2.0, *)
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No header title.
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title.
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Every row is editable.
    @available(iOS 8.0, tvOS 9.0, *)
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// Every row moves where the data source implements moving.
    @available(iOS 8.0, tvOS 9.0, *)
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    /// No section index.
    @available(iOS 2.0, *) @available(tvOS, unavailable)
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The section at the title's position.
    @available(iOS 2.0, *) @available(tvOS, unavailable)
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }

    /// Nothing.
    @available(iOS 8.0, tvOS 9.0, *)
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// Nothing.
    @available(iOS 8.0, tvOS 9.0, *)
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: Mirrored from UITableViewDelegate

    /// A tap does nothing.
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// Nothing happens when a row is deselected.
    @available(iOS 3.0, *)
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// The row is deselected.
    @available(iOS 3.0, *)
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Nothing happens before a row shows.
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// Nothing happens after a row left the screen.
    @available(iOS 6.0, *)
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// The table's `rowHeight`.
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }

    /// The table's `estimatedRowHeight`.
    @available(iOS 7.0, *)
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }

    /// A height the table chooses.
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    /// A height the table chooses.
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    /// Nothing happens on a tap of the accessory button.
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    /// No header view.
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    /// No footer view.
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    /// A moved row may go wherever the user drops it.
    @available(iOS 2.0, *)
    open func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }

    /// Editable rows get the delete control.
    @available(iOS 2.0, *)
    open func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .delete }

    /// Rows indent in edit mode.
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }

    /// Every row highlights when touched.
    @available(iOS 6.0, *)
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    /// The touched row is selected.
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// No buttons, but the delete button of an editable row.
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    open func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    /// The delete button of an editable row.
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    open func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    /// No menu.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    open func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
}
