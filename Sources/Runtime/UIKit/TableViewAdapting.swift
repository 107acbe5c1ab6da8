#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What a table asks its data source, when it is the runtime's adapter,
    /// while it applies a batch: the animations, and whether the headers of
    /// updated sections can be configured again in place.
    @MainActor protocol TableViewAdapting: SectionedDataAdapter {
        /// The animation of each kind of operation.
        var rowAnimations: TableViewRowAnimations { get }

        /// Configures the visible header and footer views of `sections`
        /// (before-indices, which the batch leaves in place) again from the
        /// data, which already holds the new sections.
        ///
        /// - Returns: False, having done nothing, when they cannot be
        ///   configured in place and must be reloaded.
        func reconfigureHeadersAndFooters(ofSections sections: [Int], in tableView: UITableView) -> Bool
    }
#endif
