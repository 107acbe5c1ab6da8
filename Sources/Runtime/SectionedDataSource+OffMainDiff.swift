// Applying new data with the diff computed off the main actor: the diff of
// a large list takes the main actor long enough to drop frames (10 to 35 ms
// for 100,000 items, docs/benchmarks.md), while what the view must be told
// can only be told on the main actor.
//
// The update is an ordinary one of the queue in SectionedDataSource+Updating:
// it starts when no other update is under way, and it is under way while
// its diff runs, so every apply, setSections or bound changeset made then
// waits, as it would behind animating batches. The one thing that can
// still change the data meanwhile is a row the user drags (the table has
// already moved it on screen, so the data source takes it at once); the
// storage version says so, and the diff then runs again.

extension SectionedDataSource where Section: Sendable {
    /// Shows `newSections` on `target` as `apply(_:to:animated:updateStyle:completion:)`
    /// does, but computes the diff off the main actor: the main actor only
    /// starts the diff and, once it is done, checks it and sends the view
    /// its batches. Returns at once; `completion` runs once the sections
    /// (or newer data) are on screen.
    ///
    /// The diff is made from the sections held when the update starts. If
    /// they changed by the time it is done (a row the user dragged, which
    /// the data source takes at once), that diff is never sent: the diff
    /// runs again, off the main actor, from the data held then; after
    /// three such changes in a row it runs on the main actor, where nothing
    /// can change the data under it, so the update always ends. Updates
    /// asked for meanwhile (`apply`, `setSections`, a bound array's
    /// changeset) wait until this one has ended, as they do while batches
    /// animate (`isUpdating` is true while the diff runs), and the newest
    /// of them is then diffed from what the view shows.
    ///
    /// A view that can no longer animate when the diff is done (it lost
    /// its window, its data source was replaced) is reloaded instead; one
    /// with uncommitted updates by then (a drop began) holds the update
    /// until the drop ends, as `apply` does, and it is diffed again. While
    /// the diff runs, the data source and the view go on showing the old
    /// data, consistently. The duplicate and kind checks, when they run
    /// (debug builds, or a handler of your own), run on the main actor
    /// when the update starts.
    ///
    /// The sections must be `Sendable`, since they are diffed elsewhere.
    /// Generated section models are.
    ///
    /// - Parameters:
    ///   - newSections: What the view should show.
    ///   - target: The view, adapted to `BatchUpdateTarget`.
    ///   - animated: False to reload without animation (and without a diff).
    ///   - updateStyle: How to show changed items and sections; nil for
    ///     the data source's `updateStyle` as it is at this call.
    ///   - completion: Called once `newSections` (or newer data) is on
    ///     screen: when the last batch's animation has finished, or at once
    ///     after a reload or when nothing changed.
    /// - Complexity: On the main actor, O(*k*) for a diff of *k*
    ///   operations, plus what the view does and freeing the stages'
    ///   intermediate data (O(*n*) when items hold references, as `String`
    ///   identities do: about 1 ms for 100,000 items); off it, the diff:
    ///   O(*n*) expected and O(*n* log *n*) at worst for *n* sections and
    ///   items.
    @inlinable public func applyDiffingOffMainActor(
        _ newSections: [Section], to target: some BatchUpdateTarget, animated: Bool = true,
        updateStyle: UpdateStyle? = nil, completion: (() -> Void)? = nil
    ) {
        requestUpdate(
            newSections, on: target, animated: animated, updateStyle: updateStyle, completion: completion,
            algorithms: SectionAlgorithms(), offMainDiff: OffMainDiff())
    }

