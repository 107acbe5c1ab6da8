/// The data behind a table or collection view: the current sections, the
/// answers a view asks for, and animated updates that keep the view and
/// the data in step.
///
/// Nothing here traps: counts and lookups out of range answer 0 or nil,
/// `model(at:)` throws an error naming the path and the counts, and
/// duplicate identities are reported, not fatal.
///
/// ```swift
/// let dataSource = SectionedDataSource<FeedSectionModel>()
/// dataSource.apply(newSections, to: tableView)       // animated, staged
/// if let card = dataSource.item(at: tapped)?.card { show(card) }
/// ```
///
/// One data source feeds one view: it holds what that view shows, so a
/// second view needs its own. It is bound to the main actor because the
/// views it feeds are, and a view must read the data on the thread where
/// it applies the batch.
///
/// Its hot paths are `@inlinable`, so that they and the diff they call are
/// specialised for the app's section type: unspecialised, with 100
/// sections of 1,000 items, `apply` took 4.7 times as long as the diff
/// alone and an identity lookup 7 times as long.
@MainActor public final class SectionedDataSource<Section: AnimatableSectionModelType> {
    /// The sections the view is told about; during an animated `apply`,
    /// those of the stage being applied.
    ///
    /// - Complexity: O(1).
    @inlinable public var sections: [Section] { storage }

    @usableFromInline internal var storage: [Section] {
        didSet {
            // Rebuilt on the next lookup, so updates cost nothing extra for
            // users who never look items up by identity.
            itemPathTable = nil
            sectionIndexTable = nil
        }
    }

    /// Called with the duplicate identities found in new data before it is
    /// applied; the update still happens (the diff matches duplicates in
    /// order). The default prints a message in debug builds only.
    public var duplicatesHandler: ([DuplicateIdentity<Section>]) -> Void {
        didSet { hasCustomDuplicatesHandler = true }
    }

    @usableFromInline internal var hasCustomDuplicatesHandler = false
    @usableFromInline internal var itemPathTable: [Section.Item.Identity: ItemPath]?
    @usableFromInline internal var sectionIndexTable: [Section.Identity: Int]?
    @usableFromInline internal var isApplying = false
    @usableFromInline internal var pendingApply: (sections: [Section], target: any BatchUpdateTarget, animated: Bool)?

    /// Creates a data source holding `sections`.
    ///
    /// - Parameter sections: The first data; no view is told about it.
    public init(sections: [Section] = []) {
        self.storage = sections
        self.duplicatesHandler = Self.printDuplicates
    }

    /// The number of sections.
    ///
    /// - Complexity: O(1).
    @inlinable public var numberOfSections: Int { storage.count }

    /// The number of items in `section`, or 0 when there is no such section.
    ///
    /// - Parameter section: A section index; any value is allowed.
    /// - Complexity: O(1).
    @inlinable public func numberOfItems(inSection section: Int) -> Int {
        storage.indices.contains(section) ? storage[section].items.count : 0
    }

    /// The section at `index`, or nil when there is none.
    ///
    /// - Parameter index: A section index; any value is allowed.
    /// - Complexity: O(1).
    @inlinable public func section(at index: Int) -> Section? {
        storage.indices.contains(index) ? storage[index] : nil
    }

    /// The item at `path`, or nil when there is none; the way to answer a
    /// tap, with the generated typed accessors (`item(at: path)?.card`).
    ///
    /// - Parameter path: A path; any value is allowed.
    /// - Complexity: O(1).
    @inlinable public func item(at path: ItemPath) -> Section.Item? {
        try? model(at: path)
    }

    /// The item at `path`.
    ///
    /// - Parameter path: A path; any value is allowed.
    /// - Returns: The item.
    /// - Throws: `ItemLookupError` naming the path and the counts when
    ///   there is no item at `path`.
    /// - Complexity: O(1).
    @inlinable public func model(at path: ItemPath) throws(ItemLookupError) -> Section.Item {
        guard storage.indices.contains(path.section) else {
            throw ItemLookupError(path: path, sectionCount: storage.count, itemCount: nil)
        }
        let items = storage[path.section].items
        guard items.indices.contains(path.item) else {
            throw ItemLookupError(path: path, sectionCount: storage.count, itemCount: items.count)
        }
        return items[path.item]
    }

    /// Where the item with `identity` is now; the first occurrence when the
    /// identity is duplicated.
    ///
    /// - Parameter identity: An item identity.
    /// - Returns: Its path in `sections`, or nil when no item has it.
    /// - Complexity: O(1) amortised: the first lookup after the data
    ///   changed builds a table in O(*n*) for *n* items, paid once per
    ///   update, which itself costs O(*n*).
    @inlinable public func itemPath(for identity: Section.Item.Identity) -> ItemPath? {
        if let itemPathTable { return itemPathTable[identity] }
        var table: [Section.Item.Identity: ItemPath] = [:]
        table.reserveCapacity(storage.reduce(0) { $0 + $1.items.count })
        // Backwards, so that the first occurrence of a duplicate is written
        // last and wins, with one hash per item.
        for sectionIndex in storage.indices.reversed() {
            let items = storage[sectionIndex].items
            for itemIndex in items.indices.reversed() {
                table[items[itemIndex].identity] = ItemPath(section: sectionIndex, item: itemIndex)
            }
        }
        itemPathTable = table
        return table[identity]
    }

