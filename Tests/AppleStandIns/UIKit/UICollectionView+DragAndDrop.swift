// Stand-ins for https://developer.apple.com/documentation/uikit/uicollectionviewdragdelegate,
// https://developer.apple.com/documentation/uikit/uicollectionviewdropdelegate and
// https://developer.apple.com/documentation/uikit/uicollectionviewdropcoordinator
// (with the members a reorder needs), and what a collection view does with
// them when a user drags an item and drops it. None exists on tvOS.
//
// The rules are the table's (UITableView+DragAndDrop.swift): an item drags
// only while `dragInteractionEnabled` is true and the drag delegate returns
// items for it (`collectionView(_:itemsForBeginning:at:)`: "Return an empty
// array to prevent the item from being dragged"); a `.cancel` or
// `.forbidden` proposal takes nothing; a `.move` with
// `.insertAtDestinationIndexPath` of one item dragged from this view, to a
// data source that implements `collectionView(_:moveItemAt:to:)`, calls
// that method; any other drop goes to `collectionView(_:performDropWith:)`,
// whose coordinator places nothing in the stand-in, so the drop goes back;
// `hasActiveDrag` is true from an item's lift to the drop of its drag
// (https://developer.apple.com/documentation/uikit/uicollectionview/hasactivedrag).
// Checks/RowDragDropCheck.swift breaks each rule.
//
// With a diffable data source the same move is a reorder of its own
// ("Provide reordering handlers to support the reordering of items in your
// collection view",
// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.property,
// and the data source "provides implementations for all of the protocol's
// methods", its `collectionView(_:moveItemAt:to:)` among them,
// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasourcereference):
// the stand-in runs UICollectionViewDiffableDataSource.swift's reorder, and
// a drag and drop set-up (`dragInteractionEnabled`, a drag delegate giving
// items, a drop delegate proposing that move) is then what starts one; an
// item its `canReorderItem` refuses is dropped as any other drop.
// Checks/DiffableReorderCheck.swift (LibraryStandIns) starts its reorders so.

/// `@MainActor protocol UICollectionViewDragDelegate : NSObjectProtocol`
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol UICollectionViewDragDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdragdelegate/collectionview(_:itemsforbeginning:at:)
    /// Required. `collectionView:itemsForBeginningDragSession:atIndexPath:`
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
}

/// `@MainActor protocol UICollectionViewDropCoordinator : NSObjectProtocol`
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdropcoordinator/destinationindexpath
    /// `var destinationIndexPath: IndexPath? { get }`
    var destinationIndexPath: IndexPath? { get }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdropcoordinator/proposal
    /// `var proposal: UICollectionViewDropProposal { get }`
    var proposal: UICollectionViewDropProposal { get }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdropcoordinator/session
    /// `var session: any UIDropSession { get }`
    var session: any UIDropSession { get }
}

/// `@MainActor protocol UICollectionViewDropDelegate : NSObjectProtocol`
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol UICollectionViewDropDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdropdelegate/collectionview(_:performdropwith:)
    /// Required. `collectionView:performDropWithCoordinator:`
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdropdelegate/collectionview(_:dropsessiondidupdate:withdestinationindexpath:)
    /// Optional. `collectionView:dropSessionDidUpdate:withDestinationIndexPath:`
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal
}

/// What UIKit does when a drop delegate lacks an optional method.
@available(iOS 11.0, *)
@available(tvOS, unavailable)
extension UICollectionViewDropDelegate {
    /// No drop is taken.
    public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal { UICollectionViewDropProposal(operation: .cancel) }
}

/// The coordinator a collection view hands `performDropWith`.
@available(iOS 11.0, *)
@available(tvOS, unavailable)
final class StandInCollectionDropCoordinator: NSObject, UICollectionViewDropCoordinator {
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: any UIDropSession

    init(destinationIndexPath: IndexPath?, proposal: UICollectionViewDropProposal, session: any UIDropSession) {
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }
}

@available(iOS 11.0, *)
@available(tvOS, unavailable)
extension UICollectionView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/hasactivedrag
    /// `var hasActiveDrag: Bool { get }`: "whether items were lifted from
    /// the collection view and have not yet been dropped".
    public var hasActiveDrag: Bool { (standInLiftedDrag as? StandInDragSession).map { !$0.hasEnded } ?? false }

    /// A user's long press on the item at `indexPath` that lifts it: the
    /// drag session, or nil when the item does not drag.
    /// A stand-in hook for checks.
    @_spi(StandInTap) public func standInDrag(itemAt indexPath: IndexPath) -> StandInDragSession? {
        guard dragInteractionEnabled, let dragDelegate else { return nil }
        let probe = StandInDragSession(items: [], from: self, at: indexPath)
        let items = dragDelegate.collectionView(self, itemsForBeginning: probe, at: indexPath)
        guard !items.isEmpty else { return nil }
        let drag = StandInDragSession(items: items, from: self, at: indexPath)
        standInLiftedDrag = drag
        return drag
    }

    /// A drop of `session` at `destination`, as the rules above say.
    /// A stand-in hook for checks.
    @_spi(StandInTap) public func standInDrop(_ session: StandInDropSession, at destination: IndexPath?) -> StandInDropOutcome {
        // The drop ends the drag, after the delegate's last proposal.
        defer { (session.localDragSession as? StandInDragSession)?.hasEnded = true }
        guard let dropDelegate else { return .refused(.cancel) }
        let proposal = dropDelegate.collectionView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        switch proposal.operation {
        case .cancel, .forbidden: return .refused(proposal.operation)
        case .copy, .move: break
        }
        if proposal.operation == .move, proposal.intent == .insertAtDestinationIndexPath, let destination,
            let drag = session.localDragSession as? StandInDragSession, drag.sourceView === self, session.items.count == 1
        {
            if let dataSource, dataSource.responds(to: Selector(("collectionView:moveItemAtIndexPath:toIndexPath:"))) {
                dataSource.collectionView(self, moveItemAt: drag.sourceIndexPath, to: destination)
                return .reordered
            }
            if let reorder = standInDiffableReorder, reorder(drag.sourceIndexPath, destination) != nil {
                return .reordered
            }
        }
        dropDelegate.collectionView(
            self, performDropWith: StandInCollectionDropCoordinator(destinationIndexPath: destination, proposal: proposal, session: session))
        return .reverted
    }
}
