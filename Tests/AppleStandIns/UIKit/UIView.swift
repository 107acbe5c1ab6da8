// Stand-ins for https://developer.apple.com/documentation/uikit/uiresponder,
// https://developer.apple.com/documentation/uikit/uiview (init(frame:), window)
// and https://developer.apple.com/documentation/uikit/uiwindow.

@MainActor
open class UIResponder: NSObject {}

@MainActor
open class UIView: UIResponder {
    public init(frame: CGRect) { fatalError() }

    /// `var window: UIWindow? { get }`
    open var window: UIWindow? { fatalError() }
}

@MainActor
open class UIWindow: UIView {}

@MainActor
open class UIScrollView: UIView {}
