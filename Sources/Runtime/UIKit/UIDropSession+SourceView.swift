#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // Tables and collection views have no drag and drop on tvOS.
    #if !os(tvOS)
        extension UIDropSession {
            /// Whether the drop is of a drag that began in the view it is
            /// over, given that view's `hasActiveDrag`: a drag in this app
            /// (`localDragSession` is set for a drag from any view or window
            /// of the app) while the view has rows or items lifted and not
            /// yet dropped ("items were lifted from the collection view and
            /// have not yet been dropped",
            /// https://developer.apple.com/documentation/uikit/uicollectionview/hasactivedrag).
            ///
            /// Two drags at once, one still held over this view's rows and
            /// the other lifted elsewhere and dropped here, pass for this
            /// view's own: a drop session does not say which view its drag
            /// began in.
            ///
            /// - Complexity: O(1).
            @MainActor
            func isFromView(withActiveDrag viewHasActiveDrag: Bool) -> Bool {
                localDragSession != nil && viewHasActiveDrag
            }
        }
    #endif
#endif
