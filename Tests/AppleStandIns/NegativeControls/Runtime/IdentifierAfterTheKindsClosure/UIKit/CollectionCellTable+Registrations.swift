#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // The typed registrations a generated `CellRegistrations` is made of. The
    // identifier UI tests find a cell by is set before the kind's closure
    // runs, so a closure may set one of its own.
    @available(iOS 14.0, tvOS 14.0, *)
    extension CollectionCellTable {
        /// A registration whose cells this table configures as the items
        /// `item` makes of their values; a closure's place has no section.
        /// Make it once, up front (docs/generated-code.md, "Typed registrations").
        ///
        /// - Parameter item: The item of a value, such as `FeedItem.card`.
        public func registration<Cell: UICollectionViewCell, Value>(
            _ item: @escaping (Value) -> CellItem
        ) -> UICollectionView.CellRegistration<Cell, Value> {
            UICollectionView.CellRegistration { cell, indexPath, value in
                let item = item(value)
                self.configureRegistered(cell, with: item, at: indexPath)
                // The mistake: set after the kind's closure, over its own.
                cell.accessibilityIdentifier = Self.accessibilityIdentifier(of: item)
            }
        }

        /// A registration whose cells this table configures as `item`, of a
        /// kind without data.
        public func registration<Cell: UICollectionViewCell>(
            for item: CellItem
        ) -> UICollectionView.CellRegistration<Cell, Void> {
            UICollectionView.CellRegistration { cell, indexPath, _ in
                cell.accessibilityIdentifier = Self.accessibilityIdentifier(of: item)
                self.configureRegistered(cell, with: item, at: indexPath)
            }
        }
    }
#endif
