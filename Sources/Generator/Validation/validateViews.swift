/// The spec's `views`: a non-empty array of `"table"` and `"collection"`,
/// each at most once.
func validateViews(_ object: SpecObject, diagnostics: inout [Diagnostic]) -> DeclaredViews {
    guard object.member("views") != nil else { return .absent }
    guard let elements = object.array(
        "views", emptyMessage: "\"views\" is empty; list the views the screens use, \"table\" and/or \"collection\"",
        diagnostics: &diagnostics
    ) else { return .invalid }
    var views: Set<UIKitListView> = []
    let errorCount = diagnostics.count
    for element in elements {
        guard let name = element.stringValue else {
            diagnostics.append(Diagnostic(
                .error, "expected \"table\" or \"collection\" (a string) in \"views\", found \(element.typeDescription)",
                at: element.location))
            continue
        }
        guard let view = UIKitListView(rawValue: name) else {
            diagnostics.append(Diagnostic(
                .error, "unknown view \"\(name)\" in \"views\"; a spec's views are \"table\" and \"collection\"",
                at: element.location, suggestion: didYouMean(name, among: UIKitListView.allCases.map(\.rawValue))))
            continue
        }
        if !views.insert(view).inserted {
            diagnostics.append(Diagnostic(
                .error, "\"\(name)\" is listed twice in \"views\"", at: element.location, suggestion: "remove one"))
        }
    }
    return diagnostics.count == errorCount ? .listed(views) : .invalid
}
