// Item mutations: each checks every index before changing anything, then
// commits the new sections with the one changeset that describes them.

extension SectionedArray {
    /// Adds `item` at the end of section `section`.
    ///
    /// - Parameters:
    ///   - item: The new item.
    ///   - section: An existing section's index.
    /// - Throws: `SectionedArrayError` when there is no such section.
    /// - Complexity: O(*s* + *m*) for *s* sections and *m* items in the
    ///   section: both are copied, since observers may still hold them.
    public func appendItem(_ item: Section.Item, toSection section: Int) throws(SectionedArrayError) {
        try checkSection(section, "appendItem(_:toSection:)")
        let path = ItemPath(section: section, item: sections[section].items.count)
        let newSections = changingItems(of: section) { $0.append(item) }
        commit(newSections, Changeset(sections: newSections, insertedItems: [path]))
    }

    /// Inserts `item` so that it ends up at `path`.
    ///
    /// - Parameters:
    ///   - item: The new item.
    ///   - path: Its place; the item index may be the section's count.
    /// - Throws: `SectionedArrayError` when the section does not exist or
    ///   the item index is not in `0...count`.
    /// - Complexity: O(*s* + *m*) for *s* sections and *m* items in the
    ///   section.
    public func insertItem(_ item: Section.Item, at path: ItemPath) throws(SectionedArrayError) {
        try checkDestination(path, "insertItem(_:at:)", removingFromSameSection: false)
        let newSections = changingItems(of: path.section) { $0.insert(item, at: path.item) }
        commit(newSections, Changeset(sections: newSections, insertedItems: [path]))
    }

    /// Removes the item at `path`.
    ///
    /// - Parameter path: An existing item's path.
    /// - Returns: The removed item.
    /// - Throws: `SectionedArrayError` when there is no item at `path`.
    /// - Complexity: O(*s* + *m*) for *s* sections and *m* items in the
    ///   section.
    @discardableResult
    public func removeItem(at path: ItemPath) throws(SectionedArrayError) -> Section.Item {
        let removed = try existingItem(at: path, "removeItem(at:)")
        let newSections = changingItems(of: path.section) { $0.remove(at: path.item) }
        commit(newSections, Changeset(sections: newSections, deletedItems: [path]))
        return removed
    }

    /// Moves the item at `source` so that it ends up at `destination`,
    /// within its section or to another one.
    ///
    /// - Parameters:
    ///   - source: An existing item's path.
    ///   - destination: Its path once moved, counted after it left
    ///     `source`; moving an item to where it is records nothing.
    /// - Throws: `SectionedArrayError` when `source` names no item or
    ///   `destination` is out of range.
    /// - Complexity: O(*s* + *m*) for *s* sections and *m* items in the two
    ///   sections.
    public func moveItem(from source: ItemPath, to destination: ItemPath) throws(SectionedArrayError) {
        let item = try existingItem(at: source, "moveItem(from:to:)")
        try checkDestination(
            destination, "moveItem(from:to:)", removingFromSameSection: destination.section == source.section)
        guard source != destination else { return }
        var newSections = changingItems(of: source.section) { $0.remove(at: source.item) }
        newSections[destination.section] = Section(
            original: newSections[destination.section],
            items: insertion(of: item, at: destination.item, into: newSections[destination.section].items))
        commit(newSections, Changeset(sections: newSections, movedItems: [(from: source, to: destination)]))
    }

    /// Replaces the item at `path` with `item`: a reload when the identity
    /// stays, a delete and an insert when it changes, nothing recorded when
    /// the two are equal.
    ///
    /// - Parameters:
    ///   - path: An existing item's path.
    ///   - item: The new item.
    /// - Returns: The replaced item.
    /// - Throws: `SectionedArrayError` when there is no item at `path`.
    /// - Complexity: O(*s* + *m*) for *s* sections and *m* items in the
    ///   section.
    @discardableResult
    public func replaceItem(at path: ItemPath, with item: Section.Item) throws(SectionedArrayError) -> Section.Item {
        let old = try existingItem(at: path, "replaceItem(at:with:)")
        let newSections = changingItems(of: path.section) { $0[path.item] = item }
        if old == item {
            commit(newSections, Changeset(sections: newSections))
        } else if old.identity == item.identity {
            commit(newSections, Changeset(sections: newSections, updatedItems: [path]))
        } else {
            // A reload must keep the identity, or UIKit animates one item into another.
            commit(newSections, Changeset(sections: newSections, deletedItems: [path], insertedItems: [path]))
        }
        return old
    }

    /// The sections with section `index`'s items changed by `change`.
    func changingItems(of index: Int, _ change: (inout [Section.Item]) -> Void) -> [Section] {
        var newSections = sections
        var items = newSections[index].items
        change(&items)
        newSections[index] = Section(original: newSections[index], items: items)
        return newSections
    }

    private func insertion(of item: Section.Item, at index: Int, into items: [Section.Item]) -> [Section.Item] {
        var items = items
        items.insert(item, at: index)
        return items
    }

    /// The item at `path`, or an error naming what is out of range.
    private func existingItem(at path: ItemPath, _ operation: String) throws(SectionedArrayError) -> Section.Item {
        try checkSection(path.section, operation)
        let items = sections[path.section].items
        guard items.indices.contains(path.item) else {
            throw SectionedArrayError(operation: operation, reason: .noItem(path, itemCount: items.count))
        }
        return items[path.item]
    }

    /// Checks that an item can go to `path`; one leaving the same section
    /// first makes that section one shorter.
    private func checkDestination(
        _ path: ItemPath, _ operation: String, removingFromSameSection: Bool
    ) throws(SectionedArrayError) {
        try checkSection(path.section, operation)
        let count = sections[path.section].items.count - (removingFromSameSection ? 1 : 0)
        guard (0...count).contains(path.item) else {
            throw SectionedArrayError(operation: operation, reason: .itemDestinationOutOfRange(path, itemCount: count))
        }
    }
}
