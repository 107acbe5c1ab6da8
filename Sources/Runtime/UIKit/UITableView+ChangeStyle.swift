#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // How a batch shows its changes on a table: with the adapter's
    // animations, and content that changed in place where the update style
    // and the adapter allow.
    extension UITableView {
        /// The animations of the table's data source when it is the
        /// runtime's adapter, else `.automatic` for every operation.
        static func rowAnimations(of adapter: (any TableViewAdapting)?) -> TableViewRowAnimations {
            adapter?.rowAnimations ?? TableViewRowAnimations()
        }

        /// Shows that `sections`, whose own content changed, changed: their
        /// headers and footers configured again when `inPlace` and the
        /// adapter can, else the sections reloaded with `animation`.
        func showUpdatedSections(
            _ sections: [Int], inPlace: Bool, adapter: (any TableViewAdapting)?, animation: UITableView.RowAnimation
        ) {
            if inPlace, adapter?.reconfigureHeadersAndFooters(ofSections: sections, in: self) == true { return }
            reloadSections(IndexSet(sections), with: animation)
        }

        /// Shows that the rows at `paths` changed: reconfigured when
        /// `inPlace` (iOS, tvOS and visionOS 15 and later), else reloaded
        /// with `animation`.
        func showUpdatedRows(at paths: [IndexPath], inPlace: Bool, animation: UITableView.RowAnimation) {
            if inPlace, #available(iOS 15.0, tvOS 15.0, *) {
                reconfigureRows(at: paths)
            } else {
                reloadRows(at: paths, with: animation)
            }
        }
    }
#endif
