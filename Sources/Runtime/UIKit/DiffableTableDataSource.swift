#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A table view diffable data source of `ShownItems`' identities that
    /// shows each section's `header` and `footer` as its titles, which
    /// `UITableViewDiffableDataSource` leaves out, can let the user move
    /// the rows of movable kinds within the sections that allow them, and
    /// lets the table show the delegate's swipe actions on the rows of kinds
    /// that offer them (docs/row-behaviour.md, "The diffable target"). A
    /// generated `FeedSectionTableDataSource` is this class; make it as the
    /// plain one, with the cells' `cellProvider(_:)`.
    @MainActor
    open class DiffableTableDataSource<Section, Item>: UITableViewDiffableDataSource<Section, Item.Identity>
    where
        Section: IdentifiableType & Hashable & Sendable & TitledSection & KindRestrictedSection, Section.Item == Item,
        Item: IdentifiableType & Equatable, Item.Identity: Sendable, Item.Kind: ItemKind
    {
        /// A section and its items, such as `FeedSectionModel`.
        public typealias SectionModel = AnimatableSectionModel<Section, Item>

        /// What a move of a row does: nil until `reorderMovableRows(using:didReorder:)`.
        private var reorder: (shown: ShownItems<Section, Item>, didReorder: ([SectionModel]) -> Void)?
        /// Whether the row at an index path offers swipe actions: nil until
        /// `offerSwipeActions(of:using:)`.
        var swipeActionRows: ((IndexPath) -> Bool)?

        /// The section's `header`.
        override open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            shownSection(at: section)?.header
        }

        /// The section's `footer`.
        override open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            shownSection(at: section)?.footer
        }

        /// Lets the user move the rows of movable kinds in edit mode, and
        /// hands `didReorder` the sections in their new order after each move,
        /// typed by `shown`, to store in place of the sections shown. A move
        /// that would leave a row in a section that does not allow its kind is
        /// undone instead, and `didReorder` is not called: keep rows in their
        /// sections while they move by returning
        /// `targetIndexPath(forMoveFrom:toProposed:in:)` from the table
        /// delegate's `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`.
        public func reorderMovableRows(
            using shown: ShownItems<Section, Item>, didReorder: @escaping (_ sections: [SectionModel]) -> Void
        ) {
            reorder = (shown, didReorder)
        }

        /// Whether the row's kind is movable, once
        /// `reorderMovableRows(using:didReorder:)` was called: the table shows
        /// its reordering control in edit mode.
        override open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            guard let reorder, let identity = itemIdentifier(for: indexPath) else { return false }
            return reorder.shown[identity]?.kind.isMovable == true
        }

        /// Whether the row can be edited: UIKit's diffable data source answers
        /// false, and the table then shows no reorder control and asks for no
        /// swipe actions. True for a row that moves (as `tableView(_:canMoveRowAt:)`
        /// says) or offers swipe actions (`offerSwipeActions(of:using:)`).
        override open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            canEditRow(at: indexPath, in: tableView)
        }

        /// Shows the row at `destination`, where the table has moved it, and
        /// hands the sections on; or moves it back to `source` when that
        /// section does not allow its kind.
        ///
        /// - Complexity: O(*n*) for *n* sections and items.
        override open func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
            let before = snapshot()
            let sectionIdentifiers = before.sectionIdentifiers
            guard let reorder, let identity = itemIdentifier(for: source), sectionIdentifiers.indices.contains(destination.section)
            else { return }
            var after = before
            after.deleteItems([identity])
            let section = sectionIdentifiers[destination.section]
            let items = after.itemIdentifiers(inSection: section)
            if items.indices.contains(destination.row) {
                after.insertItems([identity], beforeItem: items[destination.row])
            } else {
                after.appendItems([identity], toSection: section)
            }
            // What the table shows now; a refused move then goes back, animated.
            apply(after, animatingDifferences: false)
            guard let sections = reorder.shown.sections(in: after) else {
                apply(before, animatingDifferences: true)
                return
            }
            reorder.didReorder(sections)
        }

        /// The section shown at `index`, or nil when there is none.
        ///
        /// - Complexity: O(1) on iOS 15 and later, else O(*n*) for *n* sections and items.
        func shownSection(at index: Int) -> Section? {
            if #available(iOS 15.0, tvOS 15.0, *) {
                return sectionIdentifier(for: index)
            }
            let sections = snapshot().sectionIdentifiers
            return sections.indices.contains(index) ? sections[index] : nil
        }
    }
#endif
