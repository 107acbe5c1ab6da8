// Applying new data to a view: the diff, the batches, their completions,
// and what happens to an update asked for while one is under way.
//
// An update is under way from its first batch until the last batch's
// completion: the view's counts are already the new ones (a batch commits
// them before it returns) but its animations run. An update asked for then
// waits; a newer one replaces it (the newest data wins) and inherits its
// completions. When the running update ends, its completions run (its data
// is on screen), then the waiting one starts from the data the view shows,
// so no batch is ever checked against counts the view was not given.
// An update is held, too, while its view has uncommitted updates
// (SectionedDataSource+HeldUpdate.swift).

extension SectionedDataSource {
    /// One update asked for: the data to show and how.
    struct Update {
        var sections: [Section]
        /// The batches, when known when it was asked for (a bound array's
        /// changeset); nil to diff the shown data against `sections`.
        var stages: StagedChangeset<Section>?
        var target: any BatchUpdateTarget
        var animated: Bool
        var updateStyle: UpdateStyle
        var completions: [() -> Void]
        /// The diff (for when `stages` is nil) and the duplicate check,
        /// specialised by the public entry point that asked for the update.
        var algorithms: SectionAlgorithms<Section>
        /// Called once the data source holds `sections` and the view was
        /// told; left out when a newer update supersedes this one.
        var didRun: (() -> Void)?
        /// Set when the diff is to run off the main actor
        /// (`applyDiffingOffMainActor`); nil to diff on it.
        var offMainDiff: OffMainDiff<Section>?

        init(
            sections: [Section], stages: StagedChangeset<Section>? = nil, target: any BatchUpdateTarget,
            animated: Bool, updateStyle: UpdateStyle, completions: [() -> Void],
            algorithms: SectionAlgorithms<Section>, didRun: (() -> Void)? = nil,
            offMainDiff: OffMainDiff<Section>? = nil
        ) {
            self.sections = sections
            self.stages = stages
            self.target = target
            self.animated = animated
            self.updateStyle = updateStyle
            self.completions = completions
            self.algorithms = algorithms
            self.didRun = didRun
            self.offMainDiff = offMainDiff
        }
    }

    /// Whether an update is under way: its batches animate, it is being
    /// started, or its diff runs off the main actor. An `apply` or
    /// `setSections` made now waits until it ends.
    ///
    /// - Complexity: O(1).
    public var isUpdating: Bool { unfinishedBatches > 0 || isStartingUpdate || diffingOffMainActor != nil }

    /// Shows `newSections` on `target`: diffs them against the current
    /// sections and drives `target` stage by stage, switching `sections`
    /// inside each batch, so the view never sees counts that disagree with
    /// its data.
    ///
    /// Items whose content changed are reconfigured in place, and sections
    /// whose own content changed get their visible headers and footers
    /// configured again, unless `updateStyle` (of the call, else of the data
    /// source) is `.reload`.
    ///
    /// It reloads instead of animating, setting the data and calling
    /// `reloadData()`: without animation; when `target.canAnimateUpdates`
    /// is false; when `reloadPolicy` says so for the diff; and, with a
    /// message in debug builds, when the view does not read this data
    /// (`target.readsData(from:)` is false: its data source was released or
    /// replaced). Duplicate identities in `newSections` go to
    /// `duplicatesHandler` first, and items of kinds their sections do not
    /// allow to `disallowedItemsHandler`. If `target` does not call the
    /// update block, the data is set and the view reloaded, since the two
    /// may then disagree.
    ///
    /// While an update is under way (`isUpdating`: the previous apply's
    /// batches still animate, or this is called from inside one), the call
    /// waits: when that update has finished, the newest waiting call is
    /// applied, diffed from what the view then shows, and the calls it
    /// superseded are never applied; their completions run with its own.
    ///
    /// While the view has uncommitted updates (`target.hasUncommittedUpdates`:
    /// drop placeholders, or rows a drop reorders), the view is neither
    /// reloaded nor sent a batch, which would delete the placeholders: the
    /// update is held, checked again about once a frame, and applied,
    /// diffed from the data held then, once the drop has been committed or
    /// has ended. A newer call supersedes it, as above. An update is held
    /// the same way while the user moves a row (`beginInteractiveMove()`).
    ///
    /// A view that does not call a batch's completion within 5 seconds is
    /// given up on: the data source reloads it, runs the completions, says
    /// why in debug builds, and goes on with the update waiting.
    ///
    /// - Parameters:
    ///   - newSections: What the view should show.
    ///   - target: The view, adapted to `BatchUpdateTarget`.
    ///   - animated: False to reload without animation.
    ///   - updateStyle: How to show changed items and sections; nil for
    ///     the data source's `updateStyle` as it is at this call.
    ///   - completion: Called once `newSections` (or newer data) is on
    ///     screen: when the last batch's animation has finished, or at once
    ///     after a reload or when nothing changed.
    /// - Complexity: O(*n*) expected and O(*n* log *n*) at worst for *n*
    ///   sections and items, plus what the view does.
    @inlinable public func apply(
        _ newSections: [Section], to target: some BatchUpdateTarget, animated: Bool = true,
        updateStyle: UpdateStyle? = nil, completion: (() -> Void)? = nil
    ) {
        requestUpdate(
            newSections, on: target, animated: animated, updateStyle: updateStyle, completion: completion,
            algorithms: SectionAlgorithms())
    }

