/// The members that keep the code a spec without `"views"` generates today,
/// for a migration step that gives it `"views"`: the UIKit views, then
/// `"swiftui"`, and `"registrations": true` with the collection view
/// (unless the spec already says), since 2026-12-07 generated only for a
/// spec that asks.
struct KeptViewsMembers {
    /// The members' text, each followed by the separator.
    let text: String
    /// What was added, as a note names it.
    let added: String
    /// Whether `"registrations": true` is among them.
    let addsRegistrations: Bool

    /// The members for a spec of `members` whose screens use the UIKit
    /// views `views`; each member is followed by `separator`, a line break
    /// and the anchor's indentation, or a space.
    init(_ views: [UIKitListView], of members: [JSONMember], separator: String) {
        let listed = "\"views\": [" + (views.map(\.rawValue) + [swiftUIView]).map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        addsRegistrations = views.contains(.collection) && !members.contains { $0.key == "registrations" }
        text = listed + "," + separator + (addsRegistrations ? "\"registrations\": true," + separator : "")
        added = listed + (addsRegistrations ? " and \"registrations\": true" : "")
    }

    /// The note's clause on what the app may remove.
    var removable: String {
        addsRegistrations
            ? "remove \"swiftui\" if the app does not use SwiftUI, and \"registrations\" if it does not use the "
                + "collection view's CellRegistrations"
            : "remove \"swiftui\" if the app does not use SwiftUI"
    }
}
