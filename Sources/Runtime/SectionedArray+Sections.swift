// Section mutations: each checks every index before changing anything,
// then commits the new sections with the one changeset that describes them.

extension SectionedArray {
    /// Adds `section` after the last section.
    ///
    /// - Parameter section: The new section, with its items.
    /// - Complexity: O(*s*) for *s* sections, which are copied since
    ///   observers may still hold them.
    public func appendSection(_ section: Section) {
        var newSections = sections
        newSections.append(section)
        commit(newSections, Changeset(sections: newSections, insertedSections: [sections.count]))
    }

    /// Inserts `section` so that it ends up at `index`.
    ///
    /// - Parameters:
    ///   - section: The new section, with its items.
    ///   - index: Its place, in `0...sections.count`.
    /// - Throws: `SectionedArrayError` when `index` is out of range.
    /// - Complexity: O(*s*) for *s* sections.
    public func insertSection(_ section: Section, at index: Int) throws(SectionedArrayError) {
        guard (0...sections.count).contains(index) else {
            throw SectionedArrayError(
                operation: "insertSection(_:at:)",
                reason: .sectionDestinationOutOfRange(index, sectionCount: sections.count))
        }
        var newSections = sections
        newSections.insert(section, at: index)
        commit(newSections, Changeset(sections: newSections, insertedSections: [index]))
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
        var newSections = sections
        let removed = newSections.remove(at: index)
        commit(newSections, Changeset(sections: newSections, deletedSections: [index]))
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
        guard sections.indices.contains(destination) else {
            throw SectionedArrayError(
                operation: "moveSection(from:to:)",
                reason: .sectionDestinationOutOfRange(destination, sectionCount: sections.count - 1))
        }
        guard source != destination else { return }
        var newSections = sections
        newSections.insert(newSections.remove(at: source), at: destination)
        commit(newSections, Changeset(sections: newSections, movedSections: [(from: source, to: destination)]))
    }

    /// Replaces the section at `index`, items included: a section reload
    /// when the identity stays, a delete and an insert when it changes,
    /// nothing recorded when content and items are equal.
    ///
    /// - Parameters:
    ///   - index: An existing section's index.
    ///   - section: The new section, with its items.
    /// - Returns: The replaced section.
    /// - Throws: `SectionedArrayError` when there is no such section.
    /// - Complexity: O(*s* + *m*) for *s* sections and *m* items in the two
    ///   sections.
    @discardableResult
    public func replaceSection(at index: Int, with section: Section) throws(SectionedArrayError) -> Section {
        try checkSection(index, "replaceSection(at:with:)")
        let old = sections[index]
        var newSections = sections
        newSections[index] = section
        if old.identity != section.identity {
            // A reload must keep the identity, or UIKit animates one section into another.
            commit(newSections, Changeset(sections: newSections, deletedSections: [index], insertedSections: [index]))
        } else if old.isContentEqual(to: section) && old.items == section.items {
            commit(newSections, Changeset(sections: newSections))
        } else {
            commit(newSections, Changeset(sections: newSections, updatedSections: [index]))
        }
        return old
    }

    /// Throws when there is no section `index`.
    func checkSection(_ index: Int, _ operation: String) throws(SectionedArrayError) {
        guard sections.indices.contains(index) else {
            throw SectionedArrayError(operation: operation, reason: .noSection(index, sectionCount: sections.count))
        }
    }
}
