/// The classes an item or a section names for each view, read by
/// `validateViewClasses`: each a valid class name, with the value that
/// names it.
struct ViewClasses {
    var table: (text: String, value: JSONValue)?
    var collection: (text: String, value: JSONValue)?

    /// The class for `view`, if one is named.
    func text(for view: UIKitListView) -> String? {
        view == .table ? table?.text : collection?.text
    }
}
