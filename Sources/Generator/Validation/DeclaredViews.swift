/// What a spec's `"views"` says, for the checks of the keys that name view
/// classes.
enum DeclaredViews: Equatable, Sendable {
    /// No `"views"`: the views are inferred from the view-specific keys.
    case absent
    /// A valid `"views"`.
    case listed(Set<UIKitListView>)
    /// A `"views"` with a problem, already reported: the class keys are not
    /// checked against it.
    case invalid
}
