// Stand-in for https://developer.apple.com/documentation/uikit/uiviewcontroller
// (init(nibName:bundle:), init(coder:), view, viewDidLoad()).

/// `@MainActor class UIViewController : UIResponder`
@available(iOS 2.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    /// `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
    @available(iOS 2.0, *)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    /// `required init?(coder: NSCoder)`
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) { super.init() }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    /// `var view: UIView! { get set }`: loaded on first access.
    @available(iOS 2.0, *)
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            let view = makeView()
            loadedView = view
            viewDidLoad()
            return view
        }
        set { loadedView = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    /// `func viewDidLoad()`
    @available(iOS 2.0, *)
    open func viewDidLoad() {}

    /// The view `loadView()` would make; a table view controller's is its table.
    func makeView() -> UIView { UIView(frame: .zero) }
}
