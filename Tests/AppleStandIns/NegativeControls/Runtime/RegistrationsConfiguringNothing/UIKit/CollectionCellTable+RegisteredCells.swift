// Negative control for Checks/CellRegistrationsCheck.swift and
// UIKitCellTablesCheck.swift: cell registrations whose handlers configure
// nothing.
#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension CollectionCellTable {
        // The mistake: the cell left as dequeued.
        func configureRegistered(_: UICollectionViewCell, with _: CellItem, at _: IndexPath) {}
    }
#endif
