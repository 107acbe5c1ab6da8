/// The stages of batch updates that turn one list of sections into another.
///
/// Each element is one `Changeset`, to be applied in its own
/// `performBatchUpdates` call, in order: the data source switches to the
/// stage's `sections` inside that call. Every stage is legal for UIKit,
/// including the patterns UIKit leaves undefined (an item operation in a
/// section that moves, a reload next to a move). Stages that would change
/// nothing are left out, so the diff of a list with itself is empty.
///
/// Create one with `init(source:target:)`; `init(stages:)` takes stages
/// built by hand, for a custom `BatchUpdateTarget` or a test.
public struct StagedChangeset<Section: AnimatableSectionModelType>: RandomAccessCollection {
    internal var stages: [Changeset<Section>]

    /// Creates a staged changeset of `stages`, in order, as they are:
    /// nothing checks that each is legal for UIKit or that each starts
    /// where the one before ended, as the stages of `init(source:target:)`
    /// are. For tests of a `ReloadPolicy` or a custom target.
    ///
    /// - Parameter stages: The batches, in the order a view applies them.
    /// - Complexity: O(1).
    public init(stages: [Changeset<Section>]) {
        self.stages = stages
    }

    /// The position of the first stage (always 0).
    public var startIndex: Int { stages.startIndex }

    /// The position after the last stage, which is the number of stages.
    public var endIndex: Int { stages.endIndex }

    /// The stage at `position`.
    ///
    /// - Complexity: O(1).
    public subscript(position: Int) -> Changeset<Section> {
        stages[position]
    }
}

extension StagedChangeset: Sendable where Section: Sendable {}

extension StagedChangeset {
    /// The number of operations in all stages: every section and item
    /// deleted, inserted, moved or updated counts once; what a reload
    /// policy weighs against the cost of animating.
    ///
    /// - Complexity: O(*s*) for *s* stages.
    public var changeCount: Int {
        stages.reduce(0) { count, stage in
            count + stage.deletedSections.count + stage.insertedSections.count + stage.movedSections.count
                + stage.updatedSections.count + stage.deletedItems.count + stage.insertedItems.count
                + stage.movedItems.count + stage.updatedItems.count
        }
    }
}
