#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A generated table of closures that configure reused views (cells,
    /// headers, footers), each closure given its view as the class the spec
    /// names: the cast they share.
    @MainActor
    public protocol ReusableViewTable {}

    extension ReusableViewTable {
        /// Runs `body` with `view` as the registered class `View`. A view of
        /// another class means another class was registered under the same
        /// identifier: a debug build stops there, a release build leaves the
        /// view as it is.
        ///
        /// - Parameters:
        ///   - view: The dequeued view.
        ///   - body: What configures it, given the view as the class it takes.
        public static func configure<View>(_ view: UIView, using body: (View) -> Void) {
            guard let typed = view as? View else {
                assertionFailure("\(type(of: view)) was dequeued where \(View.self) was registered")
                return
            }
            body(typed)
        }
    }
#endif
