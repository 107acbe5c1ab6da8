// What a list's edits do to sections, given as a list reports them: the
// offsets of the rows deleted from a section, or moved within one, turned
// into items and paths that an app's model can apply one at a time.
// SwiftUI's `ListSections` reports through these; they need no framework.

extension Array where Element: SectionModelType {
    /// The items at `offsets` of the section at `section`, with their paths,
    /// last first, so that removing each at its path in turn removes them
    /// all. Offsets outside the section, and a section that does not
    /// exist, give nothing; a repeated offset counts once.
    ///
    /// - Parameters:
    ///   - offsets: The deleted rows' offsets in the section, as SwiftUI's
    ///     `onDelete` gives them.
    ///   - section: The index of the section in the array.
    /// - Returns: Each deleted item and its path, last first.
    /// - Complexity: O(*k* log *k*) for *k* offsets.
    public func deletedItems(
        at offsets: some Sequence<Int>, inSectionAt section: Int
    ) -> [(item: Element.Item, path: ItemPath)] {
        guard indices.contains(section) else { return [] }
        let items = self[section].items
        return Set(offsets).filter { items.indices.contains($0) }.sorted(by: >).map { offset in
            (item: items[offset], path: ItemPath(section: section, item: offset))
        }
    }
}

extension Array {
    /// The moves, one item at a time, that take the items at `offsets` of
    /// section `source` to offset `destination` of section `target`:
    /// removing each item at `from` and then inserting it at `to`, in turn,
    /// gives the order SwiftUI's `move(fromOffsets:toOffset:)` gives. An
    /// item whose kind the target section does not allow stays where it
    /// is; offsets outside the section, and sections that do not exist,
    /// are left out.
    ///
    /// - Parameters:
    ///   - offsets: The moved rows' offsets in the source section, as
    ///     SwiftUI's `onMove` gives them.
    ///   - source: The index of the section the rows leave.
    ///   - destination: The offset in the target section before which
    ///     they go, as `onMove` gives it (clamped to the section).
    ///   - target: The index of the section the rows go to.
    /// - Returns: Each moved item, where it is and where it goes, in the
    ///   order to apply them.
    /// - Complexity: O(*n* × *k*) for *n* items in the source section and
    ///   *k* moved.
    public func moves<Section, Item>(
        of offsets: some Sequence<Int>, inSectionAt source: Int, to destination: Int, inSectionAt target: Int
    ) -> [(item: Item, from: ItemPath, to: ItemPath)]
    where Element == AnimatableSectionModel<Section, Item>, Section: KindRestrictedSection, Section.Item == Item {
        guard indices.contains(source), indices.contains(target) else { return [] }
        let items = self[source].items
        let moving = movingOffsets(offsets, inSectionAt: source, to: target)
        guard source == target else {
            // The others of the source stay in order; the moved ones arrive
            // together at the destination, in their order.
            let start = Swift.min(Swift.max(destination, 0), self[target].items.count)
            return moving.enumerated().map { done, offset in
                (item: items[offset], from: ItemPath(section: source, item: offset - done),
                 to: ItemPath(section: target, item: start + done))
            }
        }
        let clamped = Swift.min(Swift.max(destination, 0), items.count)
        let start = clamped - moving.filter { $0 < clamped }.count
        let targets = Dictionary(uniqueKeysWithValues: moving.enumerated().map { ($1, start + $0) })
        var order = Array<Int>(items.indices)
        var moves: [(item: Item, from: ItemPath, to: ItemPath)] = []
        for offset in moving.inMoveOrder(to: targets) {
            let to = targets[offset] ?? offset
            guard let from = order.firstIndex(of: offset), from != to else { continue }
            order.remove(at: from)
            order.insert(offset, at: to)
            moves.append((item: items[offset], from: ItemPath(section: source, item: from), to: ItemPath(section: source, item: to)))
        }
        return moves
    }
}
