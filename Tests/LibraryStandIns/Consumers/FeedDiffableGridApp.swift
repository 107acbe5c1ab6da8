// The collection screen of FeedDiffableApp.swift, for a feed whose views include
// the collection view (Examples/Targets/FeedDiffable.itemize.json): its cell
// classes and grids made with the generated collection helpers: by reuse
// identifier, and through typed registrations (iOS 14 and later).
import UIKit

/// The collection view's cells: a collection view makes only `UICollectionViewCell`s.
public final class CardTileCell: UICollectionViewCell {}
public final class AdTileCell: UICollectionViewCell {}

@MainActor
func makeFeedGrid(_ collectionView: UICollectionView) -> UICollectionViewDiffableDataSource<FeedSection, FeedItem> {
    let cells = FeedItem.CollectionCells(card: { _, _ in }, banner: { _, _ in }, ad: { _, _ in })
    let dataSource = UICollectionViewDiffableDataSource<FeedSection, FeedItem>(
        collectionView: collectionView, cellProvider: cells.cellProvider)
    _ = dataSource.item(at: IndexPath(item: 0, section: 0))?.ad
    return dataSource
}

/// The grid through typed registrations, made once here and never inside the
/// cell provider, which UIKit forbids.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
func makeRegisteredFeedGrid(_ collectionView: UICollectionView) -> UICollectionViewDiffableDataSource<FeedSection, FeedItem> {
    let registrations = FeedItem.CellRegistrations(
        FeedItem.CollectionCells(card: { _, _ in }, banner: { _, _ in }, ad: { _, _ in }))
    return UICollectionViewDiffableDataSource<FeedSection, FeedItem>(
        collectionView: collectionView, cellProvider: registrations.cellProvider)
}
