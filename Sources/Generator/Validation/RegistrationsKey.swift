/// The spec's `registrations`: whether the collection view gets its typed
/// cell and section view registrations (`CellRegistrations`,
/// `SupplementaryRegistrations`). A spec without `views` predates the key
/// and keeps its registrations (with the warning of
/// `swiftUIWithoutViewsWarning`); else they are generated only when asked.
struct RegistrationsKey {
    /// The key, when the spec has it.
    let member: JSONMember?
    /// What the spec's `views` says: a registrations key is checked against
    /// a valid one only.
    let declaredViews: DeclaredViews
    /// The spec's boolean, or the default when the key is absent; nil for a
    /// value of another type, already reported.
    let asked: Bool?

    /// Reads `object`'s key, reporting a value that is not a boolean.
    init(_ object: SpecObject, declaredViews: DeclaredViews, diagnostics: DiagnosticCollector) {
        member = object.member("registrations")
        self.declaredViews = declaredViews
        asked = member == nil ? declaredViews == .absent : object.bool("registrations", diagnostics: diagnostics)
    }

    /// Whether the registrations are generated for `views`, the UIKit views
    /// the spec's screens use; reports registrations asked for without a
    /// collection view.
    func uses(views: [UIKitListView], diagnostics: DiagnosticCollector) -> Bool {
        guard asked == true else { return false }
        if let member, case .listed = declaredViews, !views.contains(.collection) {
            diagnostics.append(Diagnostic(
                "\"registrations\" asks for a collection view's typed registrations, and the spec's screens use no collection view",
                at: member.keyLocation, suggestion: "add \"collection\" to \"views\", or remove \"registrations\""))
        }
        return views.contains(.collection)
    }
}
