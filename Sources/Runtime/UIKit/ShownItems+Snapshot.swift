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
        /// view delegate.
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
                } else {
                    dataSource?.apply(transaction.initialSnapshot, animatingDifferences: true)
                }
            }
            return handlers
        }
    }
#endif
