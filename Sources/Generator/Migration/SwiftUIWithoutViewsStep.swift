/// The 2026-12-07 change: SwiftUI code (the row views, `ListSections`,
/// `EditableList`, rows hosted in UIKit cells) is generated only for a spec
/// whose `"views"` lists `"swiftui"`; every spec had it before. A spec
/// without `"views"` still gets it, with a warning; this step gives it
/// `"views"`: the UIKit views it gets today (those its `table...` and
/// `collection...` keys name, else both) and `"swiftui"`, with a note that
/// `"swiftui"` can go if the app does not use SwiftUI; and, with a
/// collection view, `"registrations": true`, which it has today too
/// (`KeptViewsMembers`). A spec with
/// `"views"` is left alone, so that one whose `"swiftui"` was removed keeps
/// it removed (CHANGELOG.md says to add it where such a spec's app uses
/// SwiftUI). `ClassKeysWithoutViewsStep`, which runs first, adds
/// `"swiftui"` to the views it adds.
struct SwiftUIWithoutViewsStep: MigrationStep {
    let change = "SwiftUI without \"views\" listing \"swiftui\" (2026-12-07)"

    func edits(of root: JSONValue, in text: SpecText, options: MigrationOptions) throws(DiagnosticError) -> [SpecEdit] {
        guard let members = root.members, !members.isEmpty, !members.contains(where: { $0.key == "views" }) else {
            return []
        }
        let objects = ["items", "sections"].flatMap { key in
            members.first { $0.key == key }?.value.elements?.compactMap(\.members) ?? []
        }
        let named = UIKitListView.allCases.filter { view in
            objects.contains { object in
                [ViewClassKeys.cell, .headerView, .footerView].contains { keys in
                    object.contains { $0.key == keys.key(for: view) }
                }
            }
        }
        let uikitViews = named.isEmpty ? UIKitListView.allCases : named
        let anchor = members.first { $0.key == "items" } ?? members[0]
        let offset = text.offset(line: anchor.keyLine, column: anchor.keyColumn)
        let separator = text.indentation(before: offset).map { text.lineBreak + $0 } ?? " "
        let kept = KeptViewsMembers(uikitViews, of: members, separator: separator)
        return [SpecEdit(
            range: offset..<offset, replacement: kept.text,
            note: Diagnostic(
                .note, "added \(kept.added): since \(SpecChange.swiftUIIsAView), only a spec whose \"views\" lists \"swiftui\" gets "
                    + "SwiftUI code\(kept.addsRegistrations ? ", and only one that asks gets registrations" : ""); "
                    + kept.removable,
                at: anchor.keyLocation))]
    }
}
