/// Translates the items' cells for one UIKit view class: a kind without a
/// cell class for the view gets the view's base cell class.
///
/// - Parameter translatedItems: `items` translated, in the same order, for
///   their escaped case names.
func translateCellView(
    _ items: [ValidatedSpec.Item], translatedItems: [RenderModel.Item], view: UIKitListView
) -> RenderModel.CellView {
    let cellBase = view == .table ? "UITableViewCell" : "UICollectionViewCell"
    var styleCells: [RenderModel.StyleCell] = []
    let cells = zip(items, translatedItems).map { item, translated in
        let cellType = (view == .table ? item.tableCellClass : item.collectionCellClass) ?? cellBase
        let listContent = item.listContent.map { translateListContent($0, caseName: item.caseName) }
        var registeredType = cellType
        if view == .table, let style = item.listContent.flatMap(tableCellStyle) {
            let styleCell = RenderModel.StyleCell(name: style.prefix(1).uppercased() + style.dropFirst() + "StyleCell", style: style)
            registeredType = styleCell.name
            if !styleCells.contains(styleCell) { styleCells.append(styleCell) }
        }
        return RenderModel.Cell(
            caseName: translated.caseName, cellType: cellType, itemType: item.name, hasData: translated.hasData,
            callLabel: argumentLabel(item.caseName), listContent: listContent, registeredType: registeredType)
    }
    switch view {
    case .table:
        return RenderModel.CellView(
            structName: "TableCells", viewName: "tableView", viewType: "UITableView", cellBase: cellBase,
            registerLabel: "forCellReuseIdentifier", dequeueLabel: "withIdentifier",
            rxDataSourceType: "TableViewSectionedDataSource", diffableDataSourceType: "UITableViewDiffableDataSource",
            cells: cells, styleCells: styleCells)
    case .collection:
        return RenderModel.CellView(
            structName: "CollectionCells", viewName: "collectionView", viewType: "UICollectionView",
            cellBase: cellBase, registerLabel: "forCellWithReuseIdentifier", dequeueLabel: "withReuseIdentifier",
            rxDataSourceType: "CollectionViewSectionedDataSource",
            diffableDataSourceType: "UICollectionViewDiffableDataSource", cells: cells)
    }
}

/// The `UITableViewCell.CellStyle` a content row's cell needs before iOS 14,
/// where the style decides where its detail label is; nil for the default
/// style, which has none and is `UITableViewCell`'s own.
private func tableCellStyle(_ content: ValidatedSpec.ListContent) -> String? {
    switch content.style {
    case .value: "value1"
    case .subtitle: "subtitle"
    case .cell: content.secondaryText == nil ? nil : "subtitle"
    }
}
