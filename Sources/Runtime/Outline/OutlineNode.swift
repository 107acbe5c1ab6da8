/// One node of an outline's tree: an item and its children.
///
/// A node whose children are `.leaf` has none and shows no disclosure
/// control; `.loaded` children are known (possibly none: an empty folder
/// still expands); `.notLoaded` children are not known yet: expanding the
/// node shows a placeholder row until `Outline.children(arrived:for:)`
/// hands them over.
///
/// ```swift
/// let inbox = OutlineNode(MailItem.folder(inbox), children: [OutlineNode(.mail(hello))])
/// let archive = OutlineNode(MailItem.folder(archive), children: .notLoaded)
/// ```
public struct OutlineNode<Item> {
    /// What a node holds below it.
    public enum Children {
        /// None, ever: the node is a leaf and cannot expand.
        case leaf
        /// These children, in display order.
        case loaded([OutlineNode<Item>])
        /// Children that have not arrived yet (loaded on demand).
        case notLoaded
    }

    /// The node's item; its identity is the node's.
    public var item: Item
    /// The node's children.
    public var children: Children

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - item: The node's item.
    ///   - children: What the node holds below it; a leaf by default.
    public init(_ item: Item, children: Children = .leaf) {
        self.item = item
        self.children = children
    }

    /// Creates a parent whose children are known.
    ///
    /// - Parameters:
    ///   - item: The node's item.
    ///   - children: The node's children, in display order; empty for a
    ///     parent that has none now but can expand.
    public init(_ item: Item, children: [OutlineNode<Item>]) {
        self.init(item, children: .loaded(children))
    }
}

extension OutlineNode: Equatable where Item: Equatable {}
extension OutlineNode.Children: Equatable where Item: Equatable {}
extension OutlineNode: Sendable where Item: Sendable {}
extension OutlineNode.Children: Sendable where Item: Sendable {}
