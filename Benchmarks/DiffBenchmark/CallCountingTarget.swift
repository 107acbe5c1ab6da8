import ItemizeRuntime

/// A view that only counts what it is asked to do: it switches the data
/// inside each batch and ends each batch at once, so a run measures what
/// the data source adds to the diff and nothing of a view.
@MainActor final class CallCountingTarget: BatchUpdateTarget {
    private(set) var batches = 0
    private(set) var reloads = 0

    var canAnimateUpdates: Bool { true }

    func performBatchUpdates<Section: AnimatableSectionModelType>(
        _ changeset: Changeset<Section>, updateStyle: UpdateStyle, updateData: () -> Void,
        completion: @escaping () -> Void
    ) {
        batches += 1
        updateData()
        completion()
    }

    func reloadData() { reloads += 1 }
}
