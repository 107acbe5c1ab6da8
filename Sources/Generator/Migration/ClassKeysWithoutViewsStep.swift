/// The 2026-12-02 change: `cell`, `headerView` and `footerView` name the
/// class of the one view `"views"` lists, where a spec without `"views"`
/// once named one class for both views (and registered a table cell with a
/// collection view). A spec that names one of them and no `"views"` gets
/// the views its classes are for, read from their names (`CardTableCell`)
/// or from `--views`:
/// - one view: `"views": ["table"]` (or `["collection"]`), the keys stay,
///   as the fix in CHANGELOG.md says;
/// - both (a spec that also names `collectionCell`, say): `"views":
///   ["table", "collection"]`, and each general key becomes its view's
///   (`cell` of a `CardTableCell` becomes `tableCell`).
/// The views it adds end with `"swiftui"`, which such a spec, from before
/// 2026-12-07, needs to keep its SwiftUI code (`SwiftUIWithoutViewsStep`),
/// followed by `"registrations": true` with a collection view
/// (`KeptViewsMembers`).
struct ClassKeysWithoutViewsStep: MigrationStep {
    let change = "\"cell\", \"headerView\" or \"footerView\" without \"views\" (2026-12-02)"

    func edits(of root: JSONValue, in text: SpecText, options: MigrationOptions) throws(DiagnosticError) -> [SpecEdit] {
        guard let members = root.members, !members.contains(where: { $0.key == "views" }) else { return [] }
        let objects = ["items", "sections"].flatMap { key in
            members.first { $0.key == key }?.value.elements?.compactMap(\.members) ?? []
        }
        // Every general key, with the view its class is for where known;
        // and the views the spec's classes are known to be for.
        var general: [(member: JSONMember, keys: ViewClassKeys, object: [JSONMember], view: UIKitListView?)] = []
        var views: Set<UIKitListView> = []
        for object in objects {
            for keys in [ViewClassKeys.cell, .headerView, .footerView] {
                for view in UIKitListView.allCases where object.contains(where: { $0.key == keys.key(for: view) }) {
                    views.insert(view)
                }
                guard let member = object.first(where: { $0.key == keys.general }) else { continue }
                let view = options.view ?? member.value.stringValue.flatMap(viewNamed(byClass:))
                general.append((member, keys, object, view))
                if let view { views.insert(view) }
            }
        }
        guard let first = general.first else { return [] }
        guard !views.isEmpty else {
            throw DiagnosticError([Diagnostic(
                "cannot tell which view \(quotedClass(first.member)) is for: since \(SpecChange.classKeysNeedViews), \"\(first.keys.general)\" "
                    + "names the class of the one view \"views\" lists, and the spec has no \"views\"",
                at: first.member.keyLocation,
                suggestion: "run \(suggestedCommand("migrate", "--views", "table", first.member.value.place.file)) (or '--views collection') "
                    + "for the view the screens use")])
        }
        let listed = UIKitListView.allCases.filter(views.contains)
        var edits = [insertion(of: listed, into: members, text: text, reason: first)]
        guard listed.count == 2 else { return edits }
        var problems: [Diagnostic] = []
        for entry in general {
            guard let view = entry.view else {
                problems.append(Diagnostic(
                    "cannot tell which view \(quotedClass(entry.member)) is for, and the spec names classes for both",
                    at: entry.member.keyLocation,
                    suggestion: "replace \"\(entry.keys.general)\" with \"\(entry.keys.table)\" or \"\(entry.keys.collection)\" by hand"))
                continue
            }
            let key = entry.keys.key(for: view)
            if entry.object.contains(where: { $0.key == key }) {
                problems.append(Diagnostic(
                    "\"\(entry.keys.general)\" and \"\(key)\" both name the \(view.rawValue) view's \(entry.keys.role) class",
                    at: entry.member.keyLocation, suggestion: "keep one of them"))
                continue
            }
            let start = text.offset(line: entry.member.keyLine, column: entry.member.keyColumn)
            edits.append(SpecEdit(
                range: start..<text.endOfString(at: start), replacement: "\"\(key)\"",
                note: Diagnostic(
                    .note, "renamed \"\(entry.keys.general)\" to \"\(key)\": \"views\" lists both views, and "
                        + "\(quotedClass(entry.member)) is the \(view.rawValue) view's",
                    at: entry.member.keyLocation)))
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        return edits
    }

    /// `"views": [...]` put before the spec's `"items"` (or its first key),
    /// on a line of its own if that key starts its line.
    private func insertion(
        of views: [UIKitListView], into members: [JSONMember], text: SpecText,
        reason: (member: JSONMember, keys: ViewClassKeys, object: [JSONMember], view: UIKitListView?)
    ) -> SpecEdit {
        let anchor = members.first { $0.key == "items" } ?? members[0]
        let offset = text.offset(line: anchor.keyLine, column: anchor.keyColumn)
        let separator = text.indentation(before: offset).map { text.lineBreak + $0 } ?? " "
        let kept = KeptViewsMembers(views, of: members, separator: separator)
        let why = views.count == 2
            ? "the spec names classes for both views"
            : "\(quotedClass(reason.member)) is the \(views[0].rawValue) view's"
        return SpecEdit(
            range: offset..<offset, replacement: kept.text,
            note: Diagnostic(
                .note, "added \(kept.added): since \(SpecChange.classKeysNeedViews), \"\(reason.keys.general)\" names the class of "
                    + "the one view \"views\" lists, and \(why); "
                    + (kept.addsRegistrations
                        ? "\"swiftui\" and \"registrations\" keep its SwiftUI code and registrations, which since "
                            + "\(SpecChange.swiftUIIsAView) only a spec that asks gets: "
                            + kept.removable
                        : "\"swiftui\" keeps its SwiftUI code, which since \(SpecChange.swiftUIIsAView) only a spec "
                            + "that lists it gets; remove it if the app does not use SwiftUI"),
                at: anchor.keyLocation))
    }

    /// The class a member names, quoted, for a message.
    private func quotedClass(_ member: JSONMember) -> String {
        member.value.stringValue.map { "\"\($0)\"" } ?? "the class of \"\(member.key)\""
    }
}

/// The view a class is for by its name, `CardTableCell` or
/// `PhotoCollectionViewCell`; nil when the name says neither or both.
func viewNamed(byClass name: String) -> UIKitListView? {
    let lowercased = name.lowercased()
    switch (lowercased.contains("table"), lowercased.contains("collection")) {
    case (true, false): return .table
    case (false, true): return .collection
    default: return nil
    }
}
