/// A view's data source that shows a `SectionedDataSource`: the runtime's
/// UIKit and AppKit adapters. A view asks its data source through this
/// whether it still shows the data an `apply` is about to change.
@MainActor protocol SectionedDataAdapter: AnyObject {
    /// The `SectionedDataSource` the adapter answers from.
    var adaptedData: AnyObject { get }
}
