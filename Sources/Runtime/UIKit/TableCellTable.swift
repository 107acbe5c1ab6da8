#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A generated table of typed cells for a `UITableView`
    /// (`FeedItem.TableCells`): the spec's cell class and closure per kind,
    /// behind the dequeuing every table shares.
    @MainActor
    public protocol TableCellTable: ReusableViewTable {
        /// The items the cells show, such as `FeedItem`.
        associatedtype CellItem
        /// The sections a cell may be told it is in, such as `FeedSection`.
        associatedtype CellSectionType

        /// The identifier `item`'s cell class is registered under.
        static func reuseIdentifier(of item: CellItem) -> String
        /// The identifier UI tests find `item`'s row by.
        static func accessibilityIdentifier(of item: CellItem) -> String
        /// Configures `cell`, dequeued for `item`, with it.
        func configure(_ cell: UITableViewCell, with item: CellItem, at place: CellPlace<CellSectionType>)
    }

    extension TableCellTable {
        /// Where a cell is shown, as the closures of `placed(...)` are told.
        public typealias Place = CellPlace<CellSectionType>

        /// Dequeues the cell of `item`'s kind and configures it with the item.
        public func cell(for item: CellItem, in tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
            cell(for: item, at: CellPlace(indexPath: indexPath, section: nil), in: tableView)
        }

        /// Dequeues the cell of `item`'s kind and configures it with the item,
        /// telling it its section.
        public func cell(
            for item: CellItem, in section: CellSectionType, of tableView: UITableView, at indexPath: IndexPath
        ) -> UITableViewCell {
            cell(for: item, at: CellPlace(indexPath: indexPath, section: section), in: tableView)
        }

        /// Dequeues and configures the cell of `item` at `place`.
        private func cell(for item: CellItem, at place: CellPlace<CellSectionType>, in tableView: UITableView) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier(of: item), for: place.indexPath)
            cell.accessibilityIdentifier = Self.accessibilityIdentifier(of: item)
            configure(cell, with: item, at: place)
            return cell
        }
    }
#endif
