/// Whether `name` is a reserved Swift keyword, one that needs backticks to
/// be used as an identifier (`default`, `class`, `self`).
///
/// Validation uses it to reject keywords as type names (`typeNameProblem`
/// lets through the few swiftc reads as names there); translation uses it
/// to decide which member names to escape. Contextual keywords (`get`,
/// `async`) are identifiers outside their context and are not listed
/// except where escaping them is harmless and avoids surprises (`open`);
/// `escapedIdentifier` escapes those that need it as members.
func isSwiftKeyword(_ name: String) -> Bool {
    swiftKeywords.contains(name)
}

/// The reserved words of The Swift Programming Language's "Keywords and
/// Punctuation": declarations, statements, expressions and types, patterns.
private let swiftKeywords: Set<String> = [
    // Declarations.
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
    "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator",
    "precedencegroup", "private", "protocol", "public", "rethrows", "static", "struct", "subscript",
    "typealias", "var",
    // Statements.
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
    // Expressions and types.
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    // Patterns.
    "_",
]
