#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A `UITableViewDataSource` over a `SectionedDataSource`: counts,
    /// cells, header and footer titles, and editing and moving hooks.
    ///
    /// The table asks for counts and cells from the same data that `apply`
    /// switches inside each batch, so the two never disagree:
    ///
    /// ```swift
    /// let cells = FeedItem.TableCells(
    ///     card: { cell, card in cell.show(card) },
    ///     banner: { cell, banner in cell.textLabel?.text = banner.campaign },
    ///     ad: { cell, ad in cell.show(ad) })
    /// FeedItem.TableCells.register(in: tableView)
    /// let dataSource = TableViewDataSource<FeedSectionModel>(
    ///     titleForHeader: { $0.model.header },
    ///     configureCell: { tableView, indexPath, item in cells.cell(for: item, in: tableView, at: indexPath) })
    /// tableView.dataSource = dataSource   // a weak reference: keep `dataSource`
    /// dataSource.apply(sections, to: tableView)
    /// ```
    ///
    /// It never traps on an index path: UIKit only asks for paths within the
    /// counts it was given, and a path outside them (a bug elsewhere) gets
    /// an empty cell and a message in debug builds.
    @MainActor
    public final class TableViewDataSource<Section: AnimatableSectionModelType>: NSObject, UITableViewDataSource {
        /// Makes the cell for an item; a generated
        /// `TableCells.cell(for:in:at:)` fits as is.
        public typealias ConfigureCell = (UITableView, IndexPath, Section.Item) -> UITableViewCell

        /// The data the table shows; apply new sections through it or
        /// through `apply(_:to:animated:)`.
        public let data: SectionedDataSource<Section>
        /// Makes the cell for an item.
        public var configureCell: ConfigureCell
        /// The header title of a section; nil shows none.
        public var titleForHeader: (Section) -> String?
        /// The footer title of a section; nil shows none.
        public var titleForFooter: (Section) -> String?
        /// Whether a row can be edited; nil means rows are editable when
        /// `commitEditing` or `canMoveRow` is set.
        public var canEditRow: ((Section.Item, IndexPath) -> Bool)?
        /// Whether a row can be moved; nil means no row can.
        public var canMoveRow: ((Section.Item, IndexPath) -> Bool)?
        /// Called when the user deletes or inserts a row; apply the new
        /// sections from here.
        public var commitEditing: ((UITableViewCell.EditingStyle, Section.Item, IndexPath) -> Void)?
        /// Called after the user moved a row and `data` was updated to match:
        /// the item, its old and its new index path.
        public var didMoveRow: ((Section.Item, IndexPath, IndexPath) -> Void)?

        /// Creates a data source.
        ///
        /// - Parameters:
        ///   - data: The data to show; a new, empty one by default.
        ///   - titleForHeader: The header title of a section; none by default.
        ///   - titleForFooter: The footer title of a section; none by default.
        ///   - configureCell: Makes the cell for an item.
        public init(
            data: SectionedDataSource<Section> = SectionedDataSource(),
            titleForHeader: @escaping (Section) -> String? = { _ in nil },
            titleForFooter: @escaping (Section) -> String? = { _ in nil },
            configureCell: @escaping ConfigureCell
        ) {
            self.data = data
            self.titleForHeader = titleForHeader
            self.titleForFooter = titleForFooter
            self.configureCell = configureCell
            super.init()
        }

        /// The item at `indexPath`, typed: use it on a tap instead of
        /// reactive `modelSelected`.
        ///
        /// - Parameter indexPath: A row's index path.
        /// - Returns: The item, or nil when the path is outside the data.
        /// - Complexity: O(1).
        public func item(at indexPath: IndexPath) -> Section.Item? {
            data.item(at: ItemPath(section: indexPath.section, item: indexPath.row))
        }

        /// Shows `sections` in `tableView`, animated stage by stage when the
        /// table is in a window, else by reloading.
        ///
        /// - Parameters:
        ///   - sections: What the table should show.
        ///   - tableView: The table whose data source this is.
        ///   - animated: False to reload without animation.
        /// - Complexity: That of `SectionedDataSource.apply(_:to:animated:)`.
        public func apply(_ sections: [Section], to tableView: UITableView, animated: Bool = true) {
            data.apply(sections, to: tableView, animated: animated)
        }

        /// The number of sections in `data`.
        public func numberOfSections(in tableView: UITableView) -> Int {
            data.numberOfSections
        }

        /// The number of items in a section of `data`; 0 for a section it
        /// does not have.
        public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            data.numberOfItems(inSection: section)
        }

        /// The configured cell for the item at `indexPath`.
        public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            do {
                let item = try data.model(at: ItemPath(section: indexPath.section, item: indexPath.row))
                return configureCell(tableView, indexPath, item)
            } catch {
                #if DEBUG
                    print("Itemize: the table asked for a cell outside its data source, \(error)")
                #endif
                return UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }

        /// The header title of the section, from `titleForHeader`.
        public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            data.section(at: section).flatMap(titleForHeader)
        }

        /// The footer title of the section, from `titleForFooter`.
        public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            data.section(at: section).flatMap(titleForFooter)
        }

        /// Whether the row can be edited, from `canEditRow`.
        public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            guard let item = item(at: indexPath) else { return false }
            if let canEditRow { return canEditRow(item, indexPath) }
            return commitEditing != nil || canMoveRow != nil
        }

        /// Whether the row can be moved, from `canMoveRow`.
        public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            guard let item = item(at: indexPath), let canMoveRow else { return false }
            return canMoveRow(item, indexPath)
        }

        /// Passes a deletion or insertion to `commitEditing`.
        public func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard let item = item(at: indexPath) else { return }
            commitEditing?(editingStyle, item, indexPath)
        }

        /// Moves the item in `data` the way the user moved the row (the
        /// table has already moved it on screen), then calls `didMoveRow`.
        public func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            let source = ItemPath(section: sourceIndexPath.section, item: sourceIndexPath.row)
            let destination = ItemPath(section: destinationIndexPath.section, item: destinationIndexPath.row)
            guard let (moved, sections) = sectionsMovingItem(in: data.sections, from: source, to: destination) else {
                return
            }
            data.setSections(sections)
            didMoveRow?(moved, sourceIndexPath, destinationIndexPath)
        }
    }
#endif
