// What a user adds beside the generated Tests/GeneratorTests/Fixtures/ListContent.swift:
// the banner's cell classes, the one kind with classes, and a grid of list
// cells whose other rows are drawn from their content.
import ItemizeRuntime
import UIKit

final class AccountBannerCell: UITableViewCell {}
final class AccountBannerTile: UICollectionViewCell {}

@MainActor
func makeAccountGrid(_ collectionView: UICollectionView, enabled: @escaping (Setting, Bool) -> Void) -> CollectionViewDataSource<AccountRowSectionModel> {
    AccountRow.CollectionCells.register(in: collectionView)
    var cells = AccountRow.CollectionCells(banner: { _, _ in })
    cells.settingChanged = enabled
    return CollectionViewDataSource<AccountRowSectionModel>(
        configureCell: { [cells] collectionView, indexPath, item in cells.cell(for: item, in: collectionView, at: indexPath) })
}
