/// Reads the classes `object` names with `keys` for each view: the
/// view-specific keys (`tableCell`, `collectionCell`) for their own view,
/// and the general one (`cell`) for the one view `views` lists.
///
/// The general key needs `views` to name exactly one view; a view-specific
/// key needs its view listed, when `views` is given; and a class is named
/// once per view. Each problem is reported at the key, with its fix.
///
/// - Parameter isValidName: Whether a class name is valid, appending its
///   own diagnostic when it is not.
func validateViewClasses(
    _ keys: ViewClassKeys, of object: SpecObject, views: DeclaredViews,
    isValidName: (_ text: String, _ value: JSONValue, _ diagnostics: inout [Diagnostic]) -> Bool,
    diagnostics: inout [Diagnostic]
) -> ViewClasses {
    func read(_ key: String) -> (text: String, value: JSONValue)? {
        guard let found = object.string(key, diagnostics: &diagnostics) else { return nil }
        return isValidName(found.text, found.value, &diagnostics) ? found : nil
    }
    func keyLocation(_ key: String) -> SourceLocation? {
        object.member(key)?.keyLocation
    }
    var classes = ViewClasses(table: read(keys.table), collection: read(keys.collection))
    let general = read(keys.general)
    guard case .listed(let listed) = views else {
        if views == .absent, object.member(keys.general) != nil {
            let named = object.value(keys.general, diagnostics: &diagnostics)?.stringValue.map { " \"\($0)\"" } ?? " the class"
            diagnostics.append(Diagnostic(
                .error,
                "\"\(keys.general)\" names the \(keys.role) class of the one view \"views\" lists, and the spec has no \"views\"",
                at: keyLocation(keys.general),
                suggestion: "add \"views\": [\"table\"] to the spec if\(named) is a \(keys.tableBase) "
                    + "([\"collection\"] if it is a \(keys.collectionBase)), "
                    + "or write \"\(keys.table)\" (or \"\(keys.collection)\") in place of \"\(keys.general)\""
            ))
        }
        return classes
    }
    for view in UIKitListView.allCases where !listed.contains(view) && object.member(keys.key(for: view)) != nil {
        let key = keys.key(for: view)
        diagnostics.append(Diagnostic(
            .error, "\"\(key)\" names a class for the \(view.rawValue) view, which \"views\" does not list",
            at: keyLocation(key),
            suggestion: "add \"\(view.rawValue)\" to \"views\", or remove \"\(key)\""
        ))
    }
    guard object.member(keys.general) != nil else { return classes }
    guard listed.count == 1, let view = listed.first else {
        diagnostics.append(Diagnostic(
            .error,
            "\"\(keys.general)\" names the \(keys.role) class of the one view \"views\" lists, and \"views\" lists both \"table\" and \"collection\"",
            at: keyLocation(keys.general),
            suggestion: "write \"\(keys.table)\" and \"\(keys.collection)\" in place of \"\(keys.general)\", "
                + "a \(keys.tableBase) and a \(keys.collectionBase)"
        ))
        return classes
    }
    let specific = keys.key(for: view)
    if object.member(specific) != nil {
        diagnostics.append(Diagnostic(
            .error, "\"\(keys.general)\" and \"\(specific)\" both name the \(view.rawValue) view's \(keys.role) class",
            at: keyLocation(specific),
            suggestion: "keep one of them"
        ))
    } else if view == .table {
        classes.table = general
    } else {
        classes.collection = general
    }
    return classes
}
