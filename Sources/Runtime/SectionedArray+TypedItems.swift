// Item mutations that take a section's typed members (docs/runtime.md,
// "SectionedArray"): the section is named by its identity, and its members'
// type has a case only for each kind the spec allows there, so a disallowed
// kind does not compile. The forms that take an index and an item enum stay
// for data only the running app knows, and check the kind when they run.

extension SectionedArray {
    /// Adds `member` at the end of `section`.
    ///
    /// ```swift
    /// try feed.appendItem(.ad(ad), to: .feed)
    /// ```
    ///
    /// - Parameters:
    ///   - member: The new item, of a kind the section allows.
    ///   - section: The section, found by its identity.
    /// - Throws: `SectionedArrayError` when no section has that identity.
    /// - Complexity: O(*s*) to find the section among *s* sections, then
    ///   as `appendItem(_:toSection:)`.
    public func appendItem<Members>(
        _ member: Members, to section: TypedSection<Section, Members>
    ) throws(SectionedArrayError) {
        let operation = "appendItem(_:to:)"
        try appendItem(member.item, toSection: index(of: section, operation), operation)
    }

    /// Inserts `member` so that it ends up at `index` in `section`.
    ///
    /// - Parameters:
    ///   - member: The new item, of a kind the section allows.
    ///   - index: Its place in the section; may be the section's count.
    ///   - section: The section, found by its identity.
    /// - Throws: `SectionedArrayError` when no section has that identity,
    ///   or `index` is not in `0...count`.
    /// - Complexity: O(*s* + *m*) for *s* sections and *m* items in the section.
    public func insertItem<Members>(
        _ member: Members, at index: Int, in section: TypedSection<Section, Members>
    ) throws(SectionedArrayError) {
        let operation = "insertItem(_:at:in:)"
        let path = ItemPath(section: try self.index(of: section, operation), item: index)
        try insertItem(member.item, at: path, operation)
    }

    /// Replaces the item at `index` in `section` with `member`, as
    /// `replaceItem(at:with:)` does.
    ///
    /// - Parameters:
    ///   - index: An existing item's index in the section.
    ///   - section: The section, found by its identity.
    ///   - member: The new item, of a kind the section allows.
    /// - Returns: The replaced item.
    /// - Throws: `SectionedArrayError` when no section has that identity,
    ///   or it has no item at `index`.
    /// - Complexity: O(*s*) to find the section among *s* sections, then
    ///   as `replaceItem(at:with:)`.
    @discardableResult
    public func replaceItem<Members>(
        at index: Int, in section: TypedSection<Section, Members>, with member: Members
    ) throws(SectionedArrayError) -> Section.Item {
        let operation = "replaceItem(at:in:with:)"
        let path = ItemPath(section: try self.index(of: section, operation), item: index)
        return try replaceItem(at: path, with: member.item, operation)
    }

    /// The index of the first section with `section`'s identity.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    private func index<Members>(
        of section: TypedSection<Section, Members>, _ operation: String
    ) throws(SectionedArrayError) -> Int {
        guard let index = storage.firstIndex(where: { $0.identity == section.identity }) else {
            throw SectionedArrayError(
                operation: operation,
                reason: .noSectionIdentified(String(describing: section.identity), sectionCount: storage.count))
        }
        return index
    }
}
