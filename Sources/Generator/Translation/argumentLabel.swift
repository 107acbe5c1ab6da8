/// `name` as an argument label at a call site: keywords are legal labels
/// there, and escaping them draws a warning, except `inout`, which Swift
/// would read as a parameter modifier, and `_`, which means no label.
func argumentLabel(_ name: String) -> String {
    name == "inout" || name == "_" ? "`\(name)`" : name
}
