#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A generated table of typed cells for a `UICollectionView`
    /// (`FeedItem.CollectionCells`): the spec's cell class and closure per
    /// kind, behind the dequeuing and registrations every collection shares.
    @MainActor
    public protocol CollectionCellTable: ReusableViewTable {
        /// The items the cells show, such as `FeedItem`.
        associatedtype CellItem
        /// The sections a cell may be told it is in, such as `FeedSection`.
        associatedtype CellSectionType

        /// The identifier `item`'s cell class is registered under.
        static func reuseIdentifier(of item: CellItem) -> String
        /// The identifier UI tests find `item`'s cell by.
        static func accessibilityIdentifier(of item: CellItem) -> String
        /// Configures `cell`, dequeued for `item`, with it.
        func configure(_ cell: UICollectionViewCell, with item: CellItem, at place: CellPlace<CellSectionType>)
    }

    extension CollectionCellTable {
        /// Where a cell is shown, as the closures of `placed(...)` are told.
        public typealias Place = CellPlace<CellSectionType>

        /// Registers `cellClass` under `identifier`. Only a
        /// `UICollectionViewCell` compiles here: a collection view makes its
        /// cells from the registered class.
        public static func register<Cell: UICollectionViewCell>(
            _ cellClass: Cell.Type, as identifier: String, in collectionView: UICollectionView
        ) {
            collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
        }

        /// Dequeues the cell of `item`'s kind and configures it with the item.
        public func cell(for item: CellItem, in collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
            cell(for: item, at: CellPlace(indexPath: indexPath, section: nil), in: collectionView)
        }

        /// Dequeues the cell of `item`'s kind and configures it with the item,
        /// telling it its section.
        public func cell(
            for item: CellItem, in section: CellSectionType, of collectionView: UICollectionView, at indexPath: IndexPath
        ) -> UICollectionViewCell {
            cell(for: item, at: CellPlace(indexPath: indexPath, section: section), in: collectionView)
        }

        /// Dequeues and configures the cell of `item` at `place`.
        private func cell(
            for item: CellItem, at place: CellPlace<CellSectionType>, in collectionView: UICollectionView
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: Self.reuseIdentifier(of: item), for: place.indexPath)
            cell.accessibilityIdentifier = Self.accessibilityIdentifier(of: item)
            configure(cell, with: item, at: place)
            return cell
        }
    }

    /// Generated typed cell registrations for a `UICollectionView`
    /// (`FeedItem.CellRegistrations`): one registration per kind.
    @MainActor
    public protocol CellRegistrationTable {
        /// The items the cells show, such as `FeedItem`.
        associatedtype CellItem

        /// Dequeues the cell of `item`'s kind through its registration.
        func cell(for item: CellItem, in collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell
    }

    extension CellRegistrationTable {
        /// `cell(for:in:at:)` in the shape of `CollectionViewDataSource`'s
        /// `configureCell`.
        public var configureCell: (UICollectionView, IndexPath, CellItem) -> UICollectionViewCell {
            { collectionView, indexPath, item in self.cell(for: item, in: collectionView, at: indexPath) }
        }
    }
#endif
