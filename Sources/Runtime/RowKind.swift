/// A kind of item with the row behaviour the spec gives it, such as a
/// generated `FeedItem.Kind`: whether its rows can be selected, moved and
/// deleted. Each is true unless the kind says otherwise.
public protocol RowKind {
    /// Whether the kind's rows can be highlighted and selected.
    var isSelectable: Bool { get }
    /// Whether the kind's rows can be moved, within the sections that
    /// allow the kind.
    var isMovable: Bool { get }
    /// Whether the kind's rows can be deleted.
    var isDeletable: Bool { get }
}

extension RowKind {
    /// True: a kind is selectable unless it says otherwise.
    public var isSelectable: Bool { true }
    /// True: a kind is movable unless it says otherwise.
    public var isMovable: Bool { true }
    /// True: a kind is deletable unless it says otherwise.
    public var isDeletable: Bool { true }
}
