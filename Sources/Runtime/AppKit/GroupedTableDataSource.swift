#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    /// An `NSTableViewDataSource` that shows every section of a
    /// `SectionedDataSource` in one `NSTableView`: each section as a group
    /// row for its header, followed by a row per item (`GroupedRows`).
    ///
    /// The table's delegate, usually the screen, answers three methods from it:
    ///
    /// ```swift
    /// func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool {
    ///     rows.isGroupRow(row)
    /// }
    /// func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
    ///     rows.view(forRow: row, column: tableColumn, in: tableView)
    /// }
    /// func tableView(_ tableView: NSTableView, shouldSelectRow row: Int) -> Bool {
    ///     !rows.isGroupRow(row)
    /// }
    /// ```
    ///
    /// `apply(_:to:animated:completion:)` updates the table between
    /// `beginUpdates()` and `endUpdates()`: a section that comes or goes
    /// inserts or removes its group row with its rows, an item that changes
    /// section moves its row, and a changed header or item is reloaded
    /// (`GroupedRowSteps`). With `reorderByKind()` (or `canMoveItem` and
    /// `targetItemPath` set) the user drags rows to reorder them; register
    /// the table for `rowDragType` first.
    @MainActor
    public final class GroupedTableDataSource<Section: AnimatableSectionModelType>: NSObject, NSTableViewDataSource,
        SectionedDataAdapter
    {
        /// The data the table shows; apply new sections through
        /// `apply(_:to:animated:completion:)`.
        public let data: SectionedDataSource<Section>
        /// The view of a section's header, for its group row (which spans
        /// the table); nil shows an empty row.
        public var makeHeaderView: (NSTableView, Section) -> NSView?
        /// The view of an item's row in a column, given the item and its path.
        public var makeItemView: (NSTableView, NSTableColumn?, Section.Item, ItemPath) -> NSView?
        /// Whether the user may drag an item's row. Without it no row can be dragged.
        public var canMoveItem: ((Section.Item, ItemPath) -> Bool)?
        /// Where a dragged row may go: given its path, the place the user
        /// drops it at and the sections shown, that place, or the row's own
        /// path to refuse the drop. Without it every place is allowed.
        public var targetItemPath: ((ItemPath, ItemPath, [Section]) -> ItemPath)?
        /// Called after the user moved a row and `data` was updated to
        /// match: the item, its old and its new path.
        public var didMoveItem: ((Section.Item, ItemPath, ItemPath) -> Void)?

        /// The pasteboard type of a row the user drags within the table;
        /// pass it to the table's `registerForDraggedTypes(_:)`.
        public static var rowDragType: NSPasteboard.PasteboardType {
            NSPasteboard.PasteboardType("dev.itemize.grouped-table-row")
        }

        /// The identity of the item whose row the user is dragging.
        private var draggedIdentity: Section.Item.Identity?
        /// The update target of each table the data source is applied to.
        private var targets: [GroupedTableUpdates<Section>] = []

        /// Creates a data source.
        ///
        /// - Parameters:
        ///   - data: The data to show; a new, empty one by default.
        ///   - makeHeaderView: The view of a section's group row.
        ///   - makeItemView: The view of an item's row in a column.
        public init(
            data: SectionedDataSource<Section> = SectionedDataSource(),
            makeHeaderView: @escaping (NSTableView, Section) -> NSView?,
            makeItemView: @escaping (NSTableView, NSTableColumn?, Section.Item, ItemPath) -> NSView?
        ) {
            self.data = data
            self.makeHeaderView = makeHeaderView
            self.makeItemView = makeItemView
            super.init()
        }

        var adaptedData: AnyObject { data }

        /// The rows of the sections shown now.
        ///
        /// - Complexity: O(*s*) for *s* sections.
        public var rows: GroupedRows { GroupedRows(data.sections) }

        /// Whether row `row` is a section's header, for the delegate's
        /// `tableView(_:isGroupRow:)`.
        ///
        /// - Complexity: O(*s*) for *s* sections.
        public func isGroupRow(_ row: Int) -> Bool { rows.isHeader(row) }

        /// The path of the item row `row` shows; nil for a group row or outside the rows.
        ///
        /// - Complexity: O(*s*) for *s* sections.
        public func itemPath(atRow row: Int) -> ItemPath? { rows.itemPath(at: row) }

        /// The item row `row` shows; nil for a group row or outside the rows.
        ///
        /// - Complexity: O(*s*) for *s* sections.
        public func item(atRow row: Int) -> Section.Item? { itemPath(atRow: row).flatMap(data.item(at:)) }

        /// The section whose group row is `row`; nil for an item's row or outside the rows.
        ///
        /// - Complexity: O(*s*) for *s* sections.
        public func section(atGroupRow row: Int) -> Section? {
            guard case .header(let section) = rows.row(at: row) else { return nil }
            return data.sections[section]
        }

        /// The row that shows the item at `path`; nil when there is none.
        ///
        /// - Complexity: O(*s*) for *s* sections.
        public func row(of path: ItemPath) -> Int? {
            guard data.item(at: path) != nil else { return nil }
            return rows.row(of: path)
        }

        /// The view of row `row`, for the delegate's
        /// `tableView(_:viewFor:row:)`: its section's header view for a
        /// group row, else its item's view in `column`; nil outside the rows.
        ///
        /// - Complexity: O(*s*) for *s* sections, plus the view's making.
        public func view(forRow row: Int, column: NSTableColumn?, in tableView: NSTableView) -> NSView? {
            switch rows.row(at: row) {
            case .header(let section): return makeHeaderView(tableView, data.sections[section])
            case .item(let path):
                guard let item = data.item(at: path) else { return nil }
                return makeItemView(tableView, column, item, path)
            case nil:
                debugMessage("the table asked for the view of row \(row), outside its \(rows.count) rows")
                return nil
            }
        }

        /// Shows `sections` in `tableView`, animated in a window.
        ///
        /// - Parameters:
        ///   - sections: The new sections.
        ///   - tableView: The table whose data source this is.
        ///   - animated: false reloads the table.
        ///   - completion: Called once the table shows `sections`.
        public func apply(
            _ sections: [Section], to tableView: NSTableView, animated: Bool = true, completion: (() -> Void)? = nil
        ) {
            data.apply(sections, to: target(for: tableView), animated: animated, completion: completion)
        }

        /// Binds `array` to `tableView`: each change of the array is applied.
        @discardableResult
        public func bind(_ array: SectionedArray<Section>, to tableView: NSTableView) -> ObservationToken {
            data.bind(array, to: target(for: tableView))
        }

        private func target(for tableView: NSTableView) -> GroupedTableUpdates<Section> {
            targets.removeAll { $0.tableView == nil }
            if let target = targets.first(where: { $0.tableView === tableView }) { return target }
            let target = GroupedTableUpdates(tableView: tableView, data: data)
            targets.append(target)
            return target
        }

        public func numberOfRows(in tableView: NSTableView) -> Int { rows.count }

        /// Lets the user drag the row of an item `canMoveItem` allows; group rows stay.
        public func tableView(_ tableView: NSTableView, pasteboardWriterForRow row: Int) -> (any NSPasteboardWriting)? {
            guard let canMoveItem, let path = itemPath(atRow: row), let item = data.item(at: path),
                canMoveItem(item, path)
            else { return nil }
            draggedIdentity = item.identity
            let writer = NSPasteboardItem()
            _ = writer.setString(String(row), forType: Self.rowDragType)
            return writer
        }

        /// Allows a drop of a row from this table between rows, where
        /// `targetItemPath` lets it go; a drop on a row, or from elsewhere, is refused.
        public func tableView(
            _ tableView: NSTableView, validateDrop info: any NSDraggingInfo, proposedRow row: Int,
            proposedDropOperation dropOperation: NSTableView.DropOperation
        ) -> NSDragOperation {
            guard dropOperation == .above, (info.draggingSource as AnyObject?) === tableView,
                move(droppedAbove: row) != nil
            else { return [] }
            return .move
        }

        /// Moves the dragged item in `data` and its row in the table, then calls `didMoveItem`.
        public func tableView(
            _ tableView: NSTableView, acceptDrop info: any NSDraggingInfo, row: Int,
            dropOperation: NSTableView.DropOperation
        ) -> Bool {
            defer { draggedIdentity = nil }
            guard dropOperation == .above, (info.draggingSource as AnyObject?) === tableView,
                let (source, destination) = move(droppedAbove: row),
                let (moved, sections) = sectionsMovingItem(in: data.sections, from: source, to: destination),
                let from = rows.row(of: source)
            else { return false }
            tableView.beginUpdates()
            data.takeInteractiveMove(sections)
            if let to = rows.row(of: destination), to != from { tableView.moveRow(at: from, to: to) }
            tableView.endUpdates()
            didMoveItem?(moved, source, destination)
            return true
        }

        /// The dragged item's path and where a drop above row `row` puts it
        /// (counted once it has left its place); nil when nothing is
        /// dragged, the place is its own, or the rules refuse it.
        private func move(droppedAbove row: Int) -> (source: ItemPath, destination: ItemPath)? {
            guard let identity = draggedIdentity, let source = data.itemPath(for: identity),
                var destination = rows.dropPath(aboveRow: row)
            else { return nil }
            if destination.section == source.section, destination.item > source.item { destination.item -= 1 }
            guard destination != source else { return nil }
            if let targetItemPath, targetItemPath(source, destination, data.sections) != destination { return nil }
            return (source, destination)
        }
    }

    extension GroupedTableDataSource {
        /// Lets the user drag the rows of movable kinds into the sections
        /// that allow them: sets `canMoveItem` to the kind's `isMovable` and
        /// `targetItemPath` to the sections' own rule
        /// (`KindRestrictedSection.targetItemPath(forMoveFrom:toProposed:in:)`,
        /// which UIKit's tables use too).
        public func reorderByKind<Model, Item>()
        where
            Section == AnimatableSectionModel<Model, Item>, Model: KindRestrictedSection & IdentifiableType & Equatable,
            Model.Item == Item, Item: KindedItem, Item.Kind: ItemKind
        {
            canMoveItem = { item, _ in item.kind.isMovable }
            targetItemPath = { source, proposed, sections in
                Model.targetItemPath(forMoveFrom: source, toProposed: proposed, in: sections)
            }
        }
    }
#endif
