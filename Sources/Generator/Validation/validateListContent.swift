/// Validates an item's `content`, the row UIKit draws from the fields of
/// the item's valid `content` for a kind that names no cell class; nil
/// when absent or wrong.
func validateListContent(
    _ object: SpecObject, content: ValidatedSpec.Content?, namesCellClass: Bool, views: DeclaredViews,
    diagnostics: inout [Diagnostic]
) -> ValidatedSpec.ListContent? {
    guard let member = object.member("content"),
          let contentObject = SpecObject(
              member.value, as: "\"content\"", allowedKeys: SpecKeys.listContent, diagnostics: &diagnostics)
    else { return nil }
    if namesCellClass {
        diagnostics.append(Diagnostic(
            .error, "a kind is drawn by its cell class or by its content, not both", at: member.keyLocation,
            suggestion: "remove \"content\", or the cell class"))
        return nil
    }
    let fields: [ValidatedSpec.Field]
    switch content {
    case .fields(let itemFields, _)?: fields = itemFields
    case .external?:
        diagnostics.append(Diagnostic(
            .error, "\"content\" names fields of the item, and an external item's fields are not in the spec",
            at: member.keyLocation, suggestion: "give the kind a cell class, or list its fields instead of \"external\""))
        return nil
    case .noData?:
        diagnostics.append(Diagnostic(
            .error, "\"content\" names fields of the item, and this kind has none", at: member.keyLocation,
            suggestion: "add a String field for the row's text"))
        return nil
    case nil:
        return nil
    }
    let errorCount = diagnostics.count
    // The item's field that `key` names, if its type is one of `types`.
    func field(
        _ key: String, types: [String] = ["String", "String?"], missingMessage: String? = nil
    ) -> ValidatedSpec.Field? {
        guard let name = contentObject.string(key, missingMessage: missingMessage, diagnostics: &diagnostics) else {
            return nil
        }
        guard let named = fields.first(where: { $0.name == name.text }) else {
            diagnostics.append(Diagnostic(
                .error, "\"\(key)\" names no field of the item: \"\(name.text)\"", at: name.value.location,
                suggestion: didYouMean(name.text, among: fields.map(\.name))))
            return nil
        }
        guard types.contains(named.type) else {
            diagnostics.append(Diagnostic(
                .error, "\"\(key)\" needs a field of type \(quotedList(types)), and \"\(named.name)\" is \(named.type)",
                at: name.value.location,
                suggestion: types == ["Bool"] ? "name a Bool field" : "add a String field that formats it, and name that"))
            return nil
        }
        return named
    }
    let text = field("text", missingMessage: "missing required key \"text\" in \"content\"; name the String field the row shows")
    let secondaryText = field("secondaryText")
    let image = field("image")
    let toggle = field("toggle", types: ["Bool"])
    var accessories: [ValidatedSpec.Accessory] = []
    let emptyAccessories = "\"accessories\" is empty; remove it for a row without one"
    if let elements = contentObject.array("accessories", emptyMessage: emptyAccessories, diagnostics: &diagnostics) {
        for element in elements {
            guard let name = element.stringValue else {
                diagnostics.append(Diagnostic(
                    .error, "expected a string for an accessory, found \(element.typeDescription)",
                    at: element.location))
                continue
            }
            guard let accessory = ValidatedSpec.Accessory(rawValue: name) else {
                let choices = ValidatedSpec.Accessory.allCases.map(\.rawValue)
                diagnostics.append(unknownChoice("accessory", found: (name, element), choices: choices))
                continue
            }
            if accessories.contains(accessory) {
                diagnostics.append(Diagnostic(.error, "duplicate accessory \"\(name)\"", at: element.location))
                continue
            }
            accessories.append(accessory)
        }
        if accessories.count > 1, views != .listed([.collection]), let member = contentObject.member("accessories") {
            diagnostics.append(Diagnostic(
                .error, "a table row shows one accessory, and this spec's views include a table", at: member.keyLocation,
                suggestion: "keep one accessory, or set \"views\": [\"collection\"]"))
        }
        if toggle != nil, let member = contentObject.member("accessories") {
            diagnostics.append(Diagnostic(
                .error, "a row with a \"toggle\" shows its switch as its accessory, and has no other", at: member.keyLocation,
                suggestion: "remove \"accessories\", or the toggle"))
        }
    }
    let style = contentObject.choice("style", absent: ValidatedSpec.Style.cell, diagnostics: &diagnostics)
    guard let text, let style, diagnostics.count == errorCount else { return nil }
    return ValidatedSpec.ListContent(
        text: text, secondaryText: secondaryText, image: image, toggle: toggle, accessories: accessories, style: style)
}
