// Negative control for Checks/SwiftUIRowActionsCheck.swift: a selection that
// keeps rows of every kind.
#if canImport(SwiftUI)
import SwiftUI

extension ListSections {
    // The mistake: the kinds that cannot be selected are let in.
    static func selectedRows(
        of proposed: Set<Item.Identity>, in sections: [SectionModel]
    ) -> [(item: Item, place: ActionPlace<Section>)] {
        sections.enumerated().flatMap { index, section in
            section.items.enumerated().filter { proposed.contains($0.element.identity) }.map { offset, item in
                (item, ActionPlace(section: section.model, path: ItemPath(section: index, item: offset)))
            }
        }
    }
}
#endif
