/// Translates the items into the rows of the SwiftUI view table: each
/// kind's view type is a generic parameter named after its case (`card` ->
/// `CardRow`), lengthened while it is the name of a type the initializer
/// names (an item named `CardRow`, or the module of a qualified item type).
///
/// - Parameter translatedItems: `items` translated, in the same order, for
///   their escaped case names.
/// - Complexity: O(*n*) for *n* items, expected.
func translateRowViews(_ items: [ValidatedSpec.Item], translatedItems: [RenderModel.Item]) -> [RenderModel.RowView] {
    var taken = Set(items.map { firstName($0.name) })
    var rows: [RenderModel.RowView] = []
    for (item, translated) in zip(items, translatedItems) {
        var rowType = capitalized(item.caseName) + "Row"
        while !taken.insert(rowType).inserted { rowType += "Row" }
        rows.append(RenderModel.RowView(
            caseName: translated.caseName, itemType: item.name, rowType: rowType, hasData: translated.hasData
        ))
    }
    return rows
}

/// `Card` for `card`: the first character uppercased.
private func capitalized(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
}

/// `Ads` for `Ads.Banner`, the name itself when it is not qualified.
private func firstName(_ name: String) -> String {
    String(name.prefix { $0 != "." })
}
