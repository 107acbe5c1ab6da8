/// The names a type's text uses, in order, each split at its dots:
/// `Result<Foundation.Date, Error>` gives `["Result"]`,
/// `["Foundation", "Date"]` and `["Error"]`. A name that follows a closing
/// bracket, as `Type` in `Array<Int>.Type`, starts with an empty component:
/// it is a member of what precedes it, not a name of its own.
///
/// Words such as `any` and `inout` are names here too; spaces separate
/// names. Call it on text that `typeTextProblem` found no stray character in.
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
