// Stand-ins for https://developer.apple.com/documentation/uikit/uicollectionreusableview
// and https://developer.apple.com/documentation/uikit/uicollectionviewcell:
// `init(frame:)` is their designated initializer and `init?(coder:)` is
// required, as for every UIView.

/// `@MainActor class UICollectionReusableView : UIView`
@available(iOS 6.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UICollectionReusableView: UIView {
    /// Not UIKit's: how the stand-in collection view makes a cell or
    /// supplementary view of a registered class, with `init(frame:)` as
    /// UIKit does
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:):
    /// a registered class is created with its `init(frame:)`). See
    /// `UITableViewCell.init(standInDequeueWithReuseIdentifier:)` for why it
    /// is a required convenience initializer.
    @_spi(StandInDequeue) public required convenience init(standInDequeueWithReuseIdentifier identifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier
    /// `var reuseIdentifier: String? { get }`: the identifier it was
    /// dequeued with (a registration's own, for a view dequeued through
    /// one); nil for a view made by hand.
    public private(set) var reuseIdentifier: String?
}

/// `@MainActor class UICollectionViewCell : UICollectionReusableView`
@available(iOS 6.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView {
    /// The content configuration, typed `Any` so that the stored property
    /// needs no availability of its own.
    private var shownContent: Any?

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k
    /// `var contentConfiguration: (any UIContentConfiguration)? { get set }`
    @available(iOS 14.0, tvOS 14.0, *)
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { shownContent as? any UIContentConfiguration }
        set { shownContent = newValue }
    }
}
