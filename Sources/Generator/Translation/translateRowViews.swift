/// Translates the items into the rows of the SwiftUI view table: each
/// kind's view type is a generic parameter named after its case (`card` ->
/// `CardRow`), lengthened while it is the name of a type the initializer
/// names (an item named `CardRow`, or the module of a qualified item type).
///
/// - Parameter translatedItems: `items` translated, in the same order.
/// - Complexity: O(*n*) for *n* items, expected.
func translateRowViews(_ items: [ValidatedSpec.Item], translatedItems: [RenderModel.Item]) -> [RenderModel.RowView] {
    // `Ads` for `Ads.Banner`: the first name of a qualified type.
    var taken = Set(items.map { String($0.name.prefix { $0 != "." }) })
    return zip(items, translatedItems).map { item, translated in
        var rowType = capitalized(item.caseName) + "Row"
        while !taken.insert(rowType).inserted { rowType += "Row" }
        return RenderModel.RowView(
            caseName: translated.caseName, itemType: item.name, rowType: rowType, hasData: translated.hasData)
    }
}

