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
    isIdentifierHead(scalar) || identifierContinuationRanges.contains { $0.contains(scalar.value) }
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
    identifierHeadRanges.contains { $0.contains(scalar.value) }
}

/// The grammar's identifier-head ranges.
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

/// The grammar's identifier-character ranges that are not heads.
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
