#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A `UITableViewDataSource` over a `SectionedDataSource`: counts,
    /// cells, header and footer titles, a section index, and editing and
    /// moving hooks.
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
    /// dataSource.commitEditing = { style, item, _ in delete(item) }   // before it is the table's data source
    /// dataSource.rowAnimations = TableViewRowAnimations(insertedRows: .top, deletedRows: .fade)
    /// tableView.dataSource = dataSource   // a weak reference: keep `dataSource`
    /// dataSource.apply(sections, to: tableView)
    /// ```
    ///
    /// The optional data source methods are implemented only while their
    /// closure is set: `responds(to:)` answers for them accordingly, since
    /// UIKit changes what it shows when a method exists (with
    /// `tableView(_:commit:forRowAt:)`, every editable row offers
    /// swipe-to-delete). UIKit asks which methods a data source implements
    /// when it is assigned, so set the closures first, or assign the data
    /// source again after setting them.
    ///
    /// It never traps on an index path: UIKit only asks for paths within the
    /// counts it was given, and a path outside them or without exactly two
    /// indices (a bug elsewhere) gets an empty cell, and a message in debug
    /// builds.
    @MainActor
    public final class TableViewDataSource<Section: AnimatableSectionModelType>: NSObject, UITableViewDataSource,
        SectionedDataAdapter
    {
        /// Makes the cell for an item; a generated
        /// `TableCells.cell(for:in:at:)` fits as is.
        public typealias ConfigureCell = (UITableView, IndexPath, Section.Item) -> UITableViewCell

        /// The data the table shows; apply new sections through it or
        /// through `apply(_:to:animated:updateStyle:completion:)`.
        public let data: SectionedDataSource<Section>
        /// Makes the cell for an item.
        public var configureCell: ConfigureCell
        /// The header title of a section; nil shows none. Without it the
        /// table is not asked for header titles.
        public var titleForHeader: ((Section) -> String?)?
        /// The footer title of a section; nil shows none. Without it the
        /// table is not asked for footer titles.
        public var titleForFooter: ((Section) -> String?)?
        /// Whether a row can be edited. Without it UIKit's default holds:
        /// every row is, which is what swipe-to-delete (`commitEditing`),
        /// reordering (`canMoveRow`) and the delegate's swipe actions need.
        public var canEditRow: ((Section.Item, IndexPath) -> Bool)?
        /// Whether a row can be moved. Without it no row can: the table
        /// shows no reordering control.
        public var canMoveRow: ((Section.Item, IndexPath) -> Bool)?
        /// Called when the user deletes or inserts a row; apply the new
        /// sections from here. Without it the table offers no
        /// swipe-to-delete.
        public var commitEditing: ((UITableViewCell.EditingStyle, Section.Item, IndexPath) -> Void)?
        /// Called after the user moved a row and `data` was updated to match:
        /// the item, its old and its new index path.
        public var didMoveRow: ((Section.Item, IndexPath, IndexPath) -> Void)?
        /// The titles of the section index, the column of letters along the
        /// table's edge, for the current sections; nil shows none. tvOS has
        /// no section index.
        public var sectionIndexTitles: (([Section]) -> [String]?)?
        /// The section a title of the index leads to, given the title and
        /// its position among `sectionIndexTitles`. Without it the title at
        /// position *i* leads to section *i*.
        public var sectionForSectionIndexTitle: ((String, Int) -> Int)?
        /// The animation of each kind of operation in an animated `apply`;
        /// `.automatic` for all by default.
        public var rowAnimations = TableViewRowAnimations()
        /// Configures a section's visible header view again, in place, when
        /// only the section's own content changed (`isContentEqual(to:)` is
        /// false, its rows are the same) and the update style is
        /// `.reconfigure`: the view your table delegate's
        /// `tableView(_:viewForHeaderInSection:)` returned, a
        /// `UITableViewHeaderFooterView`, with the new section. Call the same
        /// code from that delegate method. The section's rows are left alone.
        ///
        /// Such a section is reloaded instead, rows and all, while neither
        /// this nor `reconfigureFooterView` is set, or while `titleForHeader`
        /// or `titleForFooter` is: UIKit has no way to change a plain title
        /// but reloading its section. Set this and `reconfigureFooterView`
        /// for every header and footer view your delegate makes.
        public var reconfigureHeaderView: ((UITableViewHeaderFooterView, Section) -> Void)?
        /// Configures a section's visible footer view again, in place, as
        /// `reconfigureHeaderView` does for its header.
        public var reconfigureFooterView: ((UITableViewHeaderFooterView, Section) -> Void)?

        /// Creates a data source.
        ///
        /// - Parameters:
        ///   - data: The data to show; a new, empty one by default.
        ///   - titleForHeader: The header title of a section; none by default.
        ///   - titleForFooter: The footer title of a section; none by default.
        ///   - configureCell: Makes the cell for an item.
        public init(
            data: SectionedDataSource<Section> = SectionedDataSource(),
            titleForHeader: ((Section) -> String?)? = nil,
            titleForFooter: ((Section) -> String?)? = nil,
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
        /// - Returns: The item, or nil when the path is outside the data or
        ///   does not have exactly two indices.
        /// - Complexity: O(1).
        public func item(at indexPath: IndexPath) -> Section.Item? {
            ItemPath(indexPath).flatMap(data.item(at:))
        }

        var adaptedData: AnyObject { data }

        /// Whether this object implements the method `aSelector` names:
        /// false for an optional data source method whose closure is not
        /// set, so that UIKit behaves as if it were missing.
        nonisolated public override func responds(to aSelector: Selector!) -> Bool {
            guard super.responds(to: aSelector) else { return false }
            // UIKit asks on the main thread; another thread gets the
            // answer for a data source with every closure set.
            guard Thread.isMainThread else { return true }
            return MainActor.assumeIsolated { implementsOptionalMethod(aSelector) }
        }

        private func implementsOptionalMethod(_ selector: Selector?) -> Bool {
            switch selector {
            case TableViewDataSourceSelectors.titleForHeader: titleForHeader != nil
            case TableViewDataSourceSelectors.titleForFooter: titleForFooter != nil
            case TableViewDataSourceSelectors.canEdit: canEditRow != nil
            case TableViewDataSourceSelectors.commit: commitEditing != nil
            case TableViewDataSourceSelectors.canMove, TableViewDataSourceSelectors.move: canMoveRow != nil
            case TableViewDataSourceSelectors.sectionIndexTitles, TableViewDataSourceSelectors.sectionForIndexTitle:
                sectionIndexTitles != nil
            default: true
            }
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
            guard let path = ItemPath(indexPath) else {
                debugMessage("the table asked for a cell at \(indexPath), which is not a row's index path")
                return UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            do {
                return configureCell(tableView, indexPath, try data.model(at: path))
            } catch {
                debugMessage("the table asked for a cell outside its data source, \(error)")
                return UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }

        /// The header title of the section, from `titleForHeader`.
        public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            guard let titleForHeader else { return nil }
            return data.section(at: section).flatMap(titleForHeader)
        }

        /// The footer title of the section, from `titleForFooter`.
        public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            guard let titleForFooter else { return nil }
            return data.section(at: section).flatMap(titleForFooter)
        }

        /// Whether the row can be edited, from `canEditRow`; false for a
        /// path without an item.
        public func tableView(_ tableView: UITableView, canEditRow indexPath: IndexPath) -> Bool {
            guard let item = item(at: indexPath) else { return false }
            return canEditRow?(item, indexPath) ?? true
        }

        /// Whether the row can be moved, from `canMoveRow`.
        public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            guard let item = item(at: indexPath), let canMoveRow else { return false }
            return canMoveRow(item, indexPath)
        }

        #if !os(tvOS)
            /// The titles of the section index, from `sectionIndexTitles`.
            public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
                sectionIndexTitles?(data.sections)
            }

            /// The section an index title leads to, from
            /// `sectionForSectionIndexTitle`; always a section of `data`
            /// when there is one.
            public func tableView(
                _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
            ) -> Int {
                let section = sectionForSectionIndexTitle?(title, index) ?? index
                return min(max(section, 0), max(data.numberOfSections - 1, 0))
            }
        #endif

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
            guard let source = ItemPath(sourceIndexPath), let destination = ItemPath(destinationIndexPath),
                let (moved, sections) = sectionsMovingItem(in: data.sections, from: source, to: destination)
            else { return }
            data.takeInteractiveMove(sections)
            didMoveRow?(moved, sourceIndexPath, destinationIndexPath)
        }
    }

    /// The Objective-C names of the optional `UITableViewDataSource` methods
    /// whose answers depend on a closure, from Apple's documentation pages.
    /// With the Objective-C runtime they are `#selector`s, which the compiler
    /// checks against the protocol; Linux, where the adapters are checked
    /// against stand-ins, has no `#selector` and spells the same names out.
    enum TableViewDataSourceSelectors {
        #if _runtime(_ObjC)
            static let titleForHeader = #selector(UITableViewDataSource.tableView(_:titleForHeaderInSection:))
            static let titleForFooter = #selector(UITableViewDataSource.tableView(_:titleForFooterInSection:))
            static let canEdit = #selector(UITableViewDataSource.tableView(_:canEditRowAt:))
            static let commit = #selector(UITableViewDataSource.tableView(_:commit:forRowAt:))
            static let canMove = #selector(UITableViewDataSource.tableView(_:canMoveRowAt:))
            static let move = #selector(UITableViewDataSource.tableView(_:moveRowAt:to:))
            static let sectionIndexTitles = #selector(UITableViewDataSource.sectionIndexTitles(for:))
            static let sectionForIndexTitle = #selector(UITableViewDataSource.tableView(_:sectionForSectionIndexTitle:at:))
        #else
            static let titleForHeader = Selector(("tableView:titleForHeaderInSection:"))
            static let titleForFooter = Selector(("tableView:titleForFooterInSection:"))
            static let canEdit = Selector(("tableView:canEditRowAtIndexPath:"))
            static let commit = Selector(("tableView:commitEditingStyle:forRowAtIndexPath"))
            static let canMove = Selector(("tableView:canMoveRowAtIndexPath:"))
            static let move = Selector(("tableView:moveRowAtIndexPath:toIndexPath:"))
            static let sectionIndexTitles = Selector(("sectionIndexTitlesForTableView:"))
            static let sectionForIndexTitle = Selector(("tableView:sectionForSectionIndexTitle:atIndex:"))
        #endif
    }
#endif
