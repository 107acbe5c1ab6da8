@testable import ItemizeGenerator

/// A template context value written as a literal, for tests:
/// `["name": "Card", "isGenerated": true, "fields": ["id", "title"]]`.
/// `templateContext(_:)` turns a dictionary of these into the flat form
/// through `TemplateContextBuilder`, as the render model is.
enum TemplateValue: Equatable {
    case string(String)
    case bool(Bool)
    case list([TemplateValue])
    case dictionary([String: TemplateValue])
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: TemplateValue...) {
        self = .list(elements)
    }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// Later duplicates win, as in a dictionary assignment, so a literal
    /// never traps.
    init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .dictionary(Dictionary(elements) { _, later in later })
    }
}
