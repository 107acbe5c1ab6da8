// The collection screen of FeedDiffableApp.swift, for a feed whose views include
// the collection view (Examples/Targets/FeedDiffable.itemize.json): its cell
// classes and grids made with the generated collection helpers: by reuse
// identifier, and through typed registrations (iOS 14 and later).
import UIKit

/// The collection view's cells: a collection view makes only `UICollectionViewCell`s.
public final class CardTileCell: UICollectionViewCell {}
public final class AdTileCell: UICollectionViewCell {}

@MainActor
func makeFeedGrid(
    _ collectionView: UICollectionView, showing shown: FeedItem.ShownItems
) -> UICollectionViewDiffableDataSource<FeedSection, FeedItem.Identity> {
    let cells = FeedItem.CollectionCells(card: { _, _ in }, banner: { _, _ in }, ad: { _, _ in })
    let dataSource = UICollectionViewDiffableDataSource<FeedSection, FeedItem.Identity>(
        collectionView: collectionView, cellProvider: cells.cellProvider(shown))
    _ = shown.item(at: IndexPath(item: 0, section: 0), in: dataSource)?.ad
    return dataSource
}

/// The grid through typed registrations, made once here and never inside the
/// cell provider, which UIKit forbids.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
func makeRegisteredFeedGrid(
    _ collectionView: UICollectionView, showing shown: FeedItem.ShownItems
) -> UICollectionViewDiffableDataSource<FeedSection, FeedItem.Identity> {
    let registrations = FeedItem.CellRegistrations(
        FeedItem.CollectionCells(card: { _, _ in }, banner: { _, _ in }, ad: { _, _ in }))
    return UICollectionViewDiffableDataSource<FeedSection, FeedItem.Identity>(
        collectionView: collectionView, cellProvider: registrations.cellProvider(shown))
}
