#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // Tables and collection views have no drag and drop on tvOS.
    #if !os(tvOS)
        extension KindRestrictedSection
        where
            Self: IdentifiableType & Equatable, Item: IdentifiableType & Equatable, Item.Identity: KindedItem,
            Item.Identity.Kind == Item.Kind
        {
            /// How `tableView` takes a drop at `destination`, for its drop
            /// delegate's `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`:
            /// a move of rows lifted from `tableView` itself when the section
            /// there allows the kind of every dragged row (UIKit then calls
            /// the data source's `tableView(_:moveRowAt:to:)`); forbidden when
            /// that section does not, and for this list's rows dragged from
            /// another view or window of the app; cancelled for anything else
            /// (a drop from another app, items that are not this list's rows)
            /// or at no row.
            ///
            /// Only a drag from this table is a reorder: UIKit routes any
            /// other drop to `tableView(_:performDropWith:)`, and a drop that
            /// method does not place goes back (UIKit's header on that
            /// method: the table view "will revert back to its initial
            /// pre-drop session state"), so a move from another view would
            /// open a gap and snap back. Forbidden, not cancelled, for rows
            /// from another view: Apple's page of `UIDropOperation.forbidden`
            /// is for a drop that "is typically legitimate in this scenario"
            /// but "isn't allowed at this specific time and place"
            /// (https://developer.apple.com/documentation/uikit/uidropoperation/forbidden),
            /// so the user sees the drop refused there rather than ignored.
            /// An app that takes rows from another view proposes `.copy` or
            /// `.move` itself and places them in `performDropWith`.
            ///
            /// - Parameters:
            ///   - session: The drop session UIKit passes the drop delegate.
            ///   - destination: The index path UIKit passes, or nil.
            ///   - sections: The sections the table shows.
            ///   - tableView: The table the drop is over; its `hasActiveDrag`
            ///     tells a drag that began there.
            /// - Complexity: O(*n*) for *n* dragged items.
            @MainActor
            public static func tableDropProposal(
                for session: any UIDropSession, at destination: IndexPath?, in sections: [AnimatableSectionModel<Self, Item>],
                over tableView: UITableView
            ) -> UITableViewDropProposal {
                let operation = dropOperation(
                    for: session, at: destination, in: sections,
                    fromThisView: session.isFromView(withActiveDrag: tableView.hasActiveDrag))
                return UITableViewDropProposal(
                    operation: operation, intent: operation == .move ? .insertAtDestinationIndexPath : .unspecified)
            }

            /// How `collectionView` takes a drop at `destination`, for its
            /// drop delegate's `collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)`,
            /// as `tableDropProposal(for:at:in:over:)` says: a move only of
            /// items lifted from `collectionView` itself (UIKit then calls
            /// the data source's `collectionView(_:moveItemAt:to:)`, or a
            /// diffable data source's reordering handlers).
            ///
            /// - Complexity: O(*n*) for *n* dragged items.
            @MainActor
            public static func collectionDropProposal(
                for session: any UIDropSession, at destination: IndexPath?, in sections: [AnimatableSectionModel<Self, Item>],
                over collectionView: UICollectionView
            ) -> UICollectionViewDropProposal {
                let operation = dropOperation(
                    for: session, at: destination, in: sections,
                    fromThisView: session.isFromView(withActiveDrag: collectionView.hasActiveDrag))
                return UICollectionViewDropProposal(
                    operation: operation, intent: operation == .move ? .insertAtDestinationIndexPath : .unspecified)
            }

            /// `.move` when every item of `session` is a row of this list
            /// dragged from the view the drop is over (`fromThisView`) and
            /// the section at `destination` allows its kind; `.forbidden`
            /// when that section does not, or when the rows come from
            /// another view of the app; else `.cancel`.
            ///
            /// - Complexity: O(*n*) for *n* dragged items.
            @MainActor
            static func dropOperation(
                for session: any UIDropSession, at destination: IndexPath?, in sections: [AnimatableSectionModel<Self, Item>],
                fromThisView: Bool
            ) -> UIDropOperation {
                guard session.localDragSession != nil, session.allowsMoveOperation, let destination,
                    let path = ItemPath(destination), sections.indices.contains(path.section)
                else { return .cancel }
                let identities = session.items.compactMap { $0.localObject as? Item.Identity }
                guard !identities.isEmpty, identities.count == session.items.count else { return .cancel }
                guard fromThisView else { return .forbidden }
                return sections[path.section].model.allowsDrop(of: identities) ? .move : .forbidden
            }
        }
    #endif
#endif
