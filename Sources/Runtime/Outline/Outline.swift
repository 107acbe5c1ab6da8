/// A tree shown as one section of rows: which parents are expanded, the
/// rows that are visible, each with its depth, and the batch updates that
/// animate an update of the tree, an expand, a collapse and the arrival of
/// lazily loaded children.
///
/// Every change returns a `StagedChangeset`, the type `StagedChangeset(source:target:)`
/// returns, legal for UIKit's batch updates (strict rules included), whose
/// last stage holds `sectionModel`:
///
/// ```swift
/// var outline = Outline(section: MailSection.folders, roots: folders)
/// dataSource.setSections([outline.sectionModel])
/// let stages = outline.expand(.folder("Inbox"))   // the rows of Inbox appear
/// ```
///
/// - Expanded parents are remembered by identity: a parent that is still
///   in the tree after `update(_:section:)` stays expanded, one that is
///   gone is forgotten, and a collapse keeps the parents below it expanded
///   for the next expand.
/// - A row that moves to another parent is moved, not deleted and
///   inserted; its depth changed, so it is also updated.
/// - Costs: `expand` and `collapse` take the rows that appear or disappear
///   and O(*d* log *w*) to find the parent's row (*d* its depth, *w* the
///   most children a parent above it has), plus a copy of the visible rows
///   per stage, which each stage's `sections` holds; an update takes in the
///   tree and diffs, with `StagedChangeset(source:target:)`, the visible
///   rows from the first that changed to the last.
/// - Identities should be unique in the tree. A repeated identity never
///   traps: the rows are diffed as duplicates are, and expand, collapse and
///   `children(arrived:for:)` act on its first occurrence.
public struct Outline<Section: IdentifiableType & Equatable, Item: IdentifiableType & Equatable> {
    /// The section the outline's rows form, as a data source holds it.
    public typealias SectionModel = AnimatableSectionModel<Section, OutlineRow<Item>>

    /// The section's own content (header data).
    @usableFromInline internal var sectionContent: Section
    /// The visible rows, in order.
    @usableFromInline internal var visibleRows: [OutlineRow<Item>]
    /// The expanded parents' identities.
    @usableFromInline internal var expandedSet: Set<Item.Identity>
    /// One record per node that has or may have children, the top record
    /// (whose children are the roots) first, parents before their children.
    @usableFromInline internal var records: [OutlineParent<Item>]
    /// The record of each parent's identity (its first occurrence).
    @usableFromInline internal var recordOfIdentity: [Item.Identity: Int]

    /// Creates an outline of `roots`, with the parents named in `expanded`
    /// expanded (identities of leaves and of absent nodes are ignored).
    ///
    /// - Parameters:
    ///   - section: The section's own content.
    ///   - roots: The top-level nodes, in display order.
    ///   - expanded: The parents to show expanded.
    /// - Complexity: O(*n*) for *n* nodes.
    @inlinable public init(section: Section, roots: [OutlineNode<Item>], expanded: Set<Item.Identity> = []) {
        sectionContent = section
        visibleRows = []
        expandedSet = []
        records = []
        recordOfIdentity = [:]
        rebuild(roots: roots, expanding: expanded)
    }

    /// The section's own content (header data).
    public var section: Section { sectionContent }

    /// The visible rows, in order: what the view shows.
    ///
    /// - Complexity: O(1).
    public var rows: [OutlineRow<Item>] { visibleRows }

    /// The rows as the one section a data source holds.
    ///
    /// - Complexity: O(1).
    @inlinable public var sectionModel: SectionModel {
        SectionModel(model: sectionContent, items: visibleRows)
    }

    /// The identities of the expanded parents, visible or under a collapsed
    /// parent.
    ///
    /// - Complexity: O(1).
    public var expandedIdentities: Set<Item.Identity> { expandedSet }

    /// The tree as it is now, children that arrived included.
    ///
    /// - Complexity: O(*n*) for *n* nodes.
    public var roots: [OutlineNode<Item>] { nodes(below: 0) }

    /// Whether `identity` names a parent whose children have not arrived;
    /// false for a leaf and for an identity not in the tree.
    ///
    /// - Complexity: O(1).
    @inlinable public func needsChildren(of identity: Item.Identity) -> Bool {
        guard let record = recordOfIdentity[identity] else { return false }
        return records[record].children == nil
    }

    /// The index of the visible row of the parent `identity`; nil when it is
    /// not visible, is a leaf or is not in the tree.
    ///
    /// - Complexity: O(*d* log *w*) for depth *d* and at most *w* children per parent above it.
    @inlinable public func rowIndex(ofParent identity: Item.Identity) -> Int? {
        recordOfIdentity[identity].flatMap(rowIndex(ofRecord:))
    }
}

extension Outline: Sendable where Section: Sendable, Item: Sendable, Item.Identity: Sendable {}
