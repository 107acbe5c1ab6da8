// Stand-in for https://developer.apple.com/documentation/uikit/uilabel
// (text), which a cell's `textLabel` is.

/// `@MainActor class UILabel : UIView`
@available(iOS 2.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UILabel: UIView {
    /// https://developer.apple.com/documentation/uikit/uilabel/text
    /// `var text: String? { get set }`
    @available(iOS 2.0, *)
    open var text: String?
}
