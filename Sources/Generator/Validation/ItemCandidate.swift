/// What validation learnt about one item, even one with errors, for the
/// checks across items.
struct ItemCandidate {
    /// The item's `name` as written, valid or not, and its value.
    var name: String
    var nameValue: JSONValue
    /// The case name when valid; the `case` value, else the name's, where a
    /// clash is reported; whether the case name is derived from the name.
    var caseName: String?
    var caseValue: JSONValue
    var isCaseDerived: Bool
    /// The cell classes that are valid class names, with their values.
    var cells: [(text: String, value: JSONValue)]
    /// The validated item, nil if any problem was found in it.
    var item: ValidatedSpec.Item?
}
