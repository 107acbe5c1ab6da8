// Stand-in for https://developer.apple.com/documentation/uikit/uitableviewcontroller
// (init(style:), init(nibName:bundle:), init(coder:), tableView). Swift
// imports the methods of the protocols an Objective-C class adopts as
// members of the class, so a subclass writes `override` on the data source
// and delegate methods it implements; the ones the README's example and
// the consumers override are declared here.

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

    /// Mirrored from UITableViewDataSource: no rows until a subclass says so.
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Mirrored from UITableViewDataSource; a subclass with rows overrides it.
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// Mirrored from UITableViewDelegate: a tap does nothing by default.
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// Mirrored from UITableViewDelegate: no header view by default. The
    /// real iOS 16.5 SDK refuses a subclass's implementation without
    /// `override` ("overriding declaration requires an 'override' keyword").
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
}
