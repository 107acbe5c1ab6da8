/// A `BatchUpdateTarget` that shows one section type, for a view of your
/// own: it receives each batch as a `Changeset<Section>` of that type, so
/// it reads the changeset's sections without a cast.
///
/// ```swift
/// final class RecordingView: TypedBatchUpdateTarget {
///     var canAnimateUpdates: Bool { true }
///     func performBatchUpdates(
///         _ changeset: Changeset<FeedSectionModel>, updateStyle: UpdateStyle, updateData: () -> Void,
///         completion: @escaping () -> Void
///     ) {
///         updateData()
///         show(changeset.sections, inserting: changeset.insertedItems)
///         completion()
///     }
///     func reloadData() { ... }
/// }
/// ```
///
/// UIKit's and AppKit's views conform to `BatchUpdateTarget` itself, since
/// one view can show any section type.
@MainActor public protocol TypedBatchUpdateTarget: BatchUpdateTarget {
    /// The sections of the data source that drives this view.
    associatedtype Section: AnimatableSectionModelType

    /// Performs one animated batch, under the rules of
    /// `BatchUpdateTarget.performBatchUpdates(_:updateStyle:updateData:completion:)`:
    /// `updateData` first thing inside the batch, then the changeset's
    /// operations, then `completion` exactly once when the batch's
    /// animations have ended.
    ///
    /// - Parameters:
    ///   - changeset: One stage of a diff, legal for UIKit's batch updates.
    ///   - updateStyle: How to show the changeset's updated items and sections.
    ///   - updateData: Switches the data source to `changeset.sections`;
    ///     must be called exactly once, inside the batch.
    ///   - completion: Tells the data source that the batch has finished.
    func performBatchUpdates(
        _ changeset: Changeset<Section>, updateStyle: UpdateStyle, updateData: () -> Void,
        completion: @escaping () -> Void
    )
}

extension TypedBatchUpdateTarget {
    /// Hands a changeset of `Section` to the typed
    /// `performBatchUpdates(_:updateStyle:updateData:completion:)`. A
    /// changeset of another section type (a data source of other sections
    /// drives this view) cannot be shown as a batch: the data is switched
    /// and the view reloaded, once for each such batch.
    public func performBatchUpdates<Other: AnimatableSectionModelType>(
        _ changeset: Changeset<Other>, updateStyle: UpdateStyle, updateData: () -> Void,
        completion: @escaping () -> Void
    ) {
        guard let typed = changeset as? Changeset<Section> else {
            updateData()
            reloadData()
            completion()
            return
        }
        performBatchUpdates(typed, updateStyle: updateStyle, updateData: updateData, completion: completion)
    }
}
