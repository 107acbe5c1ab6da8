/// Why `text` cannot be the type of a field, a section parameter or an
/// identity (`URL?`, `[String: Int]` can), or nil when it can: a sanity
/// check for what would fail far from the spec; swiftc judges the rest.
func typeTextProblem(_ text: String) -> TypeTextProblem? {
    if text.unicodeScalars.allSatisfy({ $0 == " " }) { return TypeTextProblem(message: "the type is empty") }
    if let problem = bidirectionalControlProblem(text, role: "type") { return TypeTextProblem(message: problem) }
    // Before the character check, which would call it a stray '-'.
    if text.contains("->") {
        return TypeTextProblem(
            message: "the type \"\(text)\" is a function type; closures are not Equatable, so the generated == "
                + "cannot compare them",
            suggestion: "wrap the closure in a struct of your own that conforms to Equatable and Sendable (comparing "
                + "an id, say) and name that struct here, or keep the closure out of the item, in the code that "
                + "configures its cell; an item may also be \"external\", a type of your own whose == you write")
    }
    var openers: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars {
        switch scalar {
        case "(", "[", "<":
            openers.append(scalar)
        case ")", "]", ">":
            guard let last = openers.popLast() else {
                return TypeTextProblem(message: "the type \"\(text)\" has a '\(scalar)' that closes nothing")
            }
            let opener: Unicode.Scalar = switch scalar {
            case ")": "("
            case "]": "["
            default: "<"
            }
            if last != opener {
                return TypeTextProblem(message: "the type \"\(text)\" closes '\(last)' with '\(scalar)'")
            }
        case ".", "?", "!", ":", ",", " ", "&":
            break
        case _ where isSwiftIdentifierCharacter(scalar):
            break
        default:
            let shown = scalar.value >= 0x20 && scalar.value < 0x7F ? "'\(scalar)'" : "U+" + uppercaseHex(scalar.value)
            return TypeTextProblem(message: "the type \"\(text)\" contains \(shown), which cannot appear in a Swift type")
        }
    }
    if let unclosed = openers.last {
        return TypeTextProblem(message: "the type \"\(text)\" has an unclosed '\(unclosed)'")
    }
    if let problem = typeConformanceProblem(text) { return problem }
    // A reserved word names no type, but for `Any` and `Self`.
    let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    if let keyword = words.first(where: { isSwiftKeyword(String($0)) && $0 != "Any" && $0 != "Self" }) {
        return TypeTextProblem(message: "the type \"\(text)\" uses the keyword \"\(keyword)\", which cannot name a type")
    }
    return nil
}

/// Why a type written in a spec cannot be used, and how to fix it.
struct TypeTextProblem: Equatable, Sendable {
    /// What is wrong, quoting the type.
    var message: String
    /// A fix to propose, when there is one to give.
    var suggestion: String?
}
