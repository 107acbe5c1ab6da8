/// An item's type, `itemName` in messages: the user's own (`"external": true`)
/// with its `identityType`, a struct of its `fields` with the `identity`
/// among them, or a kind without data (`"fields": []`), identified by its kind.
func validateItemContent(
    _ object: SpecObject, itemName: String, diagnostics: DiagnosticCollector
) -> ValidatedSpec.Content? {
    // A mistyped `external` must not make every other key look wrong: guess
    // from the presence of `fields`.
    let isExternal = object.member("external") != nil
        && object.bool("external", diagnostics: diagnostics) ?? (object.member("fields") == nil)
    if isExternal {
        for key in ["fields", "identity"] where object.member(key) != nil {
            diagnostics.append(Diagnostic(
                "an external item has no \"\(key)\": the type is your own; give only its \"identityType\"",
                at: object.member(key)?.keyLocation))
        }
        let identityType = object.string(
            "identityType",
            missingMessage: "missing required key \"identityType\"; an external item needs the type of its identity, such as \"Int\"",
            diagnostics: diagnostics)
        return identityType.flatMap { checkedType($0, diagnostics: diagnostics) }.map { .external(identityType: $0) }
    }
    let hasFields = object.member("fields") != nil
    if let member = object.member("identityType") {
        // Without fields, the one problem is a missing `external`.
        diagnostics.append(Diagnostic(
            "\"identityType\" is only for external items; a generated item's identity type is derived from its identity field",
            at: member.keyLocation, suggestion: hasFields ? nil : "add \"external\": true for a type of your own"))
        if !hasFields { return nil }
    }
    guard hasFields else {
        // A missing identity follows from the missing fields: one error says both.
        diagnostics.append(Diagnostic(
            "missing required key \"fields\"; list the item's fields (\"fields\": [] for a kind without data), or set "
                + "\"external\": true for a type of your own",
            at: object.value.location))
        return nil
    }
    if let fieldsValue = object.value("fields", diagnostics: diagnostics), fieldsValue.elements?.isEmpty == true {
        if let member = object.member("identity") {
            diagnostics.append(Diagnostic(
                "a kind without fields has no \"identity\": the kind itself is its identity; remove \"identity\" or add fields",
                at: member.keyLocation))
            return nil
        }
        return .noData
    }
    let elements = object.array("fields", emptyMessage: "\"fields\" is empty", diagnostics: diagnostics)
    let fields = validateFields(elements ?? [], in: "\"\(itemName)\"", diagnostics: diagnostics)
    let identityValue = object.value(
        "identity",
        missingMessage: "missing required key \"identity\"; name the field that identifies the item, or several in an array",
        diagnostics: diagnostics)
    // Without the fields array there is nothing to check the names against.
    guard let identityValue, elements != nil,
          let identity = validateIdentity(identityValue, itemName: itemName, fields: fields, diagnostics: diagnostics),
          fields.isComplete
    else { return nil }
    return .fields(fields.fields, identity: identity)
}

/// An item's `identity` among its `fields`: one field name, or a non-empty
/// array of them for a composite identity; nil on any problem.
private func validateIdentity(
    _ value: JSONValue, itemName: String, fields: (names: [String], fields: [ValidatedSpec.Field], isComplete: Bool),
    diagnostics: DiagnosticCollector
) -> ValidatedSpec.Identity? {
    func resolve(_ name: String, at value: JSONValue) -> ValidatedSpec.Field? {
        guard fields.names.contains(name) else {
            diagnostics.append(Diagnostic(
                "\"identity\" names \"\(name)\", which is not a field of \"\(itemName)\"",
                at: value.location, suggestion: didYouMean(name, among: fields.names)))
            return nil
        }
        return fields.fields.first { $0.name == name }
    }
    if let name = value.stringValue { return resolve(name, at: value).map(ValidatedSpec.Identity.single) }
    guard let elements = value.elements else {
        diagnostics.append(SpecObject.mismatch(expected: "a string or an array of strings", key: "identity", found: value))
        return nil
    }
    if elements.isEmpty {
        diagnostics.append(Diagnostic("\"identity\" is empty; list at least one field", at: value.location))
        return nil
    }
    var parts: [ValidatedSpec.Field] = []
    var seen: Set<String> = []
    for element in elements {
        guard let name = element.stringValue else {
            diagnostics.append(Diagnostic(
                "expected a field name (a string) in \"identity\", found \(element.typeDescription)",
                at: element.location))
            continue
        }
        guard seen.insert(name).inserted else {
            diagnostics.append(Diagnostic(
                "the field \"\(name)\" is listed twice in \"identity\"", at: element.location))
            continue
        }
        if let field = resolve(name, at: element) {
            parts.append(field)
        }
    }
    return parts.count == elements.count ? .composite(parts) : nil
}

