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
        var rowType = capitalized(items[index].caseName)
        rowType += "Row"
        while !taken.insert(rowType).inserted { rowType += "Row" }
        rows.append(RenderModel.RowView(
            caseName: translatedItems[index].caseName, itemType: items[index].name, rowType: rowType,
            hasData: translatedItems[index].hasData
        ))
    }
    return rows
}

/// `Card` for `card`: the first character uppercased.
private func capitalized(_ name: String) -> String {
    let utf8 = name.utf8
    // A lowercase ASCII letter before an ASCII byte, or at the end, is a
    // character of its own, and its uppercase is the one ASCII letter.
    if let first = utf8.first, UInt8(ascii: "a") <= first, first <= UInt8(ascii: "z"),
       utf8.dropFirst().first.map({ $0 < 0x80 }) ?? true {
        var capitalized = String(Unicode.Scalar(first - 0x20))
        capitalized += Substring(utf8.dropFirst())
        return capitalized
    }
    var capitalized = name.prefix(1).uppercased()
    capitalized += name.dropFirst()
    return capitalized
}

/// `Ads` for `Ads.Banner`, the name itself when it is not qualified.
private func firstName(_ name: String) -> String {
    // Most names have no dot at all, and so no character that is one.
    guard name.utf8.contains(UInt8(ascii: ".")) else { return name }
    return String(name.prefix { $0 != "." })
}
