/// The spec's `views`: a non-empty array of `"table"`, `"collection"` and
/// `"swiftui"`, each at most once.
///
/// - Returns: The UIKit views it lists, and whether it lists `"swiftui"`:
///   SwiftUI code is generated only then, or for a spec without `views`,
///   which predates `"swiftui"` and keeps its SwiftUI code with a warning
///   (`swiftUIWithoutViewsWarning`).
func validateViews(_ object: SpecObject, diagnostics: DiagnosticCollector) -> (views: DeclaredViews, swiftUI: Bool) {
    guard object.member("views") != nil else { return (.absent, true) }
    guard let elements = object.array(
        "views",
        emptyMessage: "\"views\" is empty; list the views the screens use, \"table\", \"collection\" and/or \"swiftui\"",
        diagnostics: diagnostics
    ) else { return (.invalid, false) }
    var views: Set<UIKitListView> = []
    var swiftUI = false
    let errorCount = diagnostics.count
    for element in elements {
        guard let name = element.stringValue else {
            diagnostics.append(Diagnostic(
                "expected \"table\", \"collection\" or \"swiftui\" (a string) in \"views\", found \(element.typeDescription)",
                at: element.location))
            continue
        }
        let isNew: Bool
        if name == swiftUIView {
            isNew = !swiftUI
            swiftUI = true
        } else if let view = UIKitListView(rawValue: name) {
            isNew = views.insert(view).inserted
        } else {
            diagnostics.append(Diagnostic(
                "unknown view \"\(name)\" in \"views\"; a spec's views are \"table\", \"collection\" and \"swiftui\"",
                at: element.location,
                suggestion: didYouMean(name, among: UIKitListView.allCases.map(\.rawValue) + [swiftUIView])))
            continue
        }
        if !isNew {
            diagnostics.append(Diagnostic(
                "\"\(name)\" is listed twice in \"views\"", at: element.location, suggestion: "remove one"))
        }
    }
    return diagnostics.count == errorCount ? (.listed(views), swiftUI) : (.invalid, swiftUI)
}

/// The value of `views` that asks for the SwiftUI code (the row views,
/// `ListSections`, `EditableList`, and the rows hosted in UIKit cells).
let swiftUIView = "swiftui"

/// The warning of a spec without `views`: it keeps its SwiftUI code, as
/// every spec had it before `"swiftui"` was a view, and its collection
/// view's registrations, until it lists its views; located at `"items"`
/// (else the spec's first key).
func swiftUIWithoutViewsWarning(_ object: SpecObject, uikitViews: [UIKitListView]) -> Diagnostic? {
    guard object.member("views") == nil, let key = object.member("items") ?? object.value.members?.first else { return nil }
    let listed = (uikitViews.map(\.rawValue) + [swiftUIView]).map { "\"\($0)\"" }.joined(separator: ", ")
    guard uikitViews.contains(.collection), object.member("registrations") == nil else {
        return Diagnostic(
            .warning,
            "the spec has no \"views\": its SwiftUI code is generated for now, but since \(SpecChange.swiftUIIsAView) only a spec whose "
                + "\"views\" lists \"swiftui\" gets it",
            at: key.keyLocation,
            suggestion: "add \"views\": [\(listed)] (without \"swiftui\" if the app does not use SwiftUI); "
                + "\(suggestedCommand("migrate", key.value.place.file)) adds it")
    }
    return Diagnostic(
        .warning,
        "the spec has no \"views\": its SwiftUI code and its collection view's registrations are generated for now, "
            + "but since \(SpecChange.swiftUIIsAView) only a spec whose \"views\" lists \"swiftui\" gets the one, and only a spec with "
            + "\"registrations\": true the other",
        at: key.keyLocation,
        suggestion: "add \"views\": [\(listed)] (without \"swiftui\" if the app does not use SwiftUI) and "
            + "\"registrations\": true (if it uses CellRegistrations); \(suggestedCommand("migrate", key.value.place.file)) adds both")
}

/// What a spec's `"views"` says, for the keys that name view classes.
enum DeclaredViews: Equatable, Sendable {
    /// No `"views"`: the views are inferred from the view-specific keys.
    case absent
    /// A valid `"views"`.
    case listed(Set<UIKitListView>)
    /// A `"views"` with a problem, already reported: nothing is checked against it.
    case invalid
}

