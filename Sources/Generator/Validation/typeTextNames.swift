/// The names a well-formed type's text uses, in order, each split at its
/// dots: `Result<Foundation.Date, any Error>` gives `["Result"]`,
/// `["Foundation", "Date"]`, `["any"]` and `["Error"]`. A name after a
/// closing bracket (`Type` in `Array<Int>.Type`) starts with an empty component.
func typeTextNames(_ text: String) -> [[String]] {
    var names: [[String]] = []
    var components: [String] = []
    var word = String.UnicodeScalarView()
    var follows: Unicode.Scalar = " "
    func endWord() {
        guard !word.isEmpty else { return }
        components.append(String(word))
        word = String.UnicodeScalarView()
    }
    func endName() {
        endWord()
        if !components.isEmpty {
            names.append(components)
            components = []
        }
    }
    for scalar in text.unicodeScalars {
        if scalar == "." {
            if word.isEmpty && components.isEmpty {
                // `.Type` after `>`, `]` or `)`: a member of the bracketed type.
                if follows == ">" || follows == "]" || follows == ")" {
                    components.append("")
                }
            } else {
                endWord()
            }
        } else if isSwiftIdentifierCharacter(scalar) {
            word.append(scalar)
        } else {
            endName()
        }
        follows = scalar
    }
    endName()
    return names
}
