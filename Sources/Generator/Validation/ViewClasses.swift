/// The classes an item or a section names for each view, read by
/// `validateViewClasses`: each a valid class name, with the value that
/// names it.
struct ViewClasses {
    var table: (text: String, value: JSONValue)?
    var collection: (text: String, value: JSONValue)?
}
