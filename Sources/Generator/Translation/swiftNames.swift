/// `name`, wrapped in backticks when it is a Swift keyword, so that a field
/// or case named `default` compiles; also for the few identifiers that are
/// keywords where the generated code writes them (`namesEscapedAsMembers`).
func escapedIdentifier(_ name: String) -> String {
    isSwiftKeyword(name) || namesEscapedAsMembers.contains(name) ? "`\(name)`" : name
}

/// `name` as an argument label at a call site: keywords are legal labels
/// there, and escaping them draws a warning, except `inout`, which Swift
/// would read as a parameter modifier, and `_`, which means no label.
func argumentLabel(_ name: String) -> String {
    name == "inout" || name == "_" ? "`\(name)`" : name
}

/// `name` as the label of an enum case's associated value
/// (`case day(unread: Int)`): as at a call site, except that `let` and
/// `var` there would be read as a binding, with a warning, unless escaped.
func associatedValueLabel(_ name: String) -> String {
    name == "let" || name == "var" ? "`\(name)`" : argumentLabel(name)
}

/// `Card` for `card`: the first character uppercased.
func capitalized(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
}

/// Identifiers that are no keywords but mean something else where the
/// generated code writes a member: `get`, `set`, `willSet` and `didSet` in
/// `var identity: String { get }` start an accessor, `.Type` and
/// `.Protocol` after a type name its metatype.
private let namesEscapedAsMembers: Set<String> = ["get", "set", "willSet", "didSet", "Type", "Protocol"]

/// `text` as a Swift string literal, with quotes, backslashes, interpolation
/// openers and control characters escaped, so any header text compiles, and
/// bidirectional controls too, so the line displays in the order the
/// compiler reads it (the title keeps them: they are common in localized text).
func swiftStringLiteral(_ text: String) -> String {
    "\"" + literalText(text) + "\""
}

/// `text` as the inside of a Swift string literal, escaped as
/// `swiftStringLiteral` escapes it.
func literalText(_ text: String) -> String {
    var literal = ""
    // By Unicode scalar: as a `Character`, `\r\n` is one and would not match `\r`.
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": literal += "\\\""
        case "\\": literal += "\\\\"
        case "\n": literal += "\\n"
        case "\r": literal += "\\r"
        case "\t": literal += "\\t"
        case "\0": literal += "\\0"
        case "\u{1}"..."\u{1F}", "\u{7F}": literal += unicodeEscape(scalar)
        case _ where isBidirectionalControl(scalar): literal += unicodeEscape(scalar)
        default: literal.unicodeScalars.append(scalar)
        }
    }
    return literal
}

/// `text` for a line comment of the generated file: control characters,
/// line and paragraph separators and bidirectional controls written as
/// `\u{...}`, so that a spec's file name cannot end the comment or show the
/// line out of order.
func commentText(_ text: String) -> String {
    var shown = ""
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0..<0x20, 0x7F, 0x85, 0x2028, 0x2029: shown += unicodeEscape(scalar)
        case _ where isBidirectionalControl(scalar): shown += unicodeEscape(scalar)
        default: shown.unicodeScalars.append(scalar)
        }
    }
    return shown
}

/// `\u{7f}`: `scalar` as a Swift escape, in lowercase hexadecimal.
private func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    "\\u{\(String(scalar.value, radix: 16))}"
}

/// Whether a type of `spec` (a field, a section parameter, an external
/// item's identity) names a Foundation type (`UUID`, `[Date]`,
/// `Foundation.Data`) that no module in its `imports` declares: the
/// generated file then imports Foundation itself. Only the types common in
/// list items are known. UIKit, AppKit and SwiftUI bring Foundation in on
/// Apple platforms but not on Linux, so only Foundation itself (or
/// FoundationEssentials, for the types it declares) counts.
func namesFoundationType(_ spec: ValidatedSpec) -> Bool {
    if spec.imports.contains("Foundation") {
        return false
    }
    let hasEssentials = spec.imports.contains("FoundationEssentials")
    let itemTypes = spec.items.flatMap { item -> [SwiftType] in
        switch item.content {
        case .fields(let fields, _): fields.map(\.type)
        case .external(let identityType): [identityType]
        case .noData: []
        }
    }
    let sectionTypes = spec.sections.flatMap { $0.fields.map(\.type) + [$0.parameterType].compactMap { $0 } }
    return (itemTypes + sectionTypes).contains { type in
        type.names.contains { name in
            guard let first = name.first else { return false }
            if foundationEssentialsTypes.contains(first) {
                return !hasEssentials
            }
            return first == "Foundation" || foundationOnlyTypes.contains(first)
        }
    }
}

/// Types of Foundation that FoundationEssentials declares too.
private let foundationEssentialsTypes: Set<String> = [
    "UUID", "Date", "DateComponents", "DateInterval", "TimeInterval", "URL", "URLComponents", "URLQueryItem",
    "Data", "Decimal", "IndexPath", "Locale", "TimeZone", "Calendar", "AttributedString",
]

/// Types that come with Foundation (the geometry types through CoreGraphics
/// on Apple platforms) but not with FoundationEssentials.
private let foundationOnlyTypes: Set<String> = [
    "IndexSet", "CharacterSet", "Measurement", "PersonNameComponents", "NSRange", "CGFloat", "CGPoint", "CGSize",
    "CGRect",
]
