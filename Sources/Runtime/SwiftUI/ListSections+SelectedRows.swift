#if canImport(SwiftUI)
import SwiftUI

extension ListSections {
    /// The rows of `sections` that a selection of `proposed` keeps: those
    /// whose identity it has and whose kind can be selected, in order, with
    /// their places.
    ///
    /// - Complexity: O(*n*) for *n* items.
    static func selectedRows(
        of proposed: Set<Item.Identity>, in sections: [SectionModel]
    ) -> [(item: Item, place: ActionPlace<Section>)] {
        var rows: [(item: Item, place: ActionPlace<Section>)] = []
        for (index, section) in sections.enumerated() {
            for (offset, item) in section.items.enumerated() where item.kind.isSelectable && proposed.contains(item.identity) {
                rows.append((item, ActionPlace(section: section.model, path: ItemPath(section: index, item: offset))))
            }
        }
        return rows
    }
}
#endif
