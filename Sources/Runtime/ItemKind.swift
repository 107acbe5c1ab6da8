/// The kinds of a generated item enum (`FeedItem.Kind`), with what the spec
/// says each kind's rows may do. A generated `Kind` declares only the sets
/// its spec fills, each as one literal; the others are empty.
public protocol ItemKind: Hashable, CaseIterable, Sendable {
    /// The identifier the kind's cell class is registered under: its one
    /// cell class in the spec, else its name.
    var reuseIdentifier: String { get }
    /// The kinds whose rows cannot be highlighted or selected: `"selectable": false`.
    static var unselectableKinds: Set<Self> { get }
    /// The kinds whose rows can be moved, within the sections that allow
    /// them: `"movable": true`.
    static var movableKinds: Set<Self> { get }
    /// The kinds whose rows cannot be deleted: `"deletable": false`.
    static var undeletableKinds: Set<Self> { get }
}

extension ItemKind {
    /// No kind.
    public static var unselectableKinds: Set<Self> { [] }
    /// No kind.
    public static var movableKinds: Set<Self> { [] }
    /// No kind.
    public static var undeletableKinds: Set<Self> { [] }

    /// Whether this kind's rows can be highlighted and selected.
    ///
    /// - Complexity: O(1).
    public var isSelectable: Bool { !Self.unselectableKinds.contains(self) }

    /// Whether this kind's rows can be moved.
    ///
    /// - Complexity: O(1).
    public var isMovable: Bool { Self.movableKinds.contains(self) }

    /// Whether this kind's rows can be deleted: a table data source's
    /// `canEditRow`, SwiftUI's `deleteDisabled`.
    ///
    /// - Complexity: O(1).
    public var isDeletable: Bool { !Self.undeletableKinds.contains(self) }
}
