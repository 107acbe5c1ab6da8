// Stand-ins for https://developer.apple.com/documentation/uikit/uimenuelement,
// https://developer.apple.com/documentation/uikit/uimenu and
// https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration:
// the menu a long press on a row shows.
//
// The rule modelled, from UIContextMenuConfiguration's page: UIKit calls
// the action provider when it is about to show the menu, not when the
// configuration is made; `standInShowMenu()` does that.

/// `@MainActor class UIMenuElement : NSObject`: a menu's item or submenu.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
open class UIMenuElement: NSObject {
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `static var disabled: UIMenuElement.Attributes`
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// `static var destructive: UIMenuElement.Attributes`: shown in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// `static var hidden: UIMenuElement.Attributes`
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// https://developer.apple.com/documentation/uikit/uimenuelement/title
    /// `var title: String { get }`
    public let title: String
    /// https://developer.apple.com/documentation/uikit/uimenuelement/image
    /// `var image: UIImage? { get }`
    public let image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

/// `@MainActor class UIMenu : UIMenuElement`
@available(iOS 13.0, tvOS 14.0, *)
@MainActor @preconcurrency
open class UIMenu: UIMenuElement {
    /// https://developer.apple.com/documentation/uikit/uimenu/children
    /// `var children: [UIMenuElement] { get }`
    public let children: [UIMenuElement]

    /// https://developer.apple.com/documentation/uikit/uimenu/init(title:image:identifier:options:children:)
    /// `convenience init(title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
    /// options: UIMenu.Options = [], children: [UIMenuElement] = [])` (identifier and options left out).
    public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title, image: image)
    }
}

/// https://developer.apple.com/documentation/uikit/uicontextmenuactionprovider
/// `typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?`
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// https://developer.apple.com/documentation/uikit/uicontextmenucontentpreviewprovider
/// `typealias UIContextMenuContentPreviewProvider = () -> UIViewController?`
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// `@MainActor class UIContextMenuConfiguration : NSObject`
@available(iOS 13.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
open class UIContextMenuConfiguration: NSObject {
    private let actionProvider: UIContextMenuActionProvider?
    /// https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration/identifier
    /// `var identifier: any NSCopying { get }`: the one given, or one UIKit
    /// makes "if you specify nil" (a fresh object here).
    public let identifier: any NSCopying

    /// https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration/init(identifier:previewprovider:actionprovider:)
    /// `convenience init(identifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
    /// actionProvider: UIContextMenuActionProvider? = nil)`
    public init(
        identifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.actionProvider = actionProvider
        self.identifier = identifier ?? NSUUID()
        super.init()
    }

    /// Shows the menu as a long press does: asks the action provider for it
    /// then, with no suggested actions. A stand-in hook for checks.
    @_spi(StandInTap) public func standInShowMenu() -> UIMenu? {
        actionProvider?([])
    }
}
