#if canImport(UIKit) && !os(watchOS)
    import UIKit

    #if canImport(SwiftUI)
        import SwiftUI

        /// The rows of a `RowViewTable` in UIKit cells: each item's SwiftUI row
        /// view, the one a `List` of `ListSections` shows, as the cell's content
        /// through `UIHostingConfiguration`, so that one table of row views drives
        /// a SwiftUI list and a UIKit one (docs/generated-code.md, "SwiftUI rows
        /// in UIKit cells"). A generated item enum names it (`FeedItem.HostedRows`).
        ///
        /// In a collection view the cells are `UICollectionViewListCell`s made
        /// through one registration, so make the rows as any registration: once,
        /// up front; never inside a cell provider (UIKit raises an exception there
        /// from iOS 15 on), and never again while cells are shown (reconfiguring a
        /// shown cell through another registration raises). Rows size themselves
        /// to their content in a list layout,
        /// `UICollectionViewCompositionalLayout.list(using:)`, and in a table whose
        /// `rowHeight` is `UITableView.automaticDimension`, its default.
        @available(iOS 16.0, tvOS 16.0, *)
        @MainActor
        public struct HostedRows<Rows: RowViewTable> where Rows.Item: AccessibilityIdentifiable {
            /// The row view of each kind.
            public let rows: Rows
            /// The registration of the list cells that host the rows.
            public let registration: UICollectionView.CellRegistration<UICollectionViewListCell, Rows.Item>

            /// Creates the hosted rows of `rows`.
            public init(_ rows: Rows) {
                self.rows = rows
                registration = UICollectionView.CellRegistration { cell, _, item in Self.host(rows(item), in: cell) }
            }

            /// Dequeues a list cell through the registration, showing `item`'s row view.
            public func cell(
                for item: Rows.Item, in collectionView: UICollectionView, at indexPath: IndexPath
            ) -> UICollectionViewCell {
                let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
                cell.accessibilityIdentifier = item.accessibilityIdentifier
                return cell
            }

            /// `cell(for:in:at:)` in the shape of `CollectionViewDataSource`'s `configureCell`.
            public var configureCell: (UICollectionView, IndexPath, Rows.Item) -> UICollectionViewCell {
                { collectionView, indexPath, item in self.cell(for: item, in: collectionView, at: indexPath) }
            }

            /// Registers the plain table cell that hosts the rows.
            public static func register(in tableView: UITableView) {
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: reuseIdentifier)
            }

            /// Dequeues the table cell `register(in:)` registered, showing `item`'s row view.
            public func cell(for item: Rows.Item, in tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
                configure(cell, with: item)
                return cell
            }

            /// Shows `item`'s row view in `cell`, a table cell of any class, as its content.
            public func configure(_ cell: UITableViewCell, with item: Rows.Item) {
                cell.accessibilityIdentifier = item.accessibilityIdentifier
                Self.host(rows(item), in: cell)
            }

            /// The reuse identifier of the hosting table cell.
            private static var reuseIdentifier: String { "Itemize.hostedRow" }
        }
    #endif
#endif
