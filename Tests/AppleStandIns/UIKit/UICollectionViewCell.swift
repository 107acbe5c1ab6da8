// Stand-ins for https://developer.apple.com/documentation/uikit/uicollectionreusableview
// and https://developer.apple.com/documentation/uikit/uicollectionviewcell:
// `init(frame:)` is their designated initializer and `init?(coder:)` is
// required, as for every UIView.

/// `@MainActor class UICollectionReusableView : UIView`
@available(iOS 6.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UICollectionReusableView: UIView {}

/// `@MainActor class UICollectionViewCell : UICollectionReusableView`
@available(iOS 6.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView {}
