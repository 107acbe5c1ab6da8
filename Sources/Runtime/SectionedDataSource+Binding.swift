extension SectionedDataSource {
    /// Shows `array` on `target` from now on: first its current sections
    /// (animated from what the view shows), then each changeset the array
    /// records, as one batch each, with no diff.
    ///
    /// ```swift
    /// dataSource.bind(feed, to: tableView)
    /// try feed.appendItem(.card(card), toSection: 0)   // animates the insert
    /// ```
    ///
    /// The rules of `apply(_:to:animated:updateStyle:completion:)` hold: a
    /// changeset that arrives while an update is under way waits, and the
    /// newest waiting data is diffed from what the view shows when that
    /// update ends. The stages of one `batch(_:)` are sent together, as an
    /// apply sends its stages. When the data source's data was changed by
    /// anything else since the array's last changeset, the next one is
    /// diffed too, so no batch is sent against data the view does not
    /// show. The array keeps the binding until `removeObserver(_:)`; the
    /// binding holds the data source and the view weakly and does nothing
    /// once either is gone.
    ///
    /// - Parameters:
    ///   - array: The sections to follow.
    ///   - target: The view, adapted to `BatchUpdateTarget`.
    ///   - updateStyle: How to show changed items and sections; nil for
    ///     the data source's `updateStyle` at each change.
    /// - Returns: The observation; pass it to `array.removeObserver(_:)` to
    ///   stop following.
    /// - Complexity: O(*k*) per changeset of *k* operations, plus what the
    ///   view does; a diff (O(*n*)) after an update that had to wait.
    @discardableResult
    @inlinable public func bind(
        _ array: SectionedArray<Section>, to target: some BatchUpdateTarget, updateStyle: UpdateStyle? = nil
    ) -> ObservationToken {
        follow(array, on: target, updateStyle: updateStyle, algorithms: SectionAlgorithms())
    }

    /// `bind(_:to:updateStyle:)`, with `algorithms` built by the caller,
    /// where the section type is known.
    @usableFromInline internal func follow(
        _ array: SectionedArray<Section>, on target: any BatchUpdateTarget, updateStyle: UpdateStyle?,
        algorithms: SectionAlgorithms<Section>
    ) -> ObservationToken {
        let binding = ArrayBinding(dataSource: self, target: target, updateStyle: updateStyle, algorithms: algorithms)
        binding.show(array.sections, changeset: nil, delivery: nil)
        return array.observe { [weak array] changeset in
            binding.show(changeset.sections, changeset: changeset, delivery: array?.deliveryCount)
        }
    }
}

/// What a `bind(_:to:updateStyle:)` remembers between changesets: whether
/// the data source still holds what the array last gave it.
@MainActor final class ArrayBinding<Section: AnimatableSectionModelType> {
    weak var dataSource: SectionedDataSource<Section>?
    weak var target: (any BatchUpdateTarget)?
    let updateStyle: UpdateStyle?
    /// The diff and duplicate check, specialised by `bind`.
    let algorithms: SectionAlgorithms<Section>
    /// The data source's `storageVersion` when it last held the sections
    /// this binding gave it; nil when not known.
    var shownVersion: Int?
    /// The array's delivery those sections came with.
    var shownDelivery: Int?

    init(
        dataSource: SectionedDataSource<Section>, target: any BatchUpdateTarget, updateStyle: UpdateStyle?,
        algorithms: SectionAlgorithms<Section>
    ) {
        self.dataSource = dataSource
        self.target = target
        self.updateStyle = updateStyle
        self.algorithms = algorithms
    }

    /// Shows `sections`, which `changeset` (when known) leads to from the
    /// array's previous sections.
    func show(_ sections: [Section], changeset: Changeset<Section>?, delivery: Int?) {
        guard let dataSource, let target else { return }
        let style = updateStyle ?? dataSource.updateStyle
        // The changeset fits only if the data source still holds what this
        // binding last gave it, and nothing newer waits.
        let fits = changeset != nil && shownVersion == dataSource.storageVersion && dataSource.pendingUpdate == nil
        shownVersion = nil
        if let changeset, fits, dataSource.isUpdating, delivery == shownDelivery,
            dataSource.continueRunningUpdate(with: changeset, on: target, updateStyle: style, algorithms: algorithms)
        {
            shownVersion = dataSource.storageVersion
            shownDelivery = delivery
            return
        }
        dataSource.enqueue(
            SectionedDataSource.Update(
                sections: sections, stages: fits ? changeset.map { StagedChangeset(stages: [$0]) } : nil,
                target: target, animated: true, updateStyle: style, completions: [], algorithms: algorithms,
                didRun: { [weak self, weak dataSource] in
                    self?.shownVersion = dataSource?.storageVersion
                    self?.shownDelivery = delivery
                }))
    }
}

extension SectionedDataSource {
    /// Sends `changeset`, which leads on from the data the running update
    /// left, as one more batch of that update, as its own stages are; false
    /// when it cannot (no batch is animating, the view cannot take a batch
    /// now or must be left alone during a drop or a move, or the reload
    /// policy says so), and it must wait instead.
    internal func continueRunningUpdate(
        with changeset: Changeset<Section>, on target: any BatchUpdateTarget, updateStyle: UpdateStyle,
        algorithms: SectionAlgorithms<Section>
    ) -> Bool {
        let stages = StagedChangeset(stages: [changeset])
        guard unfinishedBatches > 0, !isStartingUpdate, !mustHold(on: target), target.canAnimateUpdates,
            animationIsSafe(on: target), !reloadPolicy.reloads(stages)
        else { return false }
        let update = Update(
            sections: changeset.sections, target: target, animated: true, updateStyle: updateStyle, completions: [],
            algorithms: algorithms)
        issue(stages, of: update, to: target, run: batchRun)
        // A target that skipped the update block was reloaded: the update ends.
        finishIfDone()
        return true
    }
}