/// Reads the classes `object` names with `keys` for each view: the
/// view-specific keys (`tableCell`) for their own view, which `views` must
/// list if given, and the general one (`cell`) for the one view it lists.
func validateViewClasses(
    _ keys: ViewClassKeys, of object: SpecObject, views: DeclaredViews, diagnostics: DiagnosticCollector
) -> ViewClasses {
    func read(_ key: String) -> (text: String, value: JSONValue)? {
        guard let found = object.string(key, diagnostics: diagnostics) else { return nil }
        guard isQualifiedName(found.text) else {
            diagnostics.append(Diagnostic(
                "\"\(found.text)\" is not a valid class name; use an identifier such as \"\(keys.example)\", "
                    + "or \"Module.\(keys.example)\"",
                at: found.value.location))
            return nil
        }
        if keys.checksGeneratedNames, let clash = generatedNameClash(found.text, as: .cellClass) {
            diagnostics.append(Diagnostic(clash, at: found.value.location, suggestion: "choose another class name"))
            return nil
        }
        return found
    }
    var classes = ViewClasses(table: read(keys.table), collection: read(keys.collection))
    let general = read(keys.general)
    guard case .listed(let listed) = views else {
        if views == .absent, let member = object.member(keys.general) {
            let named = member.value.stringValue.map { " \"\($0)\"" } ?? " the class"
            diagnostics.append(Diagnostic(
                "\"\(keys.general)\" names the \(keys.role) class of the one view \"views\" lists, and the spec has no \"views\"",
                at: member.keyLocation,
                suggestion: "add \"views\": [\"table\"] to the spec if\(named) is a \(keys.tableBase) "
                    + "([\"collection\"] if it is a \(keys.collectionBase)), "
                    + "or write \"\(keys.table)\" (or \"\(keys.collection)\") in place of \"\(keys.general)\"; "
                    + migrateCommand(for: member)))
        }
        return classes
    }
    for view in UIKitListView.allCases where !listed.contains(view) {
        let key = keys.key(for: view)
        guard let member = object.member(key) else { continue }
        diagnostics.append(Diagnostic(
            "\"\(key)\" names a class for the \(view.rawValue) view, which \"views\" does not list",
            at: member.keyLocation, suggestion: "add \"\(view.rawValue)\" to \"views\", or remove \"\(key)\""))
    }
    guard let generalKey = object.member(keys.general)?.keyLocation else { return classes }
    guard !listed.isEmpty else {
        diagnostics.append(Diagnostic(
            "\"\(keys.general)\" names the \(keys.role) class of the one view \"views\" lists, and \"views\" lists neither \"table\" nor \"collection\"",
            at: generalKey, suggestion: "add \"table\" or \"collection\" to \"views\", or remove \"\(keys.general)\""))
        return classes
    }
    guard listed.count == 1, let view = listed.first else {
        diagnostics.append(Diagnostic(
            "\"\(keys.general)\" names the \(keys.role) class of the one view \"views\" lists, and \"views\" lists both \"table\" and \"collection\"",
            at: generalKey,
            suggestion: "write \"\(keys.table)\" and \"\(keys.collection)\" in place of \"\(keys.general)\", "
                + "a \(keys.tableBase) and a \(keys.collectionBase)"))
        return classes
    }
    let specific = keys.key(for: view)
    if let member = object.member(specific) {
        diagnostics.append(Diagnostic(
            "\"\(keys.general)\" and \"\(specific)\" both name the \(view.rawValue) view's \(keys.role) class",
            at: member.keyLocation, suggestion: "keep one of them"))
    } else if view == .table {
        classes.table = general
    } else {
        classes.collection = general
    }
    return classes
}

/// The valid class names an item or a section gives for each view, with their values.
struct ViewClasses {
    var table: (text: String, value: JSONValue)?
    var collection: (text: String, value: JSONValue)?
}

/// The keys that name one class of an item or section, for the spec's
/// single view and for each view, with the words their messages use.
struct ViewClassKeys: Sendable {
    /// `cell`, `tableCell`, `collectionCell`.
    var general: String
    var table: String
    var collection: String
    /// What the class is in a message (`header view`), the classes it
    /// inherits from in each view, and a name to show for an invalid one.
    var role: String
    var tableBase: String
    var collectionBase: String
    var example: String
    /// Whether a name the generated code uses is refused here (an item's
    /// cells are checked by `checkItemNames`).
    var checksGeneratedNames: Bool

    /// The keys of an item's cell class.
    static let cell = ViewClassKeys(
        general: "cell", table: "tableCell", collection: "collectionCell", role: "cell",
        tableBase: "UITableViewCell", collectionBase: "UICollectionViewCell", example: "CardCell",
        checksGeneratedNames: false)
    /// The keys of a section's header and footer view classes.
    static let headerView = ViewClassKeys(
        general: "headerView", table: "tableHeaderView", collection: "collectionHeaderView", role: "header view",
        tableBase: "UITableViewHeaderFooterView", collectionBase: "UICollectionReusableView",
        example: "InboxHeaderView", checksGeneratedNames: true)
    static let footerView = ViewClassKeys(
        general: "footerView", table: "tableFooterView", collection: "collectionFooterView", role: "footer view",
        tableBase: "UITableViewHeaderFooterView", collectionBase: "UICollectionReusableView",
        example: "InboxHeaderView", checksGeneratedNames: true)

    /// The key for `view`'s own class.
    func key(for view: UIKitListView) -> String {
        view == .table ? table : collection
    }
}

/// The migration that rewrites `member`, a class key without `"views"`,
/// as a command that works when pasted: a class whose name does not say
/// its view (`PhotoCell`) needs `--views`, which `itemize migrate` cannot
/// guess.
private func migrateCommand(for member: JSONMember) -> String {
    let file = member.value.place.file
    guard member.value.stringValue.flatMap(viewNamed(byClass:)) == nil else {
        return "\(suggestedCommand("migrate", file)) makes this change"
    }
    return "\(suggestedCommand("migrate", "--views", "table", file)) (or '--views collection') makes this change"
}
