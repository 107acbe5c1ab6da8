// Negative control for Checks/RowDragDropCheck.swift: drop proposals that
// ignore the kinds a section allows.
#if canImport(UIKit) && !os(watchOS)
    extension KindRestrictedSection where Item: IdentifiableType, Item.Identity: KindedItem, Item.Identity.Kind == Item.Kind {
        // The mistake: every section takes every kind.
        func allowsDrop(of _: [Item.Identity]) -> Bool { true }
    }
#endif
