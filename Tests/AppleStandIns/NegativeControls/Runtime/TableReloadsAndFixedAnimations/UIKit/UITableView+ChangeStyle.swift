// Negative control for Checks/UIKitUpdatesCheck.swift: a table that animates
// every operation with `.automatic` and reloads what changed.
#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension UITableView {
        // The mistakes: the adapter's animations ignored, and sections and
        // rows reloaded where they would be configured again in place.
        static func rowAnimations(of _: (any TableViewAdapting)?) -> TableViewRowAnimations { TableViewRowAnimations() }

        func showUpdatedSections(_ sections: [Int], inPlace _: Bool, adapter _: (any TableViewAdapting)?, animation _: RowAnimation) {
            reloadSections(IndexSet(sections), with: .automatic)
        }

        func showUpdatedRows(at paths: [IndexPath], inPlace _: Bool, animation _: RowAnimation) {
            reloadRows(at: paths, with: .automatic)
        }
    }
#endif
