@testable import ItemizeGenerator

/// Template values written as literals in tests:
/// `["name": "Card", "isGenerated": true, "fields": ["id", "title"]]`.
extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: TemplateValue...) {
        self = .list(elements)
    }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// Later duplicates win, as in a dictionary assignment, so a literal
    /// never traps.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        let values = Dictionary(elements) { _, later in later }
        self = .dictionary(TemplateDictionary(values.map { (name: $0.key, value: $0.value) }))
    }
}
