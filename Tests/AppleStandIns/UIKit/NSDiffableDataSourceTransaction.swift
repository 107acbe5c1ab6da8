// Stand-in for https://developer.apple.com/documentation/uikit/nsdiffabledatasourcetransaction-swift.struct:
// "A transaction that describes the changes after reordering the items in
// the view", with the members an app reads to learn a reorder's result.
// `sectionTransactions` is left out: nothing here reads it.

@available(iOS 14.0, tvOS 14.0, *)
public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>: @unchecked Sendable
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
    ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcetransaction-swift.struct/initialsnapshot
    /// `var initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { get }`:
    /// "The snapshot before the transaction occured."
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcetransaction-swift.struct/finalsnapshot
    /// `var finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { get }`
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcetransaction-swift.struct/difference
    /// `var difference: CollectionDifference<ItemIdentifierType> { get }`: "A
    /// collection of insertions and removals that describe the difference
    /// between initial and final snapshots", of all items in order.
    public var difference: CollectionDifference<ItemIdentifierType> {
        finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
    }

    /// A transaction from `initialSnapshot` to `finalSnapshot`; UIKit makes
    /// them, an app does not. A stand-in hook.
    init(
        initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
    }
}
