@testable import ItemizeGenerator

/// The context of the names and values of `values`, keys in name order.
func templateContext(_ values: [String: TemplateValue]) -> TemplateContext {
    // A test's values are far below the 2 GiB a context can hold.
    TemplateContextBuilder.context { root in
        add(values, to: &root)
    }!
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
