// Stand-in for https://developer.apple.com/documentation/uikit/uiactivityindicatorview
// (init(style:), init(frame:), init(coder:), style, hidesWhenStopped,
// color, startAnimating(), stopAnimating(), isAnimating), the spinner of a
// loading row, with https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style.
// Declared as the iOS 16.5 SDK imports UIActivityIndicatorView.h: its
// `init(coder:)` is not failable, and the styles before iOS 13 are
// deprecated in favour of `medium` and `large`. Nothing spins: the
// indicator remembers whether it was started.

/// `@MainActor class UIActivityIndicatorView : UIView`
@available(iOS 2.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    /// `enum Style : Int, @unchecked Sendable`
    public enum Style: Int, Sendable {
        /// `case medium = 100`
        @available(iOS 13.0, tvOS 13.0, *)
        case medium = 100
        /// `case large = 101`
        @available(iOS 13.0, tvOS 13.0, *)
        case large = 101
        /// `case whiteLarge = 0`, deprecated in iOS 13.
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.large")
        case whiteLarge = 0
        /// `case white = 1`, deprecated in iOS 13.
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.medium")
        case white = 1
        /// `case gray = 2`, deprecated in iOS 13 (not on tvOS).
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.medium")
        @available(tvOS, unavailable)
        case gray = 2
    }

    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
    /// `init(style: UIActivityIndicatorView.Style)`
    @available(iOS 2.0, *)
    public init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(frame:)
    /// `init(frame: CGRect)`: the medium style (iOS 13 and later).
    @available(iOS 2.0, *)
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }

    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(coder:)
    /// `required init(coder: NSCoder)`: not failable, as the SDK imports it.
    @available(iOS 2.0, *)
    public required init(coder: NSCoder) {
        style = .medium
        super.init(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.property
    /// `var style: UIActivityIndicatorView.Style { get set }`
    @available(iOS 2.0, *)
    open var style: Style

    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped
    /// `var hidesWhenStopped: Bool { get set }`: true by default.
    @available(iOS 2.0, *)
    open var hidesWhenStopped = true

    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/color
    /// `var color: UIColor! { get set }`
    @available(iOS 5.0, *)
    open var color: UIColor!

    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/isanimating
    /// `var isAnimating: Bool { get }`
    @available(iOS 2.0, *)
    open private(set) var isAnimating = false

    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
    /// `func startAnimating()`
    @available(iOS 2.0, *)
    open func startAnimating() { isAnimating = true }

    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
    /// `func stopAnimating()`
    @available(iOS 2.0, *)
    open func stopAnimating() { isAnimating = false }
}
