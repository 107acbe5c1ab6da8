/// Whether `name` is a Swift identifier as The Swift Programming Language's
/// Lexical Structure defines it (`Café`, `メニュー`), but for U+FFFD, which
/// swiftc refuses, and the bidirectional controls.
func isSwiftIdentifier(_ name: String) -> Bool {
    guard let head = name.unicodeScalars.first, isIdentifierHead(head) else { return false }
    return name.unicodeScalars.allSatisfy { isSwiftIdentifierCharacter($0) && !isBidirectionalControl($0) }
}

/// Whether `scalar` is a head, a digit or a combining mark (the grammar's
/// identifier-character).
func isSwiftIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierHead(scalar) || identifierContinuationRanges.holds(scalar.value)
}

/// Whether `name` is one identifier or several joined by dots, none a
/// keyword: a module (`Darwin.C`) or a class (`FeedUI.CardCell`).
func isQualifiedName(_ name: String) -> Bool {
    name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { component in
        isSwiftIdentifier(String(component)) && !isSwiftKeyword(String(component))
    }
}

/// Whether `name` is a reserved Swift keyword, one that needs backticks to
/// be an identifier (`default`, `self`); of the contextual ones, only `open`.
func isSwiftKeyword(_ name: String) -> Bool {
    swiftKeywords.contains(name)
}

/// Whether `scalar` may start an identifier (the grammar's identifier-head).
private func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
    identifierHeadRanges.holds(scalar.value)
}

/// The grammar's identifier-head ranges, in order.
private let identifierHeadRanges: [ClosedRange<UInt32>] = [
    0x41...0x5A, 0x5F...0x5F, 0x61...0x7A,
    0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
    0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
    0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF,
    0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
    0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
    0xFE30...0xFE44, 0xFE47...0xFFFC, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
    0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD,
    0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
]

/// The grammar's identifier-character ranges that are not heads, in order.
private let identifierContinuationRanges: [ClosedRange<UInt32>] = [
    0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
]

/// The reserved words of The Swift Programming Language's "Keywords and Punctuation".
private let swiftKeywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
    "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator",
    "precedencegroup", "private", "protocol", "public", "rethrows", "static", "struct", "subscript",
    "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    "_",
]

/// Why `name` cannot name a generated type, or nil when it can: type names
/// are written without backticks, and a type named as one the generated
/// code uses unqualified (`String`, `Kind`) would shadow it.
func typeNameProblem(_ name: String) -> String? {
    if let problem = identifierProblem(name, role: "type name") { return problem }
    if isSwiftKeyword(name), !keywordsUsableAsTypeNames.contains(name) {
        return "\"\(name)\" is a Swift keyword and cannot be a type name"
    }
    if GeneratedNames.unqualifiedTypes.contains(name) {
        return "\"\(name)\" cannot be a type name: the generated code uses \"\(name)\" and would refer to this type instead"
    }
    return nil
}

/// Why `name` cannot be a member (field, enum case) of generated code, or
/// nil when it can: keywords are escaped, except those swiftc refuses even
/// escaped in `role`; `generatedMembers` are declared beside it.
func memberNameProblem(_ name: String, role: MemberRole, generatedMembers: [String]) -> String? {
    if let problem = identifierProblem(name, role: role.rawValue) { return problem }
    if let reason = role.namesRefusedInBackticks[name] {
        return "\"\(name)\" cannot be a \(role.rawValue), not even in backticks: \(reason)"
    }
    if generatedMembers.contains(name) {
        return "\"\(name)\" cannot be a \(role.rawValue): it clashes with the generated member \"\(name)\""
    }
    return nil
}

/// What a member name of the spec becomes in the generated code, which
/// decides the names swiftc 6.3 refuses even in backticks (KeywordNameTests).
enum MemberRole: String, Sendable {
    /// A field of an item or a section: a stored property and a label.
    case field = "field name"
    /// A case of the item enum, which also names a case of `Kind`, an
    /// accessor, and the closures of `Dispatch` and the cell helpers.
    case itemCase = "case name"
    /// A case of the section enum.
    case section = "section name"
    /// An action of a kind: a handler's stored property and label.
    case action = "action name"

    /// The names backticks cannot make legal in this role, with why.
    var namesRefusedInBackticks: [String: String] {
        var refused = ["self": "`value.self` is the value itself, not a member"]
        if self == .itemCase {
            refused["Type"] = "`Kind.Type` names the metatype of `Kind`, not the case"
            refused["Protocol"] = "`Kind.Protocol` names a metatype, not the case"
            refused["Self"] = "a closure parameter of that name would hide the type `Self` in the cell helpers"
        }
        return refused
    }
}

/// Why `name` is no identifier at all, or nil when it is one.
private func identifierProblem(_ name: String, role: String) -> String? {
    if name.isEmpty { return "the \(role) is empty" }
    if let problem = bidirectionalControlProblem(name, role: role) { return problem }
    if !isSwiftIdentifier(name) {
        return "\"\(name)\" is not a valid \(role); use letters, digits and underscores, not starting with a digit"
    }
    return nil
}

/// The keywords swiftc 6.3 takes as a type's name without backticks.
private let keywordsUsableAsTypeNames: Set<String> = ["open", "borrowing", "consuming"]


/// Whether `scalar` is a bidirectional control: an embedding, override,
/// isolate or mark.
func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
    bidirectionalControlNames[scalar.value] != nil
}

/// Why `name`, a `role` such as `field name`, cannot hold a bidirectional
/// control (an editor shows code around one in another order than swiftc
/// reads it, CVE-2021-42574), or nil when it holds none.
func bidirectionalControlProblem(_ name: String, role: String) -> String? {
    guard let control = name.unicodeScalars.first(where: isBidirectionalControl) else { return nil }
    let shown = name.unicodeScalars.map { isBidirectionalControl($0) ? "\\u{\(uppercaseHex($0.value))}" : String($0) }
    return "the \(role) \"\(shown.joined())\" contains U+\(uppercaseHex(control.value)) "
        + "\(bidirectionalControlNames[control.value] ?? ""), "
        + "a bidirectional control character that makes code display in another order than it compiles; remove it"
}

/// The Unicode names of the bidirectional controls.
private let bidirectionalControlNames: [UInt32: String] = [
    0x061C: "ARABIC LETTER MARK",
    0x200E: "LEFT-TO-RIGHT MARK",
    0x200F: "RIGHT-TO-LEFT MARK",
    0x202A: "LEFT-TO-RIGHT EMBEDDING",
    0x202B: "RIGHT-TO-LEFT EMBEDDING",
    0x202C: "POP DIRECTIONAL FORMATTING",
    0x202D: "LEFT-TO-RIGHT OVERRIDE",
    0x202E: "RIGHT-TO-LEFT OVERRIDE",
    0x2066: "LEFT-TO-RIGHT ISOLATE",
    0x2067: "RIGHT-TO-LEFT ISOLATE",
    0x2068: "FIRST STRONG ISOLATE",
    0x2069: "POP DIRECTIONAL ISOLATE",
]

extension [ClosedRange<UInt32>] {
    /// Whether one of the ranges, sorted and disjoint, holds `value`: a
    /// binary search, so that a type text of megabytes is read quickly.
    ///
    /// - Complexity: O(log *n*) for *n* ranges.
    fileprivate func holds(_ value: UInt32) -> Bool {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle].upperBound < value { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low].contains(value)
    }
}
