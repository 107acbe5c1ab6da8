// Stand-in for https://developer.apple.com/documentation/uikit/uicollectionviewlistcell
// (iOS 14): a collection view cell with list styling, usable in any layout.

/// `@MainActor class UICollectionViewListCell : UICollectionViewCell`
@available(iOS 14.0, tvOS 14.0, *)
@MainActor @preconcurrency
open class UICollectionViewListCell: UICollectionViewCell {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()
    /// `func defaultContentConfiguration() -> UIListContentConfiguration`:
    /// styled for the cell, with no content.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
