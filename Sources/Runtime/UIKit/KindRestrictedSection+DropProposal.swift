#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // Tables and collection views have no drag and drop on tvOS.
    #if !os(tvOS)
        extension KindRestrictedSection
        where
            Self: IdentifiableType & Equatable, Item: IdentifiableType & Equatable, Item.Identity: KindedItem,
            Item.Identity.Kind == Item.Kind
        {
            /// How a table takes a drop at `destination`, for the drop delegate's
            /// `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`: a move
            /// when the section there allows the kind of every dragged row (UIKit
            /// then calls the data source's `tableView(_:moveRowAt:to:)`),
            /// forbidden when it does not, cancelled for anything but this list's
            /// rows dragged in this app, or at no row.
            ///
            /// - Complexity: O(*n*) for *n* dragged items.
            @MainActor
            public static func tableDropProposal(
                for session: any UIDropSession, at destination: IndexPath?, in sections: [AnimatableSectionModel<Self, Item>]
            ) -> UITableViewDropProposal {
                let operation = dropOperation(for: session, at: destination, in: sections)
                return UITableViewDropProposal(
                    operation: operation, intent: operation == .move ? .insertAtDestinationIndexPath : .unspecified)
            }

            /// How a collection view takes a drop at `destination`, for the drop
            /// delegate's `collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)`,
            /// as `tableDropProposal(for:at:in:)` says.
            ///
            /// - Complexity: O(*n*) for *n* dragged items.
            @MainActor
            public static func collectionDropProposal(
                for session: any UIDropSession, at destination: IndexPath?, in sections: [AnimatableSectionModel<Self, Item>]
            ) -> UICollectionViewDropProposal {
                let operation = dropOperation(for: session, at: destination, in: sections)
                return UICollectionViewDropProposal(
                    operation: operation, intent: operation == .move ? .insertAtDestinationIndexPath : .unspecified)
            }

            /// `.move` when every item of `session` is a row of this list dragged
            /// in this app (its `localObject` an item's identity) and the section
            /// at `destination` allows its kind; `.forbidden` when that section
            /// does not; else `.cancel`.
            ///
            /// - Complexity: O(*n*) for *n* dragged items.
            @MainActor
            static func dropOperation(
                for session: any UIDropSession, at destination: IndexPath?, in sections: [AnimatableSectionModel<Self, Item>]
            ) -> UIDropOperation {
                guard session.localDragSession != nil, session.allowsMoveOperation, let destination,
                    let path = ItemPath(destination), sections.indices.contains(path.section)
                else { return .cancel }
                let identities = session.items.compactMap { $0.localObject as? Item.Identity }
                guard !identities.isEmpty, identities.count == session.items.count else { return .cancel }
                return sections[path.section].model.allowsDrop(of: identities) ? .move : .forbidden
            }
        }
    #endif
#endif
