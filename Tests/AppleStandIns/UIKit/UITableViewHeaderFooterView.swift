// Stand-in for https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview.

/// `@MainActor class UITableViewHeaderFooterView : UIView`
@available(iOS 6.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UITableViewHeaderFooterView: UIView {
    /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(reuseidentifier:)
    /// `init(reuseIdentifier: String?)`: the designated initializer.
    @available(iOS 6.0, *)
    public init(reuseIdentifier: String?) { super.init(frame: .zero) }

    /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(coder:)
    /// `required init?(coder: NSCoder)`
    @available(iOS 6.0, *)
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Not UIKit's: how the stand-in table makes a header or footer view of
    /// a registered class, with `init(reuseIdentifier:)` as UIKit does (see
    /// `UITableViewCell.init(standInDequeueWithReuseIdentifier:)` for why
    /// it is a required convenience initializer).
    @_spi(StandInDequeue) public required convenience init(standInDequeueWithReuseIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }
}