    /// Shows `newSections` on `target` as `applyDiffingOffMainActor(_:to:animated:updateStyle:completion:)`
    /// does, with the diff computed off the main actor, and returns once
    /// they (or newer data) are on screen.
    ///
    /// ```swift
    /// await dataSource.applyDiffingOffMainActor(hundredThousandRows, to: tableView)
    /// ```
    ///
    /// - Parameters:
    ///   - newSections: What the view should show.
    ///   - target: The view, adapted to `BatchUpdateTarget`.
    ///   - animated: False to reload without animation (and without a diff).
    ///   - updateStyle: How to show changed items and sections; nil for
    ///     the data source's `updateStyle` as it is at this call.
    /// - Complexity: As `applyDiffingOffMainActor(_:to:animated:updateStyle:completion:)`.
    @inlinable public func applyDiffingOffMainActor(
        _ newSections: [Section], to target: some BatchUpdateTarget, animated: Bool = true,
        updateStyle: UpdateStyle? = nil
    ) async {
        await withCheckedContinuation { continuation in
            applyDiffingOffMainActor(newSections, to: target, animated: animated, updateStyle: updateStyle) {
                continuation.resume()
            }
        }
    }
}

/// How an update's diff runs off the main actor: a job that diffs and then
/// hands the stages to the main actor. Made by `applyDiffingOffMainActor`,
/// where the section type is known and `Sendable`, so that the diff is
/// specialised for it and its data may cross to another thread.
@usableFromInline internal struct OffMainDiff<Section: AnimatableSectionModelType> {
    /// The job that diffs `source` against `target` and calls `deliver`
    /// with the stages.
    @usableFromInline let job: (
        _ source: [Section], _ target: [Section],
        _ deliver: @escaping @MainActor @Sendable (StagedChangeset<Section>) -> Void
    ) -> @Sendable () async -> Void
}

extension OffMainDiff where Section: Sendable {
    /// The diff of `StagedChangeset(source:target:)`, specialised where this
    /// is inlined.
    @inlinable init() {
        job = { source, target, deliver in
            {
                let stages = StagedChangeset(source: source, target: target)
                await deliver(stages)
            }
        }
    }
}

extension SectionedDataSource {
    /// How often in a row a diff made off the main actor may find the data
    /// changed under it before the next one runs on the main actor.
    static var offMainDiffAttempts: Int { 3 }

    /// Starts the diff of `update` off the main actor, from the data held
    /// now; `showDiffedOffMainActor` goes on when it is done.
    func startDiffOffMainActor(_ update: Update, using offMainDiff: OffMainDiff<Section>, attempt: Int) {
        diffRun &+= 1
        let run = diffRun, version = storageVersion
        diffingOffMainActor = run
        runOffMainActor(offMainDiff.job(storage, update.sections) { [self] stages in
            showDiffedOffMainActor(stages, of: update, run: run, version: version, attempt: attempt)
        })
    }

    /// Shows `update` once its diff, made off the main actor from the data
    /// of `version`, is done: the stages when the data source still holds
    /// that data, else a new diff from the data it holds now.
    func showDiffedOffMainActor(
        _ stages: StagedChangeset<Section>, of update: Update, run: Int, version: Int, attempt: Int
    ) {
        guard diffingOffMainActor == run else { return }
        diffingOffMainActor = nil
        isStartingUpdate = true
        let target = update.target
        if mustHold(on: target) {
            // A drop or a move began meanwhile: no batch and no reload until it ends.
            hold(update)
            isStartingUpdate = false
            finishIfDone()
            return
        }
        if !target.canAnimateUpdates || !animationIsSafe(on: target) {
            // The view changed meanwhile: no batch can be trusted to it.
            storage = update.sections
            target.reloadData()
        } else if storageVersion == version {
            show(stages, of: update)
        } else if attempt < Self.offMainDiffAttempts, let offMainDiff = update.offMainDiff {
            // Stale: the stages start from data the view no longer shows.
            isStartingUpdate = false
            startDiffOffMainActor(update, using: offMainDiff, attempt: attempt + 1)
            return
        } else {
            show(update.algorithms.diff(storage, update.sections), of: update)
        }
        update.didRun?()
        isStartingUpdate = false
        finishIfDone()
    }
}
