// The two rules of `moves(of:inSectionAt:to:inSectionAt:)`: which rows a
// move takes, and the order that moves rows within one section.

extension Array {
    /// The offsets of `offsets` whose items in section `source` section
    /// `target` allows, once each, lowest first; offsets outside the
    /// section are left out. Both sections exist.
    ///
    /// - Complexity: O(*k* log *k*) for *k* offsets.
    func movingOffsets<Section, Item>(_ offsets: some Sequence<Int>, inSectionAt source: Int, to target: Int) -> [Int]
    where Element == AnimatableSectionModel<Section, Item>, Section: KindRestrictedSection, Section.Item == Item {
        let items = self[source].items
        // The set once, not per item: a generated `allowedKinds` builds it anew.
        let allowed = self[target].model.allowedKinds
        return Set(offsets).filter { items.indices.contains($0) && allowed.contains(items[$0].kind) }.sorted()
    }
}

extension Array<Int> {
    /// These offsets, of rows moved within one section (lowest first), in
    /// the order that moves each to its offset in `targets` without
    /// shifting one already moved: rows moving down first, the lowest
    /// last, then rows moving up, the highest last.
    ///
    /// - Complexity: O(*k*) for *k* offsets.
    func inMoveOrder(to targets: [Int: Int]) -> [Int] {
        let down = filter { $0 < targets[$0] ?? $0 }.reversed()
        let up = filter { $0 >= targets[$0] ?? $0 }
        return Array(down) + up
    }
}
