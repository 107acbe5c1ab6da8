/// Sections you mutate in place (append, insert, remove, move, replace
/// items and sections) that record each change as a `Changeset` legal for
/// UIKit's batch updates and hand it to observers: for code that mutates
/// instead of diffing, the way reactive 2D arrays work.
///
/// Each mutation records one changeset. `batch(_:)` coalesces many
/// mutations into the few stages a diff of the before and after states
/// needs. A mutation out of range throws `SectionedArrayError` and changes
/// nothing.
///
/// ```swift
/// let feed = try SectionedArray<FeedSectionModel>(sections: [.feed([])])
/// dataSource.bind(feed, to: tableView)   // each changeset animates, with no diff
/// try feed.appendItem(.card(card), to: .feed)   // only the kinds `feed` allows
/// ```
///
/// It is bound to the main actor: observers are called synchronously with
/// each change, and the views they feed must be updated on the main actor
/// in the order the changes happened.
///
/// From iOS 17, macOS 14, tvOS 17, watchOS 10 and visionOS 1 it is
/// `Observable`: a SwiftUI view that reads `sections` (or `item(at:)`) is
/// updated after each delivery, beside the observers and `changes`.
///
/// `batch(_:)` and `setSections(_:)` are `@inlinable` for one reason: they
/// build the diff where the app's section type is known, so that it is
/// specialised for it, and hand it to plain code.
@MainActor public final class SectionedArray<Section: AnimatableSectionModelType> {
    /// The current sections.
    ///
    /// - Complexity: O(1).
    public var sections: [Section] {
        trackAccess()
        return storage
    }

    /// Mutated in place once a mutation is checked, so that mutations in a
    /// batch do not copy the sections.
    internal var storage: [Section]
    internal var batchDepth = 0

    private var handlers: [Int: (Changeset<Section>) -> Void] = [:]
    private var observerOrder: [Int] = []
    /// Feeds `changes` streams; kept apart from `streamFinishers` so that
    /// `deinit` touches only sendable state.
    private var streamFeeds: [Int: (Changeset<Section>) -> Void] = [:]
    private var streamFinishers: [Int: @Sendable () -> Void] = [:]
    private var nextObserverID = 0
    private var undelivered: [Changeset<Section>] = []
    private var isDelivering = false
    /// Counts deliveries: the changesets of one batch, and those observers
    /// record while it is delivered, share one number.
    internal private(set) var deliveryCount = 0
    /// The Observation registrar where the OS has one (see
    /// `SectionedArray+Observation.swift`), else nil: a stored property
    /// cannot have a type newer than the package's minimums.
    let observation: AnyObject?

    /// Creates an array without sections.
    public init() {
        self.storage = []
        self.observation = Self.makeObservation()
    }

    /// Creates an array holding `sections`; no observer is told about them.
    ///
    /// The sections are checked as every mutation checks what it adds, so
    /// that the array never holds an item its section does not allow
    /// (which would make later changes of that section throw).
    ///
    /// ```swift
    /// let feed = try SectionedArray(sections: [FeedSectionModel(model: .feed, items: [])])
    /// ```
    ///
    /// - Parameter sections: The first sections.
    /// - Throws: `SectionedArrayError.Reason.kindNotAllowed` when a section
    ///   holds an item of a kind it does not allow, naming the first, as
    ///   `init(sections:): section 0 (feed) does not allow a mail; it
    ///   allows card`.
    /// - Complexity: O(*n*) for *n* sections and items.
    public init(sections: [Section]) throws(SectionedArrayError) {
        self.storage = sections
        self.observation = Self.makeObservation()
        try checkItemsAllowed(in: sections, "init(sections:)")
    }

    deinit {
        for finish in streamFinishers.values { finish() }
    }

    /// The item at `path`, or nil when there is none.
    ///
    /// - Parameter path: A path; any value is allowed.
    /// - Complexity: O(1).
    public func item(at path: ItemPath) -> Section.Item? {
        trackAccess()
        guard storage.indices.contains(path.section) else { return nil }
        let items = storage[path.section].items
        return items.indices.contains(path.item) ? items[path.item] : nil
    }

    /// Calls `handler` with every changeset from now on, in order, on the
    /// main actor, until `removeObserver(_:)`.
    ///
    /// A change made by an observer is delivered to every observer once the
    /// change being delivered has reached them all, so each sees the same
    /// order.
    ///
    /// - Parameter handler: Receives each changeset once the array holds
    ///   its result; `changeset.sections` is what a data source must switch
    ///   to inside the batch.
    /// - Returns: A token for `removeObserver(_:)`.
    /// - Complexity: O(1).
    public func observe(_ handler: @escaping (Changeset<Section>) -> Void) -> ObservationToken {
        let id = takeObserverID()
        handlers[id] = handler
        observerOrder.append(id)
        return ObservationToken(owner: ObjectIdentifier(self), id: id)
    }

    /// Stops calling the observer of `token`; it gets no further changeset,
    /// even one being delivered now.
    ///
    /// - Parameter token: What `observe(_:)` returned; a token from another
    ///   array, or one already removed, is ignored.
    /// - Complexity: O(*k*) for *k* observers.
    public func removeObserver(_ token: ObservationToken) {
        guard token.owner == ObjectIdentifier(self), handlers.removeValue(forKey: token.id) != nil else { return }
        observerOrder.removeAll { $0 == token.id }
    }

