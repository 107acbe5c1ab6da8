// Stand-ins for https://developer.apple.com/documentation/uikit/uiview
// (init(frame:), init(coder:), superview, window, addSubview(_:)),
// https://developer.apple.com/documentation/uikit/uiwindow and
// https://developer.apple.com/documentation/uikit/uiscrollview.

/// `@MainActor class UIView : UIResponder`
@available(iOS 2.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UIView: UIResponder {
    private weak var parent: UIView?

    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    /// `init(frame: CGRect)`: the designated initializer.
    @available(iOS 2.0, *)
    public init(frame: CGRect) { super.init() }

    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    /// `required init?(coder: NSCoder)`: a subclass that declares a
    /// designated initializer must provide it.
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) { super.init() }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    /// `var accessibilityIdentifier: String? { get set }` (UIAccessibilityIdentification).
    @available(iOS 5.0, *)
    open var accessibilityIdentifier: String?

    /// https://developer.apple.com/documentation/uikit/uiview/superview
    /// `var superview: UIView? { get }`
    @available(iOS 2.0, *)
    open var superview: UIView? { parent }

    /// https://developer.apple.com/documentation/uikit/uiview/window
    /// `var window: UIWindow? { get }`: the window the view is in, nil when
    /// it is in none.
    @available(iOS 2.0, *)
    open var window: UIWindow? {
        var ancestor = superview
        while let view = ancestor {
            if let window = view as? UIWindow { return window }
            ancestor = view.superview
        }
        return nil
    }

    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    /// `func addSubview(_ view: UIView)`
    @available(iOS 2.0, *)
    open func addSubview(_ view: UIView) { view.parent = self }
}

/// `@MainActor class UIWindow : UIView`
@available(iOS 2.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UIWindow: UIView {}

/// `@MainActor class UIScrollView : UIView`
@available(iOS 2.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UIScrollView: UIView {}