    /// The index of the section with `identity`; the first occurrence when
    /// the identity is duplicated.
    ///
    /// - Parameter identity: A section identity.
    /// - Returns: Its index in `sections`, or nil when no section has it.
    /// - Complexity: O(1) amortised, as `itemPath(for:)`, for *n* sections.
    @inlinable public func sectionIndex(for identity: Section.Identity) -> Int? {
        if let sectionIndexTable { return sectionIndexTable[identity] }
        var table: [Section.Identity: Int] = [:]
        table.reserveCapacity(storage.count)
        for index in storage.indices.reversed() {
            table[storage[index].identity] = index
        }
        sectionIndexTable = table
        return table[identity]
    }

    /// Shows `newSections` on `target`: diffs them against the current
    /// sections and drives `target` stage by stage, switching `sections`
    /// inside each batch, so the view never sees counts that disagree with
    /// its data.
    ///
    /// Without animation, or when `target.canAnimateUpdates` is false, it
    /// sets the data and calls `reloadData()` instead. It does the same,
    /// with a message in debug builds, when the view does not read this
    /// data (`target.readsData(from:)` is false: its data source was
    /// released or replaced) or shows uncommitted changes
    /// (`target.hasUncommittedUpdates`: a move or a drop in progress, which
    /// the reload ends). Duplicate identities in `newSections` go to
    /// `duplicatesHandler` first. If `target` does not call the update
    /// block, the data is set and the view reloaded, since the two may then
    /// disagree. An `apply` started while one is under way (from the view
    /// or a handler) runs when it ends.
    ///
    /// - Parameters:
    ///   - newSections: What the view should show.
    ///   - target: The view, adapted to `BatchUpdateTarget`.
    ///   - animated: False to reload without animation.
    /// - Complexity: O(*n*) expected and O(*n* log *n*) at worst for *n*
    ///   sections and items, plus what the view does.
    @inlinable public func apply(_ newSections: [Section], to target: some BatchUpdateTarget, animated: Bool = true) {
        guard !isApplying else {
            // Batches must not nest in UIKit; the latest request wins.
            pendingApply = (newSections, target, animated)
            return
        }
        isApplying = true
        defer { isApplying = false }
        var request: (sections: [Section], target: any BatchUpdateTarget, animated: Bool)? =
            (newSections, target, animated)
        while let next = request {
            run(next.sections, on: next.target, animated: next.animated)
            request = pendingApply
            pendingApply = nil
        }
    }

    /// Replaces the data without telling any view, such as for the first
    /// load before the view asks.
    ///
    /// - Parameter newSections: The new data.
    /// - Complexity: O(1), plus the duplicate check (O(*n*)) when it runs.
    @inlinable public func setSections(_ newSections: [Section]) {
        reportDuplicates(in: newSections)
        storage = newSections
    }

    // The target is an existential so that this stays specialisable for
    // `Section`: opened from `pendingApply`, a generic target would run the
    // unspecialised code, diff included.
    @inlinable internal func run(_ newSections: [Section], on target: any BatchUpdateTarget, animated: Bool) {
        reportDuplicates(in: newSections)
        guard animated, target.canAnimateUpdates, animationIsSafe(on: target) else {
            storage = newSections
            target.reloadData()
            return
        }
        let stages = StagedChangeset(source: sections, target: newSections)
        guard !stages.isEmpty else {
            // Nothing a view can see changed; keep the caller's values anyway.
            storage = newSections
            return
        }
        for stage in stages {
            var didUpdate = false
            target.performBatchUpdates(stage) {
                didUpdate = true
                storage = stage.sections
            }
            guard didUpdate else {
                storage = newSections
                target.reloadData()
                return
            }
        }
    }

    /// Whether a batch on `target` would be checked against this data; if
    /// not, says why in debug builds.
    @usableFromInline internal func animationIsSafe(on target: any BatchUpdateTarget) -> Bool {
        if !target.readsData(from: self) {
            debugMessage(
                "reloading instead of animating: the view's data source is not the one showing this data "
                    + "(it was released or replaced)")
            return false
        }
        if target.hasUncommittedUpdates {
            debugMessage(
                "reloading instead of animating: the view has uncommitted updates (a move or a drop in progress)")
            return false
        }
        return true
    }

    /// Calls `duplicatesHandler` when `newSections` has duplicates; skipped
    /// in release builds while the default handler (which prints nothing
    /// there) is set.
    @inlinable internal func reportDuplicates(in newSections: [Section]) {
        #if !DEBUG
            guard hasCustomDuplicatesHandler else { return }
        #endif
        guard hasDuplicateIdentities(newSections) else { return }
        duplicatesHandler(duplicateIdentities(in: newSections))
    }

    /// A quick check before the full report, which keeps every position.
    @inlinable internal func hasDuplicateIdentities(_ newSections: [Section]) -> Bool {
        var sectionIdentities = Set<Section.Identity>(minimumCapacity: newSections.count)
        var itemIdentities = Set<Section.Item.Identity>()
        for section in newSections {
            guard sectionIdentities.insert(section.identity).inserted else { return true }
            for item in section.items where !itemIdentities.insert(item.identity).inserted {
                return true
            }
        }
        return false
    }

    private static func printDuplicates(_ duplicates: [DuplicateIdentity<Section>]) {
        #if DEBUG
            print(
                "Itemize: duplicate identities in new sections; their animations are arbitrary, "
                    + "make them unique: " + duplicates.map(\.description).joined(separator: "; "))
        #endif
    }
}
