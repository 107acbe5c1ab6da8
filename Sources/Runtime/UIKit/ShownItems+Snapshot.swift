#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // A diffable data source's side of `ShownItems`: typed items and
    // sections back from its snapshots, and reordering. Making a snapshot is
    // ShownItems+MakeSnapshot.swift's.
    extension ShownItems {
        /// The item `dataSource` shows at `indexPath`, typed, or nil when
        /// there is none: what RxDataSources' `modelSelected` gave.
        public func item(
            at indexPath: IndexPath, in dataSource: UITableViewDiffableDataSource<Section, Item.Identity>
        ) -> Item? {
            dataSource.itemIdentifier(for: indexPath).flatMap { self[$0] }
        }

        /// The item `dataSource` shows at `indexPath`, typed, or nil when there is none.
        public func item(
            at indexPath: IndexPath, in dataSource: UICollectionViewDiffableDataSource<Section, Item.Identity>
        ) -> Item? {
            dataSource.itemIdentifier(for: indexPath).flatMap { self[$0] }
        }
    }

    extension ShownItems where Section: KindRestrictedSection, Section.Item == Item {
        /// The sections `snapshot` shows, typed, for a reorder's final
        /// snapshot, as `sections(_:)` says: nil when a row is in a section
        /// that does not allow its kind.
        ///
        /// - Complexity: O(*n*) expected, for *n* sections and items.
        public func sections(in snapshot: NSDiffableDataSourceSnapshot<Section, Item.Identity>) -> [SectionModel]? {
            sections(snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) })
        }
    }

    extension ShownItems where Section: KindRestrictedSection, Section.Item == Item, Item.Kind: ItemKind {
        /// Reordering handlers for `dataSource`: an item can be reordered
        /// when its kind is movable, and after a reorder `didReorder` gets
        /// the sections in their new order, typed, to store in place of the
        /// sections shown. A reorder that left a row in a section that does
        /// not allow its kind is undone instead (the data source shows the
        /// snapshot before it again, and `didReorder` is not called): keep
        /// rows in their sections while they move by returning
        /// `targetIndexPath(forMoveFrom:toProposed:in:)` from the collection
        /// view delegate, and by proposing drops with
        /// `collectionDropProposal(for:at:in:over:)`.
        ///
        /// The handlers start nothing: a reorder begins with a gesture the
        /// app sets up. The drag and drop one: `dragInteractionEnabled` set
        /// (off on an iPhone up to iOS 14), a drag delegate that returns
        /// each item's `dragItems`, and a drop delegate that returns
        /// `collectionDropProposal(for:at:in:over:)`, a move of items lifted
        /// from this collection view, which UIKit performs through the
        /// diffable data source and these handlers (docs/row-behaviour.md).
        ///
        /// The undo is applied on the next turn of the main queue, after
        /// UIKit's reorder has returned, and only if the data source still
        /// shows the reorder's final snapshot (an update applied meanwhile
        /// wins). Apple's pages say nothing about applying a snapshot from
        /// inside `didReorder`; the `didReorder` examples only update the
        /// backing store, and lists built on collection views report
        /// crashes when the data changes while the view is still ending a
        /// reorder, so the runtime does not.
        ///
        /// ```swift
        /// dataSource.reorderingHandlers = shown.reorderingHandlers(for: dataSource) { sections = $0 }
        /// ```
        @available(iOS 14.0, tvOS 14.0, *)
        public func reorderingHandlers(
            for dataSource: UICollectionViewDiffableDataSource<Section, Item.Identity>,
            didReorder: @escaping (_ sections: [SectionModel]) -> Void
        ) -> UICollectionViewDiffableDataSource<Section, Item.Identity>.ReorderingHandlers {
            var handlers = UICollectionViewDiffableDataSource<Section, Item.Identity>.ReorderingHandlers()
            handlers.canReorderItem = { [weak self] identity in self?.canReorder(identity) == true }
            handlers.didReorder = { [weak self, weak dataSource] transaction in
                guard let self else { return }
                if let sections = self.sections(in: transaction.finalSnapshot) {
                    didReorder(sections)
                } else if let dataSource {
                    undo(from: transaction.finalSnapshot, to: transaction.initialSnapshot, in: dataSource)
                }
            }
            return handlers
        }
    }

    /// Shows `initial` again in `dataSource` on the next turn of the main
    /// actor's queue, if it still shows `final` then.
    ///
    /// - Complexity: O(*n*) for *n* sections and items, when it runs.
    @MainActor
    private func undo<Section: Hashable & Sendable, Item: Hashable & Sendable>(
        from final: NSDiffableDataSourceSnapshot<Section, Item>, to initial: NSDiffableDataSourceSnapshot<Section, Item>,
        in dataSource: UICollectionViewDiffableDataSource<Section, Item>
    ) {
        Task { @MainActor [weak dataSource] in
            guard let dataSource else { return }
            let shown = dataSource.snapshot()
            let stillFinal =
                shown.sectionIdentifiers == final.sectionIdentifiers
                && final.sectionIdentifiers.allSatisfy { shown.itemIdentifiers(inSection: $0) == final.itemIdentifiers(inSection: $0) }
            if stillFinal { dataSource.apply(initial, animatingDifferences: true) }
        }
    }
#endif
