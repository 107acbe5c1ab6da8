#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // What a generated item enum answers for itself: the cell tables need not restate it.
    extension TableCellTable where CellItem: KindedItem & AccessibilityIdentifiable, CellItem.Kind: ItemKind {
        /// The reuse identifier of `item`'s kind.
        public static func reuseIdentifier(of item: CellItem) -> String { item.kind.reuseIdentifier }

        /// The identifier UI tests find `item`'s cell by.
        public static func accessibilityIdentifier(of item: CellItem) -> String { item.accessibilityIdentifier }
    }

    extension CollectionCellTable where CellItem: KindedItem & AccessibilityIdentifiable, CellItem.Kind: ItemKind {
        /// The reuse identifier of `item`'s kind.
        public static func reuseIdentifier(of item: CellItem) -> String { item.kind.reuseIdentifier }

        /// The identifier UI tests find `item`'s cell by.
        public static func accessibilityIdentifier(of item: CellItem) -> String { item.accessibilityIdentifier }
    }
#endif
