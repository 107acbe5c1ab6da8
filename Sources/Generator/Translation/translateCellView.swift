/// Translates the items' cells for one UIKit view class: a kind without a
/// cell class for the view gets the view's base cell class.
///
/// - Parameter translatedItems: `items` translated, in the same order, for
///   their escaped case names.
func translateCellView(
    _ items: [ValidatedSpec.Item], translatedItems: [RenderModel.Item], view: UIKitListView
) -> RenderModel.CellView {
    let cellBase = view == .table ? "UITableViewCell" : "UICollectionViewCell"
    let cells = zip(items, translatedItems).map { item, translated in
        RenderModel.Cell(
            caseName: translated.caseName,
            cellType: (view == .table ? item.tableCellClass : item.collectionCellClass) ?? cellBase,
            itemType: item.name, hasData: translated.hasData,
            callLabel: argumentLabel(item.caseName))
    }
    switch view {
    case .table:
        return RenderModel.CellView(
            structName: "TableCells", viewName: "tableView", viewType: "UITableView", cellBase: cellBase,
            registerLabel: "forCellReuseIdentifier", dequeueLabel: "withIdentifier",
            rxDataSourceType: "TableViewSectionedDataSource", diffableDataSourceType: "UITableViewDiffableDataSource",
            cells: cells)
    case .collection:
        return RenderModel.CellView(
            structName: "CollectionCells", viewName: "collectionView", viewType: "UICollectionView",
            cellBase: cellBase, registerLabel: "forCellWithReuseIdentifier", dequeueLabel: "withReuseIdentifier",
            rxDataSourceType: "CollectionViewSectionedDataSource",
            diffableDataSourceType: "UICollectionViewDiffableDataSource", cells: cells)
    }
}
