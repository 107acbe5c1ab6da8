// The collection screen of FeedRxDataSourcesApp.swift, for a feed whose views include
// the collection view (Examples/Targets/FeedRxDataSources.itemize.json): its cell
// classes and a grid made with the generated collection helpers.
import RxDataSources
import UIKit

/// The collection view's cells: a collection view makes only `UICollectionViewCell`s.
public final class CardTileCell: UICollectionViewCell {}
public final class AdTileCell: UICollectionViewCell {}

@MainActor
func makeFeedGridDataSource() -> RxCollectionViewSectionedAnimatedDataSource<FeedSectionModel> {
    // A Dispatch over the collection view builds each cell itself.
    let dispatch = FeedItem.Dispatch<UICollectionView, UICollectionViewCell>(
        card: { view, indexPath, _ in view.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath) },
        banner: { view, indexPath, _ in view.dequeueReusableCell(withReuseIdentifier: "Banner", for: indexPath) },
        ad: { view, indexPath, _ in view.dequeueReusableCell(withReuseIdentifier: "Ad", for: indexPath) })
    return RxCollectionViewSectionedAnimatedDataSource<FeedSectionModel>(configureCell: dispatch.configureCell())
}
