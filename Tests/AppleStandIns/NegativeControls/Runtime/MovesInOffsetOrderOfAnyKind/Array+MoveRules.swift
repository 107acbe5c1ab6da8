// Negative control for Checks/SwiftUIListCheck.swift: a list's moves that
// take rows of any kind and move them in offset order.

extension Array {
    // The first mistake: every section takes every kind.
    func movingOffsets<Section, Item>(_ offsets: some Sequence<Int>, inSectionAt source: Int, to target: Int) -> [Int]
    where Element == AnimatableSectionModel<Section, Item>, Section: KindRestrictedSection, Section.Item == Item {
        Set(offsets).filter(self[source].items.indices.contains).sorted()
    }
}

extension Array<Int> {
    // The second mistake: rows moved lowest first, so a row moving down
    // shifts the ones moved before it.
    func inMoveOrder(to targets: [Int: Int]) -> [Int] { self }
}
