/// The keys of a `TemplateValue.dictionary` and their values, in the order
/// given; a key is found by looking at each in turn, and of two equal keys
/// the first is found.
struct TemplateDictionary: Sendable, ExpressibleByDictionaryLiteral {
    private let entries: [(name: String, value: TemplateValue)]

    /// The dictionary of `entries`, keys and values in their order.
    init(_ entries: [(name: String, value: TemplateValue)]) {
        self.entries = entries
    }

    /// The dictionary of a literal's pairs, in their order.
    init(dictionaryLiteral elements: (String, TemplateValue)...) {
        entries = elements.map { (name: $0.0, value: $0.1) }
    }

    /// The value of `key`, or nil when the dictionary has no such key.
    /// - Complexity: O(n) for n keys.
    subscript(key: String) -> TemplateValue? {
        entries.first { $0.name == key }?.value
    }

    /// The keys, in order; for suggestions in error messages.
    var keys: [String] {
        entries.map(\.name)
    }
}