/// Validates an item's `content`, the row UIKit draws from the fields of
/// the item's valid `content` for a kind that names no cell class; nil
/// when absent or wrong.
func validateListContent(
    _ object: SpecObject, content: ValidatedSpec.Content?, namesCellClass: Bool, views: DeclaredViews,
    diagnostics: DiagnosticCollector
) -> ValidatedSpec.ListContent? {
    guard let member = object.member("content"),
          let contentObject = SpecObject(member.value, in: .listContent, diagnostics: diagnostics)
    else { return nil }
    if namesCellClass {
        diagnostics.append(Diagnostic(
            "a kind is drawn by its cell class or by its content, not both", at: member.keyLocation,
            suggestion: "remove \"content\", or the cell class"))
        return nil
    }
    let fields: [ValidatedSpec.Field]
    switch content {
    case .fields(let itemFields, _)?: fields = itemFields
    case .external?:
        diagnostics.append(Diagnostic(
            "\"content\" names fields of the item, and an external item's fields are not in the spec",
            at: member.keyLocation, suggestion: "give the kind a cell class, or list its fields instead of \"external\""))
        return nil
    case .noData?:
        diagnostics.append(Diagnostic(
            "\"content\" names fields of the item, and this kind has none", at: member.keyLocation,
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
        guard let name = contentObject.string(key, missingMessage: missingMessage, diagnostics: diagnostics) else {
            return nil
        }
        guard let named = fields.first(where: { $0.name == name.text }) else {
            diagnostics.append(Diagnostic(
                "\"\(key)\" names no field of the item: \"\(name.text)\"", at: name.value.location,
                suggestion: didYouMean(name.text, among: fields.map(\.name))))
            return nil
        }
        guard types.contains(named.type.text) else {
            diagnostics.append(Diagnostic(
                "\"\(key)\" needs a field of type \(quotedList(types)), and \"\(named.name)\" is \(named.type)",
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
    if let elements = contentObject.array("accessories", emptyMessage: emptyAccessories, diagnostics: diagnostics) {
        for element in elements {
            guard let name = element.stringValue else {
                diagnostics.append(Diagnostic(
                    "expected a string for an accessory, found \(element.typeDescription)",
                    at: element.location))
                continue
            }
            guard let accessory = ValidatedSpec.Accessory(rawValue: name) else {
                let choices = ValidatedSpec.Accessory.allCases.map(\.rawValue)
                diagnostics.append(unknownChoice("accessory", found: (name, element), choices: choices))
                continue
            }
            if accessories.contains(accessory) {
                diagnostics.append(Diagnostic("duplicate accessory \"\(name)\"", at: element.location))
                continue
            }
            accessories.append(accessory)
        }
        if accessories.count > 1, views != .listed([.collection]), let member = contentObject.member("accessories") {
            diagnostics.append(Diagnostic(
                "a table row shows one accessory, and this spec's views include a table", at: member.keyLocation,
                suggestion: "keep one accessory, or set \"views\": [\"collection\"]"))
        }
        if toggle != nil, let member = contentObject.member("accessories") {
            diagnostics.append(Diagnostic(
                "a row with a \"toggle\" shows its switch as its accessory, and has no other", at: member.keyLocation,
                suggestion: "remove \"accessories\", or the toggle"))
        }
    }
    let style = contentObject.choice("style", absent: ValidatedSpec.Style.cell, diagnostics: diagnostics)
    guard let text, let style, diagnostics.count == errorCount else { return nil }
    return ValidatedSpec.ListContent(
        text: text, secondaryText: secondaryText, image: image, toggle: toggle, accessories: accessories, style: style)
}
