// Section mutations: each checks every index before changing anything, then
// changes the sections in place and records the one changeset that says so.

extension SectionedArray {
    /// Adds `section` after the last section.
    ///
    /// - Parameter section: The new section, with its items.
    /// - Throws: `SectionedArrayError` when the section holds an item of a
    ///   kind it does not allow; the array is left unchanged.
    /// - Complexity: O(*m*) for the section's *m* items, plus O(1)
    ///   amortised; O(*s*) for *s* sections when an observer still holds
    ///   the previous sections, which are then copied.
    public func appendSection(_ section: Section) throws(SectionedArrayError) {
        try checkItemsAllowed(in: section, at: storage.count, "appendSection(_:)")
        storage.append(section)
        record { Changeset(sections: storage, insertedSections: [storage.count - 1]) }
    }

    /// Inserts `section` so that it ends up at `index`.
    ///
    /// - Parameters:
    ///   - section: The new section, with its items.
    ///   - index: Its place, in `0...sections.count`.
    /// - Throws: `SectionedArrayError` when `index` is out of range, or the
    ///   section holds an item of a kind it does not allow.
    /// - Complexity: O(*s* + *m*) for *s* sections and *m* items in `section`.
    public func insertSection(_ section: Section, at index: Int) throws(SectionedArrayError) {
        guard (0...storage.count).contains(index) else {
            throw SectionedArrayError(
                operation: "insertSection(_:at:)",
                reason: .sectionDestinationOutOfRange(index, upperBound: storage.count))
        }
        try checkItemsAllowed(in: section, at: index, "insertSection(_:at:)")
        storage.insert(section, at: index)
        record { Changeset(sections: storage, insertedSections: [index]) }
    }

    /// Removes the section at `index`, with its items.
    ///
    /// - Parameter index: An existing section's index.
    /// - Returns: The removed section.
    /// - Throws: `SectionedArrayError` when there is no such section.
    /// - Complexity: O(*s*) for *s* sections.
    @discardableResult
    public func removeSection(at index: Int) throws(SectionedArrayError) -> Section {
        try checkSection(index, "removeSection(at:)")
        let removed = storage.remove(at: index)
        record { Changeset(sections: storage, deletedSections: [index]) }
        return removed
    }

    /// Moves the section at `source`, with its items, so that it ends up at
    /// `destination`; moving it to where it is records nothing.
    ///
    /// - Parameters:
    ///   - source: An existing section's index.
    ///   - destination: Its index once moved, in `0..<sections.count`.
    /// - Throws: `SectionedArrayError` when either index is out of range.
    /// - Complexity: O(*s*) for *s* sections.
    public func moveSection(from source: Int, to destination: Int) throws(SectionedArrayError) {
        try checkSection(source, "moveSection(from:to:)")
        guard storage.indices.contains(destination) else {
            throw SectionedArrayError(
                operation: "moveSection(from:to:)",
                reason: .sectionDestinationOutOfRange(destination, upperBound: storage.count - 1))
        }
        guard source != destination else { return }
        storage.insert(storage.remove(at: source), at: destination)
        record { Changeset(sections: storage, movedSections: [(from: source, to: destination)]) }
    }

    /// Replaces the section at `index`, items included: a section reload
    /// when the identity stays, a delete and an insert when it changes,
    /// nothing recorded when content and items are equal.
    ///
    /// - Parameters:
    ///   - index: An existing section's index.
    ///   - section: The new section, with its items.
    /// - Returns: The replaced section.
    /// - Throws: `SectionedArrayError` when there is no such section, or
    ///   `section` holds an item of a kind it does not allow.
    /// - Complexity: O(*m*) for *m* items in the two sections, to compare
    ///   them; O(*s* + *m*) for *s* sections when an observer still holds
    ///   the previous sections.
    @discardableResult
    public func replaceSection(at index: Int, with section: Section) throws(SectionedArrayError) -> Section {
        try checkSection(index, "replaceSection(at:with:)")
        try checkItemsAllowed(in: section, at: index, "replaceSection(at:with:)")
        let old = storage[index]
        storage[index] = section
        if old.identity != section.identity {
            // A reload must keep the identity, or UIKit animates one section into another.
            record { Changeset(sections: storage, deletedSections: [index], insertedSections: [index]) }
        } else if !old.isContentEqual(to: section) || old.items != section.items {
            record { Changeset(sections: storage, updatedSections: [index]) }
        }
        return old
    }

    /// Throws when `section`, to go at `index`, holds an item of a kind it
    /// does not allow.
    func checkItemsAllowed(in section: Section, at index: Int, _ operation: String) throws(SectionedArrayError) {
        guard let checked = section as? any KindCheckedSection, let first = checked.disallowedItemIndices.first,
            let reason = checked.disallowance(of: section.items[first])
        else { return }
        throw SectionedArrayError(operation: operation, section: index, refusal: reason)
    }

    /// Throws when one of `sections`, each to go at its own index, holds
    /// an item of a kind it does not allow, naming the first.
    func checkItemsAllowed(in sections: [Section], _ operation: String) throws(SectionedArrayError) {
        for index in sections.indices {
            try checkItemsAllowed(in: sections[index], at: index, operation)
        }
    }

    /// Throws when there is no section `index`.
    func checkSection(_ index: Int, _ operation: String) throws(SectionedArrayError) {
        guard storage.indices.contains(index) else {
            throw SectionedArrayError(operation: operation, reason: .noSection(index, sectionCount: storage.count))
        }
    }
}
