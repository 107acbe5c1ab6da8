/// A view's data source that shows a `SectionedDataSource`: the runtime's
/// UIKit and AppKit adapters. A view asks its data source through this
/// whether it still shows the data an `apply` is about to change.
@MainActor protocol SectionedDataAdapter: AnyObject {
    /// The `SectionedDataSource` the adapter answers from.
    var adaptedData: AnyObject { get }
}

/// Whether a view whose data source is `dataSource` reads `data`: the
/// answer of UIKit's and AppKit's views to `BatchUpdateTarget.readsData(from:)`.
///
/// Views hold their data source weakly, so a released adapter leaves none
/// (false); an adapter answers whether it shows `data`; a data source of
/// the app's own cannot be checked and is trusted (true).
///
/// - Parameters:
///   - data: The `SectionedDataSource` about to update the view.
///   - dataSource: The view's data source now.
/// - Complexity: O(1).
@MainActor func viewReadsData(_ data: AnyObject, through dataSource: AnyObject?) -> Bool {
    guard let dataSource else { return false }
    guard let adapter = dataSource as? any SectionedDataAdapter else { return true }
    return adapter.adaptedData === data
}
