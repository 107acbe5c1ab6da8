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

/// The context of the names and values of `values`, keys in name order.
func templateContext(_ values: [String: TemplateValue]) -> TemplateContext {
    TemplateContextBuilder.context { root in
        add(values, to: &root)
    }
}

private func add(_ values: [String: TemplateValue], to builder: inout TemplateContextBuilder) {
    for name in values.keys.sorted() {
        if let value = values[name] {
            builder.add(name: name, contextValue(value, in: &builder))
        }
    }
}

private func contextValue(_ value: TemplateValue, in builder: inout TemplateContextBuilder) -> TemplateContext.Value {
    switch value {
    case .string(let text):
        builder.string(text)
    case .bool(let flag):
        builder.bool(flag)
    case .list(let elements):
        builder.list(elements) { builder, element in contextValue(element, in: &builder) }
    case .dictionary(let values):
        builder.dictionary { builder in add(values, to: &builder) }
    }
}