    /// `apply(_:to:animated:updateStyle:completion:)`, with `algorithms`
    /// built by the caller, where the section type is known; with
    /// `offMainDiff`, the diff runs off the main actor
    /// (`applyDiffingOffMainActor`).
    @usableFromInline internal func requestUpdate(
        _ newSections: [Section], on target: any BatchUpdateTarget, animated: Bool, updateStyle: UpdateStyle?,
        completion: (() -> Void)?, algorithms: SectionAlgorithms<Section>, offMainDiff: OffMainDiff<Section>? = nil
    ) {
        enqueue(Update(
            sections: newSections, target: target, animated: animated, updateStyle: updateStyle ?? self.updateStyle,
            completions: completion.map { [$0] } ?? [], algorithms: algorithms, offMainDiff: offMainDiff))
    }

    /// Shows `newSections` on `target` as `apply(_:to:animated:updateStyle:completion:)`
    /// does, and returns once they (or newer data) are on screen.
    ///
    /// ```swift
    /// await dataSource.apply(sections, to: tableView)
    /// tableView.scrollToRow(at: firstUnread, at: .top, animated: true)
    /// ```
    ///
    /// - Parameters:
    ///   - newSections: What the view should show.
    ///   - target: The view, adapted to `BatchUpdateTarget`.
    ///   - animated: False to reload without animation.
    ///   - updateStyle: How to show changed items and sections; nil for
    ///     the data source's `updateStyle` as it is at this call.
    /// - Complexity: As `apply(_:to:animated:updateStyle:completion:)`.
    @inlinable public func apply(
        _ newSections: [Section], to target: some BatchUpdateTarget, animated: Bool = true,
        updateStyle: UpdateStyle? = nil
    ) async {
        await withCheckedContinuation { continuation in
            apply(newSections, to: target, animated: animated, updateStyle: updateStyle) {
                continuation.resume()
            }
        }
    }

    /// Replaces the data; whether a view is told depends on whether an
    /// update is under way.
    ///
    /// - While none is (`isUpdating` is false), no view is told: for the
    ///   first load before the view asks, or data the view will ask for
    ///   anyway. A view already showing other data must be reloaded by the
    ///   caller; `apply` tells it instead.
    /// - While one is, the view still reads this data, so the call waits as
    ///   an `apply` does: when the update has finished, the data is
    ///   replaced and that update's view reloaded. Telling no view then
    ///   would leave it showing counts its data source no longer has.
    ///
    /// - Parameter newSections: The new data.
    /// - Complexity: O(1), plus the duplicate check (O(*n*)) when it runs.
    @inlinable public func setSections(_ newSections: [Section]) {
        replaceSections(newSections, algorithms: SectionAlgorithms())
    }

    /// `setSections(_:)`, with `algorithms` built by the caller, where the
    /// section type is known.
    @usableFromInline internal func replaceSections(_ newSections: [Section], algorithms: SectionAlgorithms<Section>) {
        if isUpdating, let target = pendingUpdate?.target ?? runningTarget {
            enqueue(Update(
                sections: newSections, target: target, animated: false, updateStyle: updateStyle, completions: [],
                algorithms: algorithms))
            return
        }
        reportDuplicates(in: newSections, using: algorithms)
        reportDisallowedItems(in: newSections)
        storage = newSections
    }

    /// Takes the data as a user's drag left it: the view already shows it,
    /// so it is set at once, even while an update is under way.
    func takeInteractiveMove(_ sections: [Section]) {
        storage = sections
    }

    /// Starts `update`, or keeps it for later when one is under way.
    internal func enqueue(_ update: Update) {
        guard isUpdating else {
            start(update)
            return
        }
        var waiting = update
        // Known batches fit the data shown now, which may change first.
        waiting.stages = nil
        if let superseded = pendingUpdate {
            waiting.completions = superseded.completions + waiting.completions
        }
        pendingUpdate = waiting
    }

    /// Runs `update`, then every update that was waiting when it finished
    /// without animating.
    internal func start(_ update: Update) {
        var next: Update? = update
        while var update = next {
            if let held = heldUpdate {
                // A newer update supersedes the one held for a drop.
                heldUpdate = nil
                update.completions = held.completions + update.completions
            }
            isStartingUpdate = true
            runningTarget = update.target
            runningCompletions = update.completions
            if mustHold(on: update.target) {
                hold(update)
                isStartingUpdate = false
                return
            }
            guard run(update) else {
                // Its diff runs off the main actor; `showDiffedOffMainActor` goes on.
                isStartingUpdate = false
                return
            }
            update.didRun?()
            guard unfinishedBatches == 0 else {
                // The last batch's completion finishes it.
                isStartingUpdate = false
                return
            }
            next = finishRunningUpdate()
        }
        isStartingUpdate = false
        runningTarget = nil
    }

