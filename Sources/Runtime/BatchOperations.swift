/// The calls with which a view shows one changeset inside one of its
/// batches: the part of `BatchUpdateTarget.performBatchUpdates` that
/// differs between UIKit's and AppKit's table and collection views (their
/// methods, index types and animations). Each view's adapter file has a
/// value that answers them with its framework's methods;
/// `perform(_:updateStyle:updateData:completion:)` is the rest, written
/// once.
@MainActor protocol BatchOperations {
    /// Runs `updates` as one batch of the view, and calls `completion` when
    /// the batch's animations have ended.
    ///
    /// - Parameters:
    ///   - updates: The batch's data switch and operations; must be called
    ///     exactly once, before this returns (UIKit and AppKit declare their
    ///     updates block `NS_NOESCAPE` and run it so).
    ///   - completion: Called once when the batch's animations end.
    func performBatch(_ updates: @escaping () -> Void, completion: @escaping () -> Void)

    /// Deletes the sections at these before-indices.
    func deleteSections(_ sections: [Int])

    /// Inserts sections at these after-indices.
    func insertSections(_ sections: [Int])

    /// Moves the section at before-index `section` to after-index `newSection`.
    func moveSection(_ section: Int, toSection newSection: Int)

    /// Shows that the own content of the sections at these before-indices
    /// changed: their views configured again in place where `style` is
    /// `.reconfigure` and the view can, else the sections reloaded.
    func updateSections(_ sections: [Int], style: UpdateStyle)

    /// Deletes the items at these before-paths.
    func deleteItems(at paths: [ItemPath])

    /// Inserts items at these after-paths.
    func insertItems(at paths: [ItemPath])

    /// Moves the item at before-path `path` to after-path `newPath`.
    func moveItem(at path: ItemPath, to newPath: ItemPath)

    /// Shows that the items at these before-paths changed: their cells
    /// configured again in place where `style` is `.reconfigure` and the
    /// view can, else the items reloaded.
    func updateItems(at paths: [ItemPath], style: UpdateStyle)
}

extension BatchOperations {
    /// Applies one stage of a diff as one batch, as
    /// `BatchUpdateTarget.performBatchUpdates(_:updateStyle:updateData:completion:)`
    /// asks: `updateData` first inside the batch, then the changeset's
    /// operations, kinds with none left out, in UIKit's order (sections
    /// before items; deletes, inserts, moves, updates), then `completion`
    /// when the batch's animations end.
    ///
    /// - Parameters:
    ///   - changeset: One stage of a diff, legal for the view's batch updates.
    ///   - updateStyle: How to show updated items and sections.
    ///   - updateData: Switches the data source to `changeset.sections`.
    ///   - completion: Called when the batch's animations end.
    /// - Complexity: O(*n*) for *n* operations in the changeset, plus what
    ///   the view does.
    func perform<Section: AnimatableSectionModelType>(
        _ changeset: Changeset<Section>, updateStyle: UpdateStyle, updateData: () -> Void,
        completion: @escaping () -> Void
    ) {
        // `performBatch` runs the block before it returns, so the closure
        // does not outlive this call.
        withoutActuallyEscaping(updateData) { updateData in
            performBatch(
                {
                    updateData()
                    send(changeset, updateStyle: updateStyle)
                }, completion: completion)
        }
    }

    private func send<Section: AnimatableSectionModelType>(_ changeset: Changeset<Section>, updateStyle: UpdateStyle) {
        if !changeset.deletedSections.isEmpty {
            deleteSections(changeset.deletedSections)
        }
        if !changeset.insertedSections.isEmpty {
            insertSections(changeset.insertedSections)
        }
        for move in changeset.movedSections {
            moveSection(move.from, toSection: move.to)
        }
        if !changeset.updatedSections.isEmpty {
            updateSections(changeset.updatedSections, style: updateStyle)
        }
        if !changeset.deletedItems.isEmpty {
            deleteItems(at: changeset.deletedItems)
        }
        if !changeset.insertedItems.isEmpty {
            insertItems(at: changeset.insertedItems)
        }
        for move in changeset.movedItems {
            moveItem(at: move.from, to: move.to)
        }
        if !changeset.updatedItems.isEmpty {
            updateItems(at: changeset.updatedItems, style: updateStyle)
        }
    }
}
