// Stand-ins for https://developer.apple.com/documentation/uikit/uidragitem
// and Foundation's NSItemProvider, the data a drag carries. Neither exists
// on tvOS, whose tables and collection views have no drag and drop.
// NSItemProvider is Foundation's on Apple platforms (UIKit re-exports it);
// Linux Foundation has none, so the UIKit stand-in declares it.

/// https://developer.apple.com/documentation/foundation/nsitemprovider
/// `class NSItemProvider : NSObject`: here an empty provider, which is all
/// a drag inside the app needs (its `localObject` says what moves).
@available(iOS 11.0, *)
@available(tvOS, unavailable)
open class NSItemProvider: NSObject {
    /// https://developer.apple.com/documentation/foundation/nsitemprovider/init()
    /// `init()`
    public override init() {}
}

/// https://developer.apple.com/documentation/uikit/uidragitem
/// `@MainActor class UIDragItem : NSObject`
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
open class UIDragItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/uidragitem/itemprovider
    /// `var itemProvider: NSItemProvider { get }`
    public let itemProvider: NSItemProvider

    /// https://developer.apple.com/documentation/uikit/uidragitem/localobject
    /// `var localObject: Any? { get set }`: "available only to the app that
    /// initiates the drag activity".
    open var localObject: Any?

    /// https://developer.apple.com/documentation/uikit/uidragitem/init(itemprovider:)
    /// `init(itemProvider: NSItemProvider)`
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
    }
}
