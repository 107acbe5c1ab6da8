/// Translates the items into the rows of the SwiftUI view table: each
/// kind's view type is a generic parameter named after its case (`card` ->
/// `CardRow`), lengthened while it is the name of a type the initializer
/// names (an item named `CardRow`, or the module of a qualified item type).
///
/// - Parameter translatedItems: `items` translated, in the same order, for
///   their escaped case names.
/// - Complexity: O(*n*) for *n* items, expected.
func translateRowViews(_ items: [ValidatedSpec.Item], translatedItems: [RenderModel.Item]) -> [RenderModel.RowView] {
    // Room for every item's first name and every row type.
    var taken = Set<String>(minimumCapacity: 2 * items.count)
    for item in items {
        taken.insert(firstName(item.name))
    }
    var rows: [RenderModel.RowView] = []
    rows.reserveCapacity(items.count)
    for index in items.indices {
        let caseName = items[index].caseName
        var rowType = caseName.prefix(1).uppercased()
        rowType += caseName.dropFirst()
        rowType += "Row"
        while !taken.insert(rowType).inserted { rowType += "Row" }
        rows.append(RenderModel.RowView(
            caseName: translatedItems[index].caseName, itemType: items[index].name, rowType: rowType,
            hasData: translatedItems[index].hasData
        ))
    }
    return rows
}

/// `Ads` for `Ads.Banner`, the name itself when it is not qualified.
private func firstName(_ name: String) -> String {
    // Most names have no dot at all, and so no character that is one.
    guard name.utf8.contains(UInt8(ascii: ".")) else { return name }
    return String(name.prefix { $0 != "." })
}
