/// What a spec's `"views"` says, for the keys that name view classes.
enum DeclaredViews: Equatable, Sendable {
    /// No `"views"`: the views are inferred from the view-specific keys.
    case absent
    /// A valid `"views"`.
    case listed(Set<UIKitListView>)
    /// A `"views"` with a problem, already reported: nothing is checked against it.
    case invalid
}
