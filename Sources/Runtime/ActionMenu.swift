/// Where a row offers actions: the places a spec's `"actions"` names.
public enum ActionMenu: Sendable, CaseIterable {
    /// The buttons a swipe towards the trailing edge reveals at the leading edge.
    case leadingSwipe
    /// The buttons a swipe towards the leading edge reveals at the trailing edge.
    case trailingSwipe
    /// The menu a long press or a secondary click opens.
    case contextMenu
}
