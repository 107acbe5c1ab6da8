/// `name` as an argument label at a call site: keywords are legal labels
/// there, and escaping them draws a warning, except for the three that
/// Swift would read as a parameter modifier.
func argumentLabel(_ name: String) -> String {
    ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
}
