/// `name` as an argument label at a call site: keywords are legal labels
/// there, and escaping them draws a warning, except `inout`, which Swift
/// would read as a parameter modifier.
func argumentLabel(_ name: String) -> String {
    name == "inout" ? "`inout`" : name
}
