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
/// While the batches of an `apply` animate, a new `apply` waits and the
/// newest data wins (see `apply(_:to:animated:updateStyle:completion:)`),
/// so the view is never sent a batch against counts it does not have.
///
/// One data source feeds one view: it holds what that view shows, so a
/// second view needs its own. It is bound to the main actor because the
/// views it feeds are, and a view must read the data on the thread where
/// it applies the batch.
///
/// `apply`, `applyDiffingOffMainActor`, `bind`, `setSections` and
/// `itemPath(for:)` are `@inlinable` for one reason: they build the diff,
/// the duplicate check and the identity table where the app's section type
/// is known, so that these are specialised for it, and hand them to the
/// update machinery, which is plain generic code.
@MainActor public final class SectionedDataSource<Section: AnimatableSectionModelType> {
    /// The sections the view is told about; during an animated `apply`,
    /// those of the stage being applied.
    ///
    /// - Complexity: O(1).
    public var sections: [Section] { storage }

    internal var storage: [Section] {
        didSet {
            // Rebuilt on the next lookup, so updates cost nothing extra for
            // users who never look items up by identity.
            itemPathTable = nil
            sectionIndexTable = nil
            storageVersion &+= 1
        }
    }

    /// Called with the duplicate identities found in new data before it is
    /// applied; the update still happens (the diff matches duplicates in
    /// order). The default prints a message in debug builds only.
    public var duplicatesHandler: ([DuplicateIdentity<Section>]) -> Void {
        didSet { hasCustomDuplicatesHandler = true }
    }

    /// Called with the items of new data whose sections do not allow their
    /// kinds (a generated section's `allowedKinds`) before it is applied;
    /// the update still happens. The default prints a message in debug
    /// builds only. Sections whose model says nothing of kinds are not
    /// checked.
    public var disallowedItemsHandler: ([DisallowedItem<Section>]) -> Void {
        didSet { hasCustomDisallowedItemsHandler = true }
    }

    /// How changed items and section headers are shown when a call does
    /// not say: `.reconfigure` (the default) keeps their views and
    /// configures them again; `.reload` replaces them.
    ///
    /// Read when `apply` is called: a change affects the calls made after
    /// it, not an update already asked for, even one still waiting. A
    /// `bind` without a style of its own reads it at each changeset of the
    /// array, when that changeset arrives.
    public var updateStyle: UpdateStyle = .reconfigure

    /// When `apply` reloads the view instead of animating; by default when
    /// the diff has more than 100 operations.
    public var reloadPolicy: ReloadPolicy = .changes(above: ReloadPolicy.defaultLimit)

    /// Told why the data source reloads a view instead of animating it;
    /// by default printed in debug builds. The tests read it here.
    internal var reloadReasonHandler: (String) -> Void = { debugMessage($0) }
    internal var hasCustomDuplicatesHandler = false
    internal var hasCustomDisallowedItemsHandler = false
    internal var itemPathTable: [Section.Item.Identity: ItemPath]?
    internal var sectionIndexTable: [Section.Identity: Int]?
    /// Changes with every change of `storage`: a binding to a
    /// `SectionedArray` knows from it whether the data is still what it
    /// last showed.
    internal var storageVersion = 0

