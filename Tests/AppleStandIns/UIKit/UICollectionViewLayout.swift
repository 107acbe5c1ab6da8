// Stand-ins for https://developer.apple.com/documentation/uikit/uicollectionviewlayout
// and https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout.

/// `@MainActor class UICollectionViewLayout : NSObject`
@available(iOS 6.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
    public override init() { super.init() }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:)
    /// `required init?(coder: NSCoder)`
    public required init?(coder: NSCoder) { super.init() }
}

/// `@MainActor class UICollectionViewFlowLayout : UICollectionViewLayout`
@available(iOS 6.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UICollectionViewFlowLayout: UICollectionViewLayout {}
