#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension CollectionCellTable {
        /// Configures `cell`, which a registration's handler was given at
        /// `indexPath`, with `item`: a handler is told no section.
        func configureRegistered(_ cell: UICollectionViewCell, with item: CellItem, at indexPath: IndexPath) {
            configure(cell, with: item, at: CellPlace(indexPath: indexPath, section: nil))
        }
    }
#endif