    // The updates under way (see SectionedDataSource+Updating.swift).
    /// The newest update asked for while one was under way, with the
    /// completions of every update it superseded.
    internal var pendingUpdate: Update?
    /// The completions of the update whose batches are animating.
    internal var runningCompletions: [() -> Void] = []
    /// The view of the update under way, for a `setSections` made meanwhile.
    internal var runningTarget: (any BatchUpdateTarget)?
    /// How many batches of the running update have not called their
    /// completion yet.
    internal var unfinishedBatches = 0
    /// Numbers each run of batches, so that a completion from an abandoned
    /// run is ignored.
    internal var batchRun = 0
    /// True while an update is being started or its completions run: an
    /// `apply` made then (from the view, a handler or a completion) waits.
    internal var isStartingUpdate = false
    /// The number of the diff running off the main actor for the update
    /// being started, nil when none runs (see SectionedDataSource+OffMainDiff.swift).
    internal var diffingOffMainActor: Int?
    /// Numbers each diff started off the main actor.
    internal var diffRun = 0
    /// Runs a job off the main actor: a detached task at the caller's
    /// priority. Tests replace it to run the job when they choose.
    internal var runOffMainActor: (@escaping @Sendable () async -> Void) -> Void = { job in
        Task.detached(priority: Task.currentPriority, operation: job)
    }
    /// The newest update asked for while its view had uncommitted updates
    /// (a drop in progress), with the completions of every update it
    /// superseded; nil when none is held (see SectionedDataSource+Updating.swift).
    internal var heldUpdate: Update?
    /// Whether `checkHeldUpdate` is scheduled.
    internal var isCommitCheckScheduled = false
    /// Runs `check` on the main actor about a frame (16 ms) later. Tests
    /// replace it to run the check when they choose.
    internal var scheduleCommitCheck: (@escaping @MainActor @Sendable () -> Void) -> Void = { check in
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: 16_000_000)
            check()
        }
    }
    /// How many interactive moves are in progress (`beginInteractiveMove()`
    /// without its `endInteractiveMove()` yet); updates are held meanwhile.
    internal var interactiveMoves = 0
    /// Numbers each call that sends batches, so that the deadline of an
    /// earlier one is ignored (see SectionedDataSource+BatchDeadline.swift).
    internal var batchIssue = 0
    /// Runs `check` on the main actor `batchCompletionLimit` after the
    /// batches were sent. Tests replace it to run the check when they choose.
    internal var scheduleBatchDeadline: (@escaping @MainActor @Sendable () -> Void) -> Void = { check in
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: SectionedDataSource.batchCompletionLimit)
            check()
        }
    }

    /// Creates a data source holding `sections`.
    ///
    /// - Parameter sections: The first data; no view is told about it.
    public init(sections: [Section] = []) {
        self.storage = sections
        self.duplicatesHandler = Self.printDuplicates
        self.disallowedItemsHandler = Self.printDisallowedItems
    }

    /// The number of sections.
    ///
    /// - Complexity: O(1).
    public var numberOfSections: Int { storage.count }

    /// The number of items in `section`, or 0 when there is no such section.
    ///
    /// - Parameter section: A section index; any value is allowed.
    /// - Complexity: O(1).
    public func numberOfItems(inSection section: Int) -> Int {
        storage.indices.contains(section) ? storage[section].items.count : 0
    }

    /// The section at `index`, or nil when there is none.
    ///
    /// - Parameter index: A section index; any value is allowed.
    /// - Complexity: O(1).
    public func section(at index: Int) -> Section? {
        storage.indices.contains(index) ? storage[index] : nil
    }

    /// The item at `path`, or nil when there is none; the way to answer a
    /// tap, with the generated typed accessors (`item(at: path)?.card`).
    ///
    /// - Parameter path: A path; any value is allowed.
    /// - Complexity: O(1).
    public func item(at path: ItemPath) -> Section.Item? {
        try? model(at: path)
    }

    /// The item at `path`.
    ///
    /// - Parameter path: A path; any value is allowed.
    /// - Returns: The item.
    /// - Throws: `ItemLookupError` naming the path and the counts when
    ///   there is no item at `path`.
    /// - Complexity: O(1).
    public func model(at path: ItemPath) throws(ItemLookupError) -> Section.Item {
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
        itemPath(for: identity, buildingTable: { firstItemPaths(in: $0) })
    }

    /// `itemPath(for:)`, with `build` making the table when the data
    /// changed: built by the caller, where the section type is known, so
    /// that its hashing is specialised for it.
    @usableFromInline internal func itemPath(
        for identity: Section.Item.Identity,
        buildingTable build: ([Section]) -> [Section.Item.Identity: ItemPath]
    ) -> ItemPath? {
        if let itemPathTable { return itemPathTable[identity] }
        let table = build(storage)
        itemPathTable = table
        return table[identity]
    }

    /// The index of the section with `identity`; the first occurrence when
    /// the identity is duplicated.
    ///
    /// - Parameter identity: A section identity.
    /// - Returns: Its index in `sections`, or nil when no section has it.
    /// - Complexity: O(1) amortised, as `itemPath(for:)`, for *n* sections.
    public func sectionIndex(for identity: Section.Identity) -> Int? {
        if let sectionIndexTable { return sectionIndexTable[identity] }
        var table: [Section.Identity: Int] = [:]
        table.reserveCapacity(storage.count)
        for index in storage.indices.reversed() {
            table[storage[index].identity] = index
        }
        sectionIndexTable = table
        return table[identity]
    }

    /// Calls `duplicatesHandler` when `newSections` has duplicates; skipped
    /// in release builds while the default handler (which prints nothing
    /// there) is set.
    internal func reportDuplicates(in newSections: [Section], using algorithms: SectionAlgorithms<Section>) {
        #if !DEBUG
            guard hasCustomDuplicatesHandler else { return }
        #endif
        guard algorithms.hasDuplicateIdentities(newSections) else { return }
        duplicatesHandler(duplicateIdentities(in: newSections))
    }

    /// Calls `disallowedItemsHandler` when `newSections` has items of kinds
    /// their sections do not allow; skipped in release builds while the
    /// default handler is set.
    ///
    /// - Complexity: O(*n*) for *n* sections and items.
    internal func reportDisallowedItems(in newSections: [Section]) {
        #if !DEBUG
            guard hasCustomDisallowedItemsHandler else { return }
        #endif
        let found = disallowedItems(in: newSections)
        guard !found.isEmpty else { return }
        disallowedItemsHandler(found)
    }

    private static func printDisallowedItems(_ items: [DisallowedItem<Section>]) {
        #if DEBUG
            print(
                "Itemize: items of kinds their sections do not allow in new sections: "
                    + items.map(\.description).joined(separator: "; "))
        #endif
    }

    private static func printDuplicates(_ duplicates: [DuplicateIdentity<Section>]) {
        #if DEBUG
            print(
                "Itemize: duplicate identities in new sections; their animations are arbitrary, "
                    + "make them unique: " + duplicates.map(\.description).joined(separator: "; "))
        #endif
    }
}
