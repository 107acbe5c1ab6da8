// What both diffable data source stand-ins do on `apply`, as far as a check
// can see it: which identifier values they keep and when they ask the cell
// provider for a cell. Not an Apple type.
//
// - A snapshot's items are identified by `==` and `hashValue`
//   (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct:
//   "Each of your sections and items must have unique identifiers that
//   conform to the Hashable protocol"). An identifier equal to one already
//   shown is the same item, and the data source keeps the value it has: the
//   cell provider and `itemIdentifier(for:)` get the first value, not the
//   new one. So a snapshot of values whose `==` compares identities only
//   shows the content they had when first applied; Apple's guidance is a
//   snapshot of identifiers, with the cell provider looking the current
//   model up (WWDC21 "Make blazing fast lists and collection views").
// - The provider is asked for a cell for each new item and for each item
//   the snapshot reloads or reconfigures; every other item keeps its cell.
//   A reconfigured item's provider must dequeue its existing cell the way
//   it was dequeued, and return it: the view's `reconfiguringRow` or
//   `reconfiguringItem` stops the program otherwise, as reconfigureItems(_:)
//   says. A nil cell stops the program, as UIKit raises for it.
@MainActor
final class DiffableDataSourceCells<SectionIdentifierType, ItemIdentifierType, Cell: AnyObject>
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
    ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
    /// What is shown, with the first value of each identifier.
    private(set) var snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The cell of each item shown, by index path.
    private(set) var cells: [IndexPath: Cell] = [:]
    private let provider: (IndexPath, ItemIdentifierType) -> Cell?
    private let reconfigure: (IndexPath, ItemIdentifierType, Cell) -> Cell?

    /// - Parameters:
    ///   - provider: Asks the cell provider for a new cell.
    ///   - reconfigure: Asks the cell provider for the cell of an item
    ///     reconfigured in place, given its existing cell.
    init(
        provider: @escaping (IndexPath, ItemIdentifierType) -> Cell?,
        reconfigure: @escaping (IndexPath, ItemIdentifierType, Cell) -> Cell?
    ) {
        self.provider = provider
        self.reconfigure = reconfigure
    }

    /// Shows `new`: keeps the values already shown for equal identifiers,
    /// and asks the provider for the cells of new, reloaded and
    /// reconfigured items.
    ///
    /// - Complexity: O(*n*) for *n* items, plus the provider's calls.
    func apply(_ new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        var kept: [ItemIdentifierType: ItemIdentifierType] = [:]
        var oldCells: [ItemIdentifierType: Cell] = [:]
        for (sectionIndex, section) in snapshot.sectionIdentifiers.enumerated() {
            for (row, item) in snapshot.itemIdentifiers(inSection: section).enumerated() {
                kept[item] = item
                oldCells[item] = cells[IndexPath(row: row, section: sectionIndex)]
            }
        }
        let toReload = new.itemsToReload
        let toReconfigure = new.itemsToReconfigure
        var shown = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
        var newCells: [IndexPath: Cell] = [:]
        for (sectionIndex, section) in new.sectionIdentifiers.enumerated() {
            let items = new.itemIdentifiers(inSection: section).map { kept[$0] ?? $0 }
            shown.appendSections([section])
            shown.appendItems(items, toSection: section)
            for (row, item) in items.enumerated() {
                let indexPath = IndexPath(row: row, section: sectionIndex)
                let cell: Cell?
                if let existing = oldCells[item], !toReload.contains(item) {
                    cell = toReconfigure.contains(item) ? reconfigure(indexPath, item, existing) : existing
                } else {
                    cell = provider(indexPath, item)
                }
                if let cell {
                    newCells[indexPath] = cell
                } else {
                    fatalError("NSInternalInconsistencyException: the cell provider returned a nil cell for \(item) at \(indexPath)")
                }
            }
        }
        snapshot = shown
        cells = newCells
    }

    /// The identifier shown at `indexPath`, or nil.
    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let sections = snapshot.sectionIdentifiers
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
        let items = snapshot.itemIdentifiers(inSection: sections[indexPath[0]])
        return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }

    /// The index path of `identifier`, or nil.
    func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
        for (sectionIndex, section) in snapshot.sectionIdentifiers.enumerated() {
            if let row = snapshot.itemIdentifiers(inSection: section).firstIndex(of: identifier) {
                return IndexPath(row: row, section: sectionIndex)
            }
        }
        return nil
    }

    /// The section identifier at `index`, or nil.
    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = snapshot.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }
}
