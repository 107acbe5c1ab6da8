/// One visible row of an outline: an item, or the placeholder of a parent
/// whose children are loading, with its depth and disclosure state.
///
/// A row is `==` to another only when its content, depth and disclosure
/// are: a row that moves to another parent at another depth, or whose
/// parent expands or collapses, is an updated row, reconfigured or
/// reloaded as the data source's `UpdateStyle` says.
public struct OutlineRow<Item: IdentifiableType & Equatable>: IdentifiableType, Equatable {
    /// What a row shows.
    public enum Content: Equatable {
        /// An item of the tree.
        case item(Item)
        /// The one row shown below an expanded parent while its children
        /// have not arrived; the associated value is the parent's identity.
        case placeholder(parent: Item.Identity)
    }

    /// A row's identity: its item's, or its parent's for a placeholder, so
    /// that the two never collide.
    public enum Identity: Hashable {
        /// The row of the item with this identity.
        case item(Item.Identity)
        /// The placeholder below the parent with this identity.
        case placeholder(parent: Item.Identity)
    }

    /// Whether a row can expand, and whether it is expanded.
    public enum Disclosure: Hashable, Sendable {
        /// A leaf or a placeholder: no disclosure control.
        case hidden
        /// A parent whose children are hidden.
        case collapsed
        /// A parent whose children are shown below it.
        case expanded
    }

    /// What the row shows.
    public var content: Content
    /// How deep the row is: 0 for a root, one more per parent above it;
    /// a view indents the row by it.
    public var depth: Int
    /// Whether the row can expand, and whether it is expanded.
    public var disclosure: Disclosure

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - content: What the row shows.
    ///   - depth: 0 for a root, one more per parent above it.
    ///   - disclosure: Whether the row can expand, and whether it is.
    @inlinable public init(_ content: Content, depth: Int, disclosure: Disclosure) {
        self.content = content
        self.depth = depth
        self.disclosure = disclosure
    }

    /// The row's item; nil for a placeholder.
    @inlinable public var item: Item? {
        if case .item(let item) = content { item } else { nil }
    }

    /// The item's identity, or the parent's for a placeholder, tagged.
    ///
    /// - Complexity: O(1), as the item's identity is.
    @inlinable public var identity: Identity {
        switch content {
        case .item(let item): .item(item.identity)
        case .placeholder(let parent): .placeholder(parent: parent)
        }
    }
}

// Written out and inlinable, where synthesized ones are not, so that a diff
// of rows is specialised for the app's item type: the synthesized ones ran
// unspecialised, looking up type metadata at every comparison.

extension OutlineRow {
    /// Whether both rows show the same content at the same depth with the same disclosure.
    @inlinable public static func == (lhs: OutlineRow, rhs: OutlineRow) -> Bool {
        lhs.depth == rhs.depth && lhs.disclosure == rhs.disclosure && lhs.content == rhs.content
    }
}

extension OutlineRow.Content {
    /// Whether both show the same item, or the placeholder of the same parent.
    @inlinable public static func == (lhs: OutlineRow.Content, rhs: OutlineRow.Content) -> Bool {
        switch lhs {
        case .item(let left):
            if case .item(let right) = rhs { return left == right }
            return false
        case .placeholder(let left):
            if case .placeholder(let right) = rhs { return left == right }
            return false
        }
    }
}

extension OutlineRow.Identity {
    /// Whether both name the same item's row, or the placeholder of the same parent.
    @inlinable public static func == (lhs: OutlineRow.Identity, rhs: OutlineRow.Identity) -> Bool {
        switch lhs {
        case .item(let left):
            if case .item(let right) = rhs { return left == right }
            return false
        case .placeholder(let left):
            if case .placeholder(let right) = rhs { return left == right }
            return false
        }
    }

    /// Hashes the item's identity, and whether this is a placeholder.
    @inlinable public func hash(into hasher: inout Hasher) {
        switch self {
        case .item(let identity):
            hasher.combine(identity)
        case .placeholder(let identity):
            hasher.combine(identity)
            hasher.combine(true)
        }
    }
}

extension OutlineRow: Sendable where Item: Sendable, Item.Identity: Sendable {}
extension OutlineRow.Content: Sendable where Item: Sendable, Item.Identity: Sendable {}
extension OutlineRow.Identity: Sendable where Item.Identity: Sendable {}