    /// Runs the completions of the update that has finished, while new
    /// calls still wait, and hands back the one waiting.
    internal func finishRunningUpdate() -> Update? {
        let completions = runningCompletions
        runningCompletions = []
        for completion in completions { completion() }
        defer { pendingUpdate = nil }
        return pendingUpdate
    }

    /// A batch of run `run` has called its completion.
    internal func batchDidFinish(run: Int) {
        guard run == batchRun, unfinishedBatches > 0 else { return }
        unfinishedBatches -= 1
        finishIfDone()
    }

    /// Ends the running update once its last batch has finished, then
    /// starts the one waiting; while it is being started, `start` does this.
    internal func finishIfDone() {
        guard unfinishedBatches == 0, !isStartingUpdate, diffingOffMainActor == nil else { return }
        isStartingUpdate = true
        if let next = finishRunningUpdate() {
            start(next)
        } else {
            isStartingUpdate = false
            runningTarget = nil
        }
    }

    /// Shows `update`'s data: its batches, or a reload. Leaves
    /// `unfinishedBatches` above 0 while batches animate.
    ///
    /// - Returns: False when the update's diff was started off the main
    ///   actor instead: `showDiffedOffMainActor` shows it when it is done.
    internal func run(_ update: Update) -> Bool {
        let target = update.target, newSections = update.sections
        reportDuplicates(in: newSections, using: update.algorithms)
        reportDisallowedItems(in: newSections)
        guard update.animated, target.canAnimateUpdates, animationIsSafe(on: target) else {
            storage = newSections
            target.reloadData()
            return true
        }
        if update.stages == nil, let offMainDiff = update.offMainDiff {
            startDiffOffMainActor(update, using: offMainDiff, attempt: 1)
            return false
        }
        show(update.stages ?? update.algorithms.diff(storage, newSections), of: update)
        return true
    }

    /// Shows `stages`, which lead from the data held now to `update`'s:
    /// nothing when they are empty, a reload when the reload policy says
    /// so, else the batches.
    internal func show(_ stages: StagedChangeset<Section>, of update: Update) {
        let target = update.target, newSections = update.sections
        guard !stages.isEmpty else {
            // Nothing a view can see changed; keep the caller's values anyway.
            storage = newSections
            return
        }
        guard !reloadPolicy.reloads(stages) else {
            storage = newSections
            target.reloadData()
            return
        }
        batchRun &+= 1
        issue(stages, of: update, to: target, run: batchRun)
    }

    /// Sends `stages` to `target` one batch each, as part of run `run`,
    /// switching the data inside each batch; a target that skips an update
    /// block gets the data set and a reload instead, and the rest of the
    /// batches are not sent.
    internal func issue(
        _ stages: StagedChangeset<Section>, of update: Update, to target: any BatchUpdateTarget, run: Int
    ) {
        unfinishedBatches += stages.count
        for stage in stages {
            var didUpdate = false
            target.performBatchUpdates(
                stage, updateStyle: updateStyle(of: stage, asked: update.updateStyle),
                updateData: {
                    didUpdate = true
                    storage = stage.sections
                },
                // Held strongly until the view ends the batch, so that the
                // update's completions run even if the app lets go first.
                completion: { self.batchDidFinish(run: run) })
            guard didUpdate else {
                // Later completions of this run are ignored.
                batchRun &+= 1
                unfinishedBatches = 0
                storage = update.sections
                target.reloadData()
                return
            }
        }
        if unfinishedBatches > 0 {
            startBatchDeadline(run: run)
        }
    }

    /// The style a batch can take: `.reconfigure` only when it changes
    /// content alone, since the view resolves a reconfigure at once against
    /// the index it shows, which an insert, delete or move shifts, and
    /// configuring a header again leaves the section's rows as they are.
    ///
    /// - Complexity: O(*m*) for *m* items in the updated sections.
    internal func updateStyle(of stage: Changeset<Section>, asked: UpdateStyle) -> UpdateStyle {
        guard asked == .reconfigure, !stage.updatedItems.isEmpty || !stage.updatedSections.isEmpty else {
            return asked
        }
        guard stage.deletedSections.isEmpty, stage.insertedSections.isEmpty, stage.movedSections.isEmpty,
            stage.deletedItems.isEmpty, stage.insertedItems.isEmpty, stage.movedItems.isEmpty,
            stage.sections.count == storage.count
        else { return .reload }
        for section in stage.updatedSections {
            guard storage.indices.contains(section), storage[section].items == stage.sections[section].items else {
                return .reload
            }
        }
        return .reconfigure
    }

    /// Whether a batch on `target` would be checked against this data; if
    /// not, says why to `reloadReasonHandler`. A view with uncommitted
    /// updates is never asked: its update is held instead.
    internal func animationIsSafe(on target: any BatchUpdateTarget) -> Bool {
        if !target.readsData(from: self) {
            reloadReasonHandler(
                "reloading instead of animating: the view's data source is not the one showing this data "
                    + "(it was released or replaced)")
            return false
        }
        return true
    }
}
