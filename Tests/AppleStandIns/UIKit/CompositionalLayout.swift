// Stand-ins for the compositional layout (iOS 13, tvOS 13), the members an
// app uses to choose a layout per section:
// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout,
// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection,
// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup,
// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem,
// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize,
// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension,
// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment,
// and the list layout of iOS 14:
// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct.
// The layout itself is never run on Linux; the bodies build plain objects.

/// `@MainActor protocol NSCollectionLayoutEnvironment : NSObjectProtocol`
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {}

/// `@MainActor class NSCollectionLayoutDimension : NSObject`
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
open class NSCollectionLayoutDimension: NSObject {
    public required override init() { super.init() }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:)
    /// `class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self`
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self() }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/absolute(_:)
    /// `class func absolute(_ absoluteDimension: CGFloat) -> Self`
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { Self() }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:)
    /// `class func estimated(_ estimatedDimension: CGFloat) -> Self`
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { Self() }
}

/// `@MainActor class NSCollectionLayoutSize : NSObject`
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
open class NSCollectionLayoutSize: NSObject {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/init(widthdimension:heightdimension:)
    /// `convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)`
    public convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        self.init()
    }
}

/// `@MainActor class NSCollectionLayoutItem : NSObject`
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
open class NSCollectionLayoutItem: NSObject {
    public required override init() { super.init() }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:)
    /// `convenience init(layoutSize: NSCollectionLayoutSize)`
    public convenience init(layoutSize: NSCollectionLayoutSize) { self.init() }
}

/// `@MainActor class NSCollectionLayoutGroup : NSCollectionLayoutItem`
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitems:)
    /// `class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self`
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self()
    }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:subitems:)
    /// `class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self`
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self()
    }
}

/// `@MainActor class NSCollectionLayoutSection : NSObject`
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
open class NSCollectionLayoutSection: NSObject {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/init(group:)
    /// `convenience init(group: NSCollectionLayoutGroup)`
    public convenience init(group: NSCollectionLayoutGroup) { self.init() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutsectionprovider
/// `typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?`
@available(iOS 13.0, tvOS 13.0, *)
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// `@MainActor class UICollectionViewCompositionalLayout : UICollectionViewLayout`
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:)
    /// `init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider)`
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) { super.init() }

    /// `required init?(coder: NSCoder)`
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)
    /// `@MainActor @preconcurrency static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout`:
    /// a layout of list sections only, whose rows size themselves to their
    /// content, as table rows do.
    @available(iOS 14.0, tvOS 14.0, *)
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ in nil }
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct
/// `struct UICollectionLayoutListConfiguration`
@available(iOS 14.0, tvOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum
    /// `enum Appearance`: the cases the consumers use.
    public enum Appearance: Sendable {
        case plain, grouped
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.property
    /// `var appearance: UICollectionLayoutListConfiguration.Appearance { get }`
    public let appearance: Appearance

    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/swipeactionsconfigurationprovider
    /// `typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?`
    @available(tvOS, unavailable)
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/leadingswipeactionsconfigurationprovider
    /// `var leadingSwipeActionsConfigurationProvider: ...SwipeActionsConfigurationProvider? { get set }`
    @available(tvOS, unavailable)
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/trailingswipeactionsconfigurationprovider
    /// `var trailingSwipeActionsConfigurationProvider: ...SwipeActionsConfigurationProvider? { get set }`
    @available(tvOS, unavailable)
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/init(appearance:)
    /// `init(appearance: UICollectionLayoutListConfiguration.Appearance)`
    public init(appearance: Appearance) { self.appearance = appearance }
}
