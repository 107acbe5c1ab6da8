/// Translates the items' cells for one UIKit view class: a kind without a
/// cell class for the view gets the view's base cell class.
///
/// - Parameter translatedItems: `items` translated, in the same order, for
///   their escaped case names.
func translateCellView(
    _ items: [ValidatedSpec.Item], translatedItems: [RenderModel.Item], view: UIKitListView
) -> RenderModel.CellView {
    let cellBase = view == .table ? "UITableViewCell" : "UICollectionViewCell"
    // By index, which reads the few fields a cell needs rather than copying both items.
    let cells = items.indices.map { index in
        RenderModel.Cell(
            caseName: translatedItems[index].caseName, cellType: (view == .table ? items[index].tableCellClass : items[index].collectionCellClass) ?? cellBase,
            itemType: items[index].name, hasData: translatedItems[index].hasData,
            callLabel: argumentLabel(items[index].caseName))
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
