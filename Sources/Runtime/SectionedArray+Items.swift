// Item mutations: each checks every index before changing anything, then
// changes the sections in place and records the one changeset that says so.

extension SectionedArray {
    /// Adds `item` at the end of section `section`.
    ///
    /// - Parameters:
    ///   - item: The new item.
    ///   - section: An existing section's index.
    /// - Throws: `SectionedArrayError` when there is no such section, or it
    ///   does not allow `item`'s kind.
    /// - Complexity: O(1) amortised; O(*s* + *m*) for *s* sections and *m*
    ///   items in the section when an observer still holds the previous
    ///   sections, which are then copied.
    public func appendItem(_ item: Section.Item, toSection section: Int) throws(SectionedArrayError) {
        try appendItem(item, toSection: section, "appendItem(_:toSection:)")
    }

    /// `appendItem(_:toSection:)`, its errors naming `operation`.
    func appendItem(_ item: Section.Item, toSection section: Int, _ operation: String) throws(SectionedArrayError) {
        try checkSection(section, operation)
        try checkAllowed(item, inSection: section, operation)
        let path = ItemPath(section: section, item: storage[section].items.count)
        changeItems(of: section) { $0.append(item) }
        record { Changeset(sections: storage, insertedItems: [path]) }
    }

    /// Inserts `item` so that it ends up at `path`.
    ///
    /// - Parameters:
    ///   - item: The new item.
    ///   - path: Its place; the item index may be the section's count.
    /// - Throws: `SectionedArrayError` when the section does not exist or
    ///   does not allow `item`'s kind, or the item index is not in `0...count`.
    /// - Complexity: O(*m*) for *m* items in the section; O(*s* + *m*) for
    ///   *s* sections when an observer still holds the previous sections.
    public func insertItem(_ item: Section.Item, at path: ItemPath) throws(SectionedArrayError) {
        try insertItem(item, at: path, "insertItem(_:at:)")
    }

    /// `insertItem(_:at:)`, its errors naming `operation`.
    func insertItem(_ item: Section.Item, at path: ItemPath, _ operation: String) throws(SectionedArrayError) {
        try checkDestination(path, operation, removingFromSameSection: false)
        try checkAllowed(item, inSection: path.section, operation)
        changeItems(of: path.section) { $0.insert(item, at: path.item) }
        record { Changeset(sections: storage, insertedItems: [path]) }
    }

    /// Removes the item at `path`.
    ///
    /// - Parameter path: An existing item's path.
    /// - Returns: The removed item.
    /// - Throws: `SectionedArrayError` when there is no item at `path`.
    /// - Complexity: O(*m*) for *m* items in the section; O(*s* + *m*) for
    ///   *s* sections when an observer still holds the previous sections.
    @discardableResult
    public func removeItem(at path: ItemPath) throws(SectionedArrayError) -> Section.Item {
        let removed = try existingItem(at: path, "removeItem(at:)")
        changeItems(of: path.section) { $0.remove(at: path.item) }
        record { Changeset(sections: storage, deletedItems: [path]) }
        return removed
    }

    /// Moves the item at `source` so that it ends up at `destination`,
    /// within its section or to another one.
    ///
    /// - Parameters:
    ///   - source: An existing item's path.
    ///   - destination: Its path once moved, counted after it left
    ///     `source`; moving an item to where it is records nothing.
    /// - Throws: `SectionedArrayError` when `source` names no item,
    ///   `destination` is out of range, or its section does not allow the
    ///   item's kind.
    /// - Complexity: O(*m*) for *m* items in the two sections; O(*s* + *m*)
    ///   for *s* sections when an observer still holds the previous sections.
    public func moveItem(from source: ItemPath, to destination: ItemPath) throws(SectionedArrayError) {
        let item = try existingItem(at: source, "moveItem(from:to:)")
        try checkDestination(
            destination, "moveItem(from:to:)", removingFromSameSection: destination.section == source.section)
        if destination.section != source.section {
            try checkAllowed(item, inSection: destination.section, "moveItem(from:to:)")
        }
        guard source != destination else { return }
        changeItems(of: source.section) { $0.remove(at: source.item) }
        changeItems(of: destination.section) { $0.insert(item, at: destination.item) }
        record { Changeset(sections: storage, movedItems: [(from: source, to: destination)]) }
    }

    /// Replaces the item at `path` with `item`: a reload when the identity
    /// stays, a delete and an insert when it changes, nothing recorded when
    /// the two are equal.
    ///
    /// - Parameters:
    ///   - path: An existing item's path.
    ///   - item: The new item.
    /// - Returns: The replaced item.
    /// - Throws: `SectionedArrayError` when there is no item at `path`, or
    ///   its section does not allow `item`'s kind.
    /// - Complexity: O(1); O(*s* + *m*) for *s* sections and *m* items in
    ///   the section when an observer still holds the previous sections.
    @discardableResult
    public func replaceItem(at path: ItemPath, with item: Section.Item) throws(SectionedArrayError) -> Section.Item {
        try replaceItem(at: path, with: item, "replaceItem(at:with:)")
    }

    /// `replaceItem(at:with:)`, its errors naming `operation`.
    func replaceItem(at path: ItemPath, with item: Section.Item, _ operation: String) throws(SectionedArrayError) -> Section.Item {
        let old = try existingItem(at: path, operation)
        try checkAllowed(item, inSection: path.section, operation)
        changeItems(of: path.section) { $0[path.item] = item }
        if old == item {
            return old
        } else if old.identity == item.identity {
            record { Changeset(sections: storage, updatedItems: [path]) }
        } else {
            // A reload must keep the identity, or UIKit animates one item into another.
            record { Changeset(sections: storage, deletedItems: [path], insertedItems: [path]) }
        }
        return old
    }

    /// Throws when section `index` (which exists) does not allow `item`'s
    /// kind; sections that say nothing of kinds allow every item.
    func checkAllowed(_ item: Section.Item, inSection index: Int, _ operation: String) throws(SectionedArrayError) {
        guard let checked = storage[index] as? any KindCheckedSection,
            let reason = checked.disallowance(of: item)
        else { return }
        throw SectionedArrayError(operation: operation, section: index, refusal: reason)
    }

    /// The item at `path`, or an error naming what is out of range.
    private func existingItem(at path: ItemPath, _ operation: String) throws(SectionedArrayError) -> Section.Item {
        try checkSection(path.section, operation)
        let items = storage[path.section].items
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
        let count = storage[path.section].items.count - (removingFromSameSection ? 1 : 0)
        guard (0...count).contains(path.item) else {
            throw SectionedArrayError(operation: operation, reason: .itemDestinationOutOfRange(path, upperBound: count))
        }
    }
}