    /// Runs `body`, then delivers its mutations as the stages of a diff
    /// from the state before to the state after: a few changesets, each
    /// legal for UIKit, instead of one per mutation.
    ///
    /// If `body` throws, the array goes back to its state before the batch,
    /// no observer is told anything, and the error is rethrown. Batches may
    /// nest; the outermost one delivers.
    ///
    /// ```swift
    /// try feed.batch { feed in
    ///     try feed.removeItem(at: ItemPath(section: 0, item: 0))
    ///     try feed.appendItem(.card(card), toSection: 1)
    /// }
    /// ```
    ///
    /// It rethrows rather than throwing a typed error: a generic typed
    /// throw in a function type needs the Swift 6 runtime (iOS 18, macOS 15)
    /// wherever the compiler has to build that type's metadata, and the
    /// package supports iOS 13 and macOS 10.15. The mutations' own errors
    /// are `SectionedArrayError`.
    ///
    /// - Parameter body: The mutations; it receives this array.
    /// - Throws: What `body` throws.
    /// - Complexity: O(*n*) expected and O(*n* log *n*) at worst for *n*
    ///   sections and items, plus `body`.
    @inlinable public func batch(_ body: (SectionedArray) throws -> Void) rethrows {
        try batch(body, algorithms: SectionAlgorithms())
    }

    /// Replaces every section, delivering the stages of a diff from the old
    /// sections to `newSections`.
    ///
    /// - Parameter newSections: The new content.
    /// - Throws: `SectionedArrayError` when a section holds an item of a
    ///   kind it does not allow, naming the first; the array is left
    ///   unchanged.
    /// - Complexity: As `batch(_:)`.
    @inlinable public func setSections(_ newSections: [Section]) throws(SectionedArrayError) {
        try setSections(newSections, algorithms: SectionAlgorithms())
    }

    /// `batch(_:)`, with `algorithms` built by the caller, where the
    /// section type is known.
    @usableFromInline internal func batch(
        _ body: (SectionedArray) throws -> Void, algorithms: SectionAlgorithms<Section>
    ) rethrows {
        let before = storage
        batchDepth += 1
        do {
            try body(self)
        } catch {
            batchDepth -= 1
            storage = before
            throw error
        }
        batchDepth -= 1
        guard batchDepth == 0 else { return }
        deliver(Array(algorithms.diff(before, storage)))
    }

    /// `setSections(_:)`, with `algorithms` built by the caller.
    @usableFromInline internal func setSections(
        _ newSections: [Section], algorithms: SectionAlgorithms<Section>
    ) throws(SectionedArrayError) {
        try checkItemsAllowed(in: newSections, "setSections(_:)")
        batch({ array in array.storage = newSections }, algorithms: algorithms)
    }

    /// Delivers the changeset of a mutation just made, unless inside a
    /// batch or empty; `changeset()` is only built when it is delivered.
    func record(_ changeset: () -> Changeset<Section>) {
        guard batchDepth == 0 else { return }
        let changeset = changeset()
        guard !changeset.isEmpty else { return }
        deliver([changeset])
    }

    /// Changes the items of section `index` in place.
    func changeItems(of index: Int, _ change: (inout [Section.Item]) -> Void) {
        var items = storage[index].items
        // Drop the section's reference first, so that `items` is not copied
        // unless an observer still holds it.
        storage[index] = Section(original: storage[index], items: [])
        change(&items)
        storage[index] = Section(original: storage[index], items: items)
    }

    private func removeStream(_ id: Int) {
        streamFeeds[id] = nil
        streamFinishers[id] = nil
    }

    private func takeObserverID() -> Int {
        defer { nextObserverID += 1 }
        return nextObserverID
    }

    /// Delivers in order even when an observer mutates the array: a change
    /// made during delivery waits until the current one reached everyone.
    internal func deliver(_ changesets: [Changeset<Section>]) {
        undelivered.append(contentsOf: changesets)
        guard !isDelivering else { return }
        isDelivering = true
        deliveryCount &+= 1
        // Views tracking `sections` are told before the observers, which may
        // change the array again; the array already holds the result.
        if !changesets.isEmpty { announceChange() }
        defer { isDelivering = false }
        var next = 0
        while next < undelivered.count {
            let changeset = undelivered[next]
            next += 1
            for id in observerOrder {
                // Looked up each time: an earlier observer may have removed this one.
                handlers[id]?(changeset)
            }
            for feed in streamFeeds.values { feed(changeset) }
        }
        undelivered.removeAll()
    }
}

extension SectionedArray where Section: Sendable {
    /// A new stream of every changeset from now on; it finishes when the
    /// array is deinitialised. Each access makes a separate stream; the
    /// array stops feeding one when its consumer cancels.
    ///
    /// The stream buffers without limit, so a slow consumer still sees
    /// every changeset in order. Only for sendable sections, since the
    /// changesets cross to the consumer's task.
    public var changes: AsyncStream<Changeset<Section>> {
        let (stream, continuation) = AsyncStream.makeStream(of: Changeset<Section>.self)
        let id = takeObserverID()
        streamFeeds[id] = { continuation.yield($0) }
        streamFinishers[id] = { continuation.finish() }
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.removeStream(id) }
        }
        return stream
    }
}
