/// What a member name of the spec becomes in the generated code, which
/// decides the names that cannot be used even in backticks.
///
/// The names refused are those swiftc 6.3 refuses in the places the
/// generated code writes a member of that role, found by generating every
/// keyword in every role for every target and type-checking the result
/// (KeywordNameTests keeps the answer): `self` is refused everywhere, as
/// `x.\`self\`` still means `x` itself; the rest only where the role puts
/// them.
enum MemberRole: String, Sendable {
    /// A field of an item or a section: a stored property, a memberwise
    /// initializer's label, a composite identity's label.
    case field = "field name"
    /// A case of the item enum, which also names a case of `Kind`, an
    /// accessor, and the closures of `Dispatch` and the cell helpers.
    case itemCase = "case name"
    /// A case of the section enum.
    case section = "section name"

    /// The names backticks cannot make legal in this role, with why.
    var namesRefusedInBackticks: [String: String] {
        switch self {
        case .field:
            ["self": Self.selfReason]
        case .itemCase:
            // `Kind.Type` and `Kind.Protocol` are the metatypes, and a
            // parameter named `Self` hides the type inside the cell helpers.
            [
                "self": Self.selfReason,
                "Type": "`Kind.Type` names the metatype of `Kind`, not the case",
                "Protocol": "`Kind.Protocol` names a metatype, not the case",
                "Self": "a closure parameter of that name would hide the type `Self` in the cell helpers",
            ]
        case .section:
            ["self": Self.selfReason]
        }
    }

    private static let selfReason = "`value.self` is the value itself, not a member"
}
