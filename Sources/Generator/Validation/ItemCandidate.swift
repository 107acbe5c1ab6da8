/// What validation learnt about one item, even when the item has errors,
/// so that the checks across items (duplicate names and case names,
/// sections naming items) still run and do not cascade.
struct ItemCandidate {
    /// The item's `name` as written, valid or not.
    var name: String
    /// The `name` value, where problems with the name are reported.
    var nameValue: JSONValue
    /// The case name, explicit or derived, when it is valid.
    var caseName: String?
    /// The `case` value, else the name's (the case is derived): where a
    /// clash of case names is reported.
    var caseValue: JSONValue
    /// Whether `caseName` comes from the item's name rather than `case`.
    var isCaseDerived: Bool
    /// The cell classes and their values that are valid class names: the
    /// generated cell helpers name them beside the spec's other names.
    var cells: [(text: String, value: JSONValue)]
    /// The validated item, nil if any problem was found in it.
    var item: ValidatedSpec.Item?
}
