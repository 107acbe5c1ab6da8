/// The UIKit list views a spec's screens use, as `"views"` names them:
/// each gets its own cell and header helpers, registering classes of its
/// own kind.
enum UIKitListView: String, CaseIterable, Sendable {
    case table
    case collection
}
