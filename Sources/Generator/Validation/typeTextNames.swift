/// The names a well-formed type's text uses, in order, each split at its
/// dots: `Result<Foundation.Date, any Error>` gives `["Result"]`,
/// `["Foundation", "Date"]`, `["any"]` and `["Error"]`. A name after a
/// closing bracket (`Type` in `Array<Int>.Type`) starts with an empty component.
func typeTextNames(_ text: String) -> [[String]] {
    var names: [[String]] = []
    // A run of identifier characters and dots, and the scalar before it.
    var run = String.UnicodeScalarView()
    var beforeRun: Unicode.Scalar = " "
    func endRun() {
        let isMember = run.first == "." && [">", "]", ")"].contains(beforeRun)
        let components = (isMember ? [""] : []) + run.split(separator: ".").map { String(Substring($0)) }
        if !components.isEmpty {
            names.append(components)
        }
        run = String.UnicodeScalarView()
    }
    for scalar in text.unicodeScalars {
        if scalar == "." || isSwiftIdentifierCharacter(scalar) {
            run.append(scalar)
        } else {
            endRun()
            beforeRun = scalar
        }
    }
    endRun()
    return names
}
