// Stand-in for https://developer.apple.com/documentation/uikit/uitableviewcell.

/// `@MainActor class UITableViewCell : UIView`
@available(iOS 2.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UITableViewCell: UIView {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    @available(iOS 3.0, *)
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum
    @available(iOS 2.0, *)
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    private let label = UILabel(frame: .zero)

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    /// `init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)`:
    /// the designated initializer, which dequeuing calls.
    @available(iOS 3.0, *)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
    /// `required init?(coder: NSCoder)`
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Not UIKit's: how the stand-in table makes a cell of a registered
    /// class, with `init(style:reuseIdentifier:)` as UIKit does
    /// (https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:):
    /// "this method initializes the cell by calling its
    /// `init(style:reuseIdentifier:)`"). Swift can make an instance of a
    /// class it knows only at run time through a required initializer
    /// alone; a convenience one is inherited by every subclass that keeps
    /// or overrides the designated initializers, so only a cell that
    /// replaces `init(style:reuseIdentifier:)` with one of its own must
    /// provide it, where UIKit would stop the app at dequeue with "Use of
    /// unimplemented initializer". Hidden behind an SPI, which only the
    /// stand-in table imports.
    @_spi(StandInDequeue) public required convenience init(standInDequeueWithReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
    /// `var textLabel: UILabel? { get }`; Apple plans to deprecate it in
    /// favour of content configurations.
    @available(iOS 3.0, *)
    open var textLabel: UILabel? { label }

    /// The content configuration, typed `Any` so that the stored property
    /// needs no availability of its own.
    private var shownContent: Any?

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
    /// `var contentConfiguration: (any UIContentConfiguration)? { get set }`
    @available(iOS 14.0, tvOS 14.0, *)
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { shownContent as? any UIContentConfiguration }
        set { shownContent = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
    /// `func defaultContentConfiguration() -> UIListContentConfiguration`
    @available(iOS 14.0, tvOS 14.0, *)
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
