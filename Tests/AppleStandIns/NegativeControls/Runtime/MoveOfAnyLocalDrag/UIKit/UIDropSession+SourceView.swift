// Negative control for Checks/RowDragDropCheck.swift: drop proposals that
// take any drag in this app for a drag from the view the drop is over.
#if canImport(UIKit) && !os(watchOS)
    import UIKit

    #if !os(tvOS)
        extension UIDropSession {
            // The mistake: `localDragSession` alone, set for a drag from any view or window of the app.
            @MainActor
            func isFromView(withActiveDrag _: Bool) -> Bool { localDragSession != nil }
        }
    #endif
#endif
