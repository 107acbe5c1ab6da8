/// Why `text` cannot be a Swift type as written in a spec (`URL?`,
/// `[String: Int]`, `Result<Int, Error>`), or nil when it can.
///
/// This is a sanity check, not a parser: it catches what would make the
/// generated file fail in a confusing place (stray characters, unbalanced
/// brackets, keywords); the compiler judges the rest.
func typeTextProblem(_ text: String) -> String? {
    if text.unicodeScalars.allSatisfy({ $0 == " " }) {
        return "the type is empty"
    }
    var openers: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars {
        switch scalar {
        case "(", "[", "<":
            openers.append(scalar)
        case ")", "]", ">":
            guard let last = openers.popLast() else {
                return "the type \"\(text)\" has a '\(scalar)' that closes nothing"
            }
            let opener: Unicode.Scalar = scalar == ")" ? "(" : scalar == "]" ? "[" : "<"
            if last != opener {
                return "the type \"\(text)\" closes '\(last)' with '\(scalar)'"
            }
        case "a"..."z", "A"..."Z", "0"..."9", "_", ".", "?", "!", ":", ",", " ", "&":
            break
        case _ where !scalar.isASCII && isSwiftIdentifierCharacter(scalar):
            // Letters of other scripts, in a type such as `[Größe]`.
            break
        default:
            let shown = scalar.value >= 0x20 && scalar.value < 0x7F ? "'\(scalar)'" : "U+" + uppercaseHex(scalar.value)
            return "the type \"\(text)\" contains \(shown), which cannot appear in a Swift type"
        }
    }
    if let unclosed = openers.last {
        return "the type \"\(text)\" has an unclosed '\(unclosed)'"
    }
    // A reserved word names no type (`public`, `self`), but for the two
    // that are types themselves.
    let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    if let keyword = words.first(where: { isSwiftKeyword(String($0)) && $0 != "Any" && $0 != "Self" }) {
        return "the type \"\(text)\" uses the keyword \"\(keyword)\", which cannot name a type"
    }
    return nil
}
