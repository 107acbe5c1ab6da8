/// Why the well-formed type `text`, which uses `names` (`typeTextNames`),
/// cannot be part of a generated type, which is `Equatable` and `Sendable`,
/// when its text alone shows it (a tuple, `Any`, an existential, an opaque
/// type, a metatype, a pointer); only standard library names are judged,
/// unqualified or as `Swift.Name`.
func typeConformanceProblem(_ text: String, names: [[String]]) -> TypeTextProblem? {
    if isTuple(text) {
        if text.unicodeScalars.allSatisfy({ $0 == "(" || $0 == ")" || $0 == " " }) { return emptyTupleProblem(text) }
        return TypeTextProblem(
            message: "the type \"\(text)\" is a tuple; tuples are not Equatable, so the generated == cannot compare them",
            suggestion: "declare a struct of your own with these members that conforms to Equatable and Sendable and "
                + "name it here, or give each member a field of its own")
    }
    for (index, name) in names.enumerated() {
        if name.count > 1, let last = name.last, last == "Type" || last == "Protocol" {
            return TypeTextProblem(
                message: "the type \"\(text)\" is a metatype; metatypes are not Equatable, so the generated == "
                    + "cannot compare them",
                suggestion: "store a value that names the type instead, such as a case of an enum of your own")
        }
        let word = switch name.count {
        case 1: name[0]
        case 2 where name[0] == "Swift": name[1]
        default: ""
        }
        switch word {
        case "inout", "borrowing", "consuming", "__owned", "__shared", "sending", "isolated":
            let written = text.drop { $0 == " " }
            let rest = written.hasPrefix(word + " ") ? written.dropFirst(word.count).drop { $0 == " " } : ""
            return TypeTextProblem(
                message: "the type \"\(text)\" has \"\(word)\", which marks a function's parameter, not the type "
                    + "of a stored value",
                suggestion: rest.isEmpty ? "remove \"\(word)\"" : "remove \"\(word)\": write \"\(rest)\"")
        case "Void":
            return emptyTupleProblem(text)
        case "some":
            return TypeTextProblem(
                message: "the type \"\(text)\" is opaque (some); a stored field needs a type that the memberwise "
                    + "init can take, and an opaque type is known only from an initial value",
                suggestion: "name the concrete type; for a view, keep the view's data in the item and build the view "
                    + "in its cell or row")
        case "any":
            let existential = names.indices.contains(index + 1) ? names[index + 1].joined(separator: ".") : ""
            return existentialProblem(text, holding: "any " + existential)
        case "Any":
            return TypeTextProblem(
                message: "the type \"\(text)\" holds Any, a value of any type; Any is not Equatable, so the "
                    + "generated == cannot compare it",
                suggestion: "use a concrete type, such as String, or an enum of your own that conforms to Equatable "
                    + "and Sendable, with a case for each kind of value it may hold")
        case "AnyObject", "AnyClass":
            return TypeTextProblem(
                message: "the type \"\(text)\" holds \(word), an instance of any class; it is neither Equatable "
                    + "nor Sendable",
                suggestion: "use the class itself, if it conforms to Equatable and Sendable, or a struct of your own "
                    + "that does")
        case "AnyHashable":
            return TypeTextProblem(
                message: "the type \"\(text)\" holds AnyHashable, which is not Sendable, so the generated types "
                    + "cannot be",
                suggestion: "use a concrete Hashable type, or an enum of your own with a case for each kind of value")
        case _ where protocolsUsedAsTypes.contains(word):
            // In a composition, the whole of it is the existential.
            return existentialProblem(text, holding: text.unicodeScalars.contains("&") ? text : word)
        case _ where pointerTypes.contains(word):
            return TypeTextProblem(
                message: "the type \"\(text)\" holds \(word), which is not Sendable: the memory it points to can "
                    + "change on any thread",
                suggestion: "copy the values into an Array, or into a struct of your own")
        default:
            break
        }
    }
    if text.unicodeScalars.contains("&") { return existentialProblem(text, holding: text) }
    return nil
}

/// The problem of `()`, or `Void`, in `text`.
private func emptyTupleProblem(_ text: String) -> TypeTextProblem {
    TypeTextProblem(
        message: "the type \"\(text)\" is the empty tuple, Void; tuples are not Equatable, so the generated == "
            + "cannot compare them",
        suggestion: "remove it: it holds no data")
}

/// The problem of an existential such as `any Shape` or `Error` in `text`.
private func existentialProblem(_ text: String, holding existential: String) -> TypeTextProblem {
    TypeTextProblem(
        message: "the type \"\(text)\" holds \(existential), an existential: a value of any type that conforms, "
            + "which is not Equatable even when its protocol is, so the generated == cannot compare it",
        suggestion: "use a concrete type of your own that conforms to Equatable and Sendable, such as an enum with "
            + "a case for each kind of value; an item may also be \"external\", a type of your own whose == you write")
}

/// Whether `text` has a pair of parentheses around nothing or around
/// elements separated by commas, which makes a tuple; `(Int)` is `Int`.
private func isTuple(_ text: String) -> Bool {
    // For each open bracket: whether it is a parenthesis, and what is directly inside.
    var open: [(isParenthesis: Bool, isEmpty: Bool, hasComma: Bool)] = []
    for scalar in text.unicodeScalars {
        switch scalar {
        case "(", "[", "<":
            if !open.isEmpty { open[open.count - 1].isEmpty = false }
            open.append((scalar == "(", true, false))
        case ")", "]", ">":
            guard let group = open.popLast() else { return false }
            if group.isParenthesis && (group.isEmpty || group.hasComma) { return true }
        case ",":
            if !open.isEmpty { open[open.count - 1].hasComma = true }
        case " ":
            break
        default:
            if !open.isEmpty { open[open.count - 1].isEmpty = false }
        }
    }
    return false
}

/// Protocols of the standard library a spec might name as a type, an
/// existential; names an app may use too (`Collection`) are left to swiftc.
private let protocolsUsedAsTypes: Set<String> = [
    "Error", "Equatable", "Hashable", "Comparable", "Identifiable", "Sendable", "Codable", "Encodable",
    "Decodable", "CustomStringConvertible",
]

/// The standard library's pointer types, none of which is Sendable.
private let pointerTypes: Set<String> = [
    "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer",
    "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "UnsafeRawBufferPointer",
    "UnsafeMutableRawBufferPointer", "OpaquePointer", "AutoreleasingUnsafeMutablePointer", "Unmanaged",
]
