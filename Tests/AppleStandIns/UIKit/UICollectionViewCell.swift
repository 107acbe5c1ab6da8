// Stand-ins for https://developer.apple.com/documentation/uikit/uicollectionreusableview
// and https://developer.apple.com/documentation/uikit/uicollectionviewcell.

@MainActor
open class UICollectionReusableView: UIView {}

@MainActor
open class UICollectionViewCell: UICollectionReusableView {}
