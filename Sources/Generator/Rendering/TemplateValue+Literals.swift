// Literal conformances keep render models and tests readable:
// `["name": "Card", "isGenerated": true, "fields": [...]]`.

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
        self = .dictionary(TemplateDictionary(elements))
    }
}
