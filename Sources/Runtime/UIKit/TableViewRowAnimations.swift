#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The animation a table uses for each kind of operation of an animated
    /// `apply`: sections and rows inserted, deleted and reloaded.
    /// Reconfigured rows and headers configured again in place do not fade;
    /// moves slide, as UIKit always moves them.
    ///
    /// ```swift
    /// dataSource.rowAnimations = TableViewRowAnimations(insertedRows: .top, deletedRows: .fade)
    /// dataSource.rowAnimations = TableViewRowAnimations(.none)   // rows change at once
    /// ```
    public struct TableViewRowAnimations: Sendable, Equatable {
        /// For `insertSections(_:with:)`.
        public var insertedSections: UITableView.RowAnimation
        /// For `deleteSections(_:with:)`.
        public var deletedSections: UITableView.RowAnimation
        /// For `reloadSections(_:with:)`.
        public var reloadedSections: UITableView.RowAnimation
        /// For `insertRows(at:with:)`.
        public var insertedRows: UITableView.RowAnimation
        /// For `deleteRows(at:with:)`.
        public var deletedRows: UITableView.RowAnimation
        /// For `reloadRows(at:with:)`, also where a reconfigure falls back to
        /// a reload (before iOS 15, or with `UpdateStyle.reload`).
        public var reloadedRows: UITableView.RowAnimation

        /// Animations per kind of operation; each is `.automatic`, UIKit's
        /// choice, unless given.
        public init(
            insertedSections: UITableView.RowAnimation = .automatic,
            deletedSections: UITableView.RowAnimation = .automatic,
            reloadedSections: UITableView.RowAnimation = .automatic,
            insertedRows: UITableView.RowAnimation = .automatic,
            deletedRows: UITableView.RowAnimation = .automatic,
            reloadedRows: UITableView.RowAnimation = .automatic
        ) {
            self.insertedSections = insertedSections
            self.deletedSections = deletedSections
            self.reloadedSections = reloadedSections
            self.insertedRows = insertedRows
            self.deletedRows = deletedRows
            self.reloadedRows = reloadedRows
        }

        /// One animation for every kind of operation.
        ///
        /// - Parameter animation: The animation of every insert, delete and
        ///   reload.
        public init(_ animation: UITableView.RowAnimation) {
            self.init(
                insertedSections: animation, deletedSections: animation, reloadedSections: animation,
                insertedRows: animation, deletedRows: animation, reloadedRows: animation)
        }
    }
#endif
