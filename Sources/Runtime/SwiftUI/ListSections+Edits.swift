#if canImport(SwiftUI)
import SwiftUI

extension ListSections {
    /// The items at `offsets` of the section of `model` in `sections`, as
    /// SwiftUI's `onDelete` gives them, with their paths, last first.
    /// Offsets outside the section are left out.
    ///
    /// - Complexity: O(*s* + *k* log *k*) for *s* sections and *k* offsets.
    nonisolated public static func deletedItems(
        at offsets: some Sequence<Int>, inSectionOf model: Section, in sections: [SectionModel]
    ) -> [(item: Item, path: ItemPath)] {
        guard let section = sections.firstIndex(where: { $0.model.identity == model.identity }) else { return [] }
        return sections.deletedItems(at: offsets, inSectionAt: section)
    }

    /// The moves, one item at a time, that take the items at `offsets` of
    /// section `source` to offset `destination` of section `target`, as
    /// `Array.moves(of:inSectionAt:to:inSectionAt:)` plans them.
    ///
    /// - Complexity: O(*n* × *k*) for *n* items in the source section and
    ///   *k* moved.
    nonisolated public static func moves(
        of offsets: some Sequence<Int>, inSectionAt source: Int, to destination: Int, inSectionAt target: Int,
        in sections: [SectionModel]
    ) -> [(item: Item, from: ItemPath, to: ItemPath)] {
        sections.moves(of: offsets, inSectionAt: source, to: destination, inSectionAt: target)
    }

    /// The deletion action of a section, or nil when deleting is off.
    func deleteAction(in model: Section) -> ((IndexSet) -> Void)? {
        guard let onDelete else { return nil }
        let sections = self.sections
        return { offsets in
            for deleted in Self.deletedItems(at: offsets, inSectionOf: model, in: sections) {
                onDelete(deleted.item, deleted.path)
            }
        }
    }

    /// The move action of a section, or nil when moving is off.
    func moveAction(in model: Section) -> ((IndexSet, Int) -> Void)? {
        guard let onMove else { return nil }
        let sections = self.sections
        return { offsets, destination in
            guard let section = sections.firstIndex(where: { $0.model.identity == model.identity }) else { return }
            for move in sections.moves(of: offsets, inSectionAt: section, to: destination, inSectionAt: section) {
                onMove(move.item, move.from, move.to)
            }
        }
    }
}
#endif
