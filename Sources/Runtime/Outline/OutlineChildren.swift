/// The children a typed node builder takes: members of a parent's children
/// enum, which the generated code turns into `OutlineNode`s.
///
/// A spec's kind with `"children"` gets an enum of the kinds allowed below
/// it (`MailboxItem.FolderChildren`) and a builder that takes
/// `OutlineChildren` of that enum, so an array literal of members reads as
/// the loaded children, and a member of another kind does not compile:
///
/// ```swift
/// let inbox = MailboxItem.folder(inbox, children: [.mail(hello), .folder(work, children: .notLoaded)])
/// ```
public enum OutlineChildren<Member> {
    /// These children, in display order; none for a parent that can
    /// expand but holds nothing now.
    case loaded([Member])
    /// Children that arrive later (`Outline.children(arrived:for:)`); the
    /// node shows a placeholder row while expanded.
    case notLoaded

    /// The node's children, each member made a node by `node`.
    ///
    /// - Complexity: O(*n*) calls of `node` for *n* loaded members.
    public func nodes<Item>(_ node: (Member) -> OutlineNode<Item>) -> OutlineNode<Item>.Children {
        switch self {
        case .loaded(let members): .loaded(members.map(node))
        case .notLoaded: .notLoaded
        }
    }
}

extension OutlineChildren: ExpressibleByArrayLiteral {
    /// Loaded children, written as an array: `[.mail(hello)]`.
    public init(arrayLiteral members: Member...) {
        self = .loaded(members)
    }
}

extension OutlineChildren: Equatable where Member: Equatable {}
extension OutlineChildren: Sendable where Member: Sendable {}
