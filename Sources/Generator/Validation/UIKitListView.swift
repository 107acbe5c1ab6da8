/// The UIKit list views a spec's screens use, as `"views"` names them:
/// each gets its own cell and header helpers.
enum UIKitListView: String, CaseIterable, Sendable {
    case table, collection
}
