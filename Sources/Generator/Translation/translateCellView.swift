/// Translates the items' cells for one UIKit view class: a kind without a
/// cell class for the view gets the view's base cell class.
///
/// - Parameter translatedItems: `items` translated, in the same order.
func translateCellView(
    _ items: [ValidatedSpec.Item], translatedItems: [RenderModel.Item], view: UIKitListView
) -> RenderModel.CellView {
    let isTable = view == .table
    let cellBase = isTable ? "UITableViewCell" : "UICollectionViewCell"
    var styleCells: [RenderModel.StyleCell] = []
    let cells = zip(items, translatedItems).map { item, translated in
        let cellType = (isTable ? item.tableCellClass : item.collectionCellClass) ?? cellBase
        var registeredType = cellType
        // Before iOS 14 a table cell's `UITableViewCell.CellStyle` decides where its
        // detail label is; the default style, `UITableViewCell`'s own, has none.
        if isTable, let content = item.listContent, content.style != .cell || content.secondaryText != nil {
            let style = content.style == .value ? "value1" : "subtitle"
            let styleCell = RenderModel.StyleCell(name: capitalized(style) + "StyleCell", style: style)
            registeredType = styleCell.name
            if !styleCells.contains(styleCell) { styleCells.append(styleCell) }
        }
        return RenderModel.Cell(
            caseName: translated.caseName, cellType: cellType, itemType: item.name, hasData: translated.hasData,
            callLabel: argumentLabel(item.caseName),
            listContent: item.listContent.map { translateListContent($0, caseName: item.caseName) },
            registeredType: registeredType)
    }
    return RenderModel.CellView(
        structName: isTable ? "TableCells" : "CollectionCells", viewName: isTable ? "tableView" : "collectionView",
        viewType: isTable ? "UITableView" : "UICollectionView", cellBase: cellBase,
        registerLabel: isTable ? "forCellReuseIdentifier" : "forCellWithReuseIdentifier",
        dequeueLabel: isTable ? "withIdentifier" : "withReuseIdentifier",
        rxDataSourceType: isTable ? "TableViewSectionedDataSource" : "CollectionViewSectionedDataSource",
        diffableDataSourceType: isTable ? "UITableViewDiffableDataSource" : "UICollectionViewDiffableDataSource",
        cells: cells, styleCells: styleCells)
}

/// Translates a kind's list content: the field names its generated `show`
/// function reads and UIKit's names for its style and accessories.
///
/// - Parameter caseName: The kind's case name, unescaped.
private func translateListContent(_ content: ValidatedSpec.ListContent, caseName: String) -> RenderModel.ListContent {
    // A cell's default configuration is styled for its list; the others are UIKit's named styles.
    let configuration = switch content.style {
    case .cell: "cell.defaultContentConfiguration()"
    case .value: "UIListContentConfiguration.valueCell()"
    case .subtitle: "UIListContentConfiguration.subtitleCell()"
    }
    return RenderModel.ListContent(
        text: escapedIdentifier(content.text.name),
        secondaryText: content.secondaryText.map { escapedIdentifier($0.name) },
        image: content.image.map { escapedIdentifier($0.name) },
        imageIsOptional: content.image?.type == "String?",
        toggle: content.toggle.map { escapedIdentifier($0.name) },
        switchChangedName: caseName + "Changed",
        configuration: configuration,
        tableAccessory: content.accessories.first.map { "." + $0.rawValue } ?? ".none",
        listAccessories: content.accessories.map { "." + $0.rawValue + "()" }.joined(separator: ", "))
}
