/// How a view shows an item, or a section's own content, that changed
/// while its identity stayed: by configuring the views it shows again, or
/// by replacing them.
///
/// Set it per data source (`SectionedDataSource.updateStyle`) or per call
/// (`apply(_:to:animated:updateStyle:completion:)`).
public enum UpdateStyle: Sendable {
    /// Keeps the cell and configures it again through the data source
    /// (`reconfigureRows(at:)` and `reconfigureItems(at:)` on iOS, tvOS and
    /// visionOS 15 and later, a reload before), and configures the visible
    /// header and footer views of a section again where the adapter can;
    /// a text field in the cell keeps its focus and nothing fades. The
    /// cell must be of the same class as before, which holds when each
    /// kind of item has one cell class, as generated code has.
    ///
    /// A batch that also inserts, deletes or moves anything, or a section
    /// update whose items changed too, is reloaded instead: the view
    /// resolves a reconfigure at once against the index it shows, which
    /// those operations shift.
    case reconfigure
    /// Replaces the cells, headers and footers: the old ones fade out and
    /// new ones are requested, as `reloadRows(at:with:)` does.
    case reload
}
