/// What an outline keeps of each node that has or may have children: where
/// it is in the tree, whether it is expanded, and how many rows each of its
/// children takes while it is expanded. Leaves have no record: a leaf takes
/// one row, which is all a parent needs to know of it.
@usableFromInline internal struct OutlineParent<Item: IdentifiableType & Equatable> {
    /// The node's item; nil for the top record, whose children are the roots.
    @usableFromInline internal var item: Item?
    /// The parent's record; -1 for the top record.
    @usableFromInline internal var parent: Int
    /// The node's index among its parent's children.
    @usableFromInline internal var slot: Int
    /// The depth of the node's row; -1 for the top record.
    @usableFromInline internal var depth: Int
    /// The node's children; nil while they have not arrived.
    @usableFromInline internal var children: [OutlineNode<Item>]?
    /// For each child, its own record, or -1 for a leaf.
    @usableFromInline internal var childRecords: [Int]
    /// For each child, the rows it takes while this node is expanded: its
    /// own row, and the rows below it when it is expanded itself.
    @usableFromInline internal var rowCounts: PrefixSums
    /// Whether the node shows its children (always true for the top record).
    @usableFromInline internal var isExpanded: Bool

    @inlinable internal init(item: Item?, parent: Int, slot: Int, depth: Int, isExpanded: Bool) {
        self.item = item
        self.parent = parent
        self.slot = slot
        self.depth = depth
        self.children = nil
        self.childRecords = []
        self.rowCounts = PrefixSums([])
        self.isExpanded = isExpanded
    }

    /// The rows shown below the node while it is expanded: its children's
    /// rows, or one placeholder while they have not arrived.
    @inlinable internal var rowsBelow: Int { children == nil ? 1 : rowCounts.total }
}

extension OutlineParent: Sendable where Item: Sendable {}
