/// `name` as an argument label at a call site: keywords are legal labels
/// there, and escaping them draws a warning, except for the three that
/// Swift would read as a parameter modifier.
func argumentLabel(_ name: String) -> String {
    // A `switch`, not `[...].contains`, which allocated the array on every call.
    switch name {
    case "inout", "var", "let": "`" + name + "`"
    default: name
    }
}
