/// The three valid, distinct type names a spec generates besides its items:
/// `enum`, `sectionEnum` (by default `FeedItem` -> `FeedSection`, `Feed` ->
/// `FeedSection`) and the section model's name.
func validateTypeNames(_ object: SpecObject, diagnostics: DiagnosticCollector) -> SpecTypeNames? {
    let enumName = object.string(
        "enum", missingMessage: "missing required key \"enum\"; name the item enum, such as \"FeedItem\"",
        diagnostics: diagnostics)
    let sectionEnum = object.string("sectionEnum", diagnostics: diagnostics)
    var isValid = enumName != nil && (sectionEnum != nil || object.member("sectionEnum") == nil)
    for (name, use) in [(enumName, GeneratedNameUse.itemEnum), (sectionEnum, .type)] {
        guard let name else { continue }
        if let problem = typeNameProblem(name.text) {
            diagnostics.append(Diagnostic(problem, at: name.value.location))
            isValid = false
        } else if let clash = generatedNameClash(name.text, as: use) {
            diagnostics.append(Diagnostic(clash, at: name.value.location, suggestion: "choose another name"))
            isValid = false
        }
    }
    guard isValid, let enumName else { return nil }
    let sectionEnumName = sectionEnum?.text ?? defaultSectionEnumName(forItemEnum: enumName.text)
    let sectionEnumValue = sectionEnum?.value ?? enumName.value
    let sectionModelName = sectionModelName(ofSectionEnum: sectionEnumName)
    if sectionEnum != nil, sectionEnumName == enumName.text {
        diagnostics.append(Diagnostic(
            "\"sectionEnum\" is also the item enum's name \"\(enumName.text)\"", at: sectionEnumValue.location))
        return nil
    }
    if sectionModelName == enumName.text || typeNameProblem(sectionModelName) != nil
        || generatedNameClash(sectionModelName, as: .type) != nil {
        diagnostics.append(Diagnostic(
            "the section model typealias would be named \"\(sectionModelName)\", "
                + (sectionModelName == enumName.text ? "the item enum's name" : "a name the generated code uses"),
            at: sectionEnumValue.location, suggestion: "set \"sectionEnum\" to another name"))
        return nil
    }
    return (enumName.text, sectionEnumName, sectionModelName)
}

/// The item enum's, the section enum's and the section model's names.
typealias SpecTypeNames = (enumName: String, sectionEnumName: String, sectionModelName: String)

/// `text` as the type of a field, a section parameter or an identity
/// (`URL?`, `[String: Int]`), read once for the checks and the stages after
/// Validation, or why it cannot be one: a sanity check for what would fail
/// far from the spec; swiftc judges the rest. O(n) in the text's length.
func checkedType(_ text: String) throws(TypeTextProblem) -> SwiftType {
    if text.unicodeScalars.allSatisfy({ $0 == " " }) { throw TypeTextProblem(message: "the type is empty") }
    if let problem = bidirectionalControlProblem(text, role: "type") { throw TypeTextProblem(message: problem) }
    // Before the character check, which would call it a stray '-'.
    if text.contains("->") {
        throw TypeTextProblem(
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
                throw TypeTextProblem(message: "the type \"\(text)\" has a '\(scalar)' that closes nothing")
            }
            let opener: Unicode.Scalar = switch scalar {
            case ")": "("
            case "]": "["
            default: "<"
            }
            if last != opener {
                throw TypeTextProblem(message: "the type \"\(text)\" closes '\(last)' with '\(scalar)'")
            }
        case ".", "?", "!", ":", ",", " ", "&":
            break
        case _ where isSwiftIdentifierCharacter(scalar):
            break
        default:
            let shown = scalar.value >= 0x20 && scalar.value < 0x7F ? "'\(scalar)'" : "U+" + uppercaseHex(scalar.value)
            throw TypeTextProblem(message: "the type \"\(text)\" contains \(shown), which cannot appear in a Swift type")
        }
    }
    if let unclosed = openers.last {
        throw TypeTextProblem(message: "the type \"\(text)\" has an unclosed '\(unclosed)'")
    }
    let names = typeTextNames(text)
    if let problem = typeConformanceProblem(text, names: names) { throw problem }
    // A reserved word names no type, but for `Any` and `Self`.
    let words = names.joined()
    if let keyword = words.first(where: { isSwiftKeyword($0) && $0 != "Any" && $0 != "Self" }) {
        throw TypeTextProblem(message: "the type \"\(text)\" uses the keyword \"\(keyword)\", which cannot name a type")
    }
    return SwiftType(text: text, names: names)
}

/// The type a spec's string `type` names, or nil with its problem reported
/// at the string.
func checkedType(_ type: (text: String, value: JSONValue), diagnostics: DiagnosticCollector) -> SwiftType? {
    do {
        return try checkedType(type.text)
    } catch {
        diagnostics.append(Diagnostic(error.message, at: type.value.location, suggestion: error.suggestion))
        return nil
    }
}

/// Why a type written in a spec cannot be used, and how to fix it.
struct TypeTextProblem: Error, Equatable, Sendable {
    /// What is wrong, quoting the type.
    var message: String
    /// A fix to propose, when there is one to give.
    var suggestion: String?
}

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
