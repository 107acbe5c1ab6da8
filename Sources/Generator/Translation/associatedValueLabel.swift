/// `name` as the label of an enum case's associated value
/// (`case day(unread: Int)`): as at a call site (`argumentLabel`), except
/// that `let` and `var` there would be read as a binding, with a warning,
/// unless escaped.
func associatedValueLabel(_ name: String) -> String {
    name == "let" || name == "var" ? "`\(name)`" : argumentLabel(name)
}
