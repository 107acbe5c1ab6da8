#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // What the table asks its adapter while it applies a batch. `apply`,
    // `bind` and `applyDiffingOffMainActor` come from `SectionedViewDataSource`.

    extension TableViewDataSource: SectionedViewDataSource, TableViewAdapting {
        /// The view this data source answers for.
        public typealias ListView = UITableView

        /// Configures the visible header and footer views of `sections`
        /// again through `reconfigureHeaderView` and `reconfigureFooterView`;
        /// false while a title closure is set or neither of them is.
        ///
        /// - Complexity: O(*s*) for *s* sections.
        func reconfigureHeadersAndFooters(ofSections sections: [Int], in tableView: UITableView) -> Bool {
            guard titleForHeader == nil, titleForFooter == nil,
                reconfigureHeaderView != nil || reconfigureFooterView != nil
            else { return false }
            for index in sections {
                guard let section = data.section(at: index) else { continue }
                if let reconfigureHeaderView, let view = tableView.headerView(forSection: index) {
                    reconfigureHeaderView(view, section)
                }
                if let reconfigureFooterView, let view = tableView.footerView(forSection: index) {
                    reconfigureFooterView(view, section)
                }
            }
            return true
        }
    }
#endif
