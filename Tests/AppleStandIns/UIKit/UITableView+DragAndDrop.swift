// Stand-ins for https://developer.apple.com/documentation/uikit/uitableviewdragdelegate,
// https://developer.apple.com/documentation/uikit/uitableviewdropdelegate and
// https://developer.apple.com/documentation/uikit/uitableviewdropcoordinator
// (with the members a reorder needs), and what a table does with them when
// a user drags a row and drops it. None exists on tvOS.
//
// The rules modelled:
// - A row drags only while `dragInteractionEnabled` is true (false by
//   default on an iPhone up to iOS 14, see UITableView.swift) and the drag
//   delegate returns items for it: `tableView(_:itemsForBeginning:at:)`,
//   "Return an empty array if you do not want the user to drag the
//   specified row".
// - A drop asks the drop delegate for a proposal; a `.cancel` or
//   `.forbidden` one takes nothing (UIDropOperation's page). A `.move` with
//   `.insertAtDestinationIndexPath` of one row dragged from this table, to
//   a data source that implements `tableView(_:moveRowAt:to:)`, is a
//   reorder: the table moves the row and calls that method, not
//   `tableView(_:performDropWith:)` (Apple's "Drag and Drop with Collection
//   and Table View", WWDC 2017 session 223; the stored pages only say that
//   a drop from the same table rearranges rows with `moveRow(at:to:)`,
//   https://developer.apple.com/documentation/uikit/uitableviewdropdelegate/tableview(_:performdropwith:)).
//   Any other drop goes to `tableView(_:performDropWith:)`, where the
//   app places what it takes through the coordinator; the stand-in's
//   coordinator places nothing, so the drop goes back: a move proposed for
//   a drop from another view opens a gap that closes again (UIKit's header
//   on that method: "If the supplied method does nothing, default drop
//   animations will be supplied and the table view will revert back to its
//   initial pre-drop session state").
// - `hasActiveDrag` is true from a row's lift to the drop of its drag
//   (UIDragDropSession.swift).
// Checks/RowDragDropCheck.swift breaks each rule.

/// `@MainActor protocol UITableViewDragDelegate : NSObjectProtocol`
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol UITableViewDragDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitableviewdragdelegate/tableview(_:itemsforbeginning:at:)
    /// Required. `tableView:itemsForBeginningDragSession:atIndexPath:`
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
}

/// `@MainActor protocol UITableViewDropCoordinator : NSObjectProtocol`
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol UITableViewDropCoordinator: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitableviewdropcoordinator/destinationindexpath
    /// `var destinationIndexPath: IndexPath? { get }`
    var destinationIndexPath: IndexPath? { get }
    /// https://developer.apple.com/documentation/uikit/uitableviewdropcoordinator/proposal
    /// `var proposal: UITableViewDropProposal { get }`
    var proposal: UITableViewDropProposal { get }
    /// https://developer.apple.com/documentation/uikit/uitableviewdropcoordinator/session
    /// `var session: any UIDropSession { get }`
    var session: any UIDropSession { get }
}

/// `@MainActor protocol UITableViewDropDelegate : NSObjectProtocol`
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol UITableViewDropDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitableviewdropdelegate/tableview(_:performdropwith:)
    /// Required. `tableView:performDropWithCoordinator:`
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)

    /// https://developer.apple.com/documentation/uikit/uitableviewdropdelegate/tableview(_:dropsessiondidupdate:withdestinationindexpath:)
    /// Optional. `tableView:dropSessionDidUpdate:withDestinationIndexPath:`
    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal
}

/// What UIKit does when a drop delegate lacks an optional method.
@available(iOS 11.0, *)
@available(tvOS, unavailable)
extension UITableViewDropDelegate {
    /// No drop is taken.
    public func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal { UITableViewDropProposal(operation: .cancel) }
}

/// What a drop did. A stand-in hook for checks.
@_spi(StandInTap) public enum StandInDropOutcome: Equatable, Sendable {
    /// The proposal took nothing: `.cancel` or `.forbidden`.
    case refused(UIDropOperation)
    /// The view reordered: the data source's move method was called.
    case reordered
    /// The drop went to the drop delegate's `performDropWith`, which
    /// placed nothing, and the view went back to how it was before.
    case reverted
}

/// The coordinator a table hands `performDropWith`.
@available(iOS 11.0, *)
@available(tvOS, unavailable)
final class StandInTableDropCoordinator: NSObject, UITableViewDropCoordinator {
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: any UIDropSession

    init(destinationIndexPath: IndexPath?, proposal: UITableViewDropProposal, session: any UIDropSession) {
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }
}

@available(iOS 11.0, *)
@available(tvOS, unavailable)
extension UITableView {
    /// https://developer.apple.com/documentation/uikit/uitableview/hasactivedrag
    /// `var hasActiveDrag: Bool { get }`: true from a row's lift to its drop.
    public var hasActiveDrag: Bool { (standInLiftedDrag as? StandInDragSession).map { !$0.hasEnded } ?? false }

    /// A user's long press on the row at `indexPath` that lifts it: the
    /// drag session, or nil when the row does not drag.
    /// A stand-in hook for checks.
    @_spi(StandInTap) public func standInDrag(rowAt indexPath: IndexPath) -> StandInDragSession? {
        guard dragInteractionEnabled, let dragDelegate else { return nil }
        let probe = StandInDragSession(items: [], from: self, at: indexPath)
        let items = dragDelegate.tableView(self, itemsForBeginning: probe, at: indexPath)
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
        let proposal = dropDelegate.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        switch proposal.operation {
        case .cancel, .forbidden: return .refused(proposal.operation)
        case .copy, .move: break
        }
        if proposal.operation == .move, proposal.intent == .insertAtDestinationIndexPath, let destination,
            let drag = session.localDragSession as? StandInDragSession, drag.sourceView === self, session.items.count == 1,
            let dataSource, dataSource.responds(to: Selector(("tableView:moveRowAtIndexPath:toIndexPath:")))
        {
            dataSource.tableView(self, moveRowAt: drag.sourceIndexPath, to: destination)
            return .reordered
        }
        dropDelegate.tableView(
            self, performDropWith: StandInTableDropCoordinator(destinationIndexPath: destination, proposal: proposal, session: session))
        return .reverted
    }
}
